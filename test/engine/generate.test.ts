// The seeded generator: unique puzzles, givens inside the level's range, the same puzzle for the
// same seed, and golden vectors that catch any change to what a seed produces.
//
// Engine 1.1.0 (on purpose): 9x9 levels are now graded by the techniques a puzzle needs as well as
// by givens (shared/generate/grade.ts), so golden-2 (medium), golden-4 (expert) and the daily
// medium puzzle changed; golden-1 and golden-3 happened to pass the new checks on their first
// draw, and 4x4/6x6 are still graded by givens alone, so those vectors are unchanged.
import { describe, expect, it } from 'vitest';
import { givensRange } from '../../shared/generate/levels.ts';
import {
  daily,
  ENGINE_VERSION,
  generate,
  LEVELS,
  parse,
  type SIZES,
  solve,
} from '../../shared/index.ts';
import { unwrap } from '../support/result.ts';
import { digits, isValidSolution } from '../support/rules.ts';

/**
 * Golden vectors for engine version 1.1.0. If one of these changes, the generator changed what a
 * seed produces: every cached puzzle is stale, so bump ENGINE_VERSION on purpose and update them.
 */
const GOLDEN = [
  [
    'golden-1',
    9,
    'easy',
    '2..576.48.142...6.6..4...5...78.4.3.4.69....2.....1..4.6.1.84...8....791.41...586',
  ],
  [
    'golden-2',
    9,
    'medium',
    '4.31.5..761.7.9..42.8..6.1.38.5..2......1..4.15.2....85..872...8.....1...46..1..2',
  ],
  [
    'golden-3',
    9,
    'hard',
    '6...29............7..1.84265.....3...7.93...44.8..7.5...1..69..9..8..24.....9...5',
  ],
  [
    'golden-4',
    9,
    'expert',
    '...9..5...7..4....6.......74.....7.....2...3.5.7.3...6.41..5...28.4..9.......18..',
  ],
  ['golden-5', 4, 'hard', '4....1.....41.3.'],
  ['golden-6', 6, 'medium', '4..65......3.3.5..6.53.15.1..6..4...'],
] as const;

const make = (seed: string, size: (typeof SIZES)[number], level: (typeof LEVELS)[number]) => {
  const made = generate({ seed, size, level });
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
};

describe('generate', () => {
  it.each(GOLDEN)('golden vector %s (%ix%i %s)', (seed, size, level, puzzle) => {
    expect(ENGINE_VERSION).toBe('1.1.0');
    expect(make(seed, size, level).puzzle).toBe(puzzle);
  });

  it('gives the puzzle of the day for a date', () => {
    const today = daily('2026-11-21', 'medium');
    expect(today.ok && today.value.puzzle).toBe(
      '.2.9.8...163.5.8...97.....4.3.1........4..37..5..32.91..6....4.3.8.6.9...1..4....',
    );
    expect(today.ok && today.value.seed).toBe('daily:2026-11-21:medium');
  });

  it.each(['2026-02-30', '2026-13-01', '21-11-2026', '', '2026-11-21T00:00:00Z'])(
    'rejects the date %j',
    (date) => {
      const result = daily(date);
      expect(!result.ok && result.error.code).toBe('invalid_date');
    },
  );

  it.each(LEVELS)('9x9 %s: unique, in range, solution consistent, over many seeds', (level) => {
    const [lo, hi] = givensRange(9, level);
    const seen = new Set<string>();
    for (let i = 0; i < 60; i++) {
      const made = make(`range-${i}`, 9, level);
      const cells = digits(made.puzzle);
      const givens = cells.filter((v) => v !== 0).length;
      expect(givens).toBe(made.givens);
      expect(givens).toBeGreaterThanOrEqual(lo);
      expect(givens).toBeLessThanOrEqual(hi);
      const solved = unwrap(solve({ size: 9, cells }));
      expect(solved.status).toBe('solved');
      expect(solved.solution).toEqual(digits(made.solution));
      expect(isValidSolution(cells, digits(made.solution))).toBe(true);
      seen.add(made.puzzle);
    }
    expect(seen.size).toBe(60);
  });

  it.each([4, 6, 16] as const)('%ix%i: unique and in range for every level', (size) => {
    const runs = size === 16 ? 2 : 20;
    for (const level of LEVELS) {
      const [lo, hi] = givensRange(size, level);
      for (let i = 0; i < runs; i++) {
        const made = make(`size-${i}`, size, level);
        expect(made.givens).toBeGreaterThanOrEqual(lo);
        expect(made.givens).toBeLessThanOrEqual(hi);
        const parsed = parse(made.puzzle);
        if (!parsed.ok) throw new Error(parsed.error.message);
        expect(unwrap(solve(parsed.value)).status).toBe('solved');
      }
    }
  });

  it('is deterministic: the same options give the same puzzle, other options another', () => {
    const a = make('same', 9, 'hard');
    expect(make('same', 9, 'hard')).toEqual(a);
    expect(make('same', 9, 'medium').puzzle).not.toBe(a.puzzle);
    expect(make('same ', 9, 'hard').puzzle).not.toBe(a.puzzle);
    expect(a.seed).toBe('same');
    expect(a.engineVersion).toBe(ENGINE_VERSION);
  });

  it('rejects bad options with a field path', () => {
    const cases: [unknown, string][] = [
      [{ seed: '' }, 'seed'],
      [{ seed: 'x'.repeat(200) }, 'seed'],
      [{ seed: 'x', size: 5 }, 'size'],
      [{ seed: 'x', level: 'insane' }, 'level'],
      [{ seed: 'x', variant: 'killer' }, 'variant'],
    ];
    for (const [options, field] of cases) {
      const result = generate(options as Parameters<typeof generate>[0]);
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.error.code).toBe('invalid_options');
        expect(result.error.path).toEqual([field]);
      }
    }
  });
});
