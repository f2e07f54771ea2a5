/**
 * A puzzle's Killer cages as cell indexes, read by the engine's `cageCells` (on the 9x9 board,
 * every cell in exactly one cage, each cage orthogonally connected, possible sums); the widget
 * shows none of its messages, which the bundle leaves out (widget/bundle-messages.ts).
 */
import { type CageCells, cageCells, type GeneratedPuzzle } from '../engine.ts';

/** Some cages for killer (covering the board), none for other puzzles; null when unusable. */
export function cagesOf(puzzle: GeneratedPuzzle): CageCells[] | null {
  const given = puzzle.cages ?? [];
  if ((puzzle.variant === 'killer') !== given.length > 0) return null;
  const cells = cageCells(puzzle.size, given);
  return cells.ok ? cells.value : null;
}
