import { type ReactNode, useId } from 'react';

/** One titled block of the inquiry's page. */
export function DetailCard({
  title,
  action,
  children,
}: {
  title: string;
  /** Shown at the end of the title line (e.g. a count). */
  action?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="rounded-lg border border-neutral-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="mb-3 flex items-baseline justify-between gap-3">
        <h3 id={id} className="text-base font-semibold text-charcoal">
          {title}
        </h3>
        {action}
      </div>
      {children}
    </section>
  );
}

/** A definition list of label/value rows; rows without a value are left out. */
export function DetailList({ rows }: { rows: { label: string; value: ReactNode }[] }) {
  const shown = rows.filter((row) => row.value !== null && row.value !== undefined && row.value !== '');
  return (
    <dl className="grid grid-cols-[minmax(5.5rem,auto)_1fr] gap-x-4 gap-y-2 text-sm sm:grid-cols-[minmax(7rem,auto)_1fr]">
      {shown.map((row) => (
        <div key={row.label} className="contents">
          <dt className="font-medium text-neutral-600">{row.label}</dt>
          <dd className="min-w-0 [overflow-wrap:anywhere] whitespace-pre-line text-charcoal">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
