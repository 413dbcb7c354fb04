import type { Page } from '@playwright/test';

/**
 * Records every use of Intl (its constructors, `localeCompare`, `toLocaleString`) the page's own
 * code makes, with the caller's line: a public page makes none before the visitor acts (decision
 * 078: the first use loads ICU's data, 130–240 ms of one task on a budget phone). Read with
 * `intlUses(page)` after each load.
 */
export async function recordIntlUses(page: Page) {
  await page.addInitScript(() => {
    const uses: string[] = [];
    Object.defineProperty(window, '__intlUses', { value: uses });
    const note = (name: string) => uses.push(`${name} at ${new Error().stack?.split('\n')[3]?.trim()}`);
    const wrap = (owner: object, key: string, label: string) => {
      const original = Reflect.get(owner, key) as (...args: unknown[]) => unknown;
      Reflect.set(owner, key, function (this: unknown, ...args: unknown[]) {
        note(label);
        return new.target ? Reflect.construct(original, args) : original.apply(this, args);
      });
    };
    for (const key of [
      'DateTimeFormat',
      'NumberFormat',
      'Collator',
      'PluralRules',
      'RelativeTimeFormat',
      'ListFormat',
    ])
      wrap(Intl, key, `Intl.${key}`);
    wrap(String.prototype, 'localeCompare', 'localeCompare');
    for (const key of ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'])
      wrap(Date.prototype, key, `Date.${key}`);
    wrap(Number.prototype, 'toLocaleString', 'Number.toLocaleString');
  });
}

/** The uses recorded since the page's document was loaded. */
export const intlUses = (page: Page) =>
  page.evaluate(() => (window as unknown as { __intlUses?: string[] }).__intlUses ?? []);
