// Checking a Killer board: a digit repeated in a cage, a full cage with the wrong sum, and a
// partly filled cage whose digits no combination of its sum holds are conflicts of kind 'cage';
// a board is solved only when every cage adds up.
import { describe, expect, it } from 'vitest';
import { autoNotes, check } from '../../shared/index.ts';
import type { Cage } from '../../shared/variants/killer.ts';
import { unwrap } from '../support/result.ts';
import { CAGES, cageAt, GIVENS, SOLUTION } from './fixtures.ts';

const at = (row: number, col: number) => row * 9 + col;
const withDigits = (base: string, digits: [number, number, number][]): string => {
  const cells = [...base];
  for (const [row, col, digit] of digits) cells[at(row, col)] = String(digit);
  return cells.join('');
};
const cageConflicts = (board: string, cages: Cage[] = CAGES) =>
  unwrap(check(board, { cages })).conflicts.filter((c) => c.house.kind === 'cage');

describe('killer check', () => {
  it('the solution is solved; the fixture breaks nothing', () => {
    expect(unwrap(check(SOLUTION, { cages: CAGES }))).toEqual({
      conflicts: [],
      complete: true,
      solved: true,
    });
    expect(unwrap(check(GIVENS, { cages: CAGES })).conflicts).toEqual([]);
  });

  it('a digit twice in a cage, though in different rows and columns', () => {
    // The L cage of box 1 is r2c1, r2c2, r3c1: put 2 in r2c2 and r3c1. The box repeats it too.
    const board = withDigits(GIVENS, [
      [1, 1, 2],
      [2, 0, 2],
    ]);
    expect(unwrap(check(board)).conflicts.map((c) => c.house)).toEqual([{ kind: 'box', index: 0 }]);
    expect(cageConflicts(board)).toEqual([
      {
        digit: 2,
        cells: [
          { row: 1, col: 1 },
          { row: 2, col: 0 },
        ],
        house: { kind: 'cage', index: cageAt(1, 1) },
      },
    ]);
  });

  it('a full cage with the wrong sum', () => {
    // r1c1-r1c2 adds up to 8; 1 and 2 fill it with 3.
    const board = withDigits(GIVENS, [
      [0, 0, 1],
      [0, 1, 2],
    ]);
    expect(cageConflicts(board)).toEqual([
      {
        digit: 0,
        cells: [
          { row: 0, col: 0 },
          { row: 0, col: 1 },
        ],
        house: { kind: 'cage', index: 0 },
        sum: 8,
      },
    ]);
  });

  it('a partly filled cage whose digits no combination of its sum holds', () => {
    // The cage r3c2-r3c3 adds up to 17: only 8 + 9 make it, so a 7 there cannot be right.
    const index = cageAt(2, 1);
    expect(CAGES[index].sum).toBe(17);
    const board = withDigits(GIVENS, [[2, 1, 7]]);
    expect(cageConflicts(board)).toEqual([
      {
        digit: 0,
        cells: [
          { row: 2, col: 1 },
          { row: 2, col: 2 },
        ],
        house: { kind: 'cage', index },
        sum: 17,
      },
    ]);
    // 8 can still be completed by 9.
    expect(cageConflicts(withDigits(GIVENS, [[2, 1, 8]]))).toEqual([]);
  });

  it('a digit twice in a cage across two boxes', () => {
    // A cage of r1c3 and r1c4 (4 + 6 in the solution) next to the fixture's other cages.
    const cages: Cage[] = [
      ...CAGES.filter((_, i) => i !== cageAt(0, 2) && i !== cageAt(0, 3)),
      {
        sum: 10,
        cells: [
          [0, 2],
          [0, 3],
        ],
      },
      { sum: CAGES[cageAt(1, 2)].sum - 4, cells: [[1, 2]] },
      { sum: 7, cells: [[0, 4]] },
    ];
    const board = withDigits('.'.repeat(81), [
      [0, 2, 4],
      [0, 3, 4],
    ]);
    const found = unwrap(check(board, { cages })).conflicts;
    expect(found.map((c) => c.house.kind)).toEqual(['row', 'cage']);
    expect(found[1]).toEqual({
      digit: 4,
      cells: [
        { row: 0, col: 2 },
        { row: 0, col: 3 },
      ],
      house: { kind: 'cage', index: cages.length - 3 },
    });
  });

  it('a one-cell cage with another digit is a conflict of that one cell', () => {
    const cages: Cage[] = [
      { sum: 5, cells: [[0, 0]] },
      ...CAGES.slice(1),
      { sum: 3, cells: [[0, 1]] },
    ];
    const board = withDigits('.'.repeat(81), [[0, 0, 4]]);
    expect(cageConflicts(board, cages)).toEqual([
      { digit: 0, cells: [{ row: 0, col: 0 }], house: { kind: 'cage', index: 0 }, sum: 5 },
    ]);
  });

  it('a full board that keeps the classic rules but not the cages is not solved', () => {
    // Relabelling two digits everywhere keeps rows, columns and boxes, but not the sums.
    const swapped = [...SOLUTION].map((d) => (d === '1' ? '2' : d === '2' ? '1' : d)).join('');
    expect(unwrap(check(swapped)).solved).toBe(true);
    const result = unwrap(check(swapped, { cages: CAGES }));
    expect(result.complete).toBe(true);
    expect(result.solved).toBe(false);
    expect(result.conflicts.length).toBeGreaterThan(0);
    for (const conflict of result.conflicts) expect(conflict.house.kind).toBe('cage');
  });

  it('autoNotes takes cages and gives the candidates of the classic rules', () => {
    const notes = unwrap(autoNotes(GIVENS, { cages: CAGES }));
    expect(notes).toEqual(unwrap(autoNotes(GIVENS)));
  });
});
