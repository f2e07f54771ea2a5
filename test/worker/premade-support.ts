// Helpers for the tests of the scheduled job (worker/premade/) and the pool (worker/cache/pool.ts):
// run the Worker's `scheduled` handler as the Cron Trigger does, at a pinned time, over the real
// local KV (or bindings a test replaces), and look at the pool's slots in KV.

import { createScheduledController } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import type { KVNamespace } from '@cloudflare/workers-types';
import { expect } from 'vitest';
import * as z from 'zod/mini';
import { type GeneratedPuzzle, GeneratedPuzzleSchema, type Result } from '../../shared/index.ts';
import { POOL_PREFIX } from '../../worker/cache/keys.ts';
import worker from '../../worker/main.ts';

/** wrangler.toml's Cron Trigger. */
export const CRON = '*/30 * * * *';

/**
 * A time limit for tests that make every kind of a day (a Killer expert puzzle takes up to about
 * 100 ms, several times that on a busy machine); speed is measured by `npm run bench`.
 */
export const SLOW = 120_000;

/** Enough CPU for every kind in one run (the Paid plan's default limit). */
export const PAID = { PREMADE_CPU_MS: '30000' };

/** Runs the Worker's scheduled handler once, as the Cron Trigger would at `scheduledTime`. */
export async function runScheduled(
  scheduledTime: number,
  bindings: Partial<Cloudflare.Env> = {},
): Promise<void> {
  const controller = createScheduledController({ scheduledTime, cron: CRON });
  await worker.scheduled(controller, { ...env, ...bindings });
}

/** The keys of the pool's filled slots, sorted. */
export async function poolKeys(namespace: KVNamespace = env.PUZZLES): Promise<string[]> {
  const { keys } = await namespace.list({ prefix: POOL_PREFIX });
  return keys.map((k) => k.name).sort();
}

/** Empties the pool (tests of one file share their KV). */
export async function emptyPool(): Promise<void> {
  await Promise.all((await poolKeys()).map((key) => env.PUZZLES.delete(key)));
}

/** The puzzle KV holds under `key`, checked against the engine's schema. */
export async function storedPuzzle(key: string): Promise<GeneratedPuzzle> {
  const text = await env.PUZZLES.get(key);
  expect(text, key).not.toBeNull();
  return z.parse(GeneratedPuzzleSchema, JSON.parse(text ?? ''));
}

/** The engine's answer, or the test fails. */
export function made<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`the engine failed: ${JSON.stringify(result.error)}`);
  return result.value;
}
