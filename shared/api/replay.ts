/**
 * `replay(trace, upTo?)`: the board a teaching algorithm's trace leads to after `upTo` of its
 * events (all of them by default), for step-by-step visualisation.
 */
import * as z from 'zod/mini';
import { replayTrace } from '../algorithms/replay.ts';
import { type Trace, TraceSchema } from '../algorithms/trace.ts';
import type { Grid } from '../board/grid.ts';
import { invalidOptions, type Result } from '../errors.ts';
import { attempt, ENGLISH } from './input.ts';

const UpToSchema = z.optional(z.int().check(z.minimum(0)));

// A player steps through one trace many times: check each trace object once, not at every step.
const checked = new WeakSet<object>();

export function replay(trace: Trace, upTo?: number): Result<Grid> {
  return attempt(() => {
    if (!(typeof trace === 'object' && trace !== null && checked.has(trace))) {
      const read = TraceSchema.safeParse(trace, ENGLISH);
      if (!read.success)
        return invalidOptions(read.error.issues.map((i) => ({ ...i, path: ['trace', ...i.path] })));
      checked.add(trace);
    }
    const until = UpToSchema.safeParse(upTo, ENGLISH);
    if (!until.success)
      return invalidOptions(until.error.issues.map((i) => ({ ...i, path: ['upTo'] })));
    return replayTrace(trace, until.data);
  });
}
