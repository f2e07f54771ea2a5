// Hints and ratings on Arrow Sudoku: the arrow-sum technique (circle bounds and line bounds) is
// sound, explained in both languages, and following hints alone finishes arrow puzzles.
import { describe, expect, it } from 'vitest';
import { generate, hint, LEVELS, parse, rate } from '../../shared/index.ts';
import { playStep } from '../support/hints.ts';
import { expectError, unwrap } from '../support/result.ts';
import { digits } from '../support/rules.ts';

const puzzles = LEVELS.flatMap((level) =>
  Array.from({ length: 4 }, (_, i) => {
    const made = generate({ seed: `arrow-hint-${level}-${i}`, level, variant: 'arrow' });
    if (!made.ok) throw new Error(made.error.message);
    return made.value;
  }),
);

/** The digits an arrow-sum explanation says a cell must hold: "7, 8 or 9", "a digit from 1 to 5". */
function held(text: string): number[] {
  const hold = /must hold (.+?): /.exec(text)?.[1] ?? /harus berisi (.+?): /.exec(text)?.[1] ?? '';
  const span = /(\d) (?:to|sampai) (\d)$/.exec(hold);
  const digits = span
    ? Array.from({ length: Number(span[2]) - Number(span[1]) + 1 }, (_, i) => Number(span[1]) + i)
    : (hold.match(/\d+/g) ?? []).map(Number);
  expect(digits.length).toBeGreaterThan(0);
  for (const d of digits) expect(d >= 1 && d <= 9).toBe(true);
  return digits;
}

describe('arrow hints', () => {
  it('following hints alone finishes every arrow puzzle, never wrong, using arrow sums', () => {
    const seen = { circle: 0, line: 0 };
    for (const made of puzzles) {
      const grid = parse(made.puzzle);
      if (!grid.ok) throw new Error(grid.error.message);
      const solution = digits(made.solution);
      const arrows = made.arrows ?? [];
      const board = [...grid.value.cells];
      // Notes as a player keeping them would: start empty (all candidates), apply eliminations.
      const notes: number[][] = board.map(() => []);
      for (let guard = 0; guard < 2000; guard++) {
        const result = unwrap(
          hint(grid.value, board, {
            notes: notes.some((n) => n.length) ? notes : undefined,
            arrows,
          }),
        );
        if (result.kind === 'solved') break;
        expect(result.kind).not.toBe('mistakes');
        if (result.kind === 'reveal') {
          const { cell, digit } = result.placement;
          board[cell.row * 9 + cell.col] = digit;
          continue;
        }
        if (result.kind !== 'step') continue;
        const { step } = result;
        if (step.technique === 'arrow-sum') {
          const first = step.explanation.en.full;
          expect(first.startsWith('Arrow sum: ')).toBe(true);
          expect(step.explanation.id.full.startsWith('Jumlah panah: ')).toBe(true);
          expect(step.explanation.en.nudge).toMatch(/arrow/);
          expect(step.explanation.id.nudge).toMatch(/panah/);
          const circle = /the circle at row \d, column \d must equal/.test(first);
          if (circle) seen.circle++;
          else seen.line++;
          // The digits the circle or the line cell may still hold, never a sum beyond 9 (the
          // circle's line may add up to 22, its digit cannot), and the right one among them.
          const { row, col } = step.highlight.cells[0];
          expect(held(first)).toContain(solution[row * 9 + col]);
          expect(held(step.explanation.id.full)).toContain(solution[row * 9 + col]);
        }
        playStep(step, board, notes, solution);
      }
      expect(board).toEqual(solution);
    }
    expect(seen.circle).toBeGreaterThan(0);
    expect(seen.line).toBeGreaterThan(0);
  });

  it('a hint that ignores the arrows is refused: the puzzle alone has many solutions', () => {
    const made = puzzles[0];
    const grid = parse(made.puzzle);
    if (!grid.ok) throw new Error(grid.error.message);
    expect(expectError(hint(grid.value)).code).toBe('multiple_solutions');
  });

  it('rates arrow puzzles with arrows, and text and grid puzzles take them', () => {
    const made = puzzles[0];
    const rating = unwrap(rate(made.puzzle, { arrows: made.arrows }));
    expect(rating.techniques.some((t) => t.technique === 'arrow-sum')).toBe(true);
    const grid = parse(made.puzzle);
    if (!grid.ok) throw new Error(grid.error.message);
    expect(rate(grid.value, { arrows: made.arrows }).ok).toBe(true);
    const step = hint(made.puzzle, undefined, { arrows: made.arrows });
    expect(step.ok).toBe(true);
    const bad = hint(made.puzzle, undefined, { arrows: [[[0, 0], [[5, 5]]]] });
    expect(expectError(bad)).toMatchObject({
      code: 'invalid_puzzle',
      path: ['arrows', 0, 1, 0],
    });
  });

  it('reports givens that break an arrow', () => {
    const cells = [...'.'.repeat(81)];
    cells[0] = '2';
    cells[1] = '5';
    const grid = parse(cells.join(''));
    if (!grid.ok) throw new Error(grid.error.message);
    const result = hint(grid.value, null, {
      arrows: [
        [
          [0, 0],
          [
            [0, 1],
            [1, 1],
          ],
        ],
      ],
    });
    expect(expectError(result)).toMatchObject({
      code: 'invalid_puzzle',
      path: ['arrows', 0],
    });
  });
});
