// The Privacy Policy and Terms of Service (docs/product.md §21): plain text edited in Settings →
// General, shown at /privacy and /terms. Plain text, not HTML, so nothing needs sanitising: the
// page renders each block as React text. A blank line starts a new paragraph; a line starting
// "## " is a heading; lines starting "- " form a list.

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

/** One block's lines: a "## " heading, then runs of "- " items as lists and other lines as paragraphs. */
function blockOf(lines: string[]): LegalBlock[] {
  const out: LegalBlock[] = [];
  for (const line of lines) {
    const last = out.at(-1);
    if (line.startsWith('## ')) out.push({ kind: 'heading', text: line.slice(3).trim() });
    else if (line.startsWith('- ')) {
      if (last?.kind === 'list') last.items.push(line.slice(2).trim());
      else out.push({ kind: 'list', items: [line.slice(2).trim()] });
    } else if (last?.kind === 'paragraph') last.lines.push(line);
    else out.push({ kind: 'paragraph', lines: [line] });
  }
  return out;
}

export function legalBlocks(text: string): LegalBlock[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .flatMap((block) =>
      blockOf(
        block
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
      ),
    );
}
