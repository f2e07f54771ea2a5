/**
 * The Worker's work budgets for hint and rate. Both first prove the puzzle has one solution with
 * the production search under the same node budget as solve and check (the engine's per-size
 * default unless the app is built with another); then the logic engine works under a budget of
 * "work units" (about one per cell or candidate looked at) that a client may lower but never
 * raise past the cap for its board size.
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
import type { Size } from '../shared/index.ts';
import type { Deps } from './options.ts';

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
