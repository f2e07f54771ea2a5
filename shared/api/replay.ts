/**
 * `replay(trace, upTo?)`: the board a teaching algorithm's trace leads to after `upTo` of its
 * events (all of them by default), for step-by-step visualisation.
 */
import * as z from 'zod/mini';
import { replayTrace } from '../algorithms/replay.ts';
import { MAX_TRACE_LIMIT, type Trace, TraceEventSchema, TraceSchema } from '../algorithms/trace.ts';
import { type Grid, MAX_PUZZLE_TEXT } from '../board/grid.ts';
import type { Result } from '../errors.ts';
import { attempt, readValue } from './input.ts';

/**
 * A trace as `replay` takes it: as `solve` makes them, whose recording stops at
 * `MAX_TRACE_LIMIT` entries (an event is one), so no longer list is read (zod reads every item
 * of a list before its length check fails).
 */
const ReplayTraceSchema = z.extend(TraceSchema, {
  puzzle: z.string().check(z.maxLength(MAX_PUZZLE_TEXT)),
  events: z.array(TraceEventSchema).check(z.maxLength(MAX_TRACE_LIMIT)),
});

const UpToSchema = z.optional(z.int().check(z.minimum(0)));

/**
 * A player steps through one trace many times: each trace object is checked once, and its
 * checked copy (zod's output, not the caller's object, which may change or answer differently
 * on the next read) is what every later step replays.
 */
const checked = new WeakMap<object, Trace>();

export function replay(trace: Trace, upTo?: number): Result<Grid> {
  return attempt(() => {
    const isObject = typeof trace === 'object' && trace !== null;
    let copy = isObject ? checked.get(trace) : undefined;
    if (copy === undefined) {
      const read = readValue(ReplayTraceSchema, trace, 'trace');
      if (!read.ok) return read;
      copy = read.value;
      if (isObject) checked.set(trace, copy);
    }
    const until = readValue(UpToSchema, upTo, 'upTo');
    if (!until.ok) return until;
    return replayTrace(copy, until.value);
  });
}
