import { createHmac, randomBytes } from 'node:crypto';
import { businessDate } from '#common/business-date';

// The staff's interest figures count people, not requests (docs/product.md §20): a visitor's view,
// add, chat click or download of a machine counts once per business day however often it is sent.
// A visitor is a machine's address and browser name, seen only as a keyed hash: the key is random,
// made when the process starts and again each business day, and the marks live in this process's
// memory only, so nothing here can be turned back into an address, nor outlives the day.

export interface Visitor {
  /** The request's address (request.ip, behind TRUST_PROXY). */
  address: string;
  /** The User-Agent header, or '' when there is none. */
  agent: string;
}

/** Marks kept per day: ~40 bytes each, so a few MB at most; past it the oldest are forgotten. */
const VISITOR_MARKS_MAX = 100_000;

export class OncePerDay {
  #day = '';
  #key = randomBytes(32);
  readonly #marks = new Set<string>();

  constructor(private readonly max = VISITOR_MARKS_MAX) {}

  /**
   * True the first time on `at`'s business day that this visitor does `what` (e.g. "12|page_view|");
   * false after. When the day's marks are full the oldest is dropped: that visitor may count twice.
   */
  first(visitor: Visitor, what: string, at = new Date()): boolean {
    const mark = this.#mark(visitor, what, at);
    if (this.#marks.has(mark)) return false;
    if (this.#marks.size >= this.max) this.#marks.delete(this.#marks.values().next().value as string);
    this.#marks.add(mark);
    return true;
  }

  /** Takes back a `first` whose count was refused, so the visitor's next try counts. */
  forget(visitor: Visitor, what: string, at = new Date()): void {
    this.#marks.delete(this.#mark(visitor, what, at));
  }

  /** Forgets every mark (the tests' emptied database). */
  clear(): void {
    this.#marks.clear();
  }

  get size(): number {
    return this.#marks.size;
  }

  #mark(visitor: Visitor, what: string, at: Date): string {
    const day = businessDate(at);
    if (day !== this.#day) {
      this.#day = day;
      this.#key = randomBytes(32);
      this.#marks.clear();
    }
    // 128 bits of the HMAC: collisions are out of reach at this size, and half the memory.
    return createHmac('sha256', this.#key)
      .update(`${visitor.address}\0${visitor.agent}\0${what}`)
      .digest('base64url')
      .slice(0, 22);
  }
}
