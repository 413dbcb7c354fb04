import { type ReactNode, useId } from 'react';
import { useSearchParams } from 'react-router';
import { REPORT_DAYS } from '#common/schemas/lead-desk';

// The 7 / 30 / 90 days choice of a dashboard report, kept in the address under its own name
// (`?quotation_days=7`) so reload and back keep it and two reports on the page choose apart.
// The default leaves the address clean.

export type ReportDays = (typeof REPORT_DAYS)[number];

export function useReportPeriod(param: string, fallback: ReportDays = 30) {
  const [params, setParams] = useSearchParams();
  const days = REPORT_DAYS.find((d) => String(d) === params.get(param)) ?? fallback;
  const choose = (value: ReportDays) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value === fallback) next.delete(param);
        else next.set(param, String(value));
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return [days, choose] as const;
}

function PeriodChoice({
  label,
  days,
  onChoose,
}: {
  /** Names the group for a screen reader: "Quotations period". */
  label: string;
  days: ReportDays;
  onChoose: (days: ReportDays) => void;
}) {
  return (
    <fieldset className="flex shrink-0 gap-1.5">
      <legend className="sr-only">{label}</legend>
      {REPORT_DAYS.map((value) => (
        <button
          key={value}
          type="button"
          aria-pressed={days === value}
          onClick={() => onChoose(value)}
          className={`rounded-md border px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand ${
            days === value
              ? 'border-charcoal bg-charcoal text-white'
              : 'border-neutral-300 bg-white text-charcoal hover:bg-neutral-50'
          }`}
        >
          {value} days
        </button>
      ))}
    </fieldset>
  );
}

/**
 * A dashboard report over the chosen period: its heading and what it counts, the period's choice
 * beside them ("Quotations period"), the load failure (when there is one), then the report itself.
 */
export function PeriodReport({
  title,
  description,
  period: [days, choose],
  failure,
  children,
}: {
  title: string;
  description: string;
  /** The report's useReportPeriod. */
  period: ReturnType<typeof useReportPeriod>;
  failure: string | null;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid min-w-0 gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h3 id={id} className="text-xl font-semibold text-charcoal">
            {title}
          </h3>
          <p className="mt-1 text-sm text-neutral-600">{description}</p>
        </div>
        <PeriodChoice label={`${title} period`} days={days} onChoose={choose} />
      </div>
      {failure === null ? null : (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {failure}
        </p>
      )}
      {children}
    </section>
  );
}
