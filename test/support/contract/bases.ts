/**
 * One or more valid requests per operation, each answered 200 (a test holds them to it): what
 * the contract tests change one value at a time (a limit, a hostile value) and what they send to
 * provoke the statuses that need a request that would otherwise succeed (304, 403, 429). An
 * operation that needs anything to be called (a required parameter, a body or a player token)
 * must have an entry here; one that needs nothing is called bare. A delete's base names a game
 * that is not there (404): no delete answers 204 twice.
 */
import type { Operation } from './document.ts';
import { AS_NOBODY, AS_PLAYER, PLAY_ID, PLAYED, SAVED_KEY, SOLUTION } from './players.ts';
import type { Base } from './requests.ts';

/** A 4x4 puzzle with one solution, and the same puzzle with two 1s in its first row. */
export const PUZZLE = '.13..32........3';
export const BROKEN = `11${PUZZLE.slice(2)}`;
/** An empty board: many solutions, and more search than a small budget allows. */
export const OPEN_9 = '.'.repeat(81);

export const BASES: Readonly<Record<string, readonly Base[]>> = {
  getPuzzle: [{ query: { seed: 'contract', size: 4 } }],
  getPuzzleBatch: [{ query: { seed: 'contract', size: 4, count: 2 } }],
  getDaily: [{}, { query: { date: '2026-09-01', include: 'solution', format: 'rows' } }],
  getDailyArchive: [{}, { query: { from: '2026-09-01', to: '2026-09-05', variant: 'killer' } }],
  getPuzzleSvg: [{ query: { seed: 'contract', size: 4 } }],
  getDailySvg: [{}, { query: { date: '2026-09-01', include: 'solution', caption: true } }],
  getPrintSheet: [
    { query: { seed: 'contract', size: 4 } },
    { query: { daily: '2026-09-01..2026-09-02', paper: 'letter' } },
    // Yesterday's puzzle, out; its solution is not (the day has not ended in UTC-12).
    { query: { daily: '2026-09-08', variant: 'killer' } },
  ],
  solve: [
    { body: { puzzle: PUZZLE } },
    { body: { puzzle: PUZZLE, algorithm: 'backtracking', trace: true, traceLimit: 6 } },
  ],
  check: [{ body: { puzzle: PUZZLE } }],
  hint: [{ body: { puzzle: PUZZLE } }, { body: { puzzle: PUZZLE, entries: PUZZLE } }],
  rate: [{ body: { puzzle: PUZZLE } }],
  renewPlayerToken: [{ headers: AS_PLAYER }],
  getPlayer: [{ headers: AS_PLAYER }],
  erasePlayer: [{ headers: AS_NOBODY }],
  getSavedGame: [{ params: { key: SAVED_KEY }, headers: AS_PLAYER }],
  putSavedGame: [
    {
      params: { key: SAVED_KEY },
      headers: { ...AS_PLAYER, 'If-Match': '*' },
      body: { game: { values: 'saved again by the contract tests' } },
    },
  ],
  // A game that was never saved: 404, the answer a valid delete gives more than once.
  deleteSavedGame: [{ params: { key: 'never-saved' }, headers: AS_PLAYER }],
  startPlay: [
    { headers: AS_PLAYER, body: PLAYED },
    { headers: AS_PLAYER, body: { seed: 'contract', size: 4, level: 'easy', variant: 'classic' } },
  ],
  finishPlay: [
    {
      params: { id: PLAY_ID },
      headers: AS_PLAYER,
      body: { solution: SOLUTION, seconds: 300, hints: 0, mistakes: 0 },
    },
  ],
};

/** Whether an operation needs anything to be called. */
export const needsInput = (op: Operation): boolean =>
  op.body !== undefined || op.parameters.some((p) => p.required) || op.security;

/** The bases of an operation: its entry, or a bare call when it needs nothing. */
export function basesOf(op: Operation): readonly Base[] {
  const bases = BASES[op.id];
  if (bases) return bases;
  if (needsInput(op)) throw new Error(`${op.id} needs input: give it a valid request in BASES`);
  return [{}];
}
