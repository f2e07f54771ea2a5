/**
 * POST /api/v1/plays: starts timing a play. The puzzle is loaded (so that a play is only ever of
 * a puzzle that exists and is out), the play signed with its start time by the server's clock,
 * and nothing is stored: the id carries it all (play-ids.ts).
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';
import { NO_STORE } from '../../http/policy.ts';
import { validate } from '../../http/validate.ts';
import type { Deps } from '../../options.ts';
import { authenticate } from '../../players/auth.ts';
import type { PuzzleRef } from '../../players/puzzle-ref.ts';
import { isoTime } from '../puzzles/dates.ts';
import { PLAY_ROUTES } from './contract.ts';
import { signPlay } from './play-ids.ts';
import { puzzleOf } from './puzzles.ts';
import { PLAY_LIFETIME_MS } from './timing.ts';

const { path, body } = PLAY_ROUTES.startPlay;

export const startRoute = (deps: Deps) =>
  new Hono<AppEnv>().post(path, validate('json', body), async (c) => {
    const { player, keys } = await authenticate(c, deps);
    const asked = c.req.valid('json');
    const level = asked.level ?? 'medium';
    const variant = asked.variant ?? 'classic';
    const puzzle: PuzzleRef =
      'daily' in asked
        ? { daily: asked.daily, level, variant }
        : { seed: asked.seed, size: asked.size ?? 9, level, variant };
    await puzzleOf(c, deps, puzzle);
    const startedAt = deps.now();
    const { id } = await signPlay(keys, { player: player.id, puzzle, startedAt });
    c.header('Cache-Control', NO_STORE);
    return c.json(
      {
        id,
        puzzle,
        startedAt: isoTime(startedAt),
        expiresAt: isoTime(startedAt + PLAY_LIFETIME_MS),
      },
      201,
    );
  });
