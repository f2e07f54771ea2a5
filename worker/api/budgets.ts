/**
 * The Worker's work budgets, each keeping a request within about 100 ms of CPU: the logic caps of
 * hint and rate, the node budget of solve's `candidates` algorithm, and the caps on batch sizes.
 *
 * Hint and rate first prove the puzzle has one solution with the production search under the
 * same node budget as solve and check (the engine's per-size default unless the app is built
 * with another); then the logic engine works under a budget of "work units" (about one per cell
 * or candidate looked at) that a client may lower but never raise past the cap for its size.
 *
 * The caps sit below the engine's own defaults (which serve a caller on its own machine) and
 * come from measurements (Node 22, this machine, compiled code): a unit costs 3-13 ns, 4-10 on
 * average over a whole rating of a 16x16 or 25x25 puzzle. A hint is one scan of the technique
 * library (at most about 20,000 units on 9x9 and 100,000 on 25x25), far below every cap; a rating
 * is the costly request. Rating the generator's own puzzles takes up to 0.2 million units on 9x9
 * (the hardest puzzles of the data sets under 0.3 million), 1.1 million on 16x16 (expert) and
 * 3.3 million on 25x25 (12-16 seeds per level): each cap is more than twice that, so no puzzle
 * the API makes is refused, while at the cap a hostile board stops after about 20 ms (9x9),
 * 40 ms (16x16) or 80 ms (25x25) of logic. The first ratings in a fresh isolate run before the
 * code is compiled and cost several times more.
 */
import type { AlgorithmName, Level, Size, Variant } from '../../shared/index.ts';
import type { Deps } from '../options.ts';

export const LOGIC_CAP: Readonly<Record<Size, number>> = {
  4: 2_000_000,
  6: 2_000_000,
  9: 2_000_000,
  16: 4_000_000,
  25: 8_000_000,
};

/** The caps as text, for the contract's descriptions. */
export const LOGIC_CAP_TEXT = `${LOGIC_CAP[9].toLocaleString('en-US')} units up to 9x9, ${LOGIC_CAP[16].toLocaleString('en-US')} on 16x16, ${LOGIC_CAP[25].toLocaleString('en-US')} on 25x25`;

/** The logic budget of one request: what the client asked for, at most the cap. */
export const logicBudget = (deps: Deps, size: Size, asked?: number): number => {
  const cap = deps.logicBudget ?? LOGIC_CAP[size];
  return asked === undefined ? cap : Math.min(asked, cap);
};

/**
 * Node budgets of `solve` with the teaching algorithm `candidates`, which keeps notes for every
 * cell: a node costs 0.4-0.7 us up to 16x16 and about 1 us on 9x9 with arrows, up to 2 us on
 * 25x25 (CPU time, npm run bench -- --only=costs), so the engine's 200,000 took up to 400 ms on
 * 25x25. These keep it under about 60 ms; generated puzzles need a few hundred nodes. The scan
 * algorithms cost at most 0.2 us a node and keep the engine's budget (at most about 40 ms,
 * findtracking on 25x25), and `fast` keeps the engine's per-size budget, the one hint and rate
 * prove uniqueness under.
 */
const CANDIDATES_BUDGET: Readonly<Record<Size, number>> = {
  4: 60_000,
  6: 60_000,
  9: 60_000,
  16: 60_000,
  25: 20_000,
};

/**
 * `candidates` with Killer cages: every node runs the cage rules on the notes, 5-15 us a node
 * (generated and hostile puzzles, CPU time, 2026-11-23), so 60,000 nodes took up to 435 ms, and
 * 10,000 up to 107 ms on hostile cages (npm run bench -- --only=costs --kinds=killer); this
 * keeps it under about 90 ms. Easy to hard Killer puzzles need a few hundred to a few thousand nodes;
 * expert ones up to tens of thousands, which run out here (the engine solves them locally). The
 * production search with cages has the engine's own Killer default (400 nodes, about 75 ms).
 */
const KILLER_CANDIDATES_BUDGET = 8_000;

/** The node budget of one search: the app's own when it has one, else the API's for the algorithm. */
export const nodeBudget = (
  deps: Deps,
  size: Size,
  algorithm: AlgorithmName = 'fast',
  killer = false,
): number | undefined => {
  if (deps.budget !== undefined || algorithm !== 'candidates') return deps.budget;
  return killer ? KILLER_CANDIDATES_BUDGET : CANDIDATES_BUDGET[size];
};

/** The most puzzles one batch may hold, whatever they are. */
export const MAX_BATCH = 50;

/**
 * The most puzzles one batch of a kind may hold, so that a batch the caches do not hold (each
 * puzzle generated) stays within about 100 ms of CPU. From `npm run bench -- --only=costs`
 * (2026-11-23, CPU time, a busy 2-core machine): the largest count whose CPU, summed from the
 * measured cost of single puzzles drawn at random, stays under 100 ms in 99 draws out of 100,
 * checked by timing batches at the cap. A 25x25 expert puzzle alone can take more (122 ms at
 * worst of 10): its cap is 1, a single request's cost. Killer Sudoku (300 seeds a level, whose
 * generation has a long tail: p99 8, 18, 56 and 95 ms, at worst 133 for an expert one): the rule
 * gives 27, 10, 2 and 1; easy is rounded down to 25.
 */
const BATCH_CAP: Readonly<Record<Variant, Partial<Record<Size, Readonly<Record<Level, number>>>>>> =
  {
    classic: {
      4: { easy: 50, medium: 50, hard: 50, expert: 50 },
      6: { easy: 50, medium: 50, hard: 50, expert: 50 },
      9: { easy: 50, medium: 15, hard: 10, expert: 10 },
      16: { easy: 20, medium: 10, hard: 2, expert: 2 },
      25: { easy: 5, medium: 4, hard: 1, expert: 1 },
    },
    arrow: { 9: { easy: 25, medium: 25, hard: 6, expert: 2 } },
    killer: { 9: { easy: 25, medium: 10, hard: 2, expert: 1 } },
  };

/** The cap of a kind; undefined for a kind the engine does not make (Arrow Sudoku off 9x9). */
export const batchCap = (variant: Variant, size: Size, level: Level): number | undefined =>
  BATCH_CAP[variant][size]?.[level];

/**
 * The CPU one unit of generation weight stands for, in ms: a batch at its cap, MAX_BATCH units,
 * stays within about 100 ms at p99, so a unit is at most about 2 ms (an estimate from above: a
 * median puzzle costs a fraction of it). The scheduled job budgets its runs with it
 * (../premade/premake.ts).
 */
export const UNIT_CPU_MS = 100 / MAX_BATCH;

/**
 * What generating one puzzle of a kind costs a client's compute quota (../http/rate-limit.ts), in
 * units of the cheapest (an easy 9x9 puzzle): the caps above say how many puzzles of a kind fit in
 * the CPU of a full batch, MAX_BATCH of the cheapest, so one puzzle weighs MAX_BATCH / its cap,
 * rounded up: 1 for 4x4, 6x6 and easy 9x9, 4, 5 and 5 for medium to expert 9x9, up to 50 for
 * 25x25 hard and expert and Killer expert. One table prices every route that generates (single
 * puzzles, batches, images, sheets, days); a puzzle a cache holds costs nothing. Undefined for a
 * kind the engine does not make.
 */
export const generationWeight = (
  variant: Variant,
  size: Size,
  level: Level,
): number | undefined => {
  const cap = batchCap(variant, size, level);
  return cap === undefined ? undefined : Math.ceil(MAX_BATCH / cap);
};
