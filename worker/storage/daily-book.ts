/**
 * The book of one puzzle of the day, in SQL: every player's counted finish, with counts per
 * histogram bin and per whole second kept in the same transaction as every insert and delete. So
 * the totals read 33 rows, and a standing or the median reads the bins, the seconds of one bin
 * (at most 900) and the finishes of one second, however many players there are (counting a whole
 * bin's finishes instead cost 1.2 ms a call at 100,000 players; docs/performance.md).
 * Synchronous over any SQLite with the Durable Object's `sql.exec` shape: the
 * Durable Object (daily-object.ts) runs it on its own storage, and the bench (bench/players.ts)
 * on Node's, to measure what one object can write.
 */
import {
  binOf,
  type DailyLeaders,
  type DailyTotals,
  type FinishEntry,
  HISTOGRAM_BINS,
  type Standing,
} from './daily-stats.ts';

type Value = string | number | null | ArrayBuffer;
type Row = Record<string, Value>;

/** The part of a Durable Object's `ctx.storage.sql` the book uses. */
export interface SqlLike {
  exec<T extends Row>(
    query: string,
    ...bindings: unknown[]
  ): { toArray(): T[]; rowsWritten: number };
}

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
  CREATE TABLE IF NOT EXISTS seconds (second INTEGER PRIMARY KEY, players INTEGER NOT NULL);
`;

/** The lower bound of a bin in seconds, or Infinity past the last. */
const binStart = (bin: number): number =>
  bin < HISTOGRAM_BINS.length ? HISTOGRAM_BINS[bin] : Number.POSITIVE_INFINITY;

const secondOf = (ms: number): number => Math.floor(ms / 1000);

const sum = (counts: readonly number[]): number => counts.reduce((a, b) => a + b, 0);

export class DailyBook {
  private readonly sql: SqlLike;
  /** Runs its argument in one transaction (the object's `transactionSync`). */
  private readonly transaction: <T>(work: () => T) => T;

  constructor(sql: SqlLike, transaction: <T>(work: () => T) => T) {
    this.sql = sql;
    this.transaction = transaction;
    sql.exec(SCHEMA);
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

  /** The time at rank `index` (0: the fastest): its bin, its second, then the finish. */
  private timeAt(index: number, counts: readonly number[]): number {
    let bin = 0;
    let before = 0;
    while (before + counts[bin] <= index) before += counts[bin++];
    const seconds = this.rows<{ second: number; players: number }>(
      'SELECT second, players FROM seconds WHERE second >= ? AND second < ? ORDER BY second',
      binStart(bin),
      binStart(bin + 1),
    );
    let at = 0;
    while (before + seconds[at].players <= index) before += seconds[at++].players;
    const { second } = seconds[at];
    const [row] = this.rows<{ ms: number }>(
      'SELECT ms FROM finishes WHERE ms >= ? AND ms < ? ORDER BY ms LIMIT 1 OFFSET ?',
      second * 1000,
      (second + 1) * 1000,
      index - before,
    );
    return row.ms;
  }

  /** The median time of `players` counted in `counts` (the mean of the two middle ones). */
  private median(players: number, counts: readonly number[]): number {
    const low = this.timeAt(Math.floor((players - 1) / 2), counts);
    const high = this.timeAt(Math.floor(players / 2), counts);
    return Math.round((low + high) / 2);
  }

  /** Adds `by` to the players of a bin and of a second (in the caller's transaction). */
  private count(bin: number, second: number, by: 1 | -1): void {
    for (const [table, column, key] of [
      ['bins', 'bin', bin],
      ['seconds', 'second', second],
    ] as const) {
      this.sql.exec(
        `INSERT INTO ${table} (${column}, players) VALUES (?, ?) ON CONFLICT (${column}) DO UPDATE SET players = players + ?`,
        key,
        by,
        by,
      );
    }
  }

  standing(player: string): Standing | null {
    const [mine] = this.rows<{ ms: number; bin: number }>(
      'SELECT ms, bin FROM finishes WHERE player = ?',
      player,
    );
    if (!mine) return null;
    const counts = this.counts();
    const second = secondOf(mine.ms);
    const [inBin] = this.rows<{ n: number | null }>(
      'SELECT SUM(players) AS n FROM seconds WHERE second > ? AND second < ?',
      second,
      binStart(mine.bin + 1),
    );
    const [inSecond] = this.rows<{ n: number }>(
      'SELECT COUNT(*) AS n FROM finishes WHERE ms > ? AND ms < ?',
      mine.ms,
      (second + 1) * 1000,
    );
    const slower = sum(counts.slice(mine.bin + 1)) + (inBin.n ?? 0) + inSecond.n;
    const players = sum(counts);
    return { players, slower, ms: mine.ms, medianMs: this.median(players, counts) };
  }

  /** Keeps a player's first counted finish; answers the standing of the one kept. */
  record(entry: FinishEntry): Standing {
    if (!Number.isSafeInteger(entry.ms) || entry.ms < 0) throw new RangeError('a time in ms');
    this.transaction(() => {
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
      if (inserted > 0) this.count(bin, secondOf(entry.ms), 1);
    });
    const standing = this.standing(entry.player);
    if (!standing) throw new Error('a finish just recorded is missing');
    return standing;
  }

  totals(): DailyTotals {
    const counts = this.counts();
    const players = sum(counts);
    return { players, medianMs: players > 0 ? this.median(players, counts) : null, counts };
  }

  leaders(limit: number): DailyLeaders {
    const rows = this.rows<{ ms: number; name: string | null; anonymous: number }>(
      'SELECT ms, name, anonymous FROM finishes WHERE hints = 0 ORDER BY ms, at LIMIT ?',
      Math.max(0, Math.floor(limit)),
    );
    return {
      players: sum(this.counts()),
      rows: rows.map(({ ms, name, anonymous }) => ({ ms, name, anonymous: anonymous === 1 })),
    };
  }

  erase(player: string): boolean {
    return this.transaction(() => {
      const [row] = this.rows<{ bin: number; ms: number }>(
        'DELETE FROM finishes WHERE player = ? RETURNING bin, ms',
        player,
      );
      if (!row) return false;
      this.count(row.bin, secondOf(row.ms), -1);
      return true;
    });
  }
}
