// Marks and colours on the game (model/marking.ts, model/moves.ts): SudokuPad's toggle over
// several cells, a digit placed in several cells as one move, a placed digit clearing its marks
// and its peers', and undo/redo bringing every layer back.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arePeers } from '../../../widget/model/geometry.ts';
import { colourAll, markAll } from '../../../widget/model/marking.ts';
import { erase, placeAll, redo, undo } from '../../../widget/model/moves.ts';
import { bit } from '../../../widget/model/notes.ts';
import { game } from './fixtures.ts';

const g = game();
const empties = g.values.flatMap((v, i) => (v ? [] : [i]));
const given = g.givens.findIndex(Boolean);
const [a, b, c] = empties;

/** The layers a move may change, to compare two boards. */
const layers = (x: typeof g) => ({
  values: x.values,
  notes: x.notes,
  centre: x.centre,
  colours: x.colours,
  hinted: x.hinted,
});

describe('marks on several cells', () => {
  it('adds a mark to every cell unless all have it, then takes it off them all', () => {
    const one = markAll(g, [a], 'centre', 5);
    expect(one.centre[a]).toBe(bit(5));
    const all = markAll(one, [a, b, c], 'centre', 5);
    expect([a, b, c].map((i) => all.centre[i])).toEqual([bit(5), bit(5), bit(5)]);
    expect(all.history.past.at(-1)?.changes).toHaveLength(2);
    const none = markAll(all, [a, b, c], 'centre', 5);
    expect([a, b, c].map((i) => none.centre[i])).toEqual([0, 0, 0]);
    expect(none.notes).toEqual(g.notes);
  });

  it('keeps corner marks in notes, apart from centre marks, and skips givens and filled cells', () => {
    const filled = placeAll(g, [b], g.solution[b]);
    const next = markAll(filled, [a, b, given], 'corner', 3);
    expect(next.notes[a]).toBe(bit(3));
    expect(next.notes[b]).toBe(0);
    expect(next.notes[given]).toBe(0);
    expect(next.centre[a]).toBe(0);
    expect(markAll(g, [given], 'corner', 3)).toBe(g);
    expect(markAll(g, [a], 'corner', 10)).toBe(g);
  });

  it('colours any cell, givens too, toggles the same colour off and clears with 0', () => {
    const red = colourAll(g, [a, given], 6);
    expect([red.colours[a], red.colours[given]]).toEqual([6, 6]);
    expect(red.values).toEqual(g.values);
    expect(colourAll(red, [a, given], 6).colours).toEqual(g.colours);
    const mixed = colourAll(red, [a, b], 6);
    expect([mixed.colours[a], mixed.colours[b]]).toEqual([6, 6]);
    expect(colourAll(mixed, [a, b, given], 0).colours).toEqual(g.colours);
    expect(colourAll(g, [a], 10)).toBe(g);
  });
});

describe('placing and erasing', () => {
  it('fills several cells as one move, clearing their marks and the digit from peers', () => {
    const marked = markAll(markAll(g, empties, 'centre', 1), empties, 'corner', 1);
    const placed = placeAll(marked, [a, b], 1);
    expect([placed.values[a], placed.values[b]]).toEqual([1, 1]);
    expect([placed.centre[a], placed.notes[a]]).toEqual([0, 0]);
    for (const i of empties) {
      const peer = [a, b].some((p) => arePeers(9, p, i));
      if (peer && !placed.values[i]) expect([placed.centre[i], placed.notes[i]]).toEqual([0, 0]);
    }
    expect(undo(placed)).toMatchObject(layers(marked));
  });

  it('keeps a colour under a digit and through Erase, which clears digits and marks', () => {
    const coloured = colourAll(markAll(g, [a], 'centre', 2), [a], 3);
    const placed = placeAll(coloured, [a], 4);
    expect(placed.colours[a]).toBe(3);
    const erased = erase(markAll(coloured, [a], 'corner', 7), a);
    expect([erased.values[a], erased.notes[a], erased.centre[a], erased.colours[a]]).toEqual([
      0, 0, 0, 3,
    ]);
  });

  it('undoes and redoes any run of mark, colour and digit moves exactly', () => {
    const move = fc.record({
      kind: fc.constantFrom('corner', 'centre', 'colour', 'place', 'erase'),
      cells: fc.subarray([...empties.slice(0, 12), given], { minLength: 1 }),
      digit: fc.integer({ min: 0, max: 9 }),
    });
    fc.assert(
      fc.property(fc.array(move, { maxLength: 12 }), (moves) => {
        const boards = [g];
        for (const { kind, cells, digit } of moves) {
          const x = boards.at(-1) ?? g;
          const d = digit || 1;
          const next =
            kind === 'colour'
              ? colourAll(x, cells, digit)
              : kind === 'place'
                ? placeAll(x, cells, d)
                : kind === 'erase'
                  ? erase(x, ...cells)
                  : markAll(x, cells, kind, d);
          if (next !== x) boards.push(next);
        }
        let back = boards.at(-1) ?? g;
        for (let i = boards.length - 2; i >= 0; i--) {
          back = undo(back);
          expect(layers(back)).toEqual(layers(boards[i]));
        }
        for (let i = 1; i < boards.length; i++) {
          back = redo(back);
          expect(layers(back)).toEqual(layers(boards[i]));
        }
        expect(back.givens.every((v, i) => !v || back.values[i] === v)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });
});
