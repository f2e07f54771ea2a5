/**
 * Who is asking: the player of a request's `Authorization: Bearer <token>` (tokens.ts), after
 * the per-address limit and before the per-player one (limits.ts), so that a flood of bad tokens
 * from one address is cut off without a signature check each. No token, or a scheme other than
 * Bearer, is a 401 `token_required`; a bad, tampered or expired token a 401 `invalid_token` or
 * `token_expired`, each with RFC 6750's WWW-Authenticate challenge. Nothing is read or written
 * for a refused token.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../env.ts';
import type { Deps } from '../options.ts';
import { type PlayerKeys, playerKeys } from './keys.ts';
import { limit } from './limits.ts';
import { type Player, readToken, tokenRequired } from './tokens.ts';

export interface Caller {
  readonly player: Player;
  readonly keys: PlayerKeys;
}

const BEARER = /^Bearer +([A-Za-z0-9._~+/-]+=*) *$/i;

export async function authenticate(c: Context<AppEnv>, deps: Deps): Promise<Caller> {
  const keys = playerKeys(c.env);
  await limit(c, 'ADDRESS_LIMITER');
  const header = c.req.header('Authorization');
  const match = header === undefined ? null : BEARER.exec(header);
  if (!match) {
    throw tokenRequired(
      header === undefined
        ? 'this route needs a player token: send `Authorization: Bearer <token>` (POST /api/v1/players gives an anonymous one)'
        : 'send the player token as `Authorization: Bearer <token>`',
    );
  }
  const player = await readToken(match[1], keys, deps.now());
  await limit(c, 'PLAYER_LIMITER', player.id);
  return { player, keys };
}
