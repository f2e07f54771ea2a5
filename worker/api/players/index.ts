/**
 * The players group: anonymous players and their tokens (create.ts), a player's progress and
 * their erasure (me.ts), saved games (games.ts). Identity, limits and storage are shared with the
 * plays and stats groups: worker/players/ (tokens, keys, auth, limits), worker/storage/ (D1 and the
 * daily stats objects).
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';
import { apiGroup } from '../group.ts';
import { PLAYER_ROUTES } from './contract.ts';
import { createRoute } from './create.ts';
import { gamesRoute } from './games.ts';
import { meRoute } from './me.ts';

export const playersGroup = apiGroup({
  routes: PLAYER_ROUTES,
  app: (deps) =>
    new Hono<AppEnv>()
      .route('/', createRoute(deps))
      .route('/', meRoute(deps))
      .route('/', gamesRoute(deps)),
});
