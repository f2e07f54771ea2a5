// Live notes with marks and the multi-select (issue 26's input and marks together): live notes
// are the corner marks; a digit placed in several cells at once, or several cells erased, keeps
// them live as one cell does; a corner mark toggled over several cells is the player's
// elimination; centre marks and colours are left as the move says (a placed digit still clears
// its peers' centre marks); a placed digit touches its peers' marks only, not their peers'; undo
// and redo of any of these keep notes and eliminations in agreement with the board; a save keeps
// every layer.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Game } from '../../../widget/model/game.ts';
import { fillNotes, note } from '../../../widget/model/game.ts';
import { arePeers } from '../../../widget/model/geometry.ts';
import { colourAll, markAll } from '../../../widget/model/marking.ts';
import { erase, place, placeAll, redo, undo } from '../../../widget/model/moves.ts';
import { bit, candidates } from '../../../widget/model/notes.ts';
import { restore, serialize } from '../../../widget/model/persistence.ts';
import { game } from './fixtures.ts';

const g = game();
const live = fillNotes(g, true);
const empties = g.values.flatMap((v, i) => (v ? [] : [i]));
/** Two empty cells that are not peers, and the digit that is right in the first. */
const a = empties[0];
const b = empties.find((c) => !arePeers(9, a, c) && g.solution[c] === g.solution[a]) ?? -1;
const digit = g.solution[a];

/** Each empty cell's notes agree with the board: its candidates less the player's eliminations. */
function agrees(x: Game): boolean {
  return x.values.every((v, c) => {
    if (v) return x.notes[c] === 0 && x.centre[c] === 0;
    const cand = candidates(x.values, x.size, c);
    return (x.notes[c] & cand) === (cand & ~x.elims[c]);
  });
}

describe('live notes with marks and the multi-select', () => {
  it('follow a digit placed in several cells as one move, and its undo', () => {
    expect(b).toBeGreaterThanOrEqual(0);
    const both = placeAll(live, [a, b], digit);
    expect([both.values[a], both.values[b]]).toEqual([digit, digit]);
    expect(both.history.past.length).toBe(live.history.past.length + 1);
    expect(agrees(both)).toBe(true);
    const back = undo(both);
    expect(back.notes).toEqual(live.notes);
    expect(back.elims).toEqual(live.elims);
    expect(redo(back).notes).toEqual(both.notes);
  });

  it('come back around several digits erased at once; erased notes are struck out', () => {
    const both = placeAll(live, [a, b], digit);
    const erased = erase(both, a, b);
    expect(erased.notes).toEqual(live.notes);
    expect(agrees(erased)).toBe(true);
    // One cell's digit and a peer's notes erased together: the notes are the player's strikes.
    const peer = empties.find((c) => c !== a && arePeers(9, a, c)) ?? -1;
    const placed = place(live, a, digit);
    const mixed = erase(placed, a, peer);
    expect(mixed.values[a]).toBe(0);
    expect(mixed.elims[peer]).toBe(placed.notes[peer]);
    expect(agrees(mixed)).toBe(true);
    expect(agrees(undo(mixed))).toBe(true);
    expect(agrees(redo(undo(mixed)))).toBe(true);
  });

  it('take a corner mark toggled over several cells as the player elimination', () => {
    const cells = empties.filter((c) => live.notes[c] & bit(digit)).slice(0, 3);
    expect(cells.length).toBe(3);
    const off = markAll(live, cells, 'corner', digit);
    expect(cells.map((c) => off.elims[c])).toEqual(cells.map(() => bit(digit)));
    const again = erase(place(off, a, digit), a);
    expect(cells.every((c) => !(again.notes[c] & bit(digit)))).toBe(true);
    expect(undo(off).elims).toEqual(live.elims);
    // Centre marks are not live notes: toggling them strikes nothing.
    expect(markAll(live, cells, 'centre', digit).elims).toEqual(live.elims);
  });

  it("keep the move's centre marks and colours: a placed digit clears peers' centre marks", () => {
    const peer = empties.find((c) => c !== a && arePeers(9, a, c)) ?? -1;
    const marked = colourAll(markAll(live, [peer], 'centre', digit), [peer], 4);
    const placed = place(marked, a, digit);
    expect(placed.centre[peer]).toBe(0);
    expect(placed.colours[peer]).toBe(4);
    expect(agrees(placed)).toBe(true);
    // Erased, the cell's centre marks go too, its colour stays, and its candidates come back.
    const centred = markAll(live, [a], 'centre', digit);
    const wiped = erase(place(centred, a, digit), a);
    expect([wiped.centre[a], wiped.notes[a]]).toEqual([0, live.notes[a]]);
  });

  it("clear a placed digit from its peers' marks only, live or not", () => {
    for (const start of [live, fillNotes(g)]) {
      const placed = place(start, a, digit);
      start.notes.forEach((mask, c) => {
        if (c !== a && !arePeers(9, a, c)) expect(placed.notes[c]).toBe(mask);
      });
    }
  });

  it('are saved beside centre marks and colours, and read back', () => {
    const played = colourAll(markAll(note(live, b, digit), [a], 'centre', 3), [a, b], 2);
    const back = restore(serialize(played, 1000));
    expect(back && [back.live, back.elims, back.notes, back.centre, back.colours]).toEqual([
      true,
      played.elims,
      played.notes,
      played.centre,
      played.colours,
    ]);
    expect(back?.history).toEqual(played.history);
  });

  it('stay in agreement through any multi-cell moves, undos and redos (property)', () => {
    const cells = fc.uniqueArray(fc.constantFrom(...empties), { minLength: 1, maxLength: 4 });
    const d = fc.integer({ min: 1, max: 9 });
    const move = fc.oneof(
      fc.record({ k: fc.constant('place'), cells, d }),
      fc.record({ k: fc.constantFrom('corner', 'centre'), cells, d }),
      fc.record({ k: fc.constant('colour'), cells, d }),
      fc.record({ k: fc.constant('erase'), cells, d }),
      fc.record({ k: fc.constantFrom('undo', 'redo'), cells, d }),
    );
    fc.assert(
      fc.property(fc.array(move, { maxLength: 30 }), (moves) => {
        let x = live;
        for (const { k, cells: at, d: n } of moves) {
          if (k === 'place') x = placeAll(x, at, n);
          else if (k === 'corner' || k === 'centre') x = markAll(x, at, k, n);
          else if (k === 'colour') x = colourAll(x, at, n);
          else if (k === 'erase') x = erase(x, ...at);
          else x = k === 'undo' ? undo(x) : redo(x);
          if (x.live && !agrees(x)) return false;
        }
        return true;
      }),
      { numRuns: 150 },
    );
  });
});
