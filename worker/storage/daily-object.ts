/**
 * The Durable Object of one puzzle of the day (daily-stats.ts names it and types its RPC): its
 * book (daily-book.ts) on the object's own SQLite, each write one transaction. Its methods run
 * to the end without awaiting anything, so one object answers one call at a time, in order.
 * Exported by the Worker's entry (worker/main.ts), which the runtime needs to find the class; the
 * app itself only holds the structural interface, so that Node tooling can import it.
 */
import { DurableObject } from 'cloudflare:workers';
import { DailyBook } from './daily-book.ts';
import type { DailyStatsRpc, FinishEntry } from './daily-stats.ts';

export class DailyStats extends DurableObject implements DailyStatsRpc {
  private readonly book = new DailyBook(this.ctx.storage.sql, (work) =>
    this.ctx.storage.transactionSync(work),
  );

  async record(entry: FinishEntry) {
    return this.book.record(entry);
  }

  async standing(player: string) {
    return this.book.standing(player);
  }

  async totals() {
    return this.book.totals();
  }

  async leaders(limit: number) {
    return this.book.leaders(limit);
  }

  async erase(player: string) {
    return this.book.erase(player);
  }
}
