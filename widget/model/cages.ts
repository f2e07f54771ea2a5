/**
 * A puzzle's Killer cages as cell indexes, checked as the engine's `cageCells` checks them (on
 * the 9x9 board, every cell in exactly one cage, each cage orthogonally connected) but without
 * its error messages, which the widget never shows: a puzzle from the API or a saved game either
 * has sound cages or is refused. Sums need no check here: the game is only made when its
 * solution makes every cage's sum. test/widget/model/cages.test.ts holds the two checks together.
 */
import type { CageCells, GeneratedPuzzle } from '../engine.ts';

/** Some cages for killer (covering the board), none for other puzzles; null when unusable. */
export function cagesOf(puzzle: GeneratedPuzzle): CageCells[] | null {
  const given = puzzle.cages ?? [];
  if ((puzzle.variant === 'killer') !== given.length > 0) return null;
  const owner = new Map<number, number>();
  const cages = given.map(({ sum, cells }, k) => ({
    sum,
    cells: cells.map(([r, c]) => {
      const cell = r < 9 && c < 9 ? r * 9 + c : -1;
      owner.set(cell, owner.has(cell) ? -1 : k);
      return cell;
    }),
  }));
  const sound = cages.every(({ cells }, k) => {
    // Every cell reached from the first through the cage's own cells, one step at a time.
    const reached = new Set(cells.slice(0, 1));
    for (const cell of reached) {
      for (const next of [
        cell - 9,
        cell + 9,
        cell % 9 ? cell - 1 : -1,
        (cell + 1) % 9 ? cell + 1 : -1,
      ])
        if (owner.get(next) === k) reached.add(next);
    }
    return reached.size === cells.length;
  });
  const covered = given.length === 0 || (puzzle.size === 9 && owner.size === 81 && !owner.has(-1));
  return sound && covered && [...owner.values()].every((k) => k >= 0) ? cages : null;
}
