// Marks, colours and the multi-select in the session store: the modes (and N), Shift and Ctrl as
// temporary switches, digits and Erase on several selected cells (one undo step each), what is
// said and sent to the page, and the pointer's selection step (model/drag-select.ts).
import { describe, expect, it } from 'vitest';
import { cellLabel } from '../../../widget/components/cell.ts';
import { stringsFor } from '../../../widget/i18n/index.ts';
import { dragStep } from '../../../widget/model/drag-select.ts';
import { bit } from '../../../widget/model/notes.ts';
import type { Action } from '../../../widget/model/store/actions.ts';
import { game } from './fixtures.ts';
import { changes, playing, run } from './store-support.ts';

const g = game();
const empties = g.values.flatMap((v, i) => (v ? [] : [i]));
const [a, b, c] = empties;
const given = g.givens.findIndex(Boolean);
const digit = (d: number, extra: Partial<Extract<Action, { type: 'digit' }>> = {}): Action => ({
  type: 'digit',
  digit: d,
  note: false,
  ...extra,
});
const selectAll = (...cells: number[]): Action[] => [
  { type: 'select', cell: cells[0] },
  ...cells.slice(1).map((cell): Action => ({ type: 'select-more', cell, toggle: false })),
];

describe('the entry modes', () => {
  it('switches modes and says so; N toggles corner and normal', () => {
    const s = playing(g, { selected: a });
    const centre = run(s, [{ type: 'mode', mode: 'centre' }]).session;
    expect(centre.mode).toBe('centre');
    expect(centre.announcement).toBe('Centre mode');
    expect(run(centre, [{ type: 'toggle-notes' }]).session.mode).toBe('corner');
    expect(run(s, [{ type: 'toggle-notes' }, { type: 'toggle-notes' }]).session.mode).toBe(
      'normal',
    );
    const bad = { type: 'mode', mode: 'paint' } as unknown as Action;
    expect(run(s, [bad]).session.mode).toBe('normal');
  });

  it('writes what the mode says, and Shift (note) or Ctrl (mode) for one digit only', () => {
    const s = playing(g, { selected: a });
    const corner = run(s, [{ type: 'mode', mode: 'corner' }, digit(4)]).session;
    expect(corner.game?.notes[a]).toBe(bit(4));
    expect(corner.announcement).toBe(
      `Row ${Math.floor(a / 9) + 1}, column ${(a % 9) + 1}: corner marks 4`,
    );
    const centre = run(s, [{ type: 'mode', mode: 'centre' }, digit(4), digit(6)]).session;
    expect(centre.game?.centre[a]).toBe(bit(4) | bit(6));
    expect(centre.game?.values[a]).toBe(0);
    const colour = run(s, [{ type: 'mode', mode: 'colour' }, digit(3)]).session;
    expect(colour.game?.colours[a]).toBe(3);
    expect(colour.announcement).toMatch(/: colour green$/);
    // Temporary switches, from normal mode: the mode stays normal.
    const temp = run(s, [digit(2, { note: true }), digit(7, { mode: 'centre' })]).session;
    expect(temp.mode).toBe('normal');
    expect([temp.game?.notes[a], temp.game?.centre[a], temp.game?.values[a]]).toEqual([
      bit(2),
      bit(7),
      0,
    ]);
    // In colour mode, Ctrl still writes a centre mark; a digit above 9 picks no colour, nor goes in.
    const big = run(s, [{ type: 'mode', mode: 'colour' }, digit(10)]).session;
    expect(big.game).toBe(s.game);
    expect(big.announcement).toBe('Nothing to do');
    const ctrl = run(s, [{ type: 'mode', mode: 'colour' }, digit(5, { mode: 'centre' })]).session;
    expect([ctrl.game?.centre[a], ctrl.game?.colours[a]]).toEqual([bit(5), 0]);
  });

  it('sends note and colour changes to the page, and undo takes them back in order', () => {
    const s = playing(g, { selected: a });
    const { session, effects } = run(s, [
      digit(1, { mode: 'centre' }),
      { type: 'mode', mode: 'colour' },
      digit(2),
      { type: 'undo' },
      { type: 'undo' },
      { type: 'redo' },
    ]);
    expect(changes(effects)).toEqual(['note', 'colour', 'undo', 'undo', 'redo']);
    expect([session.game?.centre[a], session.game?.colours[a]]).toEqual([bit(1), 0]);
  });

  it('refuses marks in a given, but colours it; Erase in colour mode clears colours only', () => {
    const s = playing(g, { selected: given });
    expect(run(s, [digit(1, { note: true })]).session.announcement).toBe(
      'This cell cannot be changed',
    );
    const coloured = run(s, [{ type: 'mode', mode: 'colour' }, digit(8)]).session;
    expect(coloured.game?.colours[given]).toBe(8);
    const back = run(coloured, [{ type: 'erase' }]).session;
    expect(back.game?.colours[given]).toBe(0);
    expect(back.game?.values[given]).toBe(g.givens[given]);
  });
});

describe('several selected cells', () => {
  it('adds cells by drag or Shift+arrow, toggles them by a modifier click, resets on a plain select', () => {
    const s = playing(g, { selected: a });
    const three = run(s, selectAll(a, b, c)).session;
    expect(three.selection).toEqual([a, b, c]);
    expect(three.selected).toBe(c);
    const less = run(three, [{ type: 'select-more', cell: b, toggle: true }]).session;
    expect(less.selection).toEqual([a, c]);
    expect(less.selected).toBe(c);
    const again = run(less, [{ type: 'select-more', cell: b, toggle: true }]).session;
    expect(again.selection).toEqual([a, c, b]);
    expect(run(three, [{ type: 'select', cell: a }]).session.selection).toEqual([]);
    // Taking all but one away leaves that one selected alone.
    const one = run(s, [
      { type: 'select-more', cell: b, toggle: true },
      { type: 'select-more', cell: a, toggle: true },
    ]).session;
    expect([one.selection, one.selected]).toEqual([[], b]);
    expect(run(s, [{ type: 'select-more', cell: 81, toggle: false }]).session).toEqual({
      ...s,
      now: 1000,
    });
  });

  it('toggles a mark on all of them as one undo step, said as a count', () => {
    const s = run(playing(g, { selected: a }), [
      ...selectAll(a, b, c),
      { type: 'mode', mode: 'centre' },
    ]).session;
    const on = run(s, [digit(9)]).session;
    expect([a, b, c].map((i) => on.game?.centre[i])).toEqual([bit(9), bit(9), bit(9)]);
    expect(on.announcement).toBe('3 cells changed');
    expect(on.game?.history.past).toHaveLength(1);
    const off = run(on, [digit(9)]).session;
    expect([a, b, c].map((i) => off.game?.centre[i])).toEqual([0, 0, 0]);
    const undone = run(on, [{ type: 'undo' }]).session;
    expect([a, b, c].map((i) => undone.game?.centre[i])).toEqual([0, 0, 0]);
  });

  it('places a normal digit in every empty selected cell at once, and erases them all', () => {
    const s = run(playing(g, { selected: a }), [...selectAll(a, b, given)]).session;
    const placed = run(s, [digit(5)]).session;
    expect([placed.game?.values[a], placed.game?.values[b]]).toEqual([5, 5]);
    expect(placed.game?.values[given]).toBe(g.givens[given]);
    expect(placed.game?.history.past).toHaveLength(1);
    const erased = run(placed, [{ type: 'erase' }]).session;
    expect([erased.game?.values[a], erased.game?.values[b]]).toEqual([0, 0]);
  });
});

describe('the pointer selection step', () => {
  it('selects on a press, adds crossed cells while down, toggles with a modifier, ends on lift', () => {
    const press = dragStep(null, { type: 'press', cell: 3, toggle: false });
    expect(press.action).toEqual({ type: 'select', cell: 3 });
    const same = dragStep(press.drag, { type: 'move', cell: 3, toggle: false });
    expect(same.action).toBeNull();
    const cross = dragStep(same.drag, { type: 'move', cell: 4, toggle: false });
    expect(cross.action).toEqual({ type: 'select-more', cell: 4, toggle: false });
    const off = dragStep(cross.drag, { type: 'move', cell: null, toggle: false });
    expect(off).toEqual({ drag: cross.drag, action: null });
    const lift = dragStep(cross.drag, { type: 'lift', cell: 4, toggle: false });
    expect(lift).toEqual({ drag: null, action: null });
    expect(dragStep(null, { type: 'move', cell: 5, toggle: false }).action).toBeNull();
    expect(dragStep(null, { type: 'press', cell: 5, toggle: true }).action).toEqual({
      type: 'select-more',
      cell: 5,
      toggle: true,
    });
  });
});

describe("a cell's name", () => {
  it('says its corner marks, centre marks and colour, in English and Indonesian', () => {
    const s = run(playing(g, { selected: a }), [
      digit(1, { note: true }),
      digit(2, { mode: 'centre' }),
      digit(3, { mode: 'centre' }),
      { type: 'mode', mode: 'colour' },
      digit(5),
    ]).session;
    const game = s.game ?? g;
    expect(cellLabel(game, a, 0, stringsFor('en'))).toMatch(
      /empty, corner marks 1, centre marks 2 3, colour blue$/,
    );
    expect(cellLabel(game, a, 0, stringsFor('id'))).toMatch(
      /tanda sudut 1, tanda tengah 2 3, warna biru$/,
    );
  });
});
