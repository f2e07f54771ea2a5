/**
 * The Worker's work budgets for hint and rate. Both first count the puzzle's solutions with the
 * production search under the same node budget as solve and check (the engine's per-size default
 * unless the app is built with another); then the logic engine works under a budget of "work
 * units" (about one per cell or candidate looked at) that a client may lower but never raise past
 * the cap for its board size. The caps are set so that a hint or a rating ends within about
 * 100 ms of CPU. Measured through the app (Node 22, this machine), on empty, near-empty and hostile
 * boards of every size and on generated 16x16 and 25x25 boards whose uniqueness search just fits
 * the node budget: a warm isolate answers every one within 70 ms; the first request of a fresh
 * isolate (code not yet compiled) takes up to about 120 ms on the 16x16 worst case. A logic unit
 * costs about 10 ns warm; on 25x25 the search before the logic costs more, so the cap is lower.
 */
import type { Size } from '../shared/index.ts';
import type { Deps } from './options.ts';

export const LOGIC_CAP: Readonly<Record<Size, number>> = {
  4: 2_000_000,
  6: 2_000_000,
  9: 2_000_000,
  16: 2_000_000,
  25: 1_000_000,
};

/** The caps as text, for the contract's descriptions. */
export const LOGIC_CAP_TEXT = `${LOGIC_CAP[9].toLocaleString('en-US')} units up to 16x16, ${LOGIC_CAP[25].toLocaleString('en-US')} on 25x25`;

/** The logic budget of one request: what the client asked for, at most the cap. */
export const logicBudget = (deps: Deps, size: Size, asked?: number): number => {
  const cap = deps.logicBudget ?? LOGIC_CAP[size];
  return asked === undefined ? cap : Math.min(asked, cap);
};
