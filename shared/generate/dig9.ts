/**
 * One draw of a classic 9x9 puzzle: fill a grid at random, then remove givens in a random order,
 * keeping a removal only when the puzzle keeps exactly one solution and stays within its level,
 * until the level is reached with the givens at a random target inside the level's range.
 *
 * What a removal costs, cheapest first (most removals stop at the first or second test):
 * - the emptied cell is the last given of an unavoidable set (unavoidable.ts): refused, as
 *   another solution exists;
 * - its digit is forced by the givens left (forced.ts), or singles fill it back: kept, and the
 *   level is exactly what it was (singles reach the very same position, and the logic engine
 *   starts from there), so no check runs;
 * - otherwise a search for another solution (whose differences from the grid are a new
 *   unavoidable set when it finds one), then, once the givens are inside the level's range, the
 *   logic engine for the level. Expert has no ceiling: its draw removes every given it can and is
 *   graded once, at the end (then cells singles fill are given back up to the target).
 *
 * When the removals run out before the level is reached (random removal often ends on a puzzle
 * where every given left is needed and singles still solve it all), the draw does not start
 * again from a new grid: it gives back its last few removals and tries the cells again in a new
 * order, which the unavoidable sets make cheap (most cells refused before are refused again at
 * once). Only after several such rescues does the request move on to a new draw.
 */
import type { Prng } from '../random/prng.ts';
import { DEFAULT_BUDGET, search } from '../solve/search.ts';
import { fill } from './fill.ts';
import { HouseDigits } from './forced.ts';
import { levelFor } from './grade.ts';
import { givensRange, type Level } from './levels.ts';
import { singles, singlesFill } from './singles.ts';

/** Search nodes per uniqueness check; one that runs out keeps its given. */
const CHECK_BUDGET = 5000;
/** Rescues per draw, and the removals each gives back (measured: bench/generate.ts). */
const RESCUES = 30;
const GIVE_BACK = 12;

/** Unavoidable sets as the draw uses them (unavoidable.ts). */
export interface Pins {
  add(cells: readonly number[], givens: number): void;
  remove(cell: number): void;
  restore(cell: number): void;
  pins(cell: number): boolean;
}

/** A search's answer as the draw reads it: another solution, or none (within the budget). */
export interface Rival {
  readonly count: number;
  readonly aborted: boolean;
  /** The other solution found (read at once: it may be a view the next search overwrites). */
  readonly solution: ArrayLike<number> | null;
}

/** True when singles fill `cell` back from the givens `cells`. */
export type Refill = (cells: Uint8Array, cell: number) => boolean;

/**
 * Whether `cell`, just emptied of `digit`, keeps the givens `cells` to one solution: with
 * `refill`, null when singles fill it back (a `Refill`'s answer, and nothing is searched);
 * otherwise the search for a solution with another digit there (limit 1, `budget` nodes).
 */
export type Check = (
  cells: Uint8Array,
  cell: number,
  digit: number,
  refill: boolean,
  budget: number,
) => Rival | null;

/**
 * What the draw asks of singles, of the uniqueness search and of unavoidable sets. None of it
 * changes a decision: a pinned cell is refused without the search that would refuse it, every
 * singles routine fills the same cells, and every check runs the same search. So the widget keeps
 * the plain ones (fewer bytes), and the engine's entry (shared/index.ts) installs the fast ones
 * (dig9-aids.ts): same puzzles either way.
 */
export interface DigAids {
  refill: Refill;
  /** Without it: `refill`, then `searchOther`. */
  check?: Check;
  /** The empty cells singles fill, in cell order. */
  reach(cells: Uint8Array): number[];
  /** The unavoidable sets of a full grid, or null to search every removal. */
  sets(grid: Uint8Array): Pins | null;
}

/** The search for a solution of `cells` with another digit than `digit` in `cell`. */
export const searchOther = (
  cells: Uint8Array,
  cell: number,
  digit: number,
  budget: number,
): Rival =>
  search(
    { size: 9, cells: cells as unknown as number[] },
    { limit: 1, budget, exclude: { cell, digit } },
  );

/** The aids every runtime has: the all-sizes singles, and no sets. */
export const PLAIN_DIG_AIDS: DigAids = {
  refill: (cells, cell) => singlesFill(9, cells, cell),
  reach(cells) {
    const filled: number[] = [];
    singles(9, cells, filled);
    return filled.sort((a, b) => a - b);
  },
  sets: () => null,
};

let aids = PLAIN_DIG_AIDS;

/** Installs faster aids (dig9-aids.ts); the puzzles stay the same. */
export function useDigAids(faster: DigAids): void {
  aids = faster;
}

export interface Drawn {
  puzzle: Uint8Array;
  solution: Uint8Array;
  givens: number;
  /** Times the draw gave back its last removals before it reached its level. */
  rescues?: number;
}

/** One classic 9x9 draw from `rng`; null when it misses its level after every rescue. */
export function drawClassic9(level: Level, rng: Prng): Drawn | null {
  const solution = fill(9, rng, DEFAULT_BUDGET);
  if (!solution) return null;
  const [lo, hi] = givensRange(9, level);
  const target = rng.between(lo, hi);
  const puzzle = Uint8Array.from(solution);
  const houses = new HouseDigits(9, puzzle);
  // Easy never searches (a removal singles cannot undo is refused at once): no sets needed.
  const sets = level === 'easy' ? null : aids.sets(solution);
  // The cells emptied so far, in order, and the level after each (null: not known yet).
  const kept: number[] = [];
  const levels: (Level | null)[] = ['easy'];
  // The cells refused, and how many removals had been kept when each was.
  let refused: number[] = [];
  let refusedAt: number[] = [];
  let reached: Level | null = 'easy';

  // Levels already worked out, by position: after a rescue the same removals often come back.
  const known = new Map<string, Level | null>();
  const levelNow = (): Level | null => {
    const key = puzzle.join('');
    let found = known.get(key);
    if (found === undefined) {
      found = levelFor(9, puzzle, level);
      known.set(key, found);
    }
    return found;
  };

  /** Takes the cells where a rival solution differs from the grid as a new set. */
  const learn = (sets: Pins, rival: ArrayLike<number>): void => {
    const differ: number[] = [];
    let given = 1; // the emptied cell, given again once refused
    for (let c = 0; c < 81; c++) {
      if (rival[c] === solution[c]) continue;
      differ.push(c);
      if (puzzle[c] !== 0) given++;
    }
    sets.add(differ, given);
  };

  /** The level once `cell` (which held `digit`) is emptied, or undefined when it must keep it. */
  const levelWithout = (cell: number, digit: number, graded: boolean): Level | null | undefined => {
    if (houses.forced(cell, digit)) return reached;
    // Singles filling the cell back keep the level; worth asking only while the level is known
    // and matters (expert is graded once at the end), as the search settles uniqueness as well.
    const refill = reached !== null && level !== 'expert';
    if (level === 'easy') return refill && aids.refill(puzzle, cell) ? reached : undefined;
    const rival = aids.check
      ? aids.check(puzzle, cell, digit, refill, CHECK_BUDGET)
      : refill && aids.refill(puzzle, cell)
        ? null
        : searchOther(puzzle, cell, digit, CHECK_BUDGET);
    if (rival === null) return reached;
    if (rival.count > 0 || rival.aborted) {
      if (sets && rival.solution) learn(sets, rival.solution);
      return undefined;
    }
    if (!graded) return null;
    return levelNow() ?? undefined;
  };

  /** Removes cells of `pool` in order; true once the level and the target are reached. */
  const dig = (pool: readonly number[]): boolean => {
    for (const cell of pool) {
      const givens = 81 - kept.length;
      if (givens <= target && reached === level) return true;
      if (sets?.pins(cell)) {
        refused.push(cell);
        refusedAt.push(kept.length);
        continue;
      }
      const digit = puzzle[cell];
      // Expert has no ceiling: its draw removes to the last cell it can and is graded once.
      const graded = level !== 'expert' && givens - 1 <= hi;
      houses.remove(cell, digit);
      const now = levelWithout(cell, digit, graded);
      if (now === undefined) {
        houses.restore(cell, digit);
        refused.push(cell);
        refusedAt.push(kept.length);
        continue;
      }
      sets?.remove(cell);
      kept.push(cell);
      // Inside the range with the level unknown: learn it. Past the level, the draw gives back.
      reached = now === null && graded ? levelNow() : now;
      levels.push(reached);
      if (reached === null && graded) return false;
    }
    if (reached === null) {
      reached = levelNow();
      levels[kept.length] = reached;
    }
    return reached === level && 81 - kept.length <= hi;
  };

  let pool = rng.shuffle(Array.from({ length: 81 }, (_, i) => i));
  let rescues = 0;
  for (; !dig(pool); rescues++) {
    if (rescues === RESCUES) return null;
    const from = Math.max(0, kept.length - GIVE_BACK);
    const back = kept.splice(from);
    for (const cell of back) {
      puzzle[cell] = solution[cell];
      houses.restore(cell, solution[cell]);
      sets?.restore(cell);
    }
    levels.length = from + 1;
    reached = levels[from];
    const again = refused.filter((_, i) => refusedAt[i] >= from);
    refusedAt = refusedAt.filter((at) => at < from);
    refused = refused.slice(0, refusedAt.length);
    pool = rng.shuffle([...back, ...again]);
  }
  let givens = 81 - kept.length;
  if (givens < target) {
    // Give back cells that singles fill anyway: the level stays exactly the same.
    const back = rng.shuffle(aids.reach(puzzle));
    for (let i = 0; i < back.length && givens < target; i++) {
      puzzle[back[i]] = solution[back[i]];
      givens++;
    }
  }
  return givens >= lo && givens <= hi ? { puzzle, solution, givens, rescues } : null;
}
