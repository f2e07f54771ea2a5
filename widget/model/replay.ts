/**
 * A teaching algorithm's recorded run as the session holds it: the trace and what the replay's
 * counter reads from it. The recorder that makes one (services/replay.ts) travels in the replays'
 * chunk; this value's shape and length are all the UI needs before that chunk is in.
 */
import type { TeachingAlgorithm, Trace } from '../engine.ts';

export type TraceEvent = Trace['events'][number];

export interface Replay {
  readonly algorithm: TeachingAlgorithm;
  readonly trace: Trace;
  /** Backtracks among the first k events, for k = 0..events.length. */
  readonly backtracks: Uint32Array;
  /** The recording stopped before the search did (the cap), or the search ran out of budget. */
  readonly truncated: boolean;
}

export const replayLength = (r: Replay): number => r.trace.events.length;
