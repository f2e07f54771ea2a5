// Centre marks and colours in the saved game: they round-trip with the history that made them, a
// save from before them (no such fields, 7-number changes) still loads, and hostile values in
// the new fields are refused like any other.
import { describe, expect, it } from 'vitest';
import { colourAll, markAll } from '../../../widget/model/marking.ts';
import { note, place, redo, undo } from '../../../widget/model/moves.ts';
import { restore, serialize, toSaved } from '../../../widget/model/persistence.ts';
import { fitSaved, SYNC_CHARACTERS } from '../../../widget/model/sync-fit.ts';
import { MAX_GAME_CHARACTERS } from '../../../worker/api/players/schemas.ts';
import { game } from './fixtures.ts';

const g = game();
const empties = g.values.flatMap((v, i) => (v ? [] : [i]));
const given = g.givens.findIndex(Boolean);
const marked = () => {
  const a = markAll(g, empties.slice(0, 3), 'centre', 2);
  const b = colourAll(colourAll(a, [empties[0], given], 9), [empties[4]], 4);
  return place(note(b, empties[5], 8), empties[6], g.solution[empties[6]]);
};

describe('saved marks and colours', () => {
  it('round-trip with their history, which undoes and redoes them after the reload', () => {
    const s = marked();
    const back = restore(serialize(s, 1000));
    if (!back) throw new Error('not restored');
    expect([back.centre, back.colours, back.notes]).toEqual([s.centre, s.colours, s.notes]);
    expect(back.history).toEqual(s.history);
    const undone = undo(undo(undo(undo(back))));
    expect(undone.colours[given]).toBe(0);
    expect(redo(undone).colours[given]).toBe(9);
  });

  it('writes the older 7-number change and no marks fields when a game has none', () => {
    const plain = place(note(g, empties[0], 3), empties[1], 1);
    const saved = toSaved(plain, 0, 0);
    expect(saved.centre).toBeUndefined();
    expect(saved.colours).toBeUndefined();
    expect(saved.past.flatMap((m) => m.c.map((c) => c.length))).toEqual([7, 7]);
    const withMarks = toSaved(marked(), 0, 0);
    expect(withMarks.past[0].c.every((c) => c.length === 11)).toBe(true);
  });

  it('loads a save from before marks: no centre or colours, 7-number changes', () => {
    const old = {
      ...toSaved(place(note(g, empties[0], 3), empties[1], 1), 5000, 0),
      centre: undefined,
      colours: undefined,
    };
    const back = restore(JSON.stringify(old));
    if (!back) throw new Error('old save refused');
    expect(back.notes[empties[0]]).toBe(1 << 2);
    expect(back.centre.every((m) => m === 0)).toBe(true);
    expect(back.colours.every((k) => k === 0)).toBe(true);
    expect(undo(back).values[empties[1]]).toBe(0);
    expect(undo(undo(back)).notes[empties[0]]).toBe(0);
  });

  it('refuses impossible marks or colours, and drops a history that changes a given', () => {
    const data = JSON.parse(serialize(marked(), 0));
    const cases = [
      { centre: data.centre.slice(1) },
      { centre: data.centre.map(() => 1 << 9) },
      { colours: data.colours.map(() => 10) },
      { colours: 'red' },
      { colours: data.colours.map(() => -1) },
    ];
    for (const patch of cases) expect(restore(JSON.stringify({ ...data, ...patch }))).toBeNull();
    const bad = [
      [given, g.givens[given], 0, 0, 0, 0, g.givens[given], 0, 0, 1, 0],
      [empties[0], 0, 0, 0, 0, 0, 0, 0, 0, 0, 10],
      [empties[0], 0, 0, 0, 0, 0, 0, 0, 0, 1 << 9, 0],
    ];
    for (const c of bad) {
      const back = restore(JSON.stringify({ ...data, past: [{ k: 'note', c: [c] }] }));
      expect(back?.history).toEqual({ past: [], future: [] });
    }
    // A change of neither shape makes the save unreadable.
    const nine = [empties[0], 0, 0, 0, 0, 0, 0, 0, 0];
    expect(restore(JSON.stringify({ ...data, past: [{ k: 'note', c: [nine] }] }))).toBeNull();
  });

  it('fits a long history of marks on many cells to the server, keeping the board and latest moves', () => {
    expect(SYNC_CHARACTERS).toBe(MAX_GAME_CHARACTERS);
    let long = g;
    for (let k = 0; k < 300; k++) {
      const cells = empties.slice((k * 7) % 40, ((k * 7) % 40) + 9);
      long =
        k % 2 ? colourAll(long, cells, (k % 9) + 1) : markAll(long, cells, 'centre', (k % 9) + 1);
    }
    const saved = toSaved(long, 0, 0);
    expect(JSON.stringify(saved).length).toBeGreaterThan(SYNC_CHARACTERS);
    const fit = fitSaved(saved);
    expect(JSON.stringify(fit).length).toBeLessThanOrEqual(SYNC_CHARACTERS);
    expect(fit.past.length).toBeGreaterThan(100);
    expect(fit.past).toEqual(saved.past.slice(-fit.past.length));
    const back = restore(JSON.stringify(fit));
    if (!back) throw new Error('fitted save refused');
    expect([back.values, back.centre, back.colours]).toEqual([
      long.values,
      long.centre,
      long.colours,
    ]);
    expect(undo(back).colours).toEqual(undo(long).colours);
    const small = toSaved(marked(), 0, 0);
    expect(fitSaved(small)).toBe(small);
  });
});
