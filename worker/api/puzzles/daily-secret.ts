/**
 * How the server makes a puzzle of the day, with or without its secret. Without `DAILY_SECRET`
 * a day's puzzle is the engine's `daily(date, level, variant)`: anyone with the npm package (or
 * the widget, offline) makes the same one, tomorrow's included. With the secret (a Worker secret:
 * `wrangler secret put DAILY_SECRET`), the engine draws the day from a seed only the server can
 * compute, so that a contest's next puzzle cannot be known before it is out:
 * `daily:YYYY-MM-DD:LEVEL:<mac>`, where mac is the first 128 bits (hex) of
 * HMAC-SHA-256(secret, `daily:YYYY-MM-DD:LEVEL`). That seed is never shown: responses name the
 * day by its public seed `daily:YYYY-MM-DD:LEVEL` (which on this server gives this puzzle, under
 * the daily rules) and say `offline: false`. It begins with `daily:`, so no seeded route would
 * generate it even if it leaked (daily-seeds.ts).
 *
 * The cache keys of secret days carry an id of the secret (48 bits of HMAC-SHA-256(secret, a
 * label)): a rotated secret reads and writes new keys and never serves a puzzle made with the old
 * one; every day changes with it, past days included. Web Crypto is asynchronous; the imported
 * key, the id and the recent days' seeds are kept per isolate, and the puzzles themselves go
 * through the cache tiers.
 */
import {
  dailySeed,
  daily as engineDaily,
  type GeneratedPuzzle,
  generate,
  type Level,
  type Result,
  type Variant,
} from '../../../shared/index.ts';
import { dailyKey, secretDailyKey } from '../../cache/keys.ts';

/** How the puzzle of a day of one kind is made and cached, under the server's configuration. */
export interface DailyRecipe {
  /** Its cache key (with the secret's id, when there is a secret). */
  readonly key: string;
  /** Makes the puzzle; its `seed` is the day's public seed in either case. */
  readonly make: () => Result<GeneratedPuzzle>;
  /** Whether the engine makes this same puzzle from the public seed (no secret). */
  readonly offline: boolean;
}

/**
 * How long a dated puzzle of the day made with the secret may be cached: a day, not a year, so
 * that a rotated secret reaches every cache within a day. Without a secret it never changes.
 */
export const SECRET_DAILY_CACHE = 'public, max-age=86400';

const utf8 = new TextEncoder();
const ID_LABEL = 'sudoku-break: cache id of DAILY_SECRET';

const hex = (bytes: ArrayBuffer, length: number): string =>
  Array.from(new Uint8Array(bytes).slice(0, length), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );

interface SecretKey {
  readonly key: CryptoKey;
  /** 12 hex digits naming the secret in cache keys. */
  readonly id: string;
}

async function importSecret(secret: string): Promise<SecretKey> {
  const key = await crypto.subtle.importKey(
    'raw',
    utf8.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const id = hex(await crypto.subtle.sign('HMAC', key, utf8.encode(ID_LABEL)), 6);
  return { key, id };
}

// One secret per deployment; a rotation replaces it (a new isolate usually sees it first). The
// seeds derived from it are kept too: a day is asked for far more often than it changes.
let memo:
  | {
      readonly secret: string;
      readonly key: Promise<SecretKey>;
      readonly seeds: Map<string, Promise<string>>;
    }
  | undefined;

/** Seeds kept per isolate: every level of a few days. */
const MAX_SEEDS = 64;

function secretMemo(secret: string): NonNullable<typeof memo> {
  if (memo?.secret !== secret) {
    const key = importSecret(secret);
    // A failed import is not kept: the next request tries again.
    key.catch(() => {
      if (memo?.key === key) memo = undefined;
    });
    memo = { secret, key, seeds: new Map() };
  }
  return memo;
}

async function derive(key: Promise<SecretKey>, name: string): Promise<string> {
  const mac = await crypto.subtle.sign('HMAC', (await key).key, utf8.encode(name));
  return `${name}:${hex(mac, 16)}`;
}

/** The seed the engine draws a day from under `secret`: the day's public seed, then a MAC. */
export function secretSeed(secret: string, date: string, level: Level): Promise<string> {
  const { key, seeds } = secretMemo(secret);
  const name = dailySeed(date, level);
  let seed = seeds.get(name);
  if (!seed) {
    if (seeds.size >= MAX_SEEDS) seeds.clear();
    seed = derive(key, name);
    seeds.set(name, seed);
    seed.catch(() => seeds.delete(name));
  }
  return seed;
}

/** The puzzle, named by the day's public seed instead of the seed it was drawn from. */
const named = (made: Result<GeneratedPuzzle>, seed: string): Result<GeneratedPuzzle> =>
  made.ok ? { ok: true, value: { ...made.value, seed } } : made;

/**
 * How the puzzle of `date` of this kind is made here: by the engine's `daily`, or, with a secret
 * (an empty one counts as none), from the secret seed under a key of its own.
 */
export async function dailyRecipe(
  secret: string | undefined,
  date: string,
  { level, variant }: { readonly level: Level; readonly variant: Variant },
): Promise<DailyRecipe> {
  if (!secret) {
    return {
      key: dailyKey(date, level, variant),
      make: () => engineDaily(date, level, variant),
      offline: true,
    };
  }
  const [{ id }, seed] = await Promise.all([
    secretMemo(secret).key,
    secretSeed(secret, date, level),
  ]);
  return {
    key: secretDailyKey(id, date, level, variant),
    make: () => named(generate({ seed, size: 9, level, variant }), dailySeed(date, level)),
    offline: false,
  };
}
