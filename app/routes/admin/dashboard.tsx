import { failureText, useAdminQuery } from '#app/components/admin/admin-api';
import { CountTiles } from '#app/components/admin/dashboard/count-tiles';
import { DeskHealthBanners } from '#app/components/admin/dashboard/desk-health';
import { InterestFigures } from '#app/components/admin/dashboard/interest-figures';
import { LatestInquiries } from '#app/components/admin/dashboard/latest-inquiries';
import { PublishFailures } from '#app/components/admin/dashboard/publish-failures';
import { QuotationFigures } from '#app/components/admin/dashboard/quotation-figures';
import { ResponseTimes } from '#app/components/admin/dashboard/response-times';
import { SearchMisses } from '#app/components/admin/dashboard/search-misses';
import { StatusBanner } from '#app/components/admin/status-message';
import { useCan } from '#app/components/admin/use-can';
import { DEFAULT_DASHBOARD_MESSAGE } from '#common/constants';
import type { DashboardResponse } from '#common/schemas/dashboard';

// Dashboard (docs/product.md §4): the server's welcome message and the catalogue's count tiles, all from
// GET /api/admin/dashboard (one call instead of four per_page=1 list reads), and beside them the
// latest inquiries from the inbox's own list. Side by side from xl; stacked below, tiles first.
// Below them, the interest in each machine (docs/product.md §20) and the searches that found
// nothing (decision 036). For a role that reads leads, the response times (docs/product.md §24);
// for admins, a warning when e-mail is failing or inquiries have no fallback person. Above the
// response times, the quotations sent and accepted (docs/product.md §25), for the same roles.
export default function AdminDashboardSection() {
  const seesLeads = useCan()('leads.read');
  const { data, error, isPending } = useAdminQuery<DashboardResponse>(['dashboard'], '/admin/dashboard');
  return (
    <div className="grid gap-6">
      <StatusBanner
        message={error ? { kind: 'error', text: failureText(error, 'Error fetching admin data') } : null}
      />
      <div>
        {isPending ? (
          <>
            <p role="status" className="sr-only">
              Loading dashboard...
            </p>
            <span
              aria-hidden
              className="block h-8 w-72 max-w-full rounded bg-neutral-200 motion-safe:animate-pulse"
            />
          </>
        ) : (
          <h2 className="text-2xl leading-8 font-semibold text-charcoal">
            {data?.message || DEFAULT_DASHBOARD_MESSAGE}
          </h2>
        )}
        <p className="mt-2 text-sm text-neutral-600">
          What the catalogue holds today and who wrote last. Open a tile to manage that section.
        </p>
      </div>
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <CountTiles counts={isPending ? undefined : (data?.counts ?? null)} />
        {seesLeads ? <LatestInquiries /> : null}
      </div>
      {/* Below the tiles, so nothing above them moves when the answer arrives. */}
      <DeskHealthBanners health={data?.health} />
      <PublishFailures failures={data?.publish_failures} />
      {/* The quotations' few figures first: the response times below run long (three tables). */}
      {seesLeads ? <QuotationFigures /> : null}
      {seesLeads ? <ResponseTimes /> : null}
      <InterestFigures />
      <SearchMisses />
    </div>
  );
}
