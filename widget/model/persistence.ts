/**
 * The saved-game format (localStorage): versioned, checked for its shape (validate.ts) and then
 * against the puzzle itself, so that an old format, a hand-edited value or plain garbage is ignored
 * rather than crashing the widget or showing a board that breaks the rules.
 */
import { type GeneratedPuzzle, isCalendarDate } from '../engine.ts';
import { boardText, cellsOf, type Game, newGame } from './game.ts';
import { type History, MOVE_KINDS, type Move, type MoveKind } from './history.ts';
import { type SavedChecks, toSavedChecks, withSavedChecks } from './saved-checks.ts';
import { stoppedTimer } from './timer.ts';
import { isArrayOf, isInt, isNumber, isRecord, readPuzzle } from './validate.ts';

/** Bump when the shape changes; older saves are then ignored. */
export const SAVE_VERSION = 1;

type Count = number;
type SavedChange = [Count, Count, Count, Count, Count, Count, Count];

export interface SavedGame {
  v: typeof SAVE_VERSION;
  puzzle: GeneratedPuzzle;
  daily: string | null;
  /** The board as engine text. */
  values: string;
  notes: Count[];
  /** Indexes of the cells filled by hints or Solve. */
  hinted: Count[];
  mistakes: Count;
  hintsUsed: Count;
  assisted: boolean;
  /** Milliseconds played. */
  elapsed: number;
  past: { k: MoveKind; c: SavedChange[] }[];
  future: { k: MoveKind; c: SavedChange[] }[];
  savedAt: number;
  /** What was shown of the mistakes (mistakes.ts); checked when read, absent in older saves. */
  checks?: SavedChecks;
  /** Live notes (live.ts) and the player's eliminations; absent in older saves (off). */
  live?: boolean;
  elims?: Count[];
}

const isCount = (v: unknown): v is Count => isInt(v, 0, 1_000_000);
const isChange = (v: unknown): v is SavedChange =>
  Array.isArray(v) && v.length === 7 && v.every(isCount);
const isMove = (v: unknown): v is SavedGame['past'][number] =>
  isRecord(v) && (MOVE_KINDS as readonly unknown[]).includes(v.k) && isArrayOf(v.c, 625, isChange);

/** A saved game's shape (a format version, bounded sizes), or null. Never throws. */
function readSaved(v: unknown): SavedGame | null {
  if (!isRecord(v) || v.v !== SAVE_VERSION) return null;
  const puzzle = readPuzzle(v.puzzle);
  const ok =
    puzzle !== null &&
    (v.daily === null || typeof v.daily === 'string') &&
    typeof v.values === 'string' &&
    v.values.length <= 625 &&
    isArrayOf(v.notes, 625, isCount) &&
    isArrayOf(v.hinted, 625, isCount) &&
    isCount(v.mistakes) &&
    isCount(v.hintsUsed) &&
    typeof v.assisted === 'boolean' &&
    isNumber(v.elapsed, 0, 1e10) &&
    isArrayOf(v.past, 1000, isMove) &&
    isArrayOf(v.future, 1000, isMove) &&
    isNumber(v.savedAt);
  return ok ? ({ ...v, puzzle } as SavedGame) : null;
}

type SavedMove = SavedGame['past'][number];
const toSavedMove = (m: Move): SavedMove => ({
  k: m.kind,
  c: m.changes.map(([a, b, c, d, e, f, g]) => [a, b, c, d, e, f, g]),
});

export function toSaved(game: Game, elapsedMs: number, now: number): SavedGame {
  return {
    v: SAVE_VERSION,
    puzzle: game.puzzle,
    daily: game.daily,
    values: boardText(game),
    notes: [...game.notes],
    hinted: game.hinted.flatMap((h, i) => (h ? [i] : [])),
    mistakes: game.mistakes,
    hintsUsed: game.hintsUsed,
    assisted: game.assisted,
    elapsed: Math.round(elapsedMs),
    past: game.history.past.map(toSavedMove),
    future: game.history.future.map(toSavedMove),
    savedAt: now,
    checks: toSavedChecks(game),
    ...(game.live && { live: true, elims: [...game.elims] }),
  };
}

export const serialize = (game: Game, elapsedMs: number, now = Date.now()): string =>
  JSON.stringify(toSaved(game, elapsedMs, now));

/** A saved move is kept only if it could have happened on this board. */
function validMoves(game: Game, moves: SavedGame['past']): Move[] | null {
  const cells = game.values.length;
  const limit = 1 << game.size;
  const out: Move[] = [];
  for (const m of moves) {
    for (const c of m.c) {
      const [cell, v0, n0, h0, v1, n1, h1] = c;
      if (cell >= cells || game.givens[cell] !== 0) return null;
      if (v0 > game.size || v1 > game.size || n0 >= limit || n1 >= limit || h0 > 1 || h1 > 1) {
        return null;
      }
    }
    out.push({ kind: m.k, changes: m.c });
  }
  return out;
}

/** Reads a saved game; null for anything that is not a sound one. Never throws. */
export function restore(text: string | null | undefined): Game | null {
  if (typeof text !== 'string' || text.length > 500_000) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  const saved = readSaved(data);
  if (!saved) return null;
  if (saved.daily !== null && !isCalendarDate(saved.daily)) return null;
  const fresh = newGame(saved.puzzle, saved.daily);
  if (!fresh) return null;
  const size = fresh.size;
  const values = cellsOf(saved.values, size);
  const cells = size * size;
  if (!values) return null;
  if (fresh.givens.some((g, i) => g !== 0 && values[i] !== g)) return null;
  if (saved.notes.length !== cells || saved.notes.some((n) => n >= 1 << size)) return null;
  if (saved.hinted.some((i) => i >= cells || fresh.givens[i] !== 0)) return null;
  const hintedSet = new Set(saved.hinted);
  const past = validMoves(fresh, saved.past);
  const future = validMoves(fresh, saved.future);
  // A broken history is dropped, not the game: the board itself is still sound.
  const history: History = past && future ? { past, future } : { past: [], future: [] };
  const elims = saved.elims;
  const live =
    saved.live === true && isArrayOf(elims, cells, isCount) && elims.length === cells
      ? elims.every((n) => n < 1 << size)
      : false;
  const game: Game = {
    ...fresh,
    values,
    notes: saved.notes,
    ...(live && elims && { live, elims }),
    hinted: values.map((_, i) => hintedSet.has(i)),
    history,
    mistakes: saved.mistakes,
    hintsUsed: saved.hintsUsed,
    assisted: saved.assisted,
    timer: stoppedTimer(saved.elapsed),
  };
  return withSavedChecks(game, saved.checks);
}
