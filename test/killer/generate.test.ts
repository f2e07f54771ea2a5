// Generating Killer Sudoku: for many seeds of every level the independent checker
// (test/support/killer.ts) confirms that the cages cover the board, are connected, add up in the
// solution and allow exactly that one solution; the puzzle has no givens; a level keeps its
// cages' sizes and one-cell cages, and `rate` gives it back; golden vectors pin what a seed makes.
import { describe, expect, it } from 'vitest';
import { KILLER_LEVELS } from '../../shared/generate/killer-levels.ts';
import { daily, type GeneratedPuzzle, generate, LEVELS, rate } from '../../shared/index.ts';
import { cagesConnected, cagesCover, cagesHold, countKillerSolutions } from '../support/killer.ts';
import { unwrap } from '../support/result.ts';
import { digits, isValidSolution } from '../support/rules.ts';

type Level = (typeof LEVELS)[number];

const make = (seed: string, level: Level): GeneratedPuzzle =>
  unwrap(generate({ seed, level, variant: 'killer' }));

/** The cages as one line: each cell's cage as a letter, then the sums in cage order. */
const SYMBOLS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
function layout(made: GeneratedPuzzle): string {
  const map = new Array<string>(81).fill('?');
  (made.cages ?? []).forEach((cage, i) => {
    for (const [r, c] of cage.cells) map[r * 9 + c] = SYMBOLS[i];
  });
  return `${map.join('')} ${(made.cages ?? []).map((cage) => cage.sum).join(',')}`;
}

/**
 * Golden vectors for Killer puzzles (engine 1.2.0's, unchanged in 1.3.0, whose new draw is classic
 * 9x9's alone): the solution and the cages each seed makes.
 * If one changes, the generator changed what a seed produces.
 */
const GOLDEN: [Level, string, string][] = [
  [
    'easy',
    '594712836763458219812369754921634587675821943348975621236547198459186372187293465',
    'IuuuttChhdvGqtmCghdvGqmmCggdvyyfpossDDHxfoolBzzixxAElBwriFFAEnnwribkkanewjjbccaee 7,3,12,24,13,5,10,18,23,15,14,6,23,24,15,4,7,8,15,8,20,9,7,24,7,7,12,4,17,13,7,9,5,5,5',
  ],
  [
    'medium',
    '852376419316294758749815236974561823583942167621738945267183594495627381138459672',
    'sffekkppqsffekuuuqsbbbhhhDDllEdBooonclldBaaincyydAAginzzrrCggmmwwwtCvvxmjjttCvxxm 3,21,11,21,5,14,17,8,10,4,22,27,16,15,11,5,17,8,18,18,16,19,18,21,3,8,11,10,15,9,4',
  ],
  [
    'hard',
    '293571648756834129418926537839617452625349781174285396547192863362758914981463275',
    'ooklllxxxnokkmmccunnjkhhpcuddjyyhhcudjjzyhbbusggzfqbttssvffqwwrssvfiiwwraaafieeer 18,18,11,17,12,29,11,28,19,24,26,13,7,12,16,5,7,12,19,15,19,9,24,18,11,5',
  ],
  [
    'expert',
    '825916743461357298379284651617429385542863917938571462796135824253648179184792536',
    'hilljwwwkhiiljjkkkhiiljppxxncccddpqqnfootttrrnffoobbrrggfeebssuaaaaeessuaaveemmss 25,10,12,11,32,21,16,15,25,21,22,19,7,20,22,13,13,16,27,18,13,4,17,6',
  ],
];

describe('generate killer puzzles', () => {
  it.each(GOLDEN)('golden vector: %s', (level, solution, cages) => {
    const made = make(`golden-killer-${level}`, level);
    expect(made.variant).toBe('killer');
    expect(made.puzzle).toBe('.'.repeat(81));
    expect(made.givens).toBe(0);
    expect(made.solution).toBe(solution);
    expect(layout(made)).toBe(cages);
  });

  it.each(LEVELS)(
    '%s: cages cover, connect, add up and allow one solution (independent checker)',
    (level) => {
      const { shape, singles } = KILLER_LEVELS[level];
      for (let i = 0; i < 6; i++) {
        const made = make(`killer-${level}-${i}`, level);
        const cages = made.cages ?? [];
        const solution = digits(made.solution);
        expect(made.puzzle).toBe('.'.repeat(81));
        expect(cagesCover(cages)).toBe(true);
        expect(cagesConnected(cages)).toBe(true);
        expect(isValidSolution(digits(made.puzzle), solution)).toBe(true);
        expect(cagesHold(solution, cages)).toBe(true);
        const { count, first } = countKillerSolutions(digits(made.puzzle), cages, 2);
        expect(count).toBe(1);
        expect(first).toEqual(solution);
        // The level's cages: none larger than its sizes, few one-cell cages.
        for (const cage of cages) expect(cage.cells.length).toBeLessThanOrEqual(shape.sizes.length);
        expect(cages.filter((cage) => cage.cells.length === 1).length).toBeLessThanOrEqual(singles);
        // The logic engine rates it at its level (expert: hard or beyond, with the 45 rule).
        const rating = unwrap(rate(made.puzzle, { cages }));
        if (level === 'expert') {
          expect(['hard', 'expert']).toContain(rating.level);
          expect(rating.techniques.map((t) => t.technique)).toContain('innies-outies');
        } else expect(rating.level).toBe(level);
      }
    },
  );

  it('levels feel different: cages grow and one-cell cages become rare', () => {
    const stats = LEVELS.map((level) => {
      const all = Array.from(
        { length: 20 },
        (_, i) => make(`killer-feel-${level}-${i}`, level).cages ?? [],
      );
      const cells = all.flat().map((cage) => cage.cells.length);
      return {
        mean: cells.reduce((a, b) => a + b, 0) / cells.length,
        singles: cells.filter((n) => n === 1).length / all.length,
      };
    });
    for (let i = 1; i < stats.length; i++) {
      expect(stats[i].mean).toBeGreaterThan(stats[i - 1].mean);
      expect(stats[i].singles).toBeLessThanOrEqual(stats[i - 1].singles + 1);
    }
    expect(stats[3].singles).toBeLessThan(1);
  });

  it('is deterministic and keyed by the variant', () => {
    expect(make('same', 'hard')).toEqual(make('same', 'hard'));
    const classic = unwrap(generate({ seed: 'same', level: 'hard' }));
    expect(classic.cages).toBeUndefined();
    expect(classic.solution).not.toBe(make('same', 'hard').solution);
  });

  it('has a puzzle of the day: the daily seed, keyed by the variant', () => {
    const today = unwrap(daily('2026-11-21', 'medium', 'killer'));
    expect(today.seed).toBe('daily:2026-11-21:medium');
    expect(today.variant).toBe('killer');
    expect(today).toEqual(make('daily:2026-11-21:medium', 'medium'));
    expect(unwrap(daily('2026-11-21', 'medium')).cages).toBeUndefined();
    const wrong = daily('2026-11-21', 'medium', 'samurai' as 'killer');
    expect(!wrong.ok && wrong.error).toMatchObject({ code: 'invalid_options', path: ['variant'] });
  });

  it('refuses sizes other than 9x9', () => {
    const result = generate({ seed: 'x', size: 6, variant: 'killer' });
    expect(!result.ok && result.error).toMatchObject({ code: 'invalid_options', path: ['size'] });
  });
});
