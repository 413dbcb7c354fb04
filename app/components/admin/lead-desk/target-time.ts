// Response targets are business minutes (docs/product.md §24); the card shows each as hours and
// minutes, and how many business days of the default office hours (9 open hours) that is.

const DAY = 9 * 60;

/** 540 → "9 h (one business day)"; 90 → "1 h 30 min"; 1080 → "18 h (2 business days)". */
export function describeTarget(minutes: number): string {
  if (!Number.isInteger(minutes) || minutes < 1) return '';
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const time = [h ? `${h} h` : '', m ? `${m} min` : ''].filter(Boolean).join(' ');
  if (minutes % DAY !== 0) return time;
  const days = minutes / DAY;
  return `${time} (${days === 1 ? 'one business day' : `${days} business days`})`;
}
