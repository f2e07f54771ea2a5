/**
 * Hostile Killer Sudoku input for budget tests and the cost bench: a generated puzzle's cages
 * merged, neighbour into neighbour, into fewer larger ones whose sums add up. The layout stays
 * valid (cover, connection, sizes, possible sums) but says far less, and a merged cage may have
 * to hold a digit twice to keep the old solution, so the search has to work hard to find a
 * solution or to prove there is none: the costliest boards for the cage rules we know.
 */
import type { Cage } from '../../shared/index.ts';

type Cell = readonly [number, number];

const touches = (a: readonly Cell[], b: readonly Cell[]): boolean =>
  a.some(([r, c]) => b.some(([s, d]) => Math.abs(r - s) + Math.abs(c - d) === 1));

/** The cages merged in order, each into the first neighbour that keeps it within `maxCells`. */
export function mergedCages(cages: readonly Cage[], maxCells: number): Cage[] {
  const out: Cage[] = cages.map(({ sum, cells }) => ({ sum, cells: [...cells] }));
  for (let i = 0; i < out.length; i++) {
    for (let j = i + 1; j < out.length; j++) {
      const [a, b] = [out[i], out[j]];
      if (a.cells.length + b.cells.length > maxCells || !touches(a.cells, b.cells)) continue;
      out[i] = { sum: a.sum + b.sum, cells: [...a.cells, ...b.cells] };
      out.splice(j, 1);
      j = i;
    }
  }
  return out;
}
