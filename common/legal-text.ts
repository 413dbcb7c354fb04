// The Privacy Policy and Terms of Service (docs/product.md §21): plain text edited in Settings →
// General, shown at /privacy and /terms. Plain text, not HTML, so nothing needs sanitising: the
// page renders each block as React text. A blank line starts a new block; a block whose first
// line starts with "## " is a heading; a block whose lines all start with "- " is a list.

export const LEGAL_SETTING_KEYS = { privacy: 'privacy_policy', terms: 'terms_of_service' } as const;
export type LegalPage = keyof typeof LEGAL_SETTING_KEYS;
/** Longer than other texts: a policy runs to a few pages. */
export const LEGAL_TEXT_MAX = 20_000;
const LEGAL_KEYS = new Set<string>(Object.values(LEGAL_SETTING_KEYS));
export const isLegalSettingKey = (key: string) => LEGAL_KEYS.has(key);

export type LegalBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'paragraph'; lines: string[] };

export function legalBlocks(text: string): LegalBlock[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((block) =>
      block
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0)
    .flatMap((lines): LegalBlock[] => {
      if (lines[0]!.startsWith('## ')) {
        const heading: LegalBlock = { kind: 'heading', text: lines[0]!.slice(3).trim() };
        const rest = lines.slice(1);
        return rest.length > 0 ? [heading, ...legalBlocks(rest.join('\n'))] : [heading];
      }
      if (lines.every((line) => line.startsWith('- ')))
        return [{ kind: 'list', items: lines.map((line) => line.slice(2).trim()) }];
      return [{ kind: 'paragraph', lines }];
    });
}
