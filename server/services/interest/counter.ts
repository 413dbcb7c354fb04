import type { Db } from '../../db/client';
import { OncePerDay, type Visitor } from './once-a-day';
import { addCounts, type DayCount, dayCount, type Interest, interestKey } from './record';

// The counts the server makes itself on a page's way out (its views) are written in the background
// (docs/product.md §20, decision 023): the page never waits for them. One write is under way at a
// time; what arrives meanwhile is summed in memory and goes out in the next statement, so a burst
// of views costs a few statements and at most one of the pool's connections, never one each.

export interface CounterLog {
  error(details: object, message: string): void;
}

export class InterestCounter {
  readonly #pending = new Map<string, DayCount>();
  #running: Promise<void> | null = null;
  /** Who has done what today, so the figures count people (docs/product.md §20). */
  readonly visitors = new OncePerDay();

  constructor(
    private readonly db: Db,
    private readonly log: CounterLog,
  ) {}

  /** Counts one event now, written soon after; never throws, a failed write is logged. */
  count(interest: Interest, at = new Date()): void {
    const next = dayCount(interest, at);
    const key = `${next.day}|${interestKey(interest)}`;
    const pending = this.#pending.get(key);
    if (pending) pending.n += 1;
    else this.#pending.set(key, next);
    this.#running ??= this.#drain();
  }

  /** Counts the event unless this visitor already did it today (a reload, a kept page's data). */
  countOnce(visitor: Visitor, interest: Interest, at = new Date()): void {
    if (this.visitors.first(visitor, interestKey(interest), at)) this.count(interest, at);
  }

  /** Resolves once every count made so far is written or logged as lost (shutdown, tests). */
  settled(): Promise<void> {
    return this.#running ?? Promise.resolve();
  }

  async #drain() {
    try {
      while (this.#pending.size > 0) {
        const batch = [...this.#pending.values()];
        this.#pending.clear();
        try {
          await addCounts(this.db, batch);
        } catch (err) {
          // Figures for staff, not records of anyone's: a lost batch is logged, not retried.
          this.log.error({ err, counts: batch.length }, 'interest counts not recorded');
        }
      }
    } finally {
      this.#running = null;
    }
  }
}
