/**
 * POST /api/v1/players: a new anonymous player, and POST /api/v1/players/me/token: a fresh token
 * for the same anonymous player. Nothing is stored: the token is the player (tokens.ts). New
 * players are limited per address (limits.ts), so that nobody mints a flood of them.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';
import { NO_STORE } from '../../http/policy.ts';
import { ProblemError } from '../../http/problem.ts';
import type { Deps } from '../../options.ts';
import { authenticate } from '../../players/auth.ts';
import { playerKeys } from '../../players/keys.ts';
import { limit } from '../../players/limits.ts';
import { anonymousSub, mintAnonymous } from '../../players/tokens.ts';
import { PLAYER_ROUTES } from './contract.ts';
import { tokenAnswer } from './public.ts';

export const createRoute = (deps: Deps) =>
  new Hono<AppEnv>()
    .post(PLAYER_ROUTES.createPlayer.path, async (c) => {
      const keys = playerKeys(c.env);
      await limit(c, 'ADDRESS_LIMITER');
      await limit(c, 'NEW_PLAYER_LIMITER');
      const { token, player } = await mintAnonymous(keys, deps.now());
      c.header('Cache-Control', NO_STORE);
      return c.json(tokenAnswer(token, player), 201);
    })
    .post(PLAYER_ROUTES.renewToken.path, async (c) => {
      const { player, keys } = await authenticate(c, deps);
      if (player.kind !== 'anonymous') {
        throw new ProblemError(
          'not_renewable',
          "a publisher-signed token is renewed by its publisher's server, which signs a new one",
        );
      }
      const renewed = await mintAnonymous(keys, deps.now(), anonymousSub(player));
      c.header('Cache-Control', NO_STORE);
      return c.json(tokenAnswer(renewed.token, renewed.player), 200);
    });
