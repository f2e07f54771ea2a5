/**
 * The game clock as a value: time banked so far plus when the current run started (null while
 * paused). The caller passes `now`, so the model stays pure and tests need no fake timers.
 */

export interface Timer {
  /** Milliseconds banked by earlier runs. */
  readonly banked: number;
  /** When the current run started, or null while paused. */
  readonly since: number | null;
}

export const stoppedTimer = (banked = 0): Timer => ({ banked: Math.max(0, banked), since: null });

export const isRunning = (timer: Timer): boolean => timer.since !== null;

export const elapsed = (timer: Timer, now: number): number =>
  timer.banked + (timer.since === null ? 0 : Math.max(0, now - timer.since));

export const resume = (timer: Timer, now: number): Timer =>
  timer.since === null ? { banked: timer.banked, since: now } : timer;

export const pause = (timer: Timer, now: number): Timer =>
  timer.since === null ? timer : { banked: elapsed(timer, now), since: null };

/** 75_000 -> "1:15", 3_725_000 -> "1:02:05". */
export function formatTime(ms: number): string {
  const total = Math.floor(Math.max(0, ms) / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const ss = String(s).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}
