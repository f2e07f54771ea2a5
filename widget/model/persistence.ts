/**
 * The saved-game format (localStorage): versioned, checked for its shape (validate.ts) and then
 * against the puzzle itself, so that an old format, a hand-edited value or plain garbage is ignored
 * rather than crashing the widget or showing a board that breaks the rules.
 */
import { type GeneratedPuzzle, isCalendarDate } from '../engine.ts';
import { boardText, cellsOf, type Game, newGame } from './game.ts';
import { type Change, type History, MOVE_KINDS, type Move, type MoveKind } from './history.ts';
import { COLOURS } from './marking.ts';
import { type SavedChecks, toSavedChecks, withSavedChecks } from './saved-checks.ts';
import { stoppedTimer } from './timer.ts';
import { isArrayOf, isInt, isNumber, isRecord, readPuzzle } from './validate.ts';

/** Bump when the shape changes; older saves are then ignored. */
export const SAVE_VERSION = 1;

type Count = number;
/**
 * A change as history.ts keeps it (11 numbers), or, when its centre marks and colour are 0 before
 * and after (every change of a save from before marks), the 7 of [cell, value, notes, hinted]
 * before and after.
 */
type SavedChange = Count[];

export interface SavedGame {
  v: typeof SAVE_VERSION;
  puzzle: GeneratedPuzzle;
  daily: string | null;
  /** The board as engine text. */
  values: string;
  notes: Count[];
  /** Centre marks and colours per cell (marking.ts); left out when none, and absent in older saves. */
  centre?: Count[];
  colours?: Count[];
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
  Array.isArray(v) && (v.length === 7 || v.length === 11) && v.every(isCount);
const isCells = (v: unknown): boolean => v === undefined || isArrayOf(v, 625, isCount);
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
    isCells(v.centre) &&
    isCells(v.colours) &&
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
  c: m.changes.map(([a, v, n, h, c, k, v1, n1, h1, c1, k1]) =>
    c || k || c1 || k1 ? [a, v, n, h, c, k, v1, n1, h1, c1, k1] : [a, v, n, h, v1, n1, h1],
  ),
});
/** A saved change in history.ts's 11 numbers. */
const toChange = (c: SavedChange): Change =>
  c.length === 7
    ? [c[0], c[1], c[2], c[3], 0, 0, c[4], c[5], c[6], 0, 0]
    : (c as unknown as Change);
const someOf = (cells: readonly number[]): Count[] | undefined =>
  cells.some(Boolean) ? [...cells] : undefined;

export function toSaved(game: Game, elapsedMs: number, now: number): SavedGame {
  return {
    v: SAVE_VERSION,
    puzzle: game.puzzle,
    daily: game.daily,
    values: boardText(game),
    notes: [...game.notes],
    centre: someOf(game.centre),
    colours: someOf(game.colours),
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

/**
 * A saved move is kept only if it could have happened on this board: a given's value, notes and
 * hinted flag never change (its colour may).
 */
function validMoves(game: Game, moves: SavedGame['past']): Move[] | null {
  const cells = game.values.length;
  const limit = 1 << game.size;
  const out: Move[] = [];
  for (const m of moves) {
    const changes = m.c.map(toChange);
    for (const [cell, v0, n0, h0, c0, k0, v1, n1, h1, c1, k1] of changes) {
      if (cell >= cells) return null;
      const given = game.givens[cell];
      if (given && (v0 !== given || v1 !== given || n0 || n1 || h0 || h1 || c0 || c1)) return null;
      if (v0 > game.size || v1 > game.size || n0 >= limit || n1 >= limit || h0 > 1 || h1 > 1) {
        return null;
      }
      if (c0 >= limit || c1 >= limit || k0 > COLOURS || k1 > COLOURS) return null;
    }
    out.push({ kind: m.k, changes });
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
  const layer = (m: readonly number[] | undefined, most: number): readonly number[] | null =>
    !m ? fresh.notes : m.length === cells && m.every((n) => n <= most) ? m : null;
  const notes = layer(saved.notes, (1 << size) - 1);
  const centre = layer(saved.centre, (1 << size) - 1);
  const colours = layer(saved.colours, COLOURS);
  if (!notes || !centre || !colours) return null;
  if (saved.hinted.some((i) => i >= cells || fresh.givens[i] !== 0)) return null;
  const hintedSet = new Set(saved.hinted);
  const past = validMoves(fresh, saved.past);
  const future = validMoves(fresh, saved.future);
  // A broken history is dropped, not the game: the board itself is still sound.
  const history: History = past && future ? { past, future } : { past: [], future: [] };
  // Live notes need sound eliminations (a mask per cell); without them they are off.
  const elims =
    saved.live === true && isArrayOf(saved.elims, cells, isCount)
      ? layer(saved.elims, (1 << size) - 1)
      : null;
  const game: Game = {
    ...fresh,
    values,
    notes,
    centre,
    colours,
    ...(elims && { live: true, elims }),
    hinted: values.map((_, i) => hintedSet.has(i)),
    history,
    mistakes: saved.mistakes,
    hintsUsed: saved.hintsUsed,
    assisted: saved.assisted,
    timer: stoppedTimer(saved.elapsed),
  };
  return withSavedChecks(game, saved.checks);
}
