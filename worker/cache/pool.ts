/**
 * The pool of unseeded puzzles made ahead, in Workers KV: per pool kind, POOL_SIZE slots
 * (`pool:<engine>:<variant>:<size>:<level>:<slot>`, keys.ts), each holding one puzzle with a
 * random seed, or nothing. The scheduled job fills empty slots (../premade/premake.ts); an
 * unseeded request takes a puzzle from a slot and empties it, so the next reader gets another.
 *
 * KV has no atomic pop, and a delete takes time to reach other data centres. A reader probes up
 * to POOL_PROBES slots at random, one after the other (a slot is read only when the one before
 * it was empty, so a data centre never holds a copy of a slot it did not take), takes the first
 * that holds a puzzle of its kind and deletes it after the response. Two readers get the same
 * puzzle only when they pick the same slot (1 in POOL_SIZE) before the first one's delete has
 * reached the other's data centre; that is tolerated: an unseeded puzzle promises a random
 * seed, not one nobody else has. Reads take KV's shortest cache (30 s), which bounds how long a
 * data centre can still see a slot emptied elsewhere. Slot numbers (not seeds) as keys let a
 * reader find a puzzle with one read and no list (KV allows 1,000 lists a day on the Free plan).
 *
 * Like every KV tier, the pool is never the only copy: an empty pool, a failing KV, or a slot
 * holding anything but a puzzle of its kind with a seed `randomSeed` could have made (garbage,
 * a puzzle of another kind, a day's puzzle) is a miss, and the reader's puzzle is generated.
 * A slot found holding garbage is emptied too, so that the next run refills it.
 */
import type { KVNamespace } from '@cloudflare/workers-types';
import { type GeneratedPuzzle, GeneratedPuzzleSchema } from '../../shared/index.ts';
import { RANDOM_SEED } from '../options.ts';
import { isPuzzleFor, POOL_PREFIX, poolKey } from './keys.ts';
import { putJson, readText } from './kv.ts';
import { decode, describeError } from './tier.ts';

type Kind = Pick<GeneratedPuzzle, 'size' | 'level' | 'variant'>;

/** How long a puzzle waits in its slot; a slot nobody takes is refilled after this. */
export const POOL_TTL_MS = 30 * 86_400_000;

/** Slots a reader tries before generating its puzzle instead. */
export const POOL_PROBES = 2;

/** KV's shortest cacheTtl: how long a data centre may see a slot as it was. */
const SLOT_CACHE_TTL = 30;

/** Pages of 1,000 keys the job lists at most (4 kinds of at most 100 slots fit in one). */
const MAX_LIST_PAGES = 5;

export interface TakeOptions {
  /** Slots per kind (POOL_SIZE). */
  readonly size: number;
  /** A read slower than this counts as an empty slot. */
  readonly timeoutMs: number;
  /** Runs the delete after the response (ExecutionContext.waitUntil). */
  readonly waitUntil: (promise: Promise<unknown>) => void;
  /** Uniform in [0, 1): picks the slots. */
  readonly random?: () => number;
}

/** Whether a slot's puzzle may be served for `kind`: of that kind, with a random seed. */
const fitsPool = (kind: Kind) => {
  const sameKind = isPuzzleFor(kind);
  return (puzzle: GeneratedPuzzle): boolean => sameKind(puzzle) && RANDOM_SEED.test(puzzle.seed);
};

/** `count` distinct slots below `size`, in random order. */
function pickSlots(size: number, count: number, random: () => number): number[] {
  const picked: number[] = [];
  while (picked.length < Math.min(count, size)) {
    const slot = Math.floor(random() * size);
    if (!picked.includes(slot)) picked.push(slot);
  }
  return picked;
}

/** Deletes a slot; never rejects (a failure is logged: the puzzle may be served once more). */
async function empty(namespace: KVNamespace, key: string): Promise<void> {
  try {
    await Promise.resolve().then(() => namespace.delete(key));
  } catch (err) {
    console.error(`pool: delete of ${key} failed: ${describeError(err)}`);
  }
}

/** A puzzle of `kind` from the pool, its slot emptied after the response; undefined on a miss. */
export async function takeFromPool(
  namespace: KVNamespace,
  kind: Kind,
  { size, timeoutMs, waitUntil, random = Math.random }: TakeOptions,
): Promise<GeneratedPuzzle | undefined> {
  for (const slot of pickSlots(size, POOL_PROBES, random)) {
    const key = poolKey(kind, slot);
    const text = await readText(namespace, key, { timeoutMs, cacheTtl: SLOT_CACHE_TTL });
    if (text === undefined) continue;
    const puzzle = decode('pool', key, text, GeneratedPuzzleSchema, fitsPool(kind));
    waitUntil(empty(namespace, key));
    if (puzzle) return puzzle;
  }
  return undefined;
}

/**
 * The keys of every filled slot of every kind (one list call per 1,000 keys). Rejects when KV
 * fails: the caller then leaves the pool as it is.
 */
export async function filledSlots(namespace: KVNamespace): Promise<Set<string>> {
  const keys = new Set<string>();
  let cursor: string | undefined;
  for (let page = 0; page < MAX_LIST_PAGES; page++) {
    const listed = await namespace.list({ prefix: POOL_PREFIX, ...(cursor ? { cursor } : {}) });
    for (const { name } of listed.keys) keys.add(name);
    if (listed.list_complete) break;
    cursor = listed.cursor;
  }
  return keys;
}

/** Puts a puzzle into its slot; answers whether KV took it (a failure is logged). */
export const fillSlot = (
  namespace: KVNamespace,
  slot: number,
  puzzle: GeneratedPuzzle,
  now: number,
): Promise<boolean> =>
  putJson(namespace, poolKey(puzzle, slot), puzzle, { expiresAt: now + POOL_TTL_MS, now });
