/**
 * The Durable Object of one puzzle of the day (daily-stats.ts names it and types its RPC): the
 * players who finished it, each with the time of their first counted finish, in the object's own
 * SQLite. Answers where a time stands, the day's totals (players, median, histogram) and its
 * leaderboard, and erases a player.
 *
 * Counts are kept per histogram bin beside the finishes, in the same transaction as every insert
 * and delete, so that the totals read 33 rows and a standing reads the bins above its own plus
 * the times inside its bin, whatever the number of players. Exported by the Worker's entry
 * (worker/main.ts), which the runtime needs to find the class; the app itself only holds the
 * structural interface, so that Node tooling can import it.
 */
import { DurableObject } from 'cloudflare:workers';
import {
  binOf,
  type DailyLeaders,
  type DailyStatsRpc,
  type DailyTotals,
  type FinishEntry,
  HISTOGRAM_BINS,
  type Standing,
} from './daily-stats.ts';

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS finishes (
    player TEXT PRIMARY KEY,
    ms INTEGER NOT NULL,
    bin INTEGER NOT NULL,
    hints INTEGER NOT NULL,
    name TEXT,
    anonymous INTEGER NOT NULL,
    at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS finishes_by_time ON finishes (ms);
  CREATE INDEX IF NOT EXISTS leaderboard ON finishes (ms, at) WHERE hints = 0;
  CREATE TABLE IF NOT EXISTS bins (bin INTEGER PRIMARY KEY, players INTEGER NOT NULL);
`;

/** The lower bound of a bin in ms, or Infinity past the last. */
const binStartMs = (bin: number): number =>
  bin < HISTOGRAM_BINS.length ? HISTOGRAM_BINS[bin] * 1000 : Number.POSITIVE_INFINITY;

type Row = Record<string, string | number | null | ArrayBuffer>;

export class DailyStats extends DurableObject implements DailyStatsRpc {
  private readonly sql = this.ctx.storage.sql;

  constructor(ctx: DurableObjectState, env: Cloudflare.Env) {
    super(ctx, env);
    this.sql.exec(SCHEMA);
  }

  private rows<T extends Row>(query: string, ...bindings: unknown[]): T[] {
    return this.sql.exec<T>(query, ...bindings).toArray();
  }

  private counts(): number[] {
    const counts = HISTOGRAM_BINS.map(() => 0);
    for (const { bin, players } of this.rows<{ bin: number; players: number }>(
      'SELECT bin, players FROM bins',
    )) {
      counts[bin] = players;
    }
    return counts;
  }

  private standingOf(player: string): Standing | null {
    const [mine] = this.rows<{ ms: number; bin: number }>(
      'SELECT ms, bin FROM finishes WHERE player = ?',
      player,
    );
    if (!mine) return null;
    const counts = this.counts();
    const above = counts.slice(mine.bin + 1).reduce((a, b) => a + b, 0);
    const [inBin] = this.rows<{ n: number }>(
      'SELECT COUNT(*) AS n FROM finishes WHERE ms > ? AND ms < ?',
      mine.ms,
      binStartMs(mine.bin + 1),
    );
    const players = counts.reduce((a, b) => a + b, 0);
    return {
      players,
      slower: above + inBin.n,
      ms: mine.ms,
      medianMs: this.median(players, counts),
    };
  }

  /** The median time of `players` counted in `counts` (the mean of the two middle ones). */
  private median(players: number, counts: readonly number[]): number {
    const low = this.timeAt(Math.floor((players - 1) / 2), counts);
    const high = this.timeAt(Math.floor(players / 2), counts);
    return Math.round((low + high) / 2);
  }

  /** The time at rank `index` (0: the fastest), found through the bins' counts. */
  private timeAt(index: number, counts: readonly number[]): number {
    let bin = 0;
    let before = 0;
    while (before + counts[bin] <= index) before += counts[bin++];
    const [row] = this.rows<{ ms: number }>(
      'SELECT ms FROM finishes WHERE ms >= ? AND ms < ? ORDER BY ms LIMIT 1 OFFSET ?',
      binStartMs(bin),
      binStartMs(bin + 1),
      index - before,
    );
    return row.ms;
  }

  async record(entry: FinishEntry): Promise<Standing> {
    if (!Number.isSafeInteger(entry.ms) || entry.ms < 0) throw new RangeError('a time in ms');
    this.ctx.storage.transactionSync(() => {
      const bin = binOf(entry.ms);
      const inserted = this.sql.exec(
        `INSERT INTO finishes (player, ms, bin, hints, name, anonymous, at)
         VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (player) DO NOTHING`,
        entry.player,
        entry.ms,
        bin,
        entry.hints,
        entry.anonymous ? null : entry.name,
        entry.anonymous ? 1 : 0,
        entry.at,
      ).rowsWritten;
      if (inserted > 0) {
        this.sql.exec(
          'INSERT INTO bins (bin, players) VALUES (?, 1) ON CONFLICT (bin) DO UPDATE SET players = players + 1',
          bin,
        );
      }
    });
    const standing = this.standingOf(entry.player);
    if (!standing) throw new Error('a finish just recorded is missing');
    return standing;
  }

  async standing(player: string): Promise<Standing | null> {
    return this.standingOf(player);
  }

  async totals(): Promise<DailyTotals> {
    const counts = this.counts();
    const players = counts.reduce((a, b) => a + b, 0);
    return { players, medianMs: players > 0 ? this.median(players, counts) : null, counts };
  }

  async leaders(limit: number): Promise<DailyLeaders> {
    const rows = this.rows<{ ms: number; name: string | null; anonymous: number }>(
      'SELECT ms, name, anonymous FROM finishes WHERE hints = 0 ORDER BY ms, at LIMIT ?',
      Math.max(0, Math.floor(limit)),
    );
    const players = this.counts().reduce((a, b) => a + b, 0);
    return {
      players,
      rows: rows.map(({ ms, name, anonymous }) => ({ ms, name, anonymous: anonymous === 1 })),
    };
  }

  async erase(player: string): Promise<boolean> {
    return this.ctx.storage.transactionSync(() => {
      const [row] = this.rows<{ bin: number }>(
        'DELETE FROM finishes WHERE player = ? RETURNING bin',
        player,
      );
      if (!row) return false;
      this.sql.exec('UPDATE bins SET players = players - 1 WHERE bin = ?', row.bin);
      return true;
    });
  }
}
