/**
 * The seeded generator (seed 001): fill a grid by backtracking with a random digit order, then
 * remove givens in a random order while the puzzle keeps exactly one solution (which seed 001
 * does not check; we prove it for every removal). On 9x9 a level is also the techniques a person
 * needs (easy: singles; medium: up to locked candidates and pairs; hard: up to triples, quads,
 * fish and wings; expert: beyond), checked by the logic engine as givens are removed. The same
 * seed, size, level and variant give the same puzzle on every runtime; a draw that misses its
 * level is retried with a derived seed, never returned. `generate` (generate.ts) validates its
 * options and calls `makePuzzle`; this module has no zod schema.
 */
import { formatGrid } from '../board/format.ts';
import type { Size } from '../board/geometry.ts';
import { fail, ok, type Result } from '../errors.ts';
import { createPrng } from '../random/prng.ts';
import { DEFAULT_BUDGET, search } from '../solve/search.ts';
import { arrowOf } from '../variants/arrow.ts';
import { ENGINE_VERSION } from '../version.ts';
import { drawArrow } from './arrow-puzzle.ts';
import { levelFor, singlesReach } from './grade.ts';
import { givensRange, type Level } from './levels.ts';
import type { GeneratedPuzzle, Variant } from './schema.ts';

/** Draws per request: graded levels miss more often, and a 9x9 draw is cheap. */
const maxAttempts = (size: Size): number => (GRADED.has(size) ? 200 : 40);

/**
 * Sizes whose levels are graded by technique as well as by givens. On 4x4 and 6x6 almost every
 * puzzle falls to singles, and on 16x16 and 25x25 the givens ranges leave little room for more,
 * so there the level is the givens range alone.
 */
const GRADED: ReadonlySet<Size> = new Set<Size>([9]);

/**
 * Node budget for each uniqueness check. A check that runs out keeps its given, so the puzzle stays
 * provably unique; small budgets on big boards bound generation time (node counts, unlike clocks,
 * are deterministic, so the same seed still gives the same puzzle).
 */
const CHECK_BUDGET: Record<Size, number> = { 4: 1000, 6: 1000, 9: 5000, 16: 200, 25: 100 };

interface Drawn {
  puzzle: Uint8Array;
  solution: Uint8Array;
  givens: number;
}

/**
 * One draw: a full grid, then removals in a random order, each kept only when the puzzle stays
 * unique. Ungraded sizes stop at a random target inside the givens range. Graded sizes also keep
 * a removal only when the puzzle stays no harder than the level (checked inside the range; expert
 * has no ceiling, so it is checked once at the end), stopping once the level is reached at or
 * below the target; when that leaves too few givens, cells that singles fill before the first
 * harder step are given back. Null when the draw misses the level or the range.
 */
function draw(size: Size, level: Level, key: string): Drawn | null {
  const rng = createPrng(key);
  const cellCount = size * size;
  const filled = search(
    { size, cells: new Array<number>(cellCount).fill(0) },
    { limit: 1, budget: DEFAULT_BUDGET, random: rng.next },
  );
  if (!filled.solution) return null;
  const solution = filled.solution;
  const [lo, hi] = givensRange(size, level);
  const target = rng.between(lo, hi);
  const puzzle = Uint8Array.from(solution);
  const grid = { size, cells: puzzle as unknown as number[] };
  const graded = GRADED.has(size);
  const ceiling = graded && level !== 'expert';
  let givens = cellCount;
  let reached: Level | null = null;
  const order = rng.shuffle(Array.from({ length: cellCount }, (_, i) => i));
  for (const cell of order) {
    if (givens <= target && (!graded || reached === level)) break;
    const digit = puzzle[cell];
    puzzle[cell] = 0;
    // Unique iff no solution puts another digit in the emptied cell.
    const rival = search(grid, { limit: 1, budget: CHECK_BUDGET[size], exclude: { cell, digit } });
    if (rival.count > 0 || rival.aborted) {
      puzzle[cell] = digit;
      continue;
    }
    givens--;
    if (!ceiling || givens > hi) continue;
    const now = levelFor(size, puzzle, level);
    if (now === null) {
      puzzle[cell] = digit;
      givens++;
      continue;
    }
    reached = now;
  }
  if (graded && level === 'expert') reached = levelFor(size, puzzle, level);
  if (graded && reached !== level) return null;
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

/** The puzzle for a seed, size, level and variant (already valid: see `generate`). */
export function makePuzzle(
  seed: string,
  size: Size,
  level: Level,
  variant: Variant,
): Result<GeneratedPuzzle> {
  if (variant === 'arrow' && size !== 9) {
    return fail(
      'invalid_options',
      'Arrow Sudoku puzzles are 9x9 (seed 003); leave size out or use 9',
      ['size'],
    );
  }
  for (let attempt = 0; attempt < maxAttempts(size); attempt++) {
    const key = `sudoku-break|${variant}|${size}|${level}|${seed}${attempt ? `|retry ${attempt}` : ''}`;
    const result = variant === 'arrow' ? drawArrow(size, level, key) : draw(size, level, key);
    if (!result) continue;
    const arrows = 'arrows' in result ? { arrows: result.arrows.map((a) => arrowOf(size, a)) } : {};
    return ok({
      seed,
      size,
      level,
      variant,
      puzzle: formatGrid({ size, cells: Array.from(result.puzzle) }),
      solution: formatGrid({ size, cells: Array.from(result.solution) }),
      givens: result.givens,
      ...arrows,
      engineVersion: ENGINE_VERSION,
    });
  }
  return fail(
    'generation_failed',
    `no ${level} ${size}x${size} puzzle found for seed ${JSON.stringify(seed)} within ${maxAttempts(size)} attempts`,
  );
}
