import { SETTINGS_TABS } from './settings-values';

// The settings card's shape while GET /admin/settings is on its way: the real tab labels and grey
// field blocks, so the form does not jump when it arrives.
export function SettingsSkeleton() {
  return (
    <div className="rounded-lg border border-neutral-200 bg-white shadow-sm" aria-busy>
      <p role="status" className="sr-only">
        Loading settings...
      </p>
      <div
        aria-hidden
        className="flex flex-wrap gap-1 border-b border-neutral-200 p-2 sm:flex-nowrap sm:gap-0 sm:px-4 sm:py-0"
      >
        {SETTINGS_TABS.map((t) => (
          <span
            key={t.id}
            className="shrink-0 px-3 py-2 text-sm sm:py-3 font-medium whitespace-nowrap text-neutral-400"
          >
            {t.label}
          </span>
        ))}
      </div>
      <div aria-hidden className="grid gap-x-6 gap-y-5 p-4 sm:p-6 md:grid-cols-2">
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder blocks
          <div key={i}>
            <span className="block h-5 w-28 rounded bg-neutral-200 motion-safe:animate-pulse" />
            <span className="mt-1 block h-11 rounded-md bg-neutral-100 motion-safe:animate-pulse" />
            <span className="mt-1 block h-5 w-48 rounded bg-neutral-100 motion-safe:animate-pulse" />
          </div>
        ))}
      </div>
    </div>
  );
}
