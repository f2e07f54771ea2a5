// How the game counts and marks mistakes in each checking mode: counted when shown, never twice,
// kept through undo and redo, and a new placement is a new attempt.
import { describe, expect, it } from 'vitest';
import {
  applyHintMove,
  erase,
  type Game,
  newGame,
  place,
  redo,
  restart,
  solveAll,
  undo,
  visibleConflicts,
  withChecking,
} from '../../../widget/model/game.ts';
import { arePeers, rowOf } from '../../../widget/model/geometry.ts';
import type { MistakeMode } from '../../../widget/model/mistake-modes.ts';
import { checkNow, wrongCells } from '../../../widget/model/mistakes.ts';
import { bit, candidates } from '../../../widget/model/notes.ts';
import { firstEmpty, puzzle } from './fixtures.ts';

function game(mode: MistakeMode): Game {
  const g = newGame(puzzle(), null, mode);
  if (!g) throw new Error('fixture puzzle rejected');
  return g;
}

/** A wrong digit that breaks no rule where it is put (no peer holds it yet). */
function quietWrong(g: Game, skip: number[] = []): { cell: number; digit: number } {
  for (let cell = 0; cell < g.values.length; cell++) {
    if (g.values[cell] || skip.includes(cell)) continue;
    const free = candidates(g.values, g.size, cell);
    for (let d = 1; d <= g.size; d++) {
      if (d !== g.solution[cell] && free & bit(d)) return { cell, digit: d };
    }
  }
  throw new Error('fixture: no quiet wrong digit');
}

/** A wrong digit that repeats a given in the cell's houses. */
function loudWrong(g: Game, skip: number[] = []): { cell: number; digit: number } {
  const cell = g.values.findIndex((v, i) => v === 0 && !skip.includes(i));
  const peer = g.givens.findIndex((v, i) => v !== 0 && arePeers(g.size, cell, i));
  return { cell, digit: g.givens[peer] };
}

describe('instant mode', () => {
  it('counts and marks a wrong digit when it is placed, never a right one', () => {
    const g = game('instant');
    const { cell, digit } = quietWrong(g);
    const wrong = place(g, cell, digit);
    expect(wrong.mistakes).toBe(1);
    expect([...wrongCells(wrong)]).toEqual([cell]);
    const right = place(g, cell, g.solution[cell]);
    expect(right.mistakes).toBe(0);
    expect(wrongCells(right).size).toBe(0);
  });

  it('keeps the mark with its digit through erase, undo and redo, counting it once', () => {
    const g = game('instant');
    const { cell, digit } = quietWrong(g);
    const wrong = place(g, cell, digit);
    const erased = erase(wrong, cell);
    expect(wrongCells(erased).size).toBe(0);
    expect(erased.mistakes).toBe(1);
    const back = undo(erased);
    expect(back.values[cell]).toBe(digit);
    expect([...wrongCells(back)]).toEqual([cell]);
    expect(back.mistakes).toBe(1);
    const again = redo(undo(undo(back)));
    expect(again.values[cell]).toBe(digit);
    expect(again.mistakes).toBe(1);
  });

  it('counts a wrong digit placed again, and each other wrong digit', () => {
    const g = game('instant');
    const { cell, digit } = quietWrong(g);
    const twice = place(erase(place(g, cell, digit), cell), cell, digit);
    expect(twice.mistakes).toBe(2);
    const other = [1, 2, 3, 4, 5, 6, 7, 8, 9].find((d) => d !== digit && d !== g.solution[cell]);
    expect(place(twice, cell, other ?? 0).mistakes).toBe(3);
  });
});

describe('conflicts mode (the default)', () => {
  it('is the default, and counts a wrong digit only once it breaks a rule, without marking it', () => {
    expect(newGame(puzzle())?.checking).toBe('conflicts');
    const g = game('conflicts');
    const quiet = quietWrong(g);
    const hidden = place(g, quiet.cell, quiet.digit);
    expect(hidden.mistakes).toBe(0);
    const loud = loudWrong(g);
    const shown = place(g, loud.cell, loud.digit);
    expect(shown.mistakes).toBe(1);
    expect(visibleConflicts(shown).cells.has(loud.cell)).toBe(true);
    // Which digit of a clash is the wrong one is not given away.
    expect(wrongCells(shown).size).toBe(0);
    expect(redo(undo(shown)).mistakes).toBe(1);
  });

  it('counts the wrong digit of a clash made by a right one, and not the right one', () => {
    const g = game('conflicts');
    const { cell, digit } = quietWrong(g);
    const hidden = place(g, cell, digit);
    // Where the digit really goes in the same row: empty, since no peer held it.
    const home = hidden.solution.findIndex((v, i) => v === digit && rowOf(9, i) === rowOf(9, cell));
    expect(hidden.values[home]).toBe(0);
    const clash = place(hidden, home, digit);
    expect(visibleConflicts(clash).cells).toEqual(new Set([cell, home]));
    expect(clash.mistakes).toBe(1);
    // The player learns that the first digit was wrong when they check: not counted again.
    const checked = checkNow(clash);
    expect([...wrongCells(checked)]).toEqual([cell]);
    expect(checked.mistakes).toBe(1);
  });

  it('a hint that clears a wrong digit and Solve count no mistake', () => {
    const g = game('conflicts');
    const { cell, digit } = quietWrong(g);
    const hidden = place(g, cell, digit);
    const cleared = applyHintMove(hidden, { place: [], eliminate: [], clear: [cell] });
    expect(cleared.values[cell]).toBe(0);
    expect(cleared.mistakes).toBe(0);
    expect(solveAll(hidden).mistakes).toBe(0);
  });
});

describe('off mode', () => {
  it('shows and counts nothing while playing, not even conflicts', () => {
    const g = game('off');
    const loud = loudWrong(g);
    const s = place(g, loud.cell, loud.digit);
    expect(s.mistakes).toBe(0);
    expect(visibleConflicts(s).cells.size).toBe(0);
    expect(wrongCells(s).size).toBe(0);
  });
});

describe('Check', () => {
  it('marks every wrong digit on the board and counts what it showed, once', () => {
    const g = game('off');
    const a = quietWrong(g);
    const s1 = place(g, a.cell, a.digit);
    const b = quietWrong(s1, [a.cell]);
    const s2 = place(s1, b.cell, b.digit);
    const right = firstEmpty(s2);
    const board = place(s2, right.cell, right.digit);
    const checked = checkNow(board);
    expect(wrongCells(checked)).toEqual(new Set([a.cell, b.cell]));
    expect(checked.mistakes).toBe(2);
    expect(checkNow(checked)).toBe(checked);
    // The marks stay with their digits: undo the right digit, and they are still there.
    expect(wrongCells(undo(checked))).toEqual(new Set([a.cell, b.cell]));
  });

  it('changes nothing on a board without wrong digits', () => {
    const g = game('conflicts');
    const { cell, digit } = firstEmpty(g);
    const s = place(g, cell, digit);
    expect(checkNow(s)).toBe(s);
  });
});

describe('switching modes and restarting', () => {
  it('switching to instant marks and counts the wrong digits not counted yet', () => {
    const g = game('conflicts');
    const quiet = quietWrong(g);
    const loud = loudWrong(g, [quiet.cell]);
    const s = place(place(g, quiet.cell, quiet.digit), loud.cell, loud.digit);
    expect(s.mistakes).toBe(1);
    const instant = withChecking(s, 'instant');
    expect(instant.checking).toBe('instant');
    expect(wrongCells(instant)).toEqual(new Set([quiet.cell, loud.cell]));
    expect(instant.mistakes).toBe(2);
    expect(withChecking(instant, 'instant')).toBe(instant);
  });

  it('restart gives the same puzzle from its givens, in the same mode', () => {
    const g = game('instant');
    const { cell, digit } = quietWrong(g);
    const fresh = restart(place(g, cell, digit));
    expect(fresh.values).toEqual(g.givens);
    expect(fresh.mistakes).toBe(0);
    expect(fresh.checking).toBe('instant');
    expect(fresh.history.past).toEqual([]);
    expect(fresh.puzzle).toBe(g.puzzle);
  });
});
