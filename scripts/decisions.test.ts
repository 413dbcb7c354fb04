import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Decision records (docs/decisions/) are written once: a later decision is a new record that says
// which one it supersedes, never an amendment inside the old one, so a record still reads as what
// was decided and why on its day. This keeps the shape that rule needs: numbered files whose title
// carries their number, a Status line with a date, references only to earlier records, and no
// amendment sections.

const DIR = join(import.meta.dirname, '..', 'docs/decisions');
const FILE = /^(\d{3})-[a-z0-9-]+\.md$/;
/** Amended in place before records were superseded instead; frozen, never to grow. */
const AMENDED_BEFORE_THE_RULE = ['029-scripts-after-first-paint.md', '031-spec-columns-in-memory.md'];

const files = readdirSync(DIR).filter((name) => name.endsWith('.md'));
const records = files.map((name) => ({
  name,
  number: Number(FILE.exec(name)?.[1]),
  lines: readFileSync(join(DIR, name), 'utf8').split('\n'),
}));

describe('decision records', () => {
  it('are named NNN-words.md, numbered from 001 without gaps or repeats', () => {
    expect(files.filter((name) => !FILE.test(name))).toEqual([]);
    const numbers = records.map((r) => r.number).sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  });

  it('carry their number in the title and a Status line with a date', () => {
    for (const { name, number, lines } of records) {
      expect(lines[0], name).toMatch(new RegExp(`^# ${String(number).padStart(3, '0')}(?: —|:) \\S`));
      expect(lines[2], name).toMatch(/^Status: \w+ · \d{4}-\d{2}-\d{2}\b/);
    }
  });

  it('supersede or amend only earlier records that exist (an old one may point to its successor)', () => {
    for (const { name, number, lines } of records) {
      // The Status line may run on to the lines before the first blank one.
      const status = lines.slice(2, lines.indexOf('', 2)).join(' ');
      for (const [, by, cited] of status.matchAll(/(superseded by )?(?<![\d,.-])(\d{3})(?!\d|[,.]\d)/gi)) {
        const n = Number(cited);
        if (by) expect(n, `${name} names ${cited}`).toBeGreaterThan(number);
        else expect(n, `${name} names ${cited}`).toBeLessThan(number);
        expect(
          records.some((r) => r.number === n),
          `${name} names ${cited}`,
        ).toBe(true);
      }
    }
  });

  it('are never amended in place: a change of mind is a new record', () => {
    const amended = records
      .filter(({ lines }) => lines.some((line) => /^#{2,} (Amended|Amendment|Addendum|Update)\b/i.test(line)))
      .map((r) => r.name);
    expect(amended).toEqual(AMENDED_BEFORE_THE_RULE);
  });
});
