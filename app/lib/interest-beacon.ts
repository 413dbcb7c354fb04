import type { InterestBeacon } from '#common/schemas/interest';

// The interest beacon of docs/product.md §20: a person added a machine to the comparison or the
// quote list, or opened a chat about it. sendBeacon survives the page being left for the chat app
// and never holds the click up; the body names the machine and the action, never the person. A
// browser without it, or one that refuses the beacon, loses that one count: figures, not records.
// (Type-only import: the schema and Zod stay out of the page's first load.)

export function sendInterest(beacon: InterestBeacon): void {
  const body = new Blob([JSON.stringify(beacon)], { type: 'application/json' });
  navigator.sendBeacon?.('/api/public/interest', body);
}
