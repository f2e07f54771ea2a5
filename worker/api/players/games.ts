/**
 * GET, PUT and DELETE /api/v1/players/me/games/{key}: saved games that follow a reader between
 * devices (storage/games.ts). Every write names the copy it replaces, with HTTP's own
 * preconditions: `If-None-Match: *` to create, `If-Match: "<revision>"` to replace or delete.
 * A write without one is a 428 (an unconditional write is how two devices overwrite each other
 * unseen), a precondition that no longer holds a 412 carrying the server's copy, so the client
 * can merge without another round trip. The ETag is the revision in quotes; a GET answers
 * If-None-Match with a 304.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';
import { NO_STORE } from '../../http/policy.ts';
import { ProblemError } from '../../http/problem.ts';
import { honoPath } from '../../http/route-spec.ts';
import { validate } from '../../http/validate.ts';
import type { Deps } from '../../options.ts';
import { authenticate } from '../../players/auth.ts';
import { guarded, playersDb } from '../../storage/failures.ts';
import {
  deleteGame,
  MAX_GAMES,
  readGame,
  type StoredGame,
  type WriteOutcome,
  writeGame,
} from '../../storage/games.ts';
import { isoTime } from '../puzzles/dates.ts';
import { PLAYER_ROUTES } from './contract.ts';

const { getGame, putGame, deleteGame: deleteRoute } = PLAYER_ROUTES;
const path = honoPath(getGame.path);

const etagOf = (game: StoredGame): string => `"${game.revision}"`;

const gameOut = (game: StoredGame) => ({
  key: game.key,
  revision: game.revision,
  updatedAt: isoTime(game.updatedAt),
  game: JSON.parse(game.game) as Record<string, unknown>,
});

/** The strong entity tags of an If-Match or If-None-Match value (`*` as itself); weak ones never match. */
export function entityTags(header: string): string[] {
  if (header.trim() === '*') return ['*'];
  return [...header.matchAll(/(W\/)?"([^"]*)"/g)].flatMap((m) => (m[1] ? [] : [m[2]]));
}

function headerProblem(name: string, message: string): ProblemError {
  return new ProblemError('invalid_request', `${name}: ${message}`, {
    issues: [{ path: [name], message, code: 'invalid_request' }],
  });
}

/** The 412 (with the server's copy) or 409 of a write that did not happen. */
function refused(outcome: Extract<WriteOutcome, { stored: false }>, key: string): ProblemError {
  if (outcome.full) {
    return new ProblemError(
      'too_many_games',
      `this player keeps ${MAX_GAMES} saved games already; delete one before saving another`,
    );
  }
  const { current } = outcome;
  return new ProblemError(
    'edit_conflict',
    current
      ? `the game saved under ${JSON.stringify(key)} is at revision ${current.revision}, not the one this write replaces: another device saved it. Its copy is in \`current\`; merge, then write with If-Match: ${etagOf(current)}`
      : `there is no game under ${JSON.stringify(key)} any more (deleted on another device); create it with If-None-Match: *`,
    {
      extensions: { current: current ? gameOut(current) : null },
      headers: current ? { ETag: etagOf(current) } : {},
    },
  );
}

function sendGame(c: Context<AppEnv>, game: StoredGame, status: 200 | 201) {
  c.header('Cache-Control', NO_STORE);
  c.header('ETag', etagOf(game));
  return c.json(gameOut(game), status);
}

export const gamesRoute = (deps: Deps) =>
  new Hono<AppEnv>()
    .get(path, validate('param', getGame.params), async (c) => {
      const { player } = await authenticate(c, deps);
      const { key } = c.req.valid('param');
      const db = playersDb(c);
      const game = await guarded('players_unavailable', 'reading a saved game', () =>
        readGame(db, player.id, key),
      );
      if (!game)
        throw new ProblemError('game_not_found', `no game is saved under ${JSON.stringify(key)}`);
      const unchanged = c.req.header('If-None-Match');
      if (
        unchanged !== undefined &&
        entityTags(unchanged).some((t) => t === '*' || t === game.revision)
      ) {
        c.header('ETag', etagOf(game));
        c.header('Cache-Control', NO_STORE);
        return c.body(null, 304);
      }
      return sendGame(c, game, 200);
    })
    .put(path, validate('param', putGame.params), validate('json', putGame.body), async (c) => {
      const { player } = await authenticate(c, deps);
      const { key } = c.req.valid('param');
      const ifMatch = c.req.header('If-Match');
      const ifNoneMatch = c.req.header('If-None-Match');
      if (ifMatch !== undefined && ifNoneMatch !== undefined) {
        throw headerProblem('If-None-Match', 'send If-Match or If-None-Match, not both');
      }
      if (ifNoneMatch !== undefined && ifNoneMatch.trim() !== '*') {
        throw headerProblem(
          'If-None-Match',
          'a write takes `If-None-Match: *` (create only) and nothing else',
        );
      }
      if (ifMatch === undefined && ifNoneMatch === undefined) {
        throw new ProblemError(
          'precondition_required',
          'say which copy this write replaces: `If-None-Match: *` to create the game, `If-Match: "<revision>"` (the revision last read) to replace it',
        );
      }
      const when =
        ifMatch === undefined ? { absent: true as const } : { revisions: entityTags(ifMatch) };
      const text = JSON.stringify(c.req.valid('json').game);
      const db = playersDb(c);
      const outcome = await guarded('players_unavailable', 'saving a game', () =>
        writeGame(db, player.id, key, text, when, deps.now()),
      );
      if (!outcome.stored) throw refused(outcome, key);
      return sendGame(c, outcome.game, outcome.created ? 201 : 200);
    })
    .delete(path, validate('param', deleteRoute.params), async (c) => {
      const { player } = await authenticate(c, deps);
      const { key } = c.req.valid('param');
      const ifMatch = c.req.header('If-Match');
      const db = playersDb(c);
      const outcome = await guarded('players_unavailable', 'deleting a saved game', () =>
        deleteGame(db, player.id, key, {
          revisions: ifMatch === undefined ? ['*'] : entityTags(ifMatch),
        }),
      );
      if (!outcome.stored) {
        if (!outcome.current && ifMatch === undefined) {
          throw new ProblemError('game_not_found', `no game is saved under ${JSON.stringify(key)}`);
        }
        throw refused(outcome, key);
      }
      c.header('Cache-Control', NO_STORE);
      return c.body(null, 204);
    });
