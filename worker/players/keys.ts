/**
 * The players' two secrets, read from the Worker's environment (Worker secrets in production;
 * `npm start`, scripts/dev-server.ts and the tests pass local ones, see docs/players.md):
 *
 * - PLAYER_SIGNING_KEY, the Worker's own: signs anonymous tokens and play ids, and keys the hash
 *   that turns a publisher's reader id into a player id. Without it there are no players: the
 *   players, plays and stats-of-a-player routes answer 503 `players_unavailable`.
 * - PLAYER_SECRET, shared with a publisher, who signs its readers' tokens with it. Without it,
 *   anonymous players still work and a publisher's token is refused (401 `invalid_token`).
 *
 * A secret shorter than 32 characters is treated as missing (and logged): a guessable key would
 * let anyone sign as anyone.
 */
import type { Env } from '../env.ts';
import { ProblemError } from '../http/problem.ts';

export const MIN_SECRET_LENGTH = 32;

export interface PlayerKeys {
  readonly signing: string;
  readonly publisher: string | undefined;
}

function secret(env: Partial<Env> | undefined, name: 'PLAYER_SIGNING_KEY' | 'PLAYER_SECRET') {
  const value = env?.[name];
  if (typeof value !== 'string' || value.length === 0) return undefined;
  if (value.length < MIN_SECRET_LENGTH) {
    console.error(`players: ${name} is shorter than ${MIN_SECRET_LENGTH} characters; ignored`);
    return undefined;
  }
  return value;
}

/** The problem for a deployment without players, or whose players' storage is failing. */
const playersUnavailable = (detail: string): ProblemError =>
  new ProblemError('players_unavailable', detail, { headers: { 'Retry-After': '60' } });

/** The keys, or the 503 problem when this deployment has no signing key. */
export function playerKeys(env: Partial<Env> | undefined): PlayerKeys {
  const signing = secret(env, 'PLAYER_SIGNING_KEY');
  if (!signing) {
    throw playersUnavailable(
      'players are not set up on this deployment (no PLAYER_SIGNING_KEY); puzzles and solving work without them',
    );
  }
  return { signing, publisher: secret(env, 'PLAYER_SECRET') };
}
