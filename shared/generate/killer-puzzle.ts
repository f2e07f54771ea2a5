/**
 * One draw of a Killer Sudoku puzzle: a random full grid, cages grown over it for the level
 * (killer-cages.ts), then, while the cages allow more than one solution, a cage holding a cell
 * where another solution differs is split in two (which only adds information, so this ends with
 * one solution at the latest when every cage is one cell), and finally the level checked with the
 * logic engine. The puzzle text has no givens: the cages carry everything.
 */
import type { Size } from '../board/geometry.ts';
import type { CellConstraint } from '../constraints/constraint.ts';
import { createState } from '../logic/candidates.ts';
import { runLogic } from '../logic/solver.ts';
import { LIBRARY, libraryUpTo } from '../logic/techniques/index.ts';
import { createPrng, type Prng } from '../random/prng.ts';
import type { SearchOptions, SearchOutcome } from '../solve/outcome.ts';
import { search } from '../solve/search.ts';
import type { CageCells } from '../variants/killer.ts';
import { cageSearchConstraints } from '../variants/killer-rules.ts';
import { growCages, moveCell, splitCage, withSums } from './killer-cages.ts';
import { KILLER_LEVELS } from './killer-levels.ts';
import type { Level } from './levels.ts';

const SIZE: Size = 9;
const FILL_BUDGET = 100_000;
/**
 * Search nodes per uniqueness check, and per draw: most checks take a few dozen nodes at most
 * (about 0.1-0.3 ms each); cages that need more are far from one solution, or make a puzzle whose
 * proof costs tens of milliseconds, and a new draw costs less than finding out (measured on 300
 * expert seeds: p99 per request 264 ms at 2,000 and 1,500 nodes, 104 ms at 200 and 600). Node
 * counts, unlike clocks, keep draws deterministic.
 */
const CHECK_BUDGET = 200;
const DRAW_BUDGET = 600;
/** Changes to the cages a draw may make before it gives up. */
const MOST_CHANGES = 16;
/** Logic work per grading, far above what a generated puzzle takes. */
const GRADE_BUDGET = 3_000_000;

export interface KillerDraw {
  readonly puzzle: Uint8Array;
  readonly solution: Uint8Array;
  readonly givens: number;
  readonly cages: CageCells[];
}

const empty = () => ({ size: SIZE, cells: new Array<number>(SIZE * SIZE).fill(0) });

const differs = (a: ArrayLike<number>, b: ArrayLike<number>): boolean => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return true;
  return false;
};

/** Search nodes a draw may still spend on uniqueness checks and rival searches. */
interface Work {
  left: number;
}

/** A search that spends from `work`; null when the work is used up first. */
function searchWithin(work: Work, options: SearchOptions): SearchOutcome | null {
  const out = search(empty(), { ...options, budget: Math.min(CHECK_BUDGET, work.left) });
  work.left -= out.nodes;
  return out.aborted ? null : out;
}

/**
 * A solution of the cages other than `solution`, knowing one exists: one of the two the search
 * found, else searches in a random order, else one search per cell with the solution's digit
 * ruled out.
 */
function rival(
  first: SearchOutcome,
  constraints: readonly CellConstraint[],
  solution: Uint8Array,
  rng: Prng,
  work: Work,
): Uint8Array | null {
  if (first.solution && differs(first.solution, solution)) return first.solution;
  if (first.second && differs(first.second, solution)) return first.second;
  for (let i = 0; i < 4; i++) {
    const found = searchWithin(work, { limit: 1, budget: 0, constraints, random: rng.next });
    if (!found) return null;
    if (found.solution && differs(found.solution, solution)) return found.solution;
  }
  for (const cell of rng.shuffle(Array.from({ length: SIZE * SIZE }, (_, i) => i))) {
    const exclude = { cell, digit: solution[cell] };
    const found = searchWithin(work, { limit: 1, budget: 0, constraints, exclude });
    if (!found) return null;
    if (found.solution) return found.solution;
  }
  return null;
}

/**
 * Changes the cages so that `other` is no longer a solution, leaving no new one-cell cage where
 * it can: a cage of four cells or more holding cells where `other` differs is split in two
 * parts of two cells or more with two such cells apart; else such a cell moves to a
 * neighbouring cage (moveCell); else a cage is split anyway. A cage holding differing cells
 * holds two at least: `other` keeps its sum.
 */
function rework(
  cages: number[][],
  solution: Uint8Array,
  other: Uint8Array,
  most: number,
  rng: Prng,
): boolean {
  const candidates = cages
    .map((cells, id) => ({ id, diff: cells.filter((cell) => solution[cell] !== other[cell]) }))
    .filter(({ diff }) => diff.length > 1);
  if (candidates.length === 0) return false;
  const split = ({ id, diff }: (typeof candidates)[number], least: number): boolean => {
    const parts = splitCage(cages[id], diff[0], diff[1], least, rng);
    if (parts) cages.splice(id, 1, ...parts);
    return parts !== null;
  };
  for (const candidate of rng.shuffle(candidates.filter(({ id }) => cages[id].length >= 4)))
    if (split(candidate, 2)) return true;
  const differing = candidates.flatMap(({ diff }) => diff);
  if (moveCell(cages, solution, differing, most, rng)) return true;
  return split(candidates[rng.int(candidates.length)], 1);
}

const RULE_45 = LIBRARY.findIndex((t) => t.id === 'innies-outies');

/**
 * Whether the logic engine finds the puzzle at `level`, trying techniques only up to that level
 * (hard for expert: the library is ordered by level, so those steps are the ones `rate` takes
 * first): easy, medium and hard must be solved within their level and need it; expert must need
 * hard or more, and the 45 rule on the way.
 */
function meets(level: Level, cages: readonly CageCells[]): boolean {
  const state = createState(
    { size: SIZE, cells: new Array<number>(SIZE * SIZE).fill(0) },
    [],
    cages,
  );
  const cap: Level = level === 'expert' ? 'hard' : level;
  const run = runLogic(state, { library: libraryUpTo(cap), budget: GRADE_BUDGET });
  if (run.aborted) return false;
  const hardest = run.hardest >= 0 ? LIBRARY[run.hardest].level : 'easy';
  if (level !== 'expert') return !run.stuck && hardest === level;
  return (run.stuck || hardest === 'hard') && run.counts[RULE_45] > 0;
}

export function drawKillerPuzzle(level: Level, rng: Prng): KillerDraw | null {
  const { shape, singles } = KILLER_LEVELS[level];
  const filled = search(empty(), { limit: 1, budget: FILL_BUDGET, random: rng.next });
  if (!filled.solution) return null;
  const solution = filled.solution;
  const cells = growCages(solution, shape, rng);
  const work: Work = { left: DRAW_BUDGET };
  for (let changes = 0; ; changes++) {
    // Changes never take a one-cell cage away: past the level's limit the draw is lost.
    if (cells.filter((cage) => cage.length === 1).length > singles) return null;
    const cages = withSums(cells, solution);
    const constraints = cageSearchConstraints(cages);
    const out = searchWithin(work, { limit: 2, budget: 0, constraints });
    if (!out) return null;
    if (out.count === 1)
      return meets(level, cages)
        ? { puzzle: new Uint8Array(SIZE * SIZE), solution, givens: 0, cages }
        : null;
    if (changes === MOST_CHANGES) return null;
    const other = rival(out, constraints, solution, rng, work);
    if (!other || !rework(cells, solution, other, shape.sizes.length, rng)) return null;
  }
}

/** A draw for a request's key (see make.ts), or null when it misses its level. */
export const drawKiller = (level: Level, key: string): KillerDraw | null =>
  drawKillerPuzzle(level, createPrng(key));
