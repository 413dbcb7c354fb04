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

export function PeriodChoice({
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
