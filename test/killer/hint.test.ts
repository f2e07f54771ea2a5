// Hints and ratings on Killer Sudoku: following hints alone finishes easy and medium puzzles
// with no wrong step, using the killer techniques, explained in English and Bahasa Indonesia at
// both levels; a hint that leaves out the cages is refused; givens that break a cage are named.
import { describe, expect, it } from 'vitest';
import { type GeneratedPuzzle, generate, hint, type Step } from '../../shared/index.ts';
import { playStep } from '../support/hints.ts';
import { expectError, unwrap } from '../support/result.ts';
import { digits } from '../support/rules.ts';
import { CAGES, GIVENS } from './fixtures.ts';

const make = (seed: string, level: 'easy' | 'medium' | 'hard'): GeneratedPuzzle =>
  unwrap(generate({ seed, level, variant: 'killer' }));

const NAMES = {
  'cage-combination': ['Cage combinations: ', 'Kombinasi sangkar: '],
  'cage-interaction': ['Cage/house interaction: ', 'Interaksi sangkar dan baris/kolom/kotak: '],
  'innies-outies': ['45 rule (innies and outies): ', 'Aturan 45 (innies dan outies): '],
} as const;

/** The checks every killer step's explanation passes, whatever the puzzle. */
function explained(step: Step, made: GeneratedPuzzle, solution: number[]): void {
  const technique = step.technique as keyof typeof NAMES;
  const [en, id] = NAMES[technique];
  const { en: english, id: indonesian } = step.explanation;
  expect(english.full.startsWith(en)).toBe(true);
  expect(indonesian.full.startsWith(id)).toBe(true);
  for (const text of [english.nudge, english.full, indonesian.nudge, indonesian.full]) {
    expect(text).not.toMatch(/undefined|NaN|\[object|[{}]/);
    expect(text).toMatch(/[.?]$/);
  }
  expect(english.nudge.length).toBeLessThan(english.full.length);
  expect(indonesian.nudge.length).toBeLessThan(indonesian.full.length);
  if (technique === 'innies-outies') {
    expect(english.nudge).toMatch(/45 rule/);
    expect(indonesian.nudge).toMatch(/aturan 45/);
    // "... add up to 90 - 77 = 13.": the total of the highlighted cells in the solution.
    const total = Number(/ = (\d+)\./.exec(english.full)?.[1]);
    const cells = step.highlight.cells.map(({ row, col }) => solution[row * 9 + col]);
    expect(cells.reduce((a, b) => a + b, 0)).toBe(total);
    expect(indonesian.full).toContain(` = ${total}.`);
    return;
  }
  expect(english.nudge).toMatch(/cage|\d/);
  expect(indonesian.nudge).toMatch(/sangkar|\d/);
  // The cage the step is about is named by its sum in both languages.
  const cells = new Set(step.highlight.cells.map(({ row, col }) => row * 9 + col));
  const cage = (made.cages ?? []).find((c) => c.cells.every(([r, col]) => cells.has(r * 9 + col)));
  if (technique === 'cage-combination' && cage) {
    expect(english.full).toContain(String(cage.sum));
    expect(indonesian.full).toContain(String(cage.sum));
  }
}

/**
 * Follows hints from the start, keeping notes as a player would; returns the techniques used.
 * Only `reveals` lets a hint reveal a cell.
 */
function follow(made: GeneratedPuzzle, reveals = false): Map<string, number> {
  const solution = digits(made.solution);
  const board = digits(made.puzzle);
  const notes: number[][] = board.map(() => []);
  const used = new Map<string, number>();
  for (let guard = 0; guard < 2000; guard++) {
    const result = unwrap(
      hint(made.puzzle, board, {
        notes: notes.some((n) => n.length) ? notes : undefined,
        cages: made.cages,
      }),
    );
    if (result.kind === 'solved') break;
    expect(result.kind).not.toBe('mistakes');
    if (result.kind === 'reveal' && reveals) {
      const { cell, digit } = result.placement;
      expect(solution[cell.row * 9 + cell.col]).toBe(digit);
      board[cell.row * 9 + cell.col] = digit;
      continue;
    }
    expect(result.kind).toBe('step');
    if (result.kind !== 'step') continue;
    const { step } = result;
    used.set(step.technique, (used.get(step.technique) ?? 0) + 1);
    if (step.technique in NAMES) explained(step, made, solution);
    playStep(step, board, notes, solution);
  }
  expect(board).toEqual(solution);
  return used;
}

describe('killer hints', () => {
  it.each(['easy', 'medium'] as const)(
    'following hints alone finishes %s puzzles, never wrong',
    (level) => {
      const used = new Map<string, number>();
      for (let i = 0; i < 4; i++) {
        for (const [t, n] of follow(make(`killer-hint-${level}-${i}`, level)))
          used.set(t, (used.get(t) ?? 0) + n);
      }
      expect(used.get('cage-combination')).toBeGreaterThan(0);
      if (level === 'easy') {
        for (const t of used.keys())
          expect(['full-house', 'naked-single', 'hidden-single', 'cage-combination']).toContain(t);
      } else {
        expect(
          [...used.keys()].some(
            (t) =>
              t === 'cage-interaction' ||
              t === 'pointing' ||
              t === 'claiming' ||
              t.endsWith('-pair'),
          ),
        ).toBe(true);
      }
    },
  );

  it('on hard puzzles the 45 rule takes part, explained, and no step is wrong', () => {
    let seen = 0;
    for (let i = 0; i < 2; i++)
      seen += follow(make(`killer-hint-hard-${i}`, 'hard'), true).get('innies-outies') ?? 0;
    expect(seen).toBeGreaterThan(0);
  });

  it('needs the cages: without them the puzzle has many solutions', () => {
    const made = make('killer-hint-easy-0', 'easy');
    expect(expectError(hint(made.puzzle)).code).toBe('multiple_solutions');
    expect(unwrap(hint(made.puzzle, null, { cages: made.cages })).kind).toBe('step');
  });

  it('names the cage the givens break', () => {
    const broken = `45${GIVENS.slice(2)}`;
    expect(expectError(hint(broken, null, { cages: CAGES }))).toMatchObject({
      code: 'invalid_puzzle',
      path: ['cages', 0],
      message: expect.stringMatching(/break cage 0 .*cannot add up to 8/),
    });
  });

  it('points out a wrong entry on a killer board without giving the right digit away', () => {
    const made = make('killer-hint-easy-1', 'easy');
    const solution = digits(made.solution);
    const board = digits(made.puzzle);
    board[0] = solution[0] === 9 ? 1 : solution[0] + 1;
    const result = unwrap(hint(made.puzzle, board, { cages: made.cages }));
    expect(result.kind).toBe('mistakes');
    if (result.kind === 'mistakes')
      expect(result.mistakes).toEqual([
        { cell: { row: 0, col: 0 }, kind: 'entry', digit: board[0] },
      ]);
  });
});
