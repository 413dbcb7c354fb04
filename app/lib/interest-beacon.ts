import type { InterestBeacon } from '#common/schemas/interest';

// The interest beacon of docs/product.md §20: a person added a machine to the comparison or the
// quote list, or opened a chat about it. sendBeacon survives the page being left for the chat app
// and never holds the click up; the body names the machine and the action, never the person.
// (Type-only import: the schema and Zod stay out of the page's first load.)

const URL = '/api/public/interest';

export function sendInterest(beacon: InterestBeacon): void {
  if (typeof navigator === 'undefined') return;
  const body = new Blob([JSON.stringify(beacon)], { type: 'application/json' });
  try {
    if (navigator.sendBeacon?.(URL, body)) return;
  } catch {
    // Some browsers refuse a beacon (e.g. over their queue limit): the fetch below tries instead.
  }
  // keepalive lets the request outlive the page, as the beacon would have; a lost count is no error.
  void fetch(URL, { method: 'POST', body, keepalive: true, credentials: 'omit' }).catch(() => {});
}
