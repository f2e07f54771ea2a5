// The game model: placing, erasing, notes, hints, solve, undo/redo and completion, all pure.
import { describe, expect, it } from 'vitest';
import { generate } from '../../../shared/index.ts';
import {
  applyHintMove,
  conflictCells,
  conflictsOf,
  digitCounts,
  erase,
  fillNotes,
  isLocked,
  isSolved,
  newGame,
  note,
  place,
  redo,
  reveal,
  solveAll,
  undo,
} from '../../../widget/model/game.ts';
import { arePeers } from '../../../widget/model/geometry.ts';
import { bit, candidates } from '../../../widget/model/notes.ts';
import { firstEmpty, game, puzzle, wrongDigit } from './fixtures.ts';

describe('newGame', () => {
  it('starts from the givens with nothing else on the board', () => {
    const g = game();
    expect(g.values).toEqual(g.givens);
    expect(g.notes.every((n) => n === 0)).toBe(true);
    expect(g.history.past).toEqual([]);
    expect(isSolved(g)).toBe(false);
  });

  it('refuses a puzzle whose solution breaks the rules or disagrees with a given', () => {
    const p = puzzle();
    const swapped = p.solution[1] + p.solution[0] + p.solution.slice(2);
    expect(newGame({ ...p, solution: swapped })).toBeNull();
    const given = p.puzzle.search(/[1-9]/);
    const wrong = `${p.puzzle.slice(0, given)}${(Number(p.puzzle[given]) % 9) + 1}${p.puzzle.slice(given + 1)}`;
    expect(newGame({ ...p, puzzle: wrong })).toBeNull();
    expect(newGame({ ...p, puzzle: 'garbage' })).toBeNull();
  });
});

describe('moves', () => {
  it('places a digit, and the same digit again is a no-op', () => {
    const g = game();
    const { cell, digit } = firstEmpty(g);
    const next = place(g, cell, digit);
    expect(next.values[cell]).toBe(digit);
    expect(next.mistakes).toBe(0);
    expect(next.history.past).toHaveLength(1);
    expect(place(next, cell, digit)).toBe(next);
  });

  it('never changes a given, and ignores out-of-range cells and digits', () => {
    const g = game();
    const given = g.givens.findIndex((v) => v !== 0);
    expect(isLocked(g, given)).toBe(true);
    expect(place(g, given, wrongDigit(g, given))).toBe(g);
    expect(erase(g, given)).toBe(g);
    expect(note(g, given, 1)).toBe(g);
    const { cell } = firstEmpty(g);
    for (const bad of [0, 10, -1, 1.5, Number.NaN]) expect(place(g, cell, bad)).toBe(g);
    for (const bad of [-1, 81, 2.5]) expect(place(g, bad, 1)).toBe(g);
  });

  it('counts a wrong digit as a mistake, and shows conflicts with peers', () => {
    const g = game();
    const { cell } = firstEmpty(g);
    // A digit already present among the cell's peers conflicts for sure.
    const peer = g.givens.findIndex((v, i) => v !== 0 && arePeers(9, cell, i));
    const next = place(g, cell, g.givens[peer]);
    expect(next.mistakes).toBe(1);
    expect([...conflictCells(next)]).toEqual(expect.arrayContaining([cell, peer]));
    // Undo takes the digit back but not the mistake.
    expect(undo(next).mistakes).toBe(1);
  });

  it('erases a digit, then notes; an empty cell without notes is a no-op', () => {
    const g = game();
    const { cell, digit } = firstEmpty(g);
    const placed = place(g, cell, digit);
    const erased = erase(placed, cell);
    expect(erased.values[cell]).toBe(0);
    expect(erase(erased, cell)).toBe(erased);
    const noted = note(erased, cell, 3);
    expect(erase(noted, cell).notes[cell]).toBe(0);
  });

  it('toggles notes in empty cells only', () => {
    const g = game();
    const { cell, digit } = firstEmpty(g);
    const a = note(note(g, cell, 2), cell, 5);
    expect(a.notes[cell]).toBe(bit(2) | bit(5));
    expect(note(a, cell, 2).notes[cell]).toBe(bit(5));
    const placed = place(g, cell, digit);
    expect(note(placed, cell, 1)).toBe(placed);
  });

  it('placing a digit clears it from the notes of peers (and undo brings them back)', () => {
    const g = game();
    const { cell, digit } = firstEmpty(g);
    const peer = g.values.findIndex((v, i) => v === 0 && arePeers(9, cell, i));
    const other = g.values.findIndex((v, i) => v === 0 && i !== cell && !arePeers(9, cell, i));
    let s = note(g, peer, digit);
    s = note(s, other, digit);
    const placed = place(s, cell, digit);
    expect(placed.notes[peer]).toBe(0);
    expect(placed.notes[other]).toBe(bit(digit));
    expect(undo(placed).notes[peer]).toBe(bit(digit));
  });

  it('auto-notes writes every candidate of every empty cell as one move', () => {
    const g = game();
    const filled = fillNotes(g);
    expect(filled.history.past).toHaveLength(1);
    g.values.forEach((v, cell) => {
      expect(filled.notes[cell]).toBe(v ? 0 : candidates(g.values, 9, cell));
      if (!v) expect(filled.notes[cell] & bit(g.solution[cell])).not.toBe(0);
    });
    expect(undo(filled).notes).toEqual(g.notes);
  });
});

describe('undo and redo', () => {
  it('walk back and forth through the moves, and a new move drops the redo list', () => {
    const g = game();
    const empties = g.values.flatMap((v, i) => (v ? [] : [i])).slice(0, 3);
    let s = g;
    for (const c of empties) s = place(s, c, g.solution[c]);
    const three = s;
    s = undo(undo(s));
    expect(s.values[empties[1]]).toBe(0);
    expect(s.values[empties[0]]).toBe(g.solution[empties[0]]);
    s = redo(s);
    expect(s.values[empties[1]]).toBe(g.solution[empties[1]]);
    expect(redo(s).values).toEqual(three.values);
    s = note(s, empties[2], 1);
    expect(s.history.future).toEqual([]);
    expect(redo(s)).toBe(s);
    let back = s;
    for (let i = 0; i < 10; i++) back = undo(back);
    expect(back.values).toEqual(g.values);
    expect(back.notes).toEqual(g.notes);
  });
});

describe('hints and solve', () => {
  it('reveal fills the cell from the solution, marks and locks it, and counts the hint', () => {
    const g = game();
    const { cell, digit } = firstEmpty(g);
    const r = reveal(g, cell);
    expect(r.values[cell]).toBe(digit);
    expect(r.hinted[cell]).toBe(true);
    expect(r.hintsUsed).toBe(1);
    expect(isLocked(r, cell)).toBe(true);
    expect(place(r, cell, wrongDigit(r, cell))).toBe(r);
    const u = undo(r);
    expect(u.hinted[cell]).toBe(false);
    expect(u.hintsUsed).toBe(1);
  });

  it('a hint move clears a wrong digit only, and notes that leave out the right digit', () => {
    const g = game();
    const { cell, digit } = firstEmpty(g);
    const clear = (x: typeof g) => applyHintMove(x, { place: [], eliminate: [], clear: [cell] });
    const wrong = place(g, cell, wrongDigit(g, cell));
    const fixed = clear(wrong);
    expect(fixed.values[cell]).toBe(0);
    expect(fixed.hintsUsed).toBe(1);
    const right = place(g, cell, digit);
    expect(clear(right)).toBe(right);
    const badNotes = note(g, cell, wrongDigit(g, cell));
    expect(clear(badNotes).notes[cell]).toBe(0);
    const goodNotes = note(badNotes, cell, digit);
    expect(clear(goodNotes)).toBe(goodNotes);
  });

  it('a hint move places right digits only, as revealed cells, clearing peer notes', () => {
    const g = game();
    const { cell, digit } = firstEmpty(g);
    const peer = g.values.findIndex((v, i) => v === 0 && i !== cell && arePeers(9, cell, i));
    const noted = note(g, peer, digit);
    const wrongOne = { cell, digit: wrongDigit(g, cell) };
    expect(applyHintMove(noted, { place: [wrongOne], eliminate: [], clear: [] })).toBe(noted);
    const r = applyHintMove(noted, { place: [{ cell, digit }], eliminate: [], clear: [] });
    expect(r.values[cell]).toBe(digit);
    expect(r.hinted[cell]).toBe(true);
    expect(r.notes[peer]).toBe(0);
    expect(undo(r).notes[peer]).toBe(bit(digit));
  });

  it('a hint move removes pencil marks as one hint move', () => {
    const g = game();
    const { cell } = firstEmpty(g);
    const noted = note(note(g, cell, 1), cell, 2);
    const e = applyHintMove(noted, {
      place: [],
      eliminate: [
        { cell, digit: 1 },
        { cell: -1, digit: 1 },
        { cell, digit: 99 },
      ],
      clear: [],
    });
    expect(e.notes[cell]).toBe(bit(2));
    expect(e.hintsUsed).toBe(1);
    expect(undo(e).notes[cell]).toBe(bit(1) | bit(2));
  });

  it('an elimination in a cell without notes writes its candidates minus the digit', () => {
    const g = game();
    const { cell } = firstEmpty(g);
    const all = candidates(g.values, 9, cell);
    const gone = [1, 2, 3, 4, 5, 6, 7, 8, 9].find((d) => all & bit(d) && d !== g.solution[cell]);
    if (!gone) throw new Error('fixture: a cell with one candidate');
    const e = applyHintMove(g, { place: [], eliminate: [{ cell, digit: gone }], clear: [] });
    expect(e.notes[cell]).toBe(all & ~bit(gone));
    expect(e.notes[cell] & bit(g.solution[cell])).not.toBe(0);
  });

  it('solveAll fills the board (fixing wrong digits), is undoable, and marks the game assisted', () => {
    const g = game();
    const { cell } = firstEmpty(g);
    const wrong = place(g, cell, wrongDigit(g, cell));
    const solved = solveAll(wrong);
    expect(isSolved(solved)).toBe(true);
    expect(solved.assisted).toBe(true);
    expect(conflictCells(solved).size).toBe(0);
    expect(undo(solved).values).toEqual(wrong.values);
    expect(solveAll(solved)).toBe(solved);
  });

  it('a board filled by the player is solved', () => {
    const g = game('tiny', 4);
    let s = g;
    g.values.forEach((v, cell) => {
      if (!v) s = place(s, cell, g.solution[cell]);
    });
    expect(isSolved(s)).toBe(true);
    expect(s.assisted).toBe(false);
    expect(digitCounts(s).slice(1)).toEqual([4, 4, 4, 4]);
  });
});

describe('arrow sudoku', () => {
  const made = generate({ seed: 'model-arrow', level: 'easy', variant: 'arrow' });
  if (!made.ok) throw new Error(made.error.message);
  const p = made.value;

  it('reads the arrows, and refuses arrows the solution breaks or a variant without them', () => {
    const g = newGame(p);
    expect(g?.arrows.length).toBe(p.arrows?.length);
    expect(newGame({ ...p, arrows: undefined })).toBeNull();
    expect(newGame({ ...p, variant: 'classic' })).toBeNull();
    const [[circle, line]] = p.arrows ?? [];
    // The same shape moved one cell along: the solution no longer adds up (or it is off-board).
    const moved = p.arrows?.map((a, i) =>
      i === 0 ? ([[circle[0], (circle[1] + 1) % 9], line] as typeof a) : a,
    );
    expect(newGame({ ...p, arrows: moved })).toBeNull();
  });

  it('a digit that breaks an arrow is a conflict on the whole arrow', () => {
    const g = newGame(p);
    if (!g) throw new Error('fixture');
    const arrow = g.arrows.findIndex((a) => a.line.some((c) => g.values[c] === 0));
    const cell = g.arrows[arrow].line.find((c) => g.values[c] === 0) ?? -1;
    // 9 on a line cell makes the line add up to more than any circle.
    const bad = place(g, cell, 9);
    const found = conflictsOf(bad);
    expect(found.arrows.has(arrow)).toBe(true);
    expect(found.cells.has(g.arrows[arrow].circle)).toBe(true);
    expect(conflictsOf(solveAll(g)).arrows.size).toBe(0);
  });
});
