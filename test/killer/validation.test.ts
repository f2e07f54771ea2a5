// Killer cages are checked against the board before any work: every problem is an
// `invalid_options` error with the field path of the cage (and cell) at fault, the same from
// solve, check, hint, rate and autoNotes, which all read cages the same way.
import { describe, expect, it } from 'vitest';
import { autoNotes, check, hint, rate, solve } from '../../shared/index.ts';
import type { Cage } from '../../shared/variants/killer.ts';
import { expectError, unwrap } from '../support/result.ts';
import { CAGES, GIVENS } from './fixtures.ts';

const copy = (): Cage[] => CAGES.map((cage) => ({ sum: cage.sum, cells: [...cage.cells] }));

/** Every public function that takes cages, called with them. */
const CALLS: [string, (puzzle: string, cages: unknown) => ReturnType<typeof solve>][] = [
  ['solve', (p, cages) => solve(p, { cages } as never) as never],
  ['check', (p, cages) => check(p, { cages } as never) as never],
  ['hint', (p, cages) => hint(p, null, { cages } as never) as never],
  ['rate', (p, cages) => rate(p, { cages } as never) as never],
  ['autoNotes', (p, cages) => autoNotes(p, { cages } as never) as never],
];

function rejects(cages: unknown, path: (string | number)[], message: RegExp, puzzle = GIVENS) {
  for (const [name, call] of CALLS) {
    const error = expectError(call(puzzle, cages));
    expect(error.code, name).toBe('invalid_options');
    expect(error.path, name).toEqual(path);
    expect(error.message, name).toMatch(message);
  }
}

describe('killer cage validation', () => {
  it('accepts the fixture, and no cages at all is a classic puzzle', () => {
    for (const [name, call] of CALLS) expect(call(GIVENS, CAGES).ok, name).toBe(true);
    expect(unwrap(solve(GIVENS, { cages: [] })).status).toBe('multiple');
  });

  it('refuses boards other than 9x9', () => {
    const cages = [{ sum: 10, cells: [[0, 0] as [number, number]] }];
    rejects(cages, ['cages'], /9x9 board; this puzzle is 4x4/, '.'.repeat(16));
  });

  it('refuses a cell off the board', () => {
    const cages = copy();
    cages[5].cells = [...cages[5].cells, [9, 0]];
    rejects(cages, ['cages', 5, 'cells', 2], /cage 5: cell \[9, 0\] is off the 9x9 board/);
  });

  it('refuses a cell twice in one cage', () => {
    const cages = copy();
    cages[0].cells = [cages[0].cells[0], cages[0].cells[0]];
    rejects(cages, ['cages', 0, 'cells', 1], /cage 0: cell \[0, 0\] appears twice/);
  });

  it('refuses overlapping cages', () => {
    const cages = copy();
    cages[1].cells = [...cages[1].cells, [0, 1]];
    rejects(
      cages,
      ['cages', 1, 'cells', 2],
      /cell \[0, 1\] is already in cage 0; cages may not overlap/,
    );
  });

  it('refuses a gap: every cell in a cage', () => {
    const cages = copy().slice(1);
    rejects(cages, ['cages'], /leave 2 cells uncovered \(the first is \[0, 0\]\)/);
  });

  it('refuses a cage that is not orthogonally connected', () => {
    const cages = copy();
    // Cage 0 is r1c1-r1c2; r1c3 belongs to cage 1. Swap r1c2 for r2c3: a diagonal step away.
    const moved = cages[0].cells[1];
    cages[0].cells = [cages[0].cells[0], [1, 1]];
    cages[2].cells = cages[2].cells.map(([r, c]) => (r === 1 && c === 1 ? moved : [r, c]));
    rejects(cages, ['cages', 0, 'cells', 1], /cage 0: its cells are not orthogonally connected/);
  });

  it('refuses a sum no set of different digits makes', () => {
    const cages = copy();
    cages[0].sum = 18;
    rejects(cages, ['cages', 0, 'sum'], /cage 0: 2 different digits add up to 3-17, never 18/);
    const single = [{ sum: 10, cells: [[0, 0] as [number, number]] }];
    rejects(single, ['cages', 0, 'sum'], /one cell holds a digit 1-9, so its sum cannot be 10/);
  });

  it('refuses more than 9 cells, no cells, and values of the wrong shape', () => {
    const row = Array.from({ length: 9 }, (_, c) => [0, c]);
    rejects([{ sum: 45, cells: [...row, [1, 0]] }], ['cages', 0, 'cells'], /at most 9 cells/);
    rejects([{ sum: 3, cells: [] }], ['cages', 0, 'cells'], /at least one cell/);
    rejects([{ sum: 46, cells: [[0, 0]] }], ['cages', 0, 'sum'], /cages\[0\]\.sum/);
    rejects([{ sum: 3.5, cells: [[0, 0]] }], ['cages', 0, 'sum'], /cages\[0\]\.sum/);
    rejects([{ sum: 3, cells: [[0, -1]] }], ['cages', 0, 'cells', 0, 1], /cages\[0\]\.cells/);
    rejects([{ sum: 3, cells: [[0, 0]], colour: 'red' }], ['cages', 0, 'colour'], /colour/);
    rejects('cages', ['cages'], /cages/);
  });
});
