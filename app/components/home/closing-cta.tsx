import { Button } from '#app/components/ui/button';
import { Icon } from '#app/components/ui/icon';

/** The closing call to action: quote and general inquiry modals (home variants). */
export function ClosingCta({ onQuote, onInquiry }: { onQuote: () => void; onInquiry: () => void }) {
  return (
    <section aria-labelledby="cta-title" className="bg-brand py-12 text-brand-ink sm:py-16">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id="cta-title" className="text-2xl font-semibold sm:text-[2rem]">
            Ready to equip your next project?
          </h2>
          <p className="mt-3 text-lg">
            Tell us the machine, the site and the schedule. We reply with pricing and availability within 24
            hours.
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button variant="dark" className="px-6 py-3 text-base" onClick={onQuote} aria-haspopup="dialog">
            <Icon name="file-text" className="h-5 w-5" />
            Get Free Quote
          </Button>
          <Button
            variant="outline"
            className="px-6 py-3 text-base hover:bg-black/10"
            onClick={onInquiry}
            aria-haspopup="dialog"
          >
            <Icon name="message-square" className="h-5 w-5" />
            Contact Us
          </Button>
        </div>
      </div>
    </section>
  );
}
