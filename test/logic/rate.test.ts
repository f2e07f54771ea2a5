// `rate`: the level comes from the hardest technique needed (expert when logic alone gets stuck
// and cells must be guessed), the score adds up every step in HoDoKu's manner, the histogram
// counts every step, and bad puzzles get error values. Checked against the zod schema.
import { describe, expect, it } from 'vitest';
import {
  GUESS_SCORE,
  type PuzzleLike,
  parse,
  RatingSchema,
  rate,
  TECHNIQUE_CATALOG,
} from '../../shared/index.ts';
import { expectError, unwrap } from '../support/result.ts';
import { puzzle } from './helpers.ts';

const CASES = [
  [
    'easy',
    'hidden-single',
    '2..576.48.142...6.6..4...5...78.4.3.4.69....2.....1..4.6.1.84...8....791.41...586',
  ],
  [
    'medium',
    'pointing',
    '.......92.37.......4.......8...6.1.......43.......9...2...5...6...1..74....8.....',
  ],
  [
    'medium',
    'naked-pair',
    '1...48....5....9....6...3.....57.2..8.3.........9............4167..........2.....',
  ],
  [
    'hard',
    'x-wing',
    '2..6.34..17.....9............64....59...................53..6...8..7..1.....1....',
  ],
  [
    'hard',
    'xy-wing',
    '5.7....3.....61...1.8......62..4.......7...8...........1....6.43..5...........2..',
  ],
  [
    'hard',
    'jellyfish',
    '...27...98...........4.8..132...69.......9.3.7..1....2..........948....6.789...2.',
  ],
  [
    'expert',
    'x-chain',
    '.1.6...8.3.2..........49.....83...........4.7......5..46..........2...9.7...5....',
  ],
  [
    'expert',
    'xy-chain',
    '7.....48....6.1..........2....3..6.52...8..............53.....1.6.1.........4.7..',
  ],
] as const;

const rated = (text: string) => {
  const result = rate(puzzle(text).grid);
  if (!result.ok) throw new Error(result.error.message);
  return RatingSchema.parse(result.value);
};

describe('rate', () => {
  it.each(CASES)('rates %s by its hardest technique (%s)', (level, hardest, text) => {
    const r = rated(text);
    expect(r.level).toBe(level);
    expect(r.hardest).toBe(hardest);
    expect(r.guessing).toBe(false);
    expect(r.techniques.reduce((n, t) => n + t.count, 0)).toBe(r.steps);
    expect(r.score).toBe(r.techniques.reduce((n, t) => n + t.count * t.score, 0));
    // The histogram runs easiest first, in library order.
    const order = TECHNIQUE_CATALOG.map((t) => t.id);
    const used = r.techniques.map((t) => order.indexOf(t.technique));
    expect(used).toEqual([...used].sort((a, b) => a - b));
  });

  it('says when logic alone is not enough, and counts the guesses', () => {
    const r = rated(
      '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........',
    );
    expect(r.level).toBe('expert');
    expect(r.guessing).toBe(true);
    expect(r.guesses).toBeGreaterThan(0);
    expect(r.score).toBeGreaterThanOrEqual(r.guesses * GUESS_SCORE);
  });

  it('orders puzzles: easy < medium < hard < expert by score too', () => {
    const scores = CASES.map(([, , text]) => rated(text).score);
    expect(scores[0]).toBeLessThan(Math.min(...scores.slice(1)));
  });

  it('rates a full board as easy with no steps', () => {
    const { solution } = puzzle(CASES[0][2]);
    const r = rate({ size: 9, cells: solution });
    expect(r.ok && r.value).toMatchObject({ level: 'easy', hardest: null, steps: 0, score: 0 });
  });

  it('rates the other board sizes', () => {
    for (const text of ['4....1.....41.3.', '4..65......3.3.5..6.53.15.1..6..4...']) {
      const r = rated(text);
      expect(r.level).toBe('easy');
      expect(r.steps).toBe([...text].filter((ch) => ch === '.').length);
    }
  });

  it('returns errors as values', () => {
    const at = (text: string) => {
      const grid = parse(text);
      if (!grid.ok) throw new Error('parse');
      const r = rate(grid.value);
      return r.ok ? 'ok' : r.error.code;
    };
    expect(at(`11${'.'.repeat(79)}`)).toBe('invalid_puzzle');
    expect(at('.'.repeat(81))).toBe('multiple_solutions');
    expect(at(`12345678.........9${'.'.repeat(63)}`)).toBe('unsolvable');
    const tight = rate(puzzle(CASES[6][2]).grid, { budget: 50 });
    expect(!tight.ok && tight.error.code).toBe('budget_exceeded');
  });

  it('takes the puzzle of an API request as it comes', () => {
    expect(unwrap(rate(CASES[1][2])).level).toBe('medium');
    const bad = rate(42 as unknown as PuzzleLike);
    // Not a puzzle form at all: a bad puzzle, as `parse` answers it.
    expect(expectError(bad)).toMatchObject({ code: 'invalid_puzzle', path: ['puzzle'] });
  });
});
