/**
 * Play ids: the play itself, signed by the Worker (PLAYER_SIGNING_KEY), so that starting a play
 * stores nothing (most plays are never finished) and its start time cannot be moved by anyone
 * without the key. `<payload>.<signature>`: the payload is base64url JSON `{ p: player, z: the
 * puzzle, t: start ms, n: nonce }`, the signature the HMAC of `play\n<payload>` (the prefix keeps
 * a play id from ever passing for a token, and back). The signature alone names the play in
 * storage.
 */
import * as z from 'zod/mini';
import { LevelSchema, SeedSchema, SizeSchema, VariantSchema } from '../../../shared/index.ts';
import type { PlayerKeys } from '../../players/keys.ts';
import type { PuzzleRef } from '../../players/puzzle-ref.ts';
import { decodeText, encodeText, randomId, sign, verify } from '../../players/signing.ts';
import { CalendarDate } from '../fields.ts';

export interface Play {
  readonly player: string;
  readonly puzzle: PuzzleRef;
  /** When the server started timing it (ms since the epoch). */
  readonly startedAt: number;
  /** The signature: the play's key in storage. */
  readonly key: string;
}

const PayloadSchema = z.strictObject({
  p: z.string(),
  z: z.union([
    z.strictObject({ daily: CalendarDate, level: LevelSchema, variant: VariantSchema }),
    z.strictObject({
      seed: SeedSchema,
      size: SizeSchema,
      level: LevelSchema,
      variant: VariantSchema,
    }),
  ]),
  t: z.int(),
  n: z.string(),
});

const macInput = (payload: string): string => `play\n${payload}`;

export async function signPlay(
  keys: PlayerKeys,
  play: Omit<Play, 'key'>,
): Promise<{ id: string; key: string }> {
  const payload = encodeText(
    JSON.stringify({ p: play.player, z: play.puzzle, t: play.startedAt, n: randomId(6) }),
  );
  const key = await sign(keys.signing, macInput(payload));
  return { id: `${payload}.${key}`, key };
}

/** The play an id names, or undefined for an id this deployment did not sign. */
export async function readPlay(keys: PlayerKeys, id: string): Promise<Play | undefined> {
  const [payload, key, ...rest] = id.split('.');
  if (rest.length > 0 || !payload || !key) return undefined;
  if (!(await verify(keys.signing, macInput(payload), key))) return undefined;
  const text = decodeText(payload);
  if (text === undefined) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = z.safeParse(PayloadSchema, json);
  if (!parsed.success) return undefined;
  return { player: parsed.data.p, puzzle: parsed.data.z, startedAt: parsed.data.t, key };
}
