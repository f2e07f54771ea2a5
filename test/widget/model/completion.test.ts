// What a move completes: the rows, columns, boxes and digits it fills right that were not, and
// nothing for a wrong digit, a group already complete, or a move that completes nothing.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { completed } from '../../../widget/model/completion.ts';
import { type Game, place } from '../../../widget/model/game.ts';
import { houseCells } from '../../../widget/model/geometry.ts';
import { game, wrongDigit } from './fixtures.ts';

const g = game();
/** The game with every cell of `cells` but `last` filled from the solution. */
function allBut(x: Game, cells: readonly number[], last: number): Game {
  const values = x.values.map((v, c) => (c !== last && cells.includes(c) ? x.solution[c] : v));
  return { ...x, values };
}

describe('completed', () => {
  it('is the cells of the row a digit completes (and its column, box or digit when they are too)', () => {
    const row = houseCells(9, { kind: 'row', index: 4 });
    const last = row.find((c) => !g.givens[c]) as number;
    const before = allBut(g, row, last);
    const after = place(before, last, g.solution[last]);
    const done = completed(before, after);
    expect(row.every((c) => done.includes(c))).toBe(true);
    // Every cell it names belongs to a group that is right now and was not before.
    expect(done.every((c) => after.values[c] === after.solution[c])).toBe(true);
    expect(done).toContain(last);
  });

  it('is empty for a wrong digit, and for a move after the group was complete', () => {
    const row = houseCells(9, { kind: 'row', index: 0 });
    const last = row.find((c) => !g.givens[c]) as number;
    const before = allBut(g, row, last);
    expect(completed(before, place(before, last, wrongDigit(g, last)))).toEqual([]);
    const after = place(before, last, g.solution[last]);
    expect(completed(after, after)).toEqual([]);
  });

  it('names all of a digit when its last copy goes in', () => {
    const digit = 7;
    const cells = g.solution.flatMap((d, c) => (d === digit ? [c] : []));
    const last = cells.find((c) => !g.givens[c]) as number;
    const before = allBut(g, cells, last);
    const done = completed(before, place(before, last, digit));
    expect(cells.every((c) => done.includes(c))).toBe(true);
  });

  it('never names a cell of a group that is not complete (property)', () => {
    const empty = g.values.flatMap((v, c) => (v ? [] : [c]));
    fc.assert(
      fc.property(fc.subarray(empty), fc.constantFrom(...empty), (filled, cell) => {
        const before = allBut(g, filled, -1);
        const after = place(before, cell, g.solution[cell]);
        const done = completed(before, after);
        return (
          done.every((c) => after.values[c] === after.solution[c]) &&
          (done.length === 0 || done.includes(cell))
        );
      }),
      { numRuns: 200 },
    );
  });
});
