import { formatDecimal } from '#common/number-format';

// A count with its noun in agreement, for the back office's sentences: "1 lead", "12 leads",
// "1,204 inquiries" (grouped as in the Philippines).

/** "1 lead" / "2 leads": `one` for exactly one, `many` otherwise (zero too). */
export const countText = (n: number, one: string, many: string) =>
  `${formatDecimal(n, 3)} ${n === 1 ? one : many}`;
