// Live notes (NYT's auto-candidates): on, every empty cell's notes are its candidates less the
// player's eliminations; placing takes a digit out of the peers' notes, erasing brings back what
// it excluded, the player's own eliminations are kept, undo and redo keep notes, mode and
// eliminations together, and a saved game keeps them.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  erase,
  fillNotes,
  type Game,
  note,
  place,
  redo,
  undo,
} from '../../../widget/model/game.ts';
import { arePeers } from '../../../widget/model/geometry.ts';
import { bit, candidates } from '../../../widget/model/notes.ts';
import { restore, serialize } from '../../../widget/model/persistence.ts';
import { firstEmpty, game, wrongDigit } from './fixtures.ts';

const g = game();
const live = fillNotes(g, true);
const { cell, digit } = firstEmpty(g);
/** An empty peer of `cell` whose candidates hold `d`. */
const peerWith = (x: Game, at: number, d: number): number =>
  x.values.findIndex((v, c) => !v && arePeers(x.size, c, at) && x.notes[c] & bit(d));

/** Each empty cell's notes agree with the board: its candidates less the player's eliminations. */
function agrees(x: Game): boolean {
  return x.values.every((v, c) => {
    if (v) return x.notes[c] === 0;
    const cand = candidates(x.values, x.size, c);
    return (x.notes[c] & cand) === (cand & ~x.elims[c]);
  });
}

describe('live notes', () => {
  it('fill every empty cell with its candidates when switched on (one undoable move)', () => {
    expect(live.live).toBe(true);
    expect(agrees(live)).toBe(true);
    expect(live.elims.every((m) => m === 0)).toBe(true);
    expect(live.history.past.at(-1)?.kind).toBe('auto-notes');
    const back = undo(live);
    expect(back.live).toBe(false);
    expect(back.notes).toEqual(g.notes);
    expect(redo(back).live).toBe(true);
    expect(redo(back).notes).toEqual(live.notes);
  });

  it('placing takes the digit out of the peers; erasing brings it back; undo restores both', () => {
    const peer = peerWith(live, cell, digit);
    expect(peer).toBeGreaterThanOrEqual(0);
    const placed = place(live, cell, digit);
    expect(placed.notes[peer] & bit(digit)).toBe(0);
    expect(agrees(placed)).toBe(true);
    const erased = erase(placed, cell);
    expect(erased.notes[peer] & bit(digit)).not.toBe(0);
    expect(erased.notes[cell]).toBe(candidates(erased.values, 9, cell));
    expect(erased.notes).toEqual(live.notes);
    expect(undo(erased).notes).toEqual(placed.notes);
    expect(undo(undo(erased)).notes).toEqual(live.notes);
  });

  it('a wrong digit overwritten by the right one gives back what the wrong one excluded', () => {
    const wrong = wrongDigit(live, cell);
    const peer = peerWith(live, cell, wrong);
    const placed = place(place(live, cell, wrong), cell, digit);
    expect(placed.notes[peer] & bit(wrong)).not.toBe(0);
    expect(agrees(placed)).toBe(true);
  });

  it("keeps the player's eliminations: a struck-out candidate does not come back", () => {
    const peer = peerWith(live, cell, digit);
    const rest = live.notes[peer] & ~bit(digit);
    const other = rest ? Math.log2(rest & -rest) + 1 : 0;
    expect(other).toBeGreaterThan(0);
    // The player strikes out `other` in the peer, then places and erases `digit` next to it.
    const struck = note(live, peer, other);
    expect(struck.elims[peer]).toBe(bit(other));
    const again = erase(place(struck, cell, digit), cell);
    expect(again.notes[peer] & bit(other)).toBe(0);
    expect(again.notes[peer] & bit(digit)).not.toBe(0);
    // Written back by the player, it is theirs again; undoing the strike does the same.
    expect(note(again, peer, other).elims[peer]).toBe(0);
    expect(undo(struck).elims[peer]).toBe(0);
    expect(redo(undo(struck)).elims[peer]).toBe(bit(other));
    // Erasing a cell's notes strikes them all out.
    const cleared = erase(live, peer);
    expect(cleared.elims[peer]).toBe(live.notes[peer]);
    expect(erase(place(cleared, cell, digit), cell).notes[peer]).toBe(0);
  });

  it('are off unless switched on: erasing a digit does not bring notes back', () => {
    const once = fillNotes(g);
    expect(once.live).toBe(false);
    const peer = peerWith(once, cell, digit);
    const erased = erase(place(once, cell, digit), cell);
    expect(erased.notes[peer] & bit(digit)).toBe(0);
    expect(erased.notes[cell]).toBe(0);
  });

  it('are saved with the game, eliminations and all; an older save reads as off', () => {
    const peer = peerWith(live, cell, digit);
    const played = note(place(live, cell, digit), peer, digit === 1 ? 2 : 1);
    const back = restore(serialize(played, 1000));
    expect(back?.live).toBe(true);
    expect(back?.elims).toEqual(played.elims);
    expect(back?.notes).toEqual(played.notes);
    const old = JSON.parse(serialize(played, 1000));
    delete old.live;
    delete old.elims;
    expect(restore(JSON.stringify(old))?.live).toBe(false);
    const bad = JSON.parse(serialize(played, 1000));
    bad.elims = bad.elims.slice(1);
    expect(restore(JSON.stringify(bad))?.live).toBe(false);
  });

  it('stay in agreement with the board through any moves, undos and redos (property)', () => {
    const empty = g.values.flatMap((v, c) => (v ? [] : [c]));
    const move = fc.oneof(
      fc.record({
        k: fc.constant('place'),
        c: fc.constantFrom(...empty),
        d: fc.integer({ min: 1, max: 9 }),
      }),
      fc.record({
        k: fc.constant('note'),
        c: fc.constantFrom(...empty),
        d: fc.integer({ min: 1, max: 9 }),
      }),
      fc.record({ k: fc.constant('erase'), c: fc.constantFrom(...empty), d: fc.constant(0) }),
      fc.record({ k: fc.constantFrom('undo', 'redo'), c: fc.constant(0), d: fc.constant(0) }),
    );
    fc.assert(
      fc.property(fc.array(move, { maxLength: 40 }), (moves) => {
        let x = live;
        for (const { k, c, d } of moves) {
          x =
            k === 'place'
              ? place(x, c, d)
              : k === 'note'
                ? note(x, c, d)
                : k === 'erase'
                  ? erase(x, c)
                  : k === 'undo'
                    ? undo(x)
                    : redo(x);
          if (x.live && !agrees(x)) return false;
        }
        return true;
      }),
      { numRuns: 150 },
    );
  });
});
