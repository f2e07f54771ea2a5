/**
 * The players routes' schemas: a player and its token, a player's progress (solved counts, best
 * and average times, streaks), and saved games with the key they are kept under and the 412
 * problem that carries the server's copy.
 */
import * as z from 'zod/mini';
import { refusedKind } from '../../../shared/generate/seed.ts';
import { LevelSchema, SizeSchema, VariantSchema } from '../../../shared/index.ts';
import { characterCount } from '../../../shared/text.ts';
import { ProblemSchema } from '../../http/problem.ts';
import { Day } from '../fields.ts';

export const PlayerSchema = z.object({
  id: z
    .string()
    .check(
      z.describe(
        "Opaque and stable: `a-...` for an anonymous player, `p-...` for a publisher-signed one (a keyed hash of the publisher's reader id, which is never stored).",
      ),
    ),
  kind: z.enum(['anonymous', 'publisher']),
  name: z.nullable(
    z
      .string()
      .check(z.describe('The display name the publisher signed; null for anonymous players.')),
  ),
});

export const PlayerTokenSchema = z.object({
  token: z
    .string()
    .check(
      z.describe(
        "The player token, a JSON Web Token (HS256): send it as `Authorization: Bearer <token>`. Keep it with the player's saves; it is the only key to their progress.",
      ),
    ),
  expiresAt: z
    .string()
    .check(
      z.describe(
        'When the token expires (ISO 8601); renew it before with POST /api/v1/players/me/token.',
      ),
    ),
  player: PlayerSchema,
});

const Seconds = z.nullable(z.number().check(z.minimum(0)));

export const KindProgressSchema = z.object({
  variant: VariantSchema,
  size: SizeSchema,
  level: LevelSchema,
  solved: z
    .int()
    .check(z.describe('Puzzles of this kind finished (each puzzle once: its first finish).')),
  timed: z
    .int()
    .check(
      z.describe('Of them, finished without hints: their times make the best and the average.'),
    ),
  bestSeconds: Seconds,
  averageSeconds: Seconds,
});

export const ProfileSchema = z.object({
  player: PlayerSchema,
  tokenExpiresAt: z.string().check(z.describe('When the token sent expires (ISO 8601).')),
  solved: z.int().check(z.describe('Puzzles finished, each once.')),
  streak: z
    .object({
      current: z.int(),
      best: z.int(),
      last: z.nullable(Day),
    })
    .check(
      z.describe(
        "Puzzles of the day finished on consecutive days, by the puzzle's date (the UTC day it is made for): `current` is alive while its `last` day is today or yesterday in UTC (0 once a day is missed), `best` is the longest ever.",
      ),
    ),
  kinds: z.array(KindProgressSchema),
});

/** Keys are at most this many characters (code points). */
export const MAX_KEY_CHARACTERS = 512;
/** A saved game's JSON is at most this many characters. */
export const MAX_GAME_CHARACTERS = 48 * 1024;

const keyProblem = (key: string): string | undefined => {
  const count = characterCount(key);
  if (count < 1 || count > MAX_KEY_CHARACTERS) {
    return `${count} characters; a key has 1 to ${MAX_KEY_CHARACTERS}`;
  }
  for (const ch of key)
    if (refusedKind(ch)) return 'a key is printable text (no control characters)';
  return undefined;
};

export const GameKeySchema = z.string().check(
  z.refine((key) => keyProblem(key) === undefined, {
    error: (issue) => keyProblem(String(issue.input)),
    abort: true,
  }),
  z.meta({ minLength: 1, maxLength: MAX_KEY_CHARACTERS }),
  z.describe(
    "Which saved game: any printable text the client chooses (the widget uses its embed's storage key), URL-encoded in the path.",
  ),
);

export const GameParamsSchema = z.object({ key: GameKeySchema });

const GameValue = z.record(z.string(), z.unknown()).check(
  z.refine(
    (game) => JSON.stringify(game).length <= MAX_GAME_CHARACTERS,
    `a saved game is at most ${MAX_GAME_CHARACTERS} characters of JSON`,
  ),
  z.describe('The saved game, any JSON object; stored and sent back as it is.'),
);

export const PutGameRequestSchema = z.strictObject({ game: GameValue });

export const SavedGameSchema = z.object({
  key: z.string(),
  revision: z
    .string()
    .check(
      z.describe('Changes with every write; the ETag is this in quotes. Send it back in If-Match.'),
    ),
  updatedAt: z.string().check(z.describe('When it was last written (ISO 8601, by the server).')),
  game: z.record(z.string(), z.unknown()),
});

export const EditConflictSchema = z.extend(ProblemSchema, {
  current: z
    .nullable(SavedGameSchema)
    .check(
      z.describe(
        "The server's copy, which the write would have overwritten (null: there is no game under this key any more). Merge, then write again with its revision in If-Match.",
      ),
    ),
});

export const EraseProgressSchema = z.object({
  remaining: z
    .int()
    .check(
      z.describe(
        'Puzzles of the day whose stats still hold the player: send DELETE again to go on.',
      ),
    ),
});
