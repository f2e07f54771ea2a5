/**
 * The replay player behind Solve's "Replay": a position in a recorded trace, play/pause, a speed
 * and single steps. It only keeps time; the controller renders the board at `step` and is told
 * when the end of the trace is reached. With prefers-reduced-motion nothing plays by itself: the
 * player starts paused and moves on only when asked.
 */
import { type Replay, replayLength } from '../services/replay.ts';

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
const TICK_MS = 50;

/** Events per second at a speed for a trace of `total` events. */
export const rateOf = (speed: number, total: number): number =>
  Math.max(SPEEDS[speed][0], total / SPEEDS[speed][1]);

export class ReplayPlayer {
  readonly replay: Replay;
  step = 0;
  speed = 1;
  playing = false;
  private timer: ReturnType<typeof setInterval> | undefined;
  private carry = 0;
  private readonly changed: () => void;
  private readonly ended: () => void;

  constructor(replay: Replay, changed: () => void, ended: () => void) {
    this.replay = replay;
    this.changed = changed;
    this.ended = ended;
  }

  get total(): number {
    return replayLength(this.replay);
  }

  get atEnd(): boolean {
    return this.step >= this.total;
  }

  get backtracks(): number {
    return this.replay.backtracks[this.step];
  }

  play(): void {
    if (this.playing || this.atEnd) return;
    this.playing = true;
    this.carry = 0;
    this.timer = setInterval(() => this.tick(), TICK_MS);
    this.changed();
  }

  pause(): void {
    clearInterval(this.timer);
    this.timer = undefined;
    if (!this.playing) return;
    this.playing = false;
    this.changed();
  }

  toggle(): void {
    if (this.playing) this.pause();
    else this.play();
  }

  setSpeed(speed: number): void {
    if (Number.isInteger(speed) && speed >= 0 && speed < SPEEDS.length) this.speed = speed;
    this.changed();
  }

  /** Moves on by `n` events (to the end at most). */
  forward(n = 1): void {
    if (this.atEnd) return;
    this.step = Math.min(this.total, this.step + Math.max(0, n));
    this.changed();
    if (this.atEnd) {
      this.pause();
      this.ended();
    }
  }

  /** Jumps to the end of the trace. */
  finish(): void {
    this.forward(this.total);
  }

  private tick(): void {
    this.carry += (rateOf(this.speed, this.total) * TICK_MS) / 1000;
    const n = Math.floor(this.carry);
    if (n === 0) return;
    this.carry -= n;
    this.forward(n);
  }
}
