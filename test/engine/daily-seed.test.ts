// dailySeed names the puzzle of the day's seed, and like every public function of the engine it
// never throws, even for an untyped caller's object whose toString is not a function.
import { describe, expect, it } from 'vitest';
import { dailySeed } from '../../shared/index.ts';

describe('dailySeed', () => {
  it('is daily:YYYY-MM-DD:LEVEL', () => {
    expect(dailySeed('2026-11-23', 'hard')).toBe('daily:2026-11-23:hard');
  });

  it('does not throw on values whose conversion to text throws', () => {
    const hostile = [
      { toString: 0 },
      {
        toString: () => {
          throw new Error('no');
        },
      },
    ];
    for (const value of hostile) {
      expect(() => dailySeed(value as never, value as never)).not.toThrow();
      expect(dailySeed(value as never, 'easy')).toBe('daily::easy');
    }
  });
});
