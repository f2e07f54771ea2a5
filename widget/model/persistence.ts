/**
 * The saved-game format (localStorage): versioned, checked with a zod schema and then against
 * the puzzle itself, so that an old format, a hand-edited value or plain garbage is ignored
 * rather than crashing the widget or showing a board that breaks the rules.
 */
import * as z from 'zod/mini';
import { GeneratedPuzzleSchema, isCalendarDate } from '../engine.ts';
import { boardText, cellsOf, type Game, newGame } from './game.ts';
import { type History, MOVE_KINDS, type Move } from './history.ts';
import { stoppedTimer } from './timer.ts';

/** Bump when the shape changes; older saves are then ignored. */
export const SAVE_VERSION = 1;

const count = z.int().check(z.minimum(0), z.maximum(1_000_000));
const MoveSchema = z.object({
  k: z.enum(MOVE_KINDS),
  c: z.array(z.tuple([count, count, count, count, count, count, count])).check(z.maxLength(625)),
});

export const SavedGameSchema = z.object({
  v: z.literal(SAVE_VERSION),
  puzzle: GeneratedPuzzleSchema,
  daily: z.nullable(z.string()),
  /** The board as engine text. */
  values: z.string().check(z.maxLength(625)),
  notes: z.array(count).check(z.maxLength(625)),
  /** Indexes of the cells filled by hints or Solve. */
  hinted: z.array(count).check(z.maxLength(625)),
  mistakes: count,
  hintsUsed: count,
  assisted: z.boolean(),
  /** Milliseconds played. */
  elapsed: z.number().check(z.minimum(0), z.maximum(1e10)),
  past: z.array(MoveSchema).check(z.maxLength(1000)),
  future: z.array(MoveSchema).check(z.maxLength(1000)),
  savedAt: z.number(),
});
export type SavedGame = z.infer<typeof SavedGameSchema>;

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
  const parsed = SavedGameSchema.safeParse(data);
  if (!parsed.success) return null;
  const saved = parsed.data;
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
  return {
    ...fresh,
    values,
    notes: saved.notes,
    hinted: values.map((_, i) => hintedSet.has(i)),
    history,
    mistakes: saved.mistakes,
    hintsUsed: saved.hintsUsed,
    assisted: saved.assisted,
    timer: stoppedTimer(saved.elapsed),
  };
}
