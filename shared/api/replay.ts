/**
 * `replay(trace, upTo?)`: the board a teaching algorithm's trace leads to after `upTo` of its
 * events (all of them by default), for step-by-step visualisation.
 */
import * as z from 'zod/mini';
import { replayTrace } from '../algorithms/replay.ts';
import { type Trace, TraceSchema } from '../algorithms/trace.ts';
import type { Grid } from '../board/grid.ts';
import type { Result } from '../errors.ts';
import { attempt, readValue } from './input.ts';

const UpToSchema = z.optional(z.int().check(z.minimum(0)));

// A player steps through one trace many times: check each trace object once, not at every step.
const checked = new WeakSet<object>();

export function replay(trace: Trace, upTo?: number): Result<Grid> {
  return attempt(() => {
    if (!(typeof trace === 'object' && trace !== null && checked.has(trace))) {
      const read = readValue(TraceSchema, trace, 'trace');
      if (!read.ok) return read;
      checked.add(trace);
    }
    const until = readValue(UpToSchema, upTo, 'upTo');
    if (!until.ok) return until;
    return replayTrace(trace, until.value);
  });
}
