/**
 * Who the contract tests call the players' routes as, made under the contract app's pinned
 * clock: an anonymous player (a token signed with the test key, as POST /api/v1/players would
 * sign it), a publisher's reader (signed with the publisher's secret), the player's saved game
 * (written through the API, so that reading it answers 200), and plays of a puzzle of the day
 * whose solution is out, signed with the server's key ten minutes and eight days before NOW (the
 * server times plays: its key and a start time are what a start would sign).
 */
import { signPlay } from '../../../worker/api/plays/play-ids.ts';
import { PLAY_DAYS } from '../../../worker/api/plays/timing.ts';
import { puzzleKey } from '../../../worker/players/puzzle-ref.ts';
import { mintAnonymous, signToken } from '../../../worker/players/tokens.ts';
import { TEST_PLAYER_KEYS } from '../player-keys.ts';
import { contractApp, NOW, send, textOf } from './exchange.ts';
import { playerStorage } from './players-storage.ts';

const KEYS = { signing: TEST_PLAYER_KEYS.PLAYER_SIGNING_KEY, publisher: undefined };

/** Two days before the pinned today: out, and its solution too. */
export const PLAYED_DAY = '2026-09-07';
export const PLAYED = { daily: PLAYED_DAY, level: 'easy', variant: 'classic' } as const;

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * A new anonymous player at NOW, named by `name` (its `sub`: 22 characters as the API issues
 * them, the name padded with _): its id and Authorization header.
 */
export async function anonymousPlayer(name: string) {
  const { token, player } = await mintAnonymous(KEYS, NOW, name.padEnd(22, '_').slice(0, 22));
  return { id: player.id, headers: bearer(token) };
}

/**
 * `days` puzzles of the day finished by `player`, written to D1 as a finish writes its
 * completion (worker/storage/progress.ts), on the days from 2026-01-01.
 */
export async function finishedDays(player: string, days: number): Promise<void> {
  const db = (await playerStorage()).PLAYERS_DB;
  if (!db) throw new Error('no D1');
  const insert = db.prepare(
    `INSERT INTO completions (player, puzzle, play, variant, size, level, daily, ms, hints, mistakes, finished_at)
     VALUES (?, ?, ?, 'classic', 9, 'easy', ?, 300000, 0, 0, ?)`,
  );
  const dates = Array.from({ length: days }, (_, i) =>
    new Date(Date.parse('2026-01-01') + i * 86_400_000).toISOString().slice(0, 10),
  );
  await db.batch(
    dates.map((daily, i) =>
      insert.bind(
        player,
        puzzleKey({ daily, level: 'easy', variant: 'classic' }),
        `play-${i}`,
        daily,
        NOW,
      ),
    ),
  );
}

const player = await anonymousPlayer('contract-player');
/** The player the bases call as: its Authorization header. */
export const AS_PLAYER = player.headers;
/** A player with nothing stored, whom the bases erase (204, again and again). */
export const AS_NOBODY = (await anonymousPlayer('contract-nobody')).headers;

/** A publisher's reader: its token cannot be renewed by the API (403 not_renewable). */
export const READER = bearer(
  await signToken(TEST_PLAYER_KEYS.PLAYER_SECRET, {
    sub: 'contract-reader',
    name: 'Contract Reader',
    exp: Math.floor(NOW / 1000) + 3600,
  }),
);

const played = await send(contractApp(), {
  method: 'GET',
  path: '/api/v1/daily',
  query: `date=${PLAYED_DAY}&level=easy&include=solution`,
  headers: {},
});
/** The played day's solution. */
export const SOLUTION = (JSON.parse(textOf(played)) as { solution: string }).solution;

/** A play of the player's, started `ago` ms before NOW. */
export const playStarted = async (ago: number): Promise<string> =>
  (await signPlay(KEYS, { player: player.id, puzzle: PLAYED, startedAt: NOW - ago })).id;

/** Started ten minutes ago: finishing it in five answers 200, again and again. */
export const PLAY_ID = await playStarted(600_000);
/** Started a day past the days a play may be finished in. */
export const EXPIRED_PLAY_ID = await playStarted((PLAY_DAYS + 1) * 86_400_000);

/** The key of the player's saved game, written here once. */
export const SAVED_KEY = 'contract';
await send(contractApp(), {
  method: 'PUT',
  path: `/api/v1/players/me/games/${SAVED_KEY}`,
  query: '',
  headers: { ...AS_PLAYER, 'Content-Type': 'application/json', 'If-None-Match': '*' },
  body: JSON.stringify({ game: { values: 'saved by the contract tests' } }),
});
