// The player's moves in the session store: the selection, digits, notes, erase, auto notes, undo
// and redo, each said and sent to the page as `sudoku-change`; moves refused where the board
// cannot take them; a finished game reported once, with its records asked of storage.
import { describe, expect, it } from 'vitest';
import { isSolved } from '../../../widget/model/game.ts';
import { bit } from '../../../widget/model/notes.ts';
import { step } from '../../../widget/model/store/step.ts';
import { firstEmpty, game, wrongDigit } from './fixtures.ts';
import { changes, config, focusAfter, ofType, playing, run } from './store-support.ts';

const g = game();
const { cell, digit } = firstEmpty(g);
const given = g.givens.findIndex(Boolean);

describe('the selection', () => {
  it('moves to any cell of the board, taking the focus when asked', () => {
    const s = playing();
    expect(run(s, [{ type: 'select', cell: 5 }]).session.selected).toBe(5);
    expect(focusAfter(run(s, [{ type: 'select', cell: 5, focus: true }]).effects)).toBe('cell');
    for (const bad of [-1, 81, 2.5, Number.NaN]) {
      expect(step(s, { type: 'select', cell: bad }, 1).session.selected).toBe(s.selected);
    }
  });
});

describe('a digit', () => {
  it('goes into the selected cell, is said, sent to the page and saved', () => {
    const { session, effects } = run(playing(g, { selected: cell }), [
      { type: 'digit', digit, note: false },
    ]);
    expect(session.game?.values[cell]).toBe(digit);
    expect(session.announcement).toBe(
      `Row ${Math.floor(cell / 9) + 1}, column ${(cell % 9) + 1}: ${digit}`,
    );
    const [change] = ofType(effects, 'emit');
    expect(change).toMatchObject({
      name: 'sudoku-change',
      detail: { reason: 'set', digit, cell: { row: Math.floor(cell / 9), col: cell % 9 } },
    });
    expect(ofType(effects, 'save')).toHaveLength(1);
  });

  it('goes in as a note in notes mode, or when asked for as one', () => {
    const on = run(playing(g, { selected: cell }), [
      { type: 'toggle-notes' },
      { type: 'digit', digit, note: false },
    ]).session;
    expect(on.mode).toBe('corner');
    expect(on.game?.notes[cell]).toBe(bit(digit));
    expect(on.game?.values[cell]).toBe(0);
    const asked = run(playing(g, { selected: cell }), [{ type: 'digit', digit, note: true }]);
    expect(asked.session.game?.notes[cell]).toBe(bit(digit));
    expect(changes(asked.effects)).toEqual(['note']);
  });

  it('is refused on a given, and on a board that cannot be played', () => {
    const on = playing(g, { selected: given });
    const locked = run(on, [{ type: 'digit', digit: 1, note: false }]);
    expect(locked.session.game).toBe(on.game);
    expect(locked.session.announcement).toBe('This cell cannot be changed');
    expect(locked.effects).toEqual([]);
    for (const blocked of [{ paused: true }, { loading: { focus: false } }]) {
      const s = playing(g, { selected: cell, ...blocked });
      expect(step(s, { type: 'digit', digit, note: false }, 1).effects).toEqual([]);
    }
  });

  it('says the mistake count when the move showed a new mistake', () => {
    const s = playing(game(), {
      selected: cell,
      config: config({ mistakes: 'instant', mistakeLimit: '3' }),
    });
    const instant = s.game && { ...s.game, checking: 'instant' as const };
    const wrong = wrongDigit(g, cell);
    const { session } = run({ ...s, game: instant }, [
      { type: 'digit', digit: wrong, note: false },
    ]);
    expect(session.game?.mistakes).toBe(1);
    expect(session.announcement).toMatch(/\. Mistakes 1\/3$/);
  });
});

describe('erase, auto notes, undo and redo', () => {
  it('erase clears the digit; auto notes fill the empty cells; undo and redo walk the history', () => {
    const s = playing(g, { selected: cell });
    const placed = run(s, [{ type: 'digit', digit, note: false }]).session;
    const erased = run(placed, [{ type: 'erase' }]);
    expect(erased.session.game?.values[cell]).toBe(0);
    expect(changes(erased.effects)).toEqual(['erase']);
    const noted = run(s, [{ type: 'auto-notes' }]).session;
    expect(noted.game?.notes.filter(Boolean).length).toBe(g.values.filter((v) => !v).length);
    const back = run(placed, [{ type: 'undo' }]);
    expect(back.session.game?.values).toEqual(g.values);
    expect(back.session.announcement).toBe('Undone');
    const again = run(back.session, [{ type: 'redo' }]);
    expect(again.session.game?.values).toEqual(placed.game?.values);
    expect(changes([...back.effects, ...again.effects])).toEqual(['undo', 'redo']);
  });

  it('says there is nothing to do when a move changes nothing', () => {
    const { session, effects } = run(playing(g), [{ type: 'undo' }]);
    expect(session.announcement).toBe('Nothing to do');
    expect(effects).toEqual([]);
  });
});

describe('a finished game', () => {
  const last = () => {
    const cells = g.values.flatMap((v, i) => (v ? [] : [i]));
    const almost = { ...g, values: g.values.map((_, i) => (i === cells[0] ? 0 : g.solution[i])) };
    return { almost, at: cells[0] };
  };

  it('is reported once: celebrated, said, recorded, sent as sudoku-solved, the panel focused', () => {
    const { almost, at } = last();
    const s = playing(almost, { selected: at });
    const { session, effects } = run(s, [{ type: 'digit', digit: g.solution[at], note: false }]);
    expect(session.game && isSolved(session.game)).toBe(true);
    expect(session.celebrate).toBe(true);
    expect(session.announcement).toMatch(/^Solved in \d+:\d\d\. Well done!$/);
    const solved = ofType(effects, 'emit').filter((e) => e.name === 'sudoku-solved');
    expect(solved).toHaveLength(1);
    expect(solved[0].detail).toMatchObject({ time: 1000, hintsUsed: 0, mistakes: 0 });
    const [record] = ofType(effects, 'stats');
    expect(record.finished).toMatchObject({ time: 1000, assisted: false, level: 'easy' });
    expect(focusAfter(effects)).toBe('result');
    // The records come back as an action (storage counted the game); one for another puzzle is
    // stale.
    expect(session.records?.puzzle).toBe(g.puzzle);
    expect(session.records?.summary).toMatchObject({ solved: 1, best: 1000, average: 1000 });
    const summary = { solved: 9, best: 1, average: 1, streak: 0, longest: 0, newBest: false };
    const other = { ...g.puzzle };
    const stale = step(session, { type: 'recorded', puzzle: other, summary }, 2).session;
    expect(stale.records).toBe(session.records);
    const done = step(session, { type: 'recorded', puzzle: g.puzzle, summary }, 2).session;
    expect(done.records?.summary).toBe(summary);
    // Undo is refused once the player solved it.
    expect(run(done, [{ type: 'undo' }]).effects).toEqual([]);
  });

  it("by Solve is not the player's: no record, no sudoku-solved, and it can be undone", () => {
    const { session, effects } = run(playing(g), [{ type: 'fill-now' }]);
    expect(ofType(effects, 'stats')).toEqual([]);
    expect(session.celebrate).toBe(false);
    const undone = run(session, [{ type: 'undo' }]).session;
    expect(undone.game?.values).toEqual(g.values);
  });

  it('shares its result from the panel; what Share did comes back as an action', () => {
    const { almost, at } = last();
    const s = run(playing(almost, { selected: at }), [
      { type: 'digit', digit: g.solution[at], note: false },
    ]).session;
    const [share] = ofType(run(s, [{ type: 'share' }]).effects, 'share');
    expect(share.result).toMatchObject({ seed: g.puzzle.seed, hintsUsed: 0, mistakes: 0 });
    const shared = step(s, { type: 'shared', puzzle: g.puzzle, outcome: 'failed', text: 'x' }, 3);
    expect(shared.session.records).toMatchObject({ shared: 'failed', text: 'x' });
    expect(run(playing(g), [{ type: 'share' }]).effects).toEqual([]);
  });
});
