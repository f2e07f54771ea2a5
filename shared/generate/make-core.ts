/**
 * The seeded generator (seed 001): fill a grid by backtracking with a random digit order, then
 * remove givens in a random order while the puzzle keeps exactly one solution (which seed 001
 * does not check; we prove it for every removal). A level is a givens range and, on every size
 * but 4x4 (where every puzzle falls to singles), the techniques a person needs (easy: singles;
 * medium: up to locked candidates and pairs; hard: up to triples, quads, fish and wings; expert:
 * beyond), checked by the logic engine as givens are removed (classic 9x9 draws in dig9.ts; 6x6
 * medium, hard and expert start from a catalogue instead: catalogue.ts). The same seed, size,
 * level and variant give the same puzzle on every runtime; a draw that misses its level is
 * retried with a derived seed, never returned. `generate` (generate.ts) validates its options and
 * calls `makePuzzle` (make.ts, which gives each variant its draw: Arrow's and Killer's are in
 * arrow-puzzle.ts and killer-puzzle.ts); this module has no zod schema.
 */
import { lineOf } from '../board/format.ts';
import type { Size } from '../board/geometry.ts';
import { fail, ok, type Result } from '../errors.ts';
import { createPrng } from '../random/prng.ts';
import { DEFAULT_BUDGET, search } from '../solve/search.ts';
import { arrowOf } from '../variants/arrow-rules.ts';
import { cageOf } from '../variants/killer-rules.ts';
import { ENGINE_VERSION } from '../version.ts';
import type { ArrowDraw } from './arrow-puzzle.ts';
import { catalogued, drawCatalogued } from './catalogue.ts';
import { type Drawn, drawClassic9 } from './dig9.ts';
import { fill } from './fill.ts';
import { HouseDigits } from './forced.ts';
import { levelFor, singlesReach } from './grade.ts';
import type { KillerDraw } from './killer-puzzle.ts';
import { givensRange, type Level } from './levels.ts';
import type { GeneratedPuzzle, Variant } from './schema.ts';
import { singlesFill, singlesForce } from './singles.ts';

/**
 * How each size is generated, from measurements (bench/big-boards.ts; classic 9x9 draws take
 * only `attempts` from here, the rest is dig9.ts's):
 * - graded: whether levels are graded by technique as well as by givens. Every 4x4 puzzle falls
 *   to singles, so there a level is its givens range alone.
 * - attempts: draws per request before giving up.
 * - checkBudget: search nodes per uniqueness check, for removals singles cannot settle. A check
 *   that runs out keeps its given, so the puzzle stays provably unique; node counts, unlike
 *   clocks, are deterministic, so the same seed still gives the same puzzle.
 * - searchFirst: run the uniqueness search before a level check. Most removals that fail a level
 *   check near the end of a draw fail because the puzzle stops being unique, and the logic
 *   engine only finds that out by trying every technique it may use.
 * - fillBudget: search nodes for filling the grid before starting afresh (the same random stream
 *   carries on, so this stays deterministic). A random fill mostly runs straight through (16x16:
 *   about 180 nodes, 25x25: about 490), but about one 25x25 fill in a hundred wanders into a dead
 *   end that takes 200,000 nodes (2 s) to leave; a fresh start costs far less.
 * - misses: level checks a draw may fail before its level is reached; past that it gives up and
 *   the next draw starts. A draw that has not reached its level by then rarely does, and would
 *   run on to the last cell at a logic check a miss (measured on hard: of the 16x16 draws that
 *   reach it, most do within 20 misses, the median within 16; on 25x25 the median within 7).
 *
 * On 16x16 and 25x25 the search budgets are small on purpose: removals a short search cannot
 * settle are near the end of a draw, and a search that runs its budget out there costs more
 * than keeping the given (16x16 expert, per request: p99 64 ms at 30 nodes, 114 ms at 100).
 */
interface SizePlan {
  readonly graded: boolean;
  readonly attempts: number;
  readonly checkBudget: number;
  readonly searchFirst: boolean;
  readonly fillBudget: number;
  readonly misses: number;
}

const PLANS: Record<Size, SizePlan> = {
  4: {
    graded: false,
    attempts: 40,
    checkBudget: 1000,
    searchFirst: true,
    fillBudget: DEFAULT_BUDGET,
    misses: Infinity,
  },
  6: {
    graded: true,
    attempts: 40,
    checkBudget: 1000,
    searchFirst: true,
    fillBudget: DEFAULT_BUDGET,
    misses: Infinity,
  },
  9: {
    graded: true,
    attempts: 200,
    checkBudget: 5000,
    searchFirst: true,
    fillBudget: DEFAULT_BUDGET,
    misses: Infinity,
  },
  16: {
    graded: true,
    attempts: 40,
    checkBudget: 30,
    searchFirst: true,
    fillBudget: 1000,
    misses: 20,
  },
  25: {
    graded: true,
    attempts: 40,
    checkBudget: 20,
    searchFirst: false,
    fillBudget: 2500,
    misses: 12,
  },
};

/**
 * Whether a removal leaves a puzzle that still has exactly one solution, for removals no level
 * check settles: first singles with the old digit ruled out of the emptied cell (a contradiction
 * proves it), then a search for a solution with another digit there.
 */
function staysUnique(size: Size, puzzle: Uint8Array, cell: number, digit: number): boolean {
  if (singlesForce(size, puzzle, cell, digit)) return true;
  const budget = PLANS[size].checkBudget;
  const grid = { size, cells: puzzle as unknown as number[] };
  const rival = search(grid, { limit: 1, budget, exclude: { cell, digit } });
  return rival.count === 0 && !rival.aborted;
}

/**
 * One draw: a full grid, then removals in a random order, each kept only when the puzzle stays
 * unique, stopping at a random target inside the level's givens range. Graded levels also keep a
 * removal only when the puzzle stays no harder than the level, and stop only once the level is
 * reached (expert has no ceiling, so it is checked once at the end); when that leaves too few
 * givens, cells that singles fill before the first harder step are given back. Null when the
 * draw misses the level or the range.
 *
 * What a removal costs, cheapest first: a removal whose digit the remaining givens force
 * (forced.ts) needs no check at all, as it keeps the puzzle unique and at the same level; while
 * the puzzle is easy, singles filling the emptied cell prove both again; a level check that
 * succeeds proves uniqueness too (logic only deduces what is true); only what is left is settled
 * by singles with the digit ruled out, then by a search. The level is checked from the first
 * removal, so the puzzle never drifts past its level while it still has too many givens, and
 * expert stops at its target like every level. Classic 9x9 draws go to dig9.ts.
 */
export function drawClassic(size: Size, level: Level, key: string): Drawn | null {
  const rng = createPrng(key);
  if (size === 9) return drawClassic9(level, rng);
  if (catalogued(size, level)) return drawCatalogued(size, level, givensRange(size, level), rng);
  const cellCount = size * size;
  const solution = fill(size, rng, PLANS[size].fillBudget);
  if (!solution) return null;
  const [lo, hi] = givensRange(size, level);
  const target = rng.between(lo, hi);
  const puzzle = Uint8Array.from(solution);
  const houses = new HouseDigits(size, puzzle);
  const plan = PLANS[size];
  const graded = plan.graded;
  const ceiling = graded && level !== 'expert';
  let givens = cellCount;
  // `reached` is the puzzle's level as the ceiling check would give it, while `known`; a full
  // grid needs nothing.
  let reached: Level | null = 'easy';
  let known = true;
  let misses = 0;
  const done = (): boolean => !graded || level === 'expert' || (known && reached === level);
  // A level with a ceiling stops as soon as it is reached inside its range: going on to the
  // target costs a logic check for nearly every further removal.
  const stopAt = ceiling && level !== 'easy' ? hi : target;
  const order = rng.shuffle(Array.from({ length: cellCount }, (_, i) => i));
  for (const cell of order) {
    if (givens <= stopAt && done()) break;
    const digit = puzzle[cell];
    houses.remove(cell, digit);
    const checked = ceiling;
    let keep: boolean;
    let now: Level | null = null;
    if (houses.forced(cell, digit)) {
      keep = true;
      if (checked && !known) {
        now = levelFor(size, puzzle, level);
        keep = now !== null;
      } else now = reached;
    } else if (known && reached === 'easy' && singlesFill(size, puzzle, cell)) {
      keep = true;
      now = 'easy';
    } else if (checked) {
      keep = !plan.searchFirst || staysUnique(size, puzzle, cell, digit);
      now = keep ? levelFor(size, puzzle, level) : null;
      keep = now !== null;
      if (!keep && reached !== level && ++misses > plan.misses) return null;
    } else {
      keep = staysUnique(size, puzzle, cell, digit);
      // Without a level check the level is no longer known.
      if (keep) known = false;
    }
    if (!keep) {
      houses.restore(cell, digit);
      continue;
    }
    givens--;
    if (now !== null && (known || checked)) {
      reached = now;
      known = true;
    }
  }
  if (graded && level === 'expert') {
    reached = levelFor(size, puzzle, level);
    known = true;
  }
  if (graded && !(known && reached === level)) return null;
  if (givens < target) {
    // Give back cells that singles fill anyway: the level stays exactly the same.
    const back = rng.shuffle(singlesReach(size, puzzle));
    for (let i = 0; i < back.length && givens < target; i++) {
      puzzle[back[i]] = solution[back[i]];
      givens++;
    }
  }
  if (givens < lo || givens > hi) return null;
  return { puzzle, solution, givens };
}

/** A request's outcome and the draws it took (1 = the first draw hit its level and range). */
export interface Traced {
  readonly result: Result<GeneratedPuzzle>;
  readonly draws: number;
}

/**
 * The text draw `attempt` (from 0) of a puzzle seeds its PRNG with: a puzzle is a function of
 * this text alone, so two requests give the same puzzle exactly when they draw from the same text
 * (the API's `daily:` seed rules rest on this: worker/api/puzzles/daily-seeds.ts).
 */
export const drawKey = (
  seed: string,
  size: Size,
  level: Level,
  variant: Variant,
  attempt: number,
): string =>
  `sudoku-break|${variant}|${size}|${level}|${seed}${attempt ? `|retry ${attempt}` : ''}`;

/** How many draws a puzzle of this size may take before generation fails. */
export const drawAttempts = (size: Size): number => PLANS[size].attempts;

/** One draw of a puzzle of a variant: the puzzle, or null when it missed its level or range. */
export type Draw = (size: Size, level: Level, key: string) => Drawn | ArrowDraw | KillerDraw | null;

/**
 * The puzzle for a seed, size, level and variant, drawn by `draw` (the variant's), and how many
 * draws it took: `makePuzzleTraced` (make.ts) with the variant's draw given, so that a bundle can
 * hold the classic draw without the variants' (the widget's engine chunks).
 */
export function makeTracedWith(
  draw: Draw,
  seed: string,
  size: Size,
  level: Level,
  variant: Variant,
): Traced {
  if (variant !== 'classic' && size !== 9) {
    const result = fail(
      'invalid_options',
      variant === 'arrow'
        ? 'Arrow Sudoku puzzles are 9x9 (seed 003); leave size out or use 9'
        : 'Killer Sudoku puzzles are 9x9; leave size out or use 9',
      ['size'],
    );
    return { result, draws: 0 };
  }
  const attempts = drawAttempts(size);
  for (let attempt = 0; attempt < attempts; attempt++) {
    const key = drawKey(seed, size, level, variant, attempt);
    const drawn = draw(size, level, key);
    if (!drawn) continue;
    const arrows = 'arrows' in drawn ? { arrows: drawn.arrows.map((a) => arrowOf(size, a)) } : {};
    const cages = 'cages' in drawn ? { cages: drawn.cages.map(cageOf) } : {};
    const result = ok({
      seed,
      size,
      level,
      variant,
      puzzle: lineOf(drawn.puzzle),
      solution: lineOf(drawn.solution),
      givens: drawn.givens,
      ...arrows,
      ...cages,
      engineVersion: ENGINE_VERSION,
    });
    return { result, draws: attempt + 1 };
  }
  const result = fail(
    'generation_failed',
    `no ${level} ${size}x${size} puzzle found for seed ${JSON.stringify(seed)} within ${attempts} attempts`,
  );
  return { result, draws: attempts };
}
