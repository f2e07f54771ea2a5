/**
 * The scheduled job (wrangler.toml's Cron Trigger; worker/main.ts's `scheduled` calls
 * `premake`): makes into KV, before anyone asks, the puzzles readers are about to ask for, so
 * that their requests are cache reads:
 *
 * - the puzzles of the day the widget offers (kinds.ts), for today (UTC) and the days ahead
 *   (config.ts), through the very entries the daily routes read (api/puzzles/puzzle-source.ts:
 *   same key, same puzzle; with a DAILY_SECRET, the secret's keys and puzzles: daily-secret.ts). Writing a future day into KV serves nobody early: only the daily
 *   routes read those keys, after the daily rules said the day is out (spoilers.ts);
 * - the pool of unseeded puzzles (cache/pool.ts): every empty slot of every pool kind gets a
 *   puzzle with a fresh random seed.
 *
 * A run first looks at what KV holds (a read per day and kind, one list for the whole pool),
 * then makes what is missing, the days first (nearest first), then the pool slot by slot across
 * kinds, within a CPU budget: workerd's clock stands still while code runs, so a run cannot time
 * itself, and each puzzle is counted at its kind's generation weight (api/budgets.ts, about 2 ms
 * of CPU a unit at p99). What does not fit in what is left of a run is made by a later one; a
 * kind heavier than a whole run's budget is never made here (its first reader makes it, as
 * before). Every failure (KV reads, the list, writes, the engine) is logged and the rest goes
 * on: `premake` never rejects.
 */
import type { KVNamespace } from '@cloudflare/workers-types';
import type { GeneratedPuzzle } from '../../shared/index.ts';
import { generationWeight, UNIT_CPU_MS } from '../api/budgets.ts';
import { dailyRecipe } from '../api/puzzles/daily-secret.ts';
import { addDays, utcDate } from '../api/puzzles/dates.ts';
import { dailyEntry, seededEntry } from '../api/puzzles/puzzle-source.ts';
import type { PuzzleEntry } from '../api/puzzles/supply.ts';
import { poolKey } from '../cache/keys.ts';
import { putJson, readText } from '../cache/kv.ts';
import { filledSlots, fillSlot } from '../cache/pool.ts';
import { decode, describeError } from '../cache/tier.ts';
import type { Env } from '../env.ts';
import { randomSeed } from '../options.ts';
import { type PremadeConfig, premadeConfig } from './config.ts';
import { DAILY_KINDS, POOL_KINDS } from './kinds.ts';

/** KV reads slower than this count as missing (and the puzzle is made again). */
const READ_TIMEOUT_MS = 2_000;

/** One puzzle to make and write. */
interface Task {
  /** What it is, for the log: its KV key. */
  readonly key: string;
  /** Its generation weight (units of UNIT_CPU_MS). */
  readonly weight: number;
  /** Generates it and writes it; answers whether it is in KV now. Never rejects. */
  readonly run: () => Promise<boolean>;
}

/** What one run did, by KV key. */
export interface PremadeRun {
  /** The run's CPU budget and what it spent, in weight units. */
  readonly budget: number;
  readonly spent: number;
  /** Made and written. */
  readonly made: readonly string[];
  /** Already in KV: days made before, filled slots. */
  readonly present: number;
  /** Left for a later run: more than this run had left. */
  readonly deferred: readonly string[];
  /** Heavier than a whole run's budget: left to the first reader who asks. */
  readonly tooHeavy: readonly string[];
  /** Not made or not written (logged). */
  readonly failed: readonly string[];
}

export interface PremakeOptions {
  /** The time of the run (the controller's scheduledTime), ms since the epoch. */
  readonly now: number;
}

/** Generates an entry's puzzle and writes it with `write`; false (logged) when either fails. */
function taskOf(
  entry: PuzzleEntry,
  weight: number,
  write: (puzzle: GeneratedPuzzle) => Promise<boolean>,
): Task {
  return {
    key: entry.key,
    weight,
    run: async () => {
      const made = entry.compute();
      if (!made.ok) {
        console.error(`premade: the engine did not make ${entry.key}: ${made.error.message}`);
        return false;
      }
      return write(made.value);
    },
  };
}

/** Whether `key` holds a sound value for `entry` (a read that fails counts as no). */
async function holds(namespace: KVNamespace, entry: PuzzleEntry): Promise<boolean> {
  const text = await readText(namespace, entry.key, { timeoutMs: READ_TIMEOUT_MS });
  return (
    text !== undefined && decode('kv', entry.key, text, entry.schema, entry.accept) !== undefined
  );
}

/** The days' puzzles not in KV yet, nearest day first; `present` counts the others. */
async function dayTasks(
  namespace: KVNamespace,
  { daysAhead }: PremadeConfig,
  secret: string | undefined,
  now: number,
): Promise<{ tasks: Task[]; present: number }> {
  const today = utcDate(now);
  const wanted = Array.from({ length: daysAhead + 1 }, (_, d) => addDays(today, d)).flatMap(
    (date) => DAILY_KINDS.map((kind) => ({ date, kind })),
  );
  const entries = await Promise.all(
    wanted.map(async ({ date, kind }) => ({
      kind,
      entry: dailyEntry(await dailyRecipe(secret, date, kind), date, kind, now),
    })),
  );
  const there = await Promise.all(entries.map(({ entry }) => holds(namespace, entry)));
  const tasks = entries
    .filter((_, i) => !there[i])
    .map(({ kind, entry }) =>
      taskOf(entry, generationWeight(kind.variant, 9, kind.level) ?? Infinity, (puzzle) =>
        putJson(namespace, entry.key, puzzle, { expiresAt: entry.expiresAt, now }),
      ),
    );
  return { tasks, present: there.filter(Boolean).length };
}

/** The pool's empty slots, slot by slot across kinds; none when the list fails (logged). */
async function poolTasks(
  namespace: KVNamespace,
  { poolSize }: PremadeConfig,
  now: number,
): Promise<{ tasks: Task[]; present: number }> {
  if (poolSize === 0) return { tasks: [], present: 0 };
  let filled: Set<string>;
  try {
    filled = await filledSlots(namespace);
  } catch (err) {
    console.error(`premade: listing the pool failed, leaving it as it is: ${describeError(err)}`);
    return { tasks: [], present: 0 };
  }
  const tasks: Task[] = [];
  let present = 0;
  for (let slot = 0; slot < poolSize; slot++) {
    for (const kind of POOL_KINDS) {
      if (filled.has(poolKey(kind, slot))) {
        present++;
        continue;
      }
      const entry = {
        ...seededEntry({ ...kind, seed: randomSeed() }, now),
        key: poolKey(kind, slot),
      };
      const weight = generationWeight(kind.variant, kind.size, kind.level) ?? Infinity;
      tasks.push(taskOf(entry, weight, (puzzle) => fillSlot(namespace, slot, puzzle, now)));
    }
  }
  return { tasks, present };
}

/** Runs the tasks that fit in `budget` units, in order; the rest are deferred or too heavy. */
async function runWithin(tasks: readonly Task[], budget: number) {
  let spent = 0;
  const deferred: string[] = [];
  const tooHeavy: string[] = [];
  const started: { key: string; done: Promise<boolean> }[] = [];
  for (const task of tasks) {
    if (task.weight > budget) tooHeavy.push(task.key);
    else if (spent + task.weight > budget) deferred.push(task.key);
    else {
      spent += task.weight;
      // Generation runs now; the write goes on while the next puzzle is made.
      started.push({ key: task.key, done: task.run() });
    }
  }
  const written = await Promise.all(started.map((s) => s.done));
  return {
    spent,
    deferred,
    tooHeavy,
    made: started.filter((_, i) => written[i]).map((s) => s.key),
    failed: started.filter((_, i) => !written[i]).map((s) => s.key),
  };
}

const NOTHING: Omit<PremadeRun, 'budget'> = {
  spent: 0,
  made: [],
  present: 0,
  deferred: [],
  tooHeavy: [],
  failed: [],
};

/** One run of the job: see the module's comment. Logs what it did; never rejects. */
export async function premake(env: Env, { now }: PremakeOptions): Promise<PremadeRun> {
  const config = premadeConfig(env);
  const budget = Math.floor(config.cpuMs / UNIT_CPU_MS);
  const namespace = env.PUZZLES;
  if (!namespace) {
    console.error('premade: no PUZZLES namespace is bound; nothing made');
    return { budget, ...NOTHING };
  }
  try {
    const days = await dayTasks(namespace, config, env.DAILY_SECRET, now);
    const pool = await poolTasks(namespace, config, now);
    const done = await runWithin([...days.tasks, ...pool.tasks], budget);
    const run: PremadeRun = { budget, present: days.present + pool.present, ...done };
    console.log(
      `premade: ${run.made.length} made (${run.spent} of ${budget} units), ${run.present} already there, ${run.deferred.length} left for later runs, ${run.failed.length} failed${run.tooHeavy.length ? `, too heavy for a run: ${run.tooHeavy.join(' ')}` : ''}`,
    );
    return run;
  } catch (err) {
    console.error(`premade: the run stopped: ${describeError(err)}`);
    return { budget, ...NOTHING };
  }
}
