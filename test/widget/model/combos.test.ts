// Killer Sudoku's cage arithmetic in the widget (widget/model/combos.ts): the combinations helper
// lists exactly the sets of different digits that make a cage's sum (counted here by brute
// force), crosses out those the cage's placed digits rule out, and auto-notes keep to what the
// cage allows without ever leaving out the right digit; a placed digit leaves its cage's notes.
import { describe, expect, it } from 'vitest';
import { generate } from '../../../shared/index.ts';
import { cageAllows, cageHelp, cageIndex } from '../../../widget/model/combos.ts';
import { fillNotes, type Game, newGame, note, place } from '../../../widget/model/game.ts';
import { hasNote } from '../../../widget/model/notes.ts';

function killer(seed: string, level: 'easy' | 'expert' = 'easy'): Game {
  const made = generate({ seed, level, variant: 'killer' });
  const game = made.ok ? newGame(made.value) : null;
  if (!game) throw new Error('fixture');
  return game;
}

/** Every set of `count` different digits 1-9 adding up to `sum`, by brute force. */
function sets(count: number, sum: number): number[][] {
  const out: number[][] = [];
  for (let mask = 1; mask < 512; mask++) {
    const digits = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => mask & (1 << (d - 1)));
    if (digits.length === count && digits.reduce((a, b) => a + b, 0) === sum) out.push(digits);
  }
  return out;
}

const sorted = (list: readonly (readonly number[])[]) => list.map((s) => s.join('')).sort();

describe('the combinations helper', () => {
  it('lists every set that makes the cage, for every cage of a puzzle', () => {
    const game = killer('combos-all', 'expert');
    for (const cage of game.cages) {
      const help = cageHelp(game, cage.cells[cage.cells.length - 1]);
      expect(help).toMatchObject({ sum: cage.sum, cells: cage.cells.length, out: [] });
      expect(sorted(help?.open ?? [])).toEqual(sorted(sets(cage.cells.length, cage.sum)));
    }
  });

  it('crosses out the sets without the digits placed in the cage, all of them on a repeat', () => {
    const game = killer('combos-placed', 'expert');
    const cage = game.cages.find(
      (c) => c.cells.length >= 3 && sets(c.cells.length, c.sum).length > 2,
    );
    if (!cage) throw new Error('fixture: no cage with several sets');
    const [a, b] = cage.cells;
    const digit = game.solution[a];
    const once = place(game, a, digit);
    const help = cageHelp(once, b);
    const all = sets(cage.cells.length, cage.sum);
    expect(sorted(help?.open ?? [])).toEqual(sorted(all.filter((s) => s.includes(digit))));
    expect(sorted(help?.out ?? [])).toEqual(sorted(all.filter((s) => !s.includes(digit))));
    expect(help?.out.length).toBeGreaterThan(0);
    // The right digit's sets stay open: the solution's own set is among them.
    const own = cage.cells.map((c) => game.solution[c]).sort((x, y) => x - y);
    expect(sorted(help?.open ?? [])).toContain(own.join(''));
    // The same digit twice in the cage: no set can hold it.
    const twice = place(once, b, digit);
    expect(cageHelp(twice, a)?.open).toEqual([]);
  });

  it('has nothing to say outside Killer Sudoku', () => {
    const made = generate({ seed: 'combos-classic', level: 'easy' });
    const game = made.ok ? newGame(made.value) : null;
    if (!game) throw new Error('fixture');
    expect(cageHelp(game, 0)).toBeNull();
    expect(cageIndex(game, 0)).toBe(-1);
    expect(cageAllows(game, 0)).toBe(-1);
  });
});

describe('notes in Killer Sudoku', () => {
  it('auto-notes keep to the cage sums and never leave out the right digit', () => {
    for (const seed of ['notes-1', 'notes-2', 'notes-3']) {
      const game = killer(seed, 'expert');
      const noted = fillNotes(game);
      let narrowed = 0;
      noted.notes.forEach((mask, cell) => {
        if (game.values[cell]) return;
        expect(hasNote(mask, game.solution[cell]), `cell ${cell}`).toBe(true);
        const cage = game.cages[cageIndex(game, cell)];
        for (let d = 1; d <= 9; d++) {
          // A digit that no set of the cage holds is never noted.
          if (hasNote(mask, d))
            expect(sets(cage.cells.length, cage.sum).some((s) => s.includes(d))).toBe(true);
        }
        if (mask !== 0b111111111) narrowed++;
      });
      expect(narrowed).toBeGreaterThan(0);
    }
  });

  it('a placed digit leaves the notes of its cage, even outside its row, column and box', () => {
    const game = killer('notes-cage', 'expert');
    // Two cells of one cage in different boxes, rows and columns... or at least not peers.
    const box = (c: number) => Math.floor(c / 27) * 3 + Math.floor((c % 9) / 3);
    const peers = (a: number, b: number) =>
      Math.floor(a / 9) === Math.floor(b / 9) || a % 9 === b % 9 || box(a) === box(b);
    let pair: [number, number] | null = null;
    for (const { cells } of game.cages)
      for (const a of cells) for (const b of cells) if (!pair && !peers(a, b)) pair = [a, b];
    if (!pair) throw new Error('fixture: no cage across boxes');
    const [a, b] = pair;
    const digit = game.solution[a];
    const noted = note(game, b, digit);
    expect(hasNote(noted.notes[b], digit)).toBe(true);
    expect(hasNote(place(noted, a, digit).notes[b], digit)).toBe(false);
  });
});
