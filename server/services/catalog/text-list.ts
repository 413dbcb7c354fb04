/**
 * Normalises the flexible list shapes of spec §3 (features, applications, images) to a list of
 * trimmed, non-empty strings, keeping order:
 * - a list: each string or number item, trimmed (other items are dropped);
 * - JSON text of a list: parsed, then as above;
 * - other text: split on newlines when it has any, otherwise on commas (so a one-line feature
 *   containing a comma must be sent as a list or on its own line);
 * - anything else (null, undefined, objects): an empty list.
 */
export function toTextList(input: unknown): string[] {
  if (Array.isArray(input)) {
    return input.flatMap((item) =>
      typeof item === 'string' || typeof item === 'number' ? clean([String(item)]) : [],
    );
  }
  if (typeof input === 'number') return [String(input)];
  if (typeof input !== 'string') return [];
  const text = input.trim();
  if (text.startsWith('[')) {
    const parsed = parseJson(text);
    if (Array.isArray(parsed)) return toTextList(parsed);
  }
  return clean(text.split(/\r?\n|\r/).length > 1 ? text.split(/\r?\n|\r/) : text.split(','));
}

function clean(items: string[]): string[] {
  return items.map((s) => s.trim()).filter((s) => s.length > 0);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
