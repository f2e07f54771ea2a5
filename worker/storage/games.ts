/**
 * Saved games in D1, one per key a player's devices choose, each write conditional on the copy
 * it replaces: created only where there is none (`If-None-Match: *`), replaced only while its
 * revision is still the one the writer read (`If-Match`), so two devices never overwrite each
 * other unseen. A write that finds another copy answers that copy, for the 412 the route sends.
 * At most MAX_GAMES a player: creating one more is refused, nothing is dropped on its own.
 */
import type { D1Database } from '@cloudflare/workers-types';
import { randomId } from '../players/signing.ts';

export const MAX_GAMES = 50;

export interface StoredGame {
  readonly key: string;
  /** Changes with every write: the saved game's ETag. */
  readonly revision: string;
  /** The game as the client sent it, JSON text. */
  readonly game: string;
  readonly updatedAt: number;
}

/** What a conditional write did: stored, or found `current` (null: no game) in its way. */
export type WriteOutcome =
  | { readonly stored: true; readonly game: StoredGame; readonly created: boolean }
  | { readonly stored: false; readonly current: StoredGame | null; readonly full: boolean };

/** What a write replaces: no game at all, or the game at one of these revisions (`*`: any). */
export type Precondition = { readonly absent: true } | { readonly revisions: readonly string[] };

interface GameRow {
  key: string;
  revision: string;
  game: string;
  updated_at: number;
}

const fromRow = (row: GameRow): StoredGame => ({
  key: row.key,
  revision: row.revision,
  game: row.game,
  updatedAt: row.updated_at,
});

export async function readGame(
  db: D1Database,
  player: string,
  key: string,
): Promise<StoredGame | null> {
  const row = await db
    .prepare('SELECT key, revision, game, updated_at FROM games WHERE player = ? AND key = ?')
    .bind(player, key)
    .first<GameRow>();
  return row ? fromRow(row) : null;
}

const matches = (revisions: readonly string[]) =>
  revisions.includes('*')
    ? 'revision = revision'
    : `revision IN (${revisions.map(() => '?').join(', ')})`;

export async function writeGame(
  db: D1Database,
  player: string,
  key: string,
  game: string,
  when: Precondition,
  now: number,
): Promise<WriteOutcome> {
  const next: StoredGame = { key, revision: randomId(9), game, updatedAt: now };
  const write =
    'absent' in when
      ? db
          .prepare(
            `INSERT INTO games (player, key, revision, game, updated_at)
             SELECT ?, ?, ?, ?, ? WHERE (SELECT COUNT(*) FROM games WHERE player = ?) < ?
             ON CONFLICT DO NOTHING`,
          )
          .bind(player, key, next.revision, game, now, player, MAX_GAMES)
      : db
          .prepare(
            `UPDATE games SET revision = ?, game = ?, updated_at = ?
             WHERE player = ? AND key = ? AND ${matches(when.revisions)}`,
          )
          .bind(next.revision, game, now, player, key, ...when.revisions.filter((r) => r !== '*'));
  const [done, read] = await db.batch([
    write,
    db
      .prepare('SELECT key, revision, game, updated_at FROM games WHERE player = ? AND key = ?')
      .bind(player, key),
  ]);
  if (done.meta.changes === 1) return { stored: true, game: next, created: 'absent' in when };
  const row = read.results[0] as GameRow | undefined;
  return { stored: false, current: row ? fromRow(row) : null, full: 'absent' in when && !row };
}

/** Deletes a saved game under the precondition; the outcome as for a write. */
export async function deleteGame(
  db: D1Database,
  player: string,
  key: string,
  when: { readonly revisions: readonly string[] },
): Promise<WriteOutcome> {
  const [done, read] = await db.batch([
    db
      .prepare(
        `DELETE FROM games WHERE player = ? AND key = ? AND ${matches(when.revisions)} RETURNING key, revision, game, updated_at`,
      )
      .bind(player, key, ...when.revisions.filter((r) => r !== '*')),
    db
      .prepare('SELECT key, revision, game, updated_at FROM games WHERE player = ? AND key = ?')
      .bind(player, key),
  ]);
  const gone = done.results[0] as GameRow | undefined;
  if (gone) return { stored: true, game: fromRow(gone), created: false };
  const row = read.results[0] as GameRow | undefined;
  return { stored: false, current: row ? fromRow(row) : null, full: false };
}
