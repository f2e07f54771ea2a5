// A one-cell cage's hint names the cage: its cell holds the cage's sum, and the hint says so in
// English and Bahasa Indonesia, even when the cell is also the last of its row (a full house) or
// the player's notes leave it one candidate (a naked single), which come first in the library's
// order (hint only: the rating keeps that order, so the puzzle a seed makes does not change).
import { describe, expect, it } from 'vitest';
import { type GeneratedPuzzle, generate, hint } from '../../shared/index.ts';
import { unwrap } from '../support/result.ts';

const made: GeneratedPuzzle = unwrap(
  generate({ seed: 'one-cell-hint', level: 'easy', variant: 'killer' }),
);
const cages = made.cages ?? [];
const solution = [...made.solution].map(Number);
const ones = cages.filter((c) => c.cells.length === 1);
const [row, col] = ones[0]?.cells[0] ?? [0, 0];
const cell = row * 9 + col;
const sum = ones[0]?.sum ?? 0;

/** The givens, with `fill` cells of the solution entered. */
const board = (fill: (i: number) => boolean) =>
  [...made.puzzle].map((c, i) => (c === '.' && fill(i) ? String(solution[i]) : c)).join('');

function expectCageHint(entries: string, notes?: number[][]) {
  const result = unwrap(hint(made.puzzle, entries, { cages, ...(notes && { notes }) }));
  expect(result.kind).toBe('step');
  const step = result.kind === 'step' ? result.step : null;
  expect(step?.technique).toBe('cage-combination');
  expect(step?.placements).toEqual([{ cell: { row, col }, digit: sum }]);
  const { en, id } = step?.explanation ?? {
    en: { nudge: '', full: '' },
    id: { nudge: '', full: '' },
  };
  expect(en.nudge).toBe(
    `Look at the cage of ${sum} at row ${row + 1}, column ${col + 1}: it has one cell.`,
  );
  expect(en.full).toContain(
    `is a single cell, so it holds its sum: ${sum}. Place ${sum} in row ${row + 1}, column ${col + 1}.`,
  );
  expect(id.nudge).toContain(`sangkar berjumlah ${sum}`);
  expect(id.full).toContain(`hanya satu sel, jadi isinya sama dengan jumlahnya: ${sum}.`);
}

describe('one-cell cage hints', () => {
  it('the puzzle has a one-cell cage to hint', () => {
    expect(ones.length).toBeGreaterThan(0);
    expect(solution[cell]).toBe(sum);
  });

  it('name the cage when the cell is also the last of its row (a full house)', () => {
    expectCageHint(board((i) => Math.floor(i / 9) === row && i !== cell));
  });

  it('name the cage when the notes leave the cell one candidate (a naked single)', () => {
    const notes = solution.map((d, i) => (i === cell ? [d] : []));
    expectCageHint(made.puzzle, notes);
  });

  it('name the cage for every empty one-cell cage, one after the other, first of all steps', () => {
    let entries = made.puzzle;
    const hinted = new Set<number>();
    for (const _ of ones) {
      const result = unwrap(hint(made.puzzle, entries, { cages }));
      const step = result.kind === 'step' ? result.step : null;
      expect(step?.explanation.en.full).toMatch(
        /^Cage combinations: The cage at .+ is a single cell/,
      );
      const placed = step?.placements[0];
      const at = placed ? placed.cell.row * 9 + placed.cell.col : -1;
      expect(ones.some((o) => o.cells[0][0] * 9 + o.cells[0][1] === at)).toBe(true);
      expect(placed?.digit).toBe(solution[at]);
      hinted.add(at);
      entries = entries.slice(0, at) + String(placed?.digit) + entries.slice(at + 1);
    }
    expect(hinted.size).toBe(ones.length);
    // With every one-cell cage filled, the next hint is another step.
    const next = unwrap(hint(made.puzzle, entries, { cages }));
    expect(next.kind === 'step' && next.step.explanation.en.full).not.toMatch(/single cell/);
  });
});
