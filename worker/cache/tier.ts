/**
 * What every cache tier (the edge Cache API, Workers KV) offers the Worker, and the one place
 * where a cached text is trusted: it must be JSON, match its schema and belong to its key.
 * Anything else is garbage, logged and read as a miss.
 */
import * as z from 'zod/mini';
import type { $ZodType, output } from 'zod/v4/core';
import type { TierName } from './source.ts';

export interface CacheTier {
  /** Which tier this is, for the responses' Cache-Status (source.ts). */
  readonly name: TierName;
  /** The value under `key` if it is there and sound, else undefined (a miss). Never throws. */
  read<S extends $ZodType>(
    key: string,
    schema: S,
    accept?: (value: output<S>) => boolean,
  ): Promise<output<S> | undefined>;
  /** Stores `value` as JSON in the background until `expiresAt` (ms). Never throws or blocks. */
  write(key: string, value: unknown, expiresAt: number): void;
}

export interface TierOptions {
  /** Reads slower than this count as misses. */
  readonly timeoutMs: number;
  /** Runs a write after the response has gone (ExecutionContext.waitUntil). */
  readonly waitUntil: (promise: Promise<unknown>) => void;
  readonly now: () => number;
}

export const describeError = (err: unknown): string =>
  err instanceof Error ? `${err.name}: ${err.message}` : String(err);

/** Parses and checks a cached text; undefined (and a log line) when it cannot be trusted. */
export function decode<S extends $ZodType>(
  tier: TierName,
  key: string,
  text: string,
  schema: S,
  accept?: (value: output<S>) => boolean,
): output<S> | undefined {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    console.error(`${tier}: ${key} holds text that is not JSON; recomputing`);
    return undefined;
  }
  const parsed = z.safeParse(schema, json);
  if (!parsed.success || (accept && !accept(parsed.data))) {
    console.error(`${tier}: ${key} holds a value that does not fit its key; recomputing`);
    return undefined;
  }
  return parsed.data;
}
