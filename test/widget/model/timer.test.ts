// The game clock as a value: runs, pauses, banks time; formatted for people.
import { describe, expect, it } from 'vitest';
import {
  elapsed,
  formatTime,
  isRunning,
  pause,
  resume,
  stoppedTimer,
} from '../../../widget/model/timer.ts';

describe('timer', () => {
  it('counts only while running', () => {
    let t = stoppedTimer();
    expect(elapsed(t, 1000)).toBe(0);
    t = resume(t, 1000);
    expect(isRunning(t)).toBe(true);
    expect(elapsed(t, 4000)).toBe(3000);
    t = pause(t, 4000);
    expect(elapsed(t, 99_000)).toBe(3000);
    t = resume(t, 100_000);
    expect(elapsed(t, 100_500)).toBe(3500);
    expect(resume(t, 200_000)).toBe(t);
    expect(pause(pause(t, 101_000), 500_000)).toEqual({ banked: 4000, since: null });
  });

  it('never goes backwards when the clock does', () => {
    expect(elapsed(resume(stoppedTimer(10), 5000), 1000)).toBe(10);
    expect(stoppedTimer(-5).banked).toBe(0);
  });

  it('formats minutes and hours', () => {
    expect(formatTime(0)).toBe('0:00');
    expect(formatTime(75_400)).toBe('1:15');
    expect(formatTime(3_725_000)).toBe('1:02:05');
    expect(formatTime(-1)).toBe('0:00');
  });
});
