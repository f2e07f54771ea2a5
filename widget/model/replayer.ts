/**
 * A replay on the board as a value: the recorded trace (model/replay.ts), the step shown, the
 * speed, and since when it plays. It keeps no timer: whoever holds it passes the time (`now`,
 * performance.now() milliseconds), and `advance` moves it to where that time has brought it, so a
 * late tick catches up instead of slowing the replay down. Nothing plays by itself: the player
 * (or the store, unless the system asks for reduced motion) presses Play.
 */
import { type Replay, replayLength } from './replay.ts';

/**
 * Per speed (the i18n `speeds` labels, in order): the fewest events per second, and the longest
 * a whole replay may take in seconds. A short trace plays slowly enough to follow each step; a
 * long one speeds up so that Normal still ends within half a minute.
 */
export const SPEEDS = [
  [1, 300],
  [4, 30],
  [20, 8],
  [100, 2],
] as const;

/** The shortest time between two renders of a playing replay (ms): 20 a second at most. */
export const TICK_MS = 50;

/** Events per second at a speed for a trace of `total` events. */
export const rateOf = (speed: number, total: number): number =>
  Math.max(SPEEDS[speed][0], total / SPEEDS[speed][1]);

export interface Replaying {
  readonly replay: Replay;
  /** Events shown: the board after the first `step` events of the trace. */
  readonly step: number;
  /** An index into SPEEDS. */
  readonly speed: number;
  /** While it plays, when `step` was reached (the next events count from there); else null. */
  readonly since: number | null;
  /** What the end of the trace came to (solved, or cut and filled in); '' until then. */
  readonly note: string;
}

/** A replay at its first step, paused, at Normal speed. */
export const replaying = (replay: Replay): Replaying => ({
  replay,
  step: 0,
  speed: 1,
  since: null,
  note: '',
});

export const totalOf = (r: Replaying): number => replayLength(r.replay);
export const atEnd = (r: Replaying): boolean => r.step >= totalOf(r);
export const isPlaying = (r: Replaying): boolean => r.since !== null;
/** Backtracks among the events shown. */
export const backtracksOf = (r: Replaying): number => r.replay.backtracks[r.step];

export const play = (r: Replaying, now: number): Replaying =>
  r.since !== null || atEnd(r) ? r : { ...r, since: now };

export const pause = (r: Replaying): Replaying => (r.since === null ? r : { ...r, since: null });

export const toggle = (r: Replaying, now: number): Replaying =>
  r.since === null ? play(r, now) : pause(r);

/** Another speed (an index into SPEEDS; anything else is ignored), counted from now. */
export function setSpeed(r: Replaying, speed: number, now: number): Replaying {
  if (!Number.isInteger(speed) || speed < 0 || speed >= SPEEDS.length) return r;
  return { ...r, speed, since: r.since === null ? null : now };
}

/** Moves on by `n` events, to the end at most, where it stops playing. */
export function forward(r: Replaying, n = 1): Replaying {
  if (atEnd(r)) return r;
  const step = Math.min(totalOf(r), r.step + Math.max(0, n));
  return step >= totalOf(r) ? { ...r, step, since: null } : { ...r, step };
}

/** Jumps to the end of the trace. */
export const finish = (r: Replaying): Replaying => forward(r, totalOf(r));

/** Where a playing replay is at `now`: the events due since it reached its step. */
export function advance(r: Replaying, now: number): Replaying {
  if (r.since === null) return r;
  const rate = rateOf(r.speed, totalOf(r));
  const n = Math.floor(((now - r.since) * rate) / 1000);
  if (n <= 0) return r;
  const next = forward(r, n);
  return next.since === null ? next : { ...next, since: r.since + (n * 1000) / rate };
}

/** How often a playing replay needs a tick (ms): once per event, at most every TICK_MS. */
export const tickEvery = (r: Replaying): number =>
  Math.max(TICK_MS, 1000 / rateOf(r.speed, totalOf(r)));
