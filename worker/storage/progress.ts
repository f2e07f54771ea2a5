/**
 * The players' progress in D1 (migrations/0001_players.sql): finished plays and first finishes.
 * A finish is one batch (a transaction): the completion is inserted unless the player already has
 * one of that puzzle, the play unless it was finished before, and both are read back, so that
 * concurrent finishes of one play, or of two plays of one puzzle, count exactly once whatever
 * their order. Also what GET /api/v1/players/me sums up and what erasing a player deletes.
 */
import type { D1Database } from '@cloudflare/workers-types';
import type { Level, Variant } from '../../shared/index.ts';
import { dailyOf, isDaily, type PuzzleRef, puzzleKey, sizeOf } from '../players/puzzle-ref.ts';
import type { DailyRef } from './daily-stats.ts';

export interface Finish {
  readonly player: string;
  /** The play id's signature: the play's key. */
  readonly play: string;
  readonly puzzle: PuzzleRef;
  readonly ms: number;
  readonly hints: number;
  readonly mistakes: number;
  /** When the server counted it (ms since the epoch). */
  readonly at: number;
}

export interface StoredFinish {
  /** This request finished the play; false when it had been finished before (a repeat). */
  readonly first: boolean;
  /** The play is the player's first finish of its puzzle: it counts. */
  readonly counted: boolean;
  /** The play as first finished (a repeat keeps the first finish's numbers). */
  readonly ms: number;
  readonly hints: number;
  readonly mistakes: number;
  readonly finishedAt: number;
  /** The answer the first finish sent, once stored. */
  readonly answer: string | null;
}

interface PlayRow {
  ms: number;
  hints: number;
  mistakes: number;
  finished_at: number;
  answer: string | null;
}

export async function recordFinish(db: D1Database, f: Finish): Promise<StoredFinish> {
  const key = puzzleKey(f.puzzle);
  const daily = isDaily(f.puzzle) ? f.puzzle.daily : null;
  const [, inserted, play, completion] = await db.batch([
    db
      .prepare(
        `INSERT INTO completions (player, puzzle, play, variant, size, level, daily, ms, hints, mistakes, finished_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
      )
      .bind(
        f.player,
        key,
        f.play,
        f.puzzle.variant,
        sizeOf(f.puzzle),
        f.puzzle.level,
        daily,
        f.ms,
        f.hints,
        f.mistakes,
        f.at,
      ),
    db
      .prepare(
        `INSERT INTO plays (player, id, puzzle, ms, hints, mistakes, finished_at)
         VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
      )
      .bind(f.player, f.play, key, f.ms, f.hints, f.mistakes, f.at),
    db
      .prepare(
        'SELECT ms, hints, mistakes, finished_at, answer FROM plays WHERE player = ? AND id = ?',
      )
      .bind(f.player, f.play),
    db.prepare('SELECT play FROM completions WHERE player = ? AND puzzle = ?').bind(f.player, key),
  ]);
  const row = play.results[0] as PlayRow | undefined;
  const counting = completion.results[0] as { play: string } | undefined;
  if (!row) throw new Error('a play just stored is missing');
  return {
    first: inserted.meta.changes === 1,
    counted: counting?.play === f.play,
    ms: row.ms,
    hints: row.hints,
    mistakes: row.mistakes,
    finishedAt: row.finished_at,
    answer: row.answer,
  };
}

/**
 * Stores a finish's answer unless one is stored already, and returns the one stored: whichever
 * of two concurrent requests stored first, both answer the same.
 */
export async function storeAnswer(
  db: D1Database,
  player: string,
  play: string,
  answer: string,
): Promise<string> {
  const [, stored] = await db.batch([
    db
      .prepare('UPDATE plays SET answer = ? WHERE player = ? AND id = ? AND answer IS NULL')
      .bind(answer, player, play),
    db.prepare('SELECT answer FROM plays WHERE player = ? AND id = ?').bind(player, play),
  ]);
  const row = stored.results[0] as { answer: string | null } | undefined;
  return row?.answer ?? answer;
}

/** Replaces a stored answer: a repeat that got the daily numbers the first finish could not. */
export async function replaceAnswer(
  db: D1Database,
  player: string,
  play: string,
  answer: string,
): Promise<void> {
  await db
    .prepare('UPDATE plays SET answer = ? WHERE player = ? AND id = ?')
    .bind(answer, player, play)
    .run();
}

/** A player's first finishes of one kind of puzzle. */
export interface KindTotals {
  readonly variant: Variant;
  readonly size: number;
  readonly level: Level;
  readonly solved: number;
  /** Finished without hints: the ones whose times make the best and the average. */
  readonly timed: number;
  readonly bestMs: number | null;
  readonly averageMs: number | null;
}

export interface Progress {
  readonly kinds: readonly KindTotals[];
  /** The dates of the puzzles of the day the player finished, oldest first. */
  readonly days: readonly string[];
}

export async function progressOf(db: D1Database, player: string): Promise<Progress> {
  const [kinds, days] = await db.batch([
    db
      .prepare(
        `SELECT variant, size, level, COUNT(*) AS solved, SUM(hints = 0) AS timed,
           MIN(CASE WHEN hints = 0 THEN ms END) AS bestMs,
           AVG(CASE WHEN hints = 0 THEN ms END) AS averageMs
         FROM completions WHERE player = ? GROUP BY variant, size, level ORDER BY variant, size, level`,
      )
      .bind(player),
    db
      .prepare(
        'SELECT DISTINCT daily FROM completions WHERE player = ? AND daily IS NOT NULL ORDER BY daily',
      )
      .bind(player),
  ]);
  return {
    kinds: (kinds.results as unknown as KindTotals[]).map((k) => ({
      ...k,
      averageMs: k.averageMs === null ? null : Math.round(k.averageMs),
    })),
    days: (days.results as { daily: string }[]).map((d) => d.daily),
  };
}

/** The puzzles of the day a player has a counted finish of: the stats objects that hold it. */
export async function dailiesOf(db: D1Database, player: string): Promise<DailyRef[]> {
  const { results } = await db
    .prepare('SELECT daily, variant, level FROM completions WHERE player = ? AND daily IS NOT NULL')
    .bind(player)
    .all<{ daily: string; variant: Variant; level: Level }>();
  return results.flatMap((r) => {
    const ref = dailyOf({ daily: r.daily, variant: r.variant, level: r.level });
    return ref ? [ref] : [];
  });
}

/** Deletes some of the player's completions (the days an erasure has done with). */
export async function forgetCompletions(
  db: D1Database,
  player: string,
  puzzles: readonly string[],
): Promise<void> {
  if (puzzles.length === 0) return;
  await db
    .prepare(
      `DELETE FROM completions WHERE player = ? AND puzzle IN (${puzzles.map(() => '?').join(', ')})`,
    )
    .bind(player, ...puzzles)
    .run();
}

/** Deletes every row of the player: plays, completions, saved games. */
export async function eraseProgress(db: D1Database, player: string): Promise<void> {
  await db.batch(
    ['plays', 'completions', 'games'].map((table) =>
      db.prepare(`DELETE FROM ${table} WHERE player = ?`).bind(player),
    ),
  );
}
