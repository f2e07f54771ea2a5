/**
 * How much the scheduled job makes ahead (premake.ts), from [vars] in wrangler.toml:
 *
 * - PREMADE_DAYS_AHEAD: the puzzles of the day are made for today (UTC) and this many days after
 *   (0 to 7; default 2). Each day's puzzles are written once, so this changes the writes of the
 *   first run only; more days ride out more days of failed runs.
 * - POOL_SIZE: unseeded puzzles kept ready per pool kind (0 to 100; 0 turns the pool off;
 *   default 8). The readers' side uses it too: it picks slots below it (pool.ts).
 * - PREMADE_CPU_MS: the CPU one run may spend generating, estimated from the kinds' weights
 *   (1 to 300,000; default 10, the Workers Free plan's limit per invocation). workerd's clock
 *   does not move while code runs, so a run cannot time itself: it budgets by estimate.
 *
 * A value that is missing or out of range is its default, and a wrong one is logged: a typo in
 * wrangler.toml must not stop the job or the pool.
 */
import * as z from 'zod/mini';
import type { Env } from '../env.ts';

export interface PremadeConfig {
  readonly daysAhead: number;
  readonly poolSize: number;
  readonly cpuMs: number;
}

export const PREMADE_DEFAULTS: PremadeConfig = { daysAhead: 2, poolSize: 8, cpuMs: 10 };

const VARS = {
  daysAhead: { name: 'PREMADE_DAYS_AHEAD', min: 0, max: 7 },
  poolSize: { name: 'POOL_SIZE', min: 0, max: 100 },
  cpuMs: { name: 'PREMADE_CPU_MS', min: 1, max: 300_000 },
} as const satisfies Record<keyof PremadeConfig, { name: keyof Env; min: number; max: number }>;

const Whole = z.pipe(z.string().check(z.regex(/^\d{1,6}$/)), z.transform(Number));

/** One variable: its whole number in range, else (with a log line when it was set) the default. */
function read(env: Partial<Env> | undefined, field: keyof PremadeConfig): number {
  const { name, min, max } = VARS[field];
  const text = env?.[name];
  if (text === undefined) return PREMADE_DEFAULTS[field];
  const parsed = z.safeParse(Whole, text);
  if (parsed.success && parsed.data >= min && parsed.data <= max) return parsed.data;
  console.warn(
    `premade: ${name}=${JSON.stringify(text)} is not a whole number from ${min} to ${max}; using ${PREMADE_DEFAULTS[field]}`,
  );
  return PREMADE_DEFAULTS[field];
}

export const premadeConfig = (env: Partial<Env> | undefined): PremadeConfig => ({
  daysAhead: read(env, 'daysAhead'),
  poolSize: read(env, 'poolSize'),
  cpuMs: read(env, 'cpuMs'),
});
