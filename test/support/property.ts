/**
 * Property runs, reproducible: the settings a run takes from the environment (vitest.config.ts
 * reads them and hands them to every test file, the Workers pool included, which has no
 * process.env), and `runs(n)` for a property's number of runs. fast-check.setup.ts applies the
 * seed; its header says how to replay a failure and how to hunt for more.
 */
import { inject } from 'vitest';

/** What vitest.config.ts provides: `FC_SEED`, `FC_PATH` and `FC_RUNS`, checked. */
export interface PropertySettings {
  /** The seed every property runs with (fast-check's 32-bit seed); a fresh one each when unset. */
  readonly seed?: number;
  /** The path to one counterexample, printed with the seed: replays just that case. */
  readonly path?: string;
  /** How many times its usual runs a property makes with `runs(n)` (1 unless hunting). */
  readonly runs: number;
}

declare module 'vitest' {
  export interface ProvidedContext {
    fastCheck: PropertySettings;
  }
}

/** The settings from an environment, or an error naming the variable that is not usable. */
export function propertySettings(env: Readonly<Record<string, string | undefined>>) {
  const { FC_SEED, FC_PATH, FC_RUNS } = env;
  const seed = FC_SEED === undefined || FC_SEED === '' ? undefined : Number(FC_SEED);
  if (seed !== undefined && !(Number.isInteger(seed) && Math.abs(seed) < 2 ** 32))
    throw new Error(`FC_SEED=${FC_SEED}: a seed is a whole number, as fast-check prints it`);
  const path = FC_PATH === '' ? undefined : FC_PATH;
  if (path !== undefined && !/^\d+(:\d+)*$/.test(path))
    throw new Error(`FC_PATH=${FC_PATH}: a path is numbers joined by ":", as fast-check prints it`);
  const runs = FC_RUNS === undefined || FC_RUNS === '' ? 1 : Number(FC_RUNS);
  if (!(Number.isInteger(runs) && runs >= 1))
    throw new Error(`FC_RUNS=${FC_RUNS}: how many times the usual runs, a whole number from 1`);
  const settings: PropertySettings = { runs, ...(seed === undefined ? {} : { seed }) };
  return path === undefined ? settings : { ...settings, path };
}

/** A property's number of runs: `usual` on every CI run, FC_RUNS times as many when hunting. */
export const runs = (usual: number): number => usual * inject('fastCheck').runs;
