/**
 * One draw of an Arrow Sudoku puzzle (seed 003's variant): a full grid, arrows placed on it, then
 * givens removed in a seeded random order while the arrows and the remaining givens still allow
 * exactly one solution. Levels: more arrows and fewer givens as they rise, and an easy puzzle
 * must fall to notes, singles and arrow sums alone (the `candidates` algorithm with no guess).
 */
import type { Size } from '../board/geometry.ts';
import { createPrng, type Prng } from '../random/prng.ts';
import { search } from '../solve/search.ts';
import { solveGrid } from '../solve/solve.ts';
import type { ArrowCells } from '../variants/arrow.ts';
import { arrowConstraints } from '../variants/arrow-rules.ts';
import { ARROW_LEVELS } from './arrow-levels.ts';
import { placeArrows } from './arrows.ts';
import type { Level } from './levels.ts';

/** Node budget per uniqueness check: an exhausted check keeps its given, so uniqueness holds. */
const CHECK_BUDGET = 200;
const FILL_BUDGET = 100_000;

export interface ArrowDraw {
  readonly puzzle: Uint8Array;
  readonly solution: Uint8Array;
  readonly givens: number;
  readonly arrows: ArrowCells[];
}

export function drawArrowPuzzle(size: Size, level: Level, rng: Prng): ArrowDraw | null {
  const { arrows: arrowCount, givens: range } = ARROW_LEVELS[level];
  const cellCount = size * size;
  const filled = search(
    { size, cells: new Array<number>(cellCount).fill(0) },
    { limit: 1, budget: FILL_BUDGET, random: rng.next },
  );
  if (!filled.solution) return null;
  const solution = filled.solution;
  const arrows = placeArrows(size, solution, arrowCount, rng);
  if (arrows.length < arrowCount) return null;
  const constraints = arrowConstraints(size, arrows);
  const target = rng.between(range[0], range[1]);
  const puzzle = Uint8Array.from(solution);
  const grid = { size, cells: puzzle as unknown as number[] };
  let givens = cellCount;
  for (const cell of rng.shuffle(Array.from({ length: cellCount }, (_, i) => i))) {
    if (givens <= target) break;
    const digit = puzzle[cell];
    puzzle[cell] = 0;
    const rival = search(grid, {
      limit: 1,
      budget: CHECK_BUDGET,
      exclude: { cell, digit },
      constraints,
    });
    if (rival.count > 0 || rival.aborted) puzzle[cell] = digit;
    else givens--;
  }
  return { puzzle, solution, givens, arrows };
}

/** A draw that meets its level (givens range, and no guessing for easy), or null. */
export function drawArrow(size: Size, level: Level, key: string): ArrowDraw | null {
  const drawn = drawArrowPuzzle(size, level, createPrng(key));
  if (!drawn) return null;
  const [lo, hi] = ARROW_LEVELS[level].givens;
  if (drawn.givens < lo || drawn.givens > hi) return null;
  if (level === 'easy') {
    const grid = { size, cells: Array.from(drawn.puzzle) };
    const byNotes = solveGrid(grid, { algorithm: 'candidates', budget: 20_000 }, drawn.arrows);
    if (byNotes.status !== 'solved' || byNotes.stats.guesses !== 0) return null;
  }
  return drawn;
}
