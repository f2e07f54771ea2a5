// The `mistakes` and `mistake-limit` attributes read safely; the limit ends a game until the
// player continues; and the checks survive saving (anything unsound in a save is dropped).
import { describe, expect, it } from 'vitest';
import { erase, type Game, newGame, place } from '../../../widget/model/game.ts';
import { mistakeLimitOf, mistakeModeOf } from '../../../widget/model/mistake-modes.ts';
import {
  allowance,
  checkNow,
  isOver,
  secondChance,
  wrongCells,
} from '../../../widget/model/mistakes.ts';
import { bit } from '../../../widget/model/notes.ts';
import { toSavedChecks, withSavedChecks } from '../../../widget/model/saved-checks.ts';
import { puzzle, wrongDigit } from './fixtures.ts';

function game(): Game {
  const g = newGame(puzzle(), null, 'instant');
  if (!g) throw new Error('fixture puzzle rejected');
  return g;
}

const empties = (g: Game) => g.values.flatMap((v, i) => (v ? [] : [i]));

/** Places wrong digits in the first n empty cells. */
function withWrong(g: Game, n: number): Game {
  return empties(g)
    .slice(0, n)
    .reduce((s, cell) => place(s, cell, wrongDigit(s, cell)), g);
}

describe('mistakes attribute', () => {
  it('reads a mode in any case and spacing, and falls back to conflicts', () => {
    expect(mistakeModeOf('off')).toBe('off');
    expect(mistakeModeOf(' INSTANT ')).toBe('instant');
    expect(mistakeModeOf('Conflicts')).toBe('conflicts');
    for (const v of [null, undefined, '', 'on', 'instant;', 'true', 'x'.repeat(5000)]) {
      expect(mistakeModeOf(v)).toBe('conflicts');
    }
  });
});

describe('mistake-limit attribute', () => {
  it('is 1 to 99 mistakes, and anything else means no limit', () => {
    expect(mistakeLimitOf('3')).toBe(3);
    expect(mistakeLimitOf(' 1 ')).toBe(1);
    expect(mistakeLimitOf('99')).toBe(99);
    for (const v of [null, undefined, '', '0', '100', '-1', '2.5', '1e1', 'three', '0x3']) {
      expect(mistakeLimitOf(v)).toBeNull();
    }
  });
});

describe('the limit', () => {
  it('ends the game at the limit; Continue allows one more mistake each time', () => {
    const g = game();
    expect(isOver(withWrong(g, 5), null)).toBe(false);
    expect(allowance(g, null)).toBeNull();
    const two = withWrong(g, 2);
    expect(isOver(two, 3)).toBe(false);
    const three = withWrong(g, 3);
    expect(three.mistakes).toBe(3);
    expect(isOver(three, 3)).toBe(true);
    const again = secondChance(three);
    expect(allowance(again, 3)).toBe(4);
    expect(isOver(again, 3)).toBe(false);
    const cell = empties(again)[0];
    expect(isOver(place(again, cell, wrongDigit(again, cell)), 3)).toBe(true);
  });

  it('never calls a solved board over', () => {
    const g = withWrong(game(), 3);
    const solved = { ...g, values: g.solution };
    expect(isOver(solved, 3)).toBe(false);
  });
});

describe('saved checks', () => {
  it('round-trip the counted and marked digits and the continues through JSON', () => {
    const g = newGame(puzzle(), null, 'off');
    if (!g) throw new Error('fixture');
    const [a, b] = empties(g);
    let s = place(g, a, wrongDigit(g, a));
    s = checkNow(place(s, b, wrongDigit(s, b)));
    s = secondChance(erase(s, b));
    const saved = JSON.parse(JSON.stringify(toSavedChecks(s)));
    const fresh = newGame(puzzle(), null, 'off');
    if (!fresh) throw new Error('fixture');
    const back = withSavedChecks(fresh, saved);
    expect(back.counted).toEqual(s.counted);
    expect(back.marked).toEqual(s.marked);
    expect(back.continues).toBe(1);
  });

  it('drop what is unsound: givens, cells off the board, the right digit, garbage', () => {
    const g = game();
    const given = g.givens.findIndex((v) => v !== 0);
    const cell = empties(g)[0];
    const right = bit(g.solution[cell]);
    const wrong = bit(wrongDigit(g, cell));
    const back = withSavedChecks(g, {
      m: [
        [given, 1, 1],
        [9999, 1, 1],
        [cell, right | wrong, right],
      ],
      c: -4,
    });
    expect(back.counted[given]).toBe(0);
    expect(back.counted[cell]).toBe(wrong);
    expect(back.marked[cell]).toBe(0);
    expect(back.continues).toBe(0);
    for (const junk of [null, 'x', 42, [], { m: 'no' }, { m: [[1, 2]] }, { m: [[-1, 1, 1]] }]) {
      const j = withSavedChecks(g, junk);
      expect(j.counted.every((c) => c === 0)).toBe(true);
      expect(wrongCells(j).size).toBe(0);
    }
  });
});
