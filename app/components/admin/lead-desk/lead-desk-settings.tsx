import { BusinessHoursCard } from './business-hours-card';
import { HolidaysCard } from './holidays-card';
import { ReplyTemplatesCard } from './reply-templates-card';
import { ResponseTargetsCard } from './response-targets-card';
import { RoutingRulesCard } from './routing-rules-card';

// Settings → Leads, under the tab's own settings (docs/product.md §24): the lead desk's cards, each
// saved by its own button, since each is its own resource on the server. They sit outside the
// settings form, so a Save here never sends the tabs' settings, nor the other way round.

export function LeadDeskSettings() {
  return (
    <section aria-labelledby="lead-desk-heading" className="mt-8">
      <h2 id="lead-desk-heading" className="text-lg font-semibold text-charcoal">
        Lead desk
      </h2>
      <p className="mb-4 text-sm text-neutral-600">
        Who gets each new inquiry and how soon it should be answered. Each card is saved with its own button.
      </p>
      <div className="grid gap-6">
        <BusinessHoursCard />
        <HolidaysCard />
        <ResponseTargetsCard />
        <RoutingRulesCard />
        <ReplyTemplatesCard />
      </div>
    </section>
  );
}
