/**
 * The part of a saved game that says what was shown of its mistakes (mistakes.ts): per cell, the
 * wrong digits counted and marked, and the continues after the limit; read back without trusting
 * it.
 */
import type { Game } from './game-state.ts';
import { bit } from './notes.ts';
import { isArrayOf, isInt, isRecord } from './validate.ts';

/** What saving needs beyond the board: [cell, counted mask, marked mask] per cell, continues. */
export interface SavedChecks {
  m: [number, number, number][];
  c: number;
}

export function toSavedChecks(game: Game): SavedChecks {
  const m: [number, number, number][] = [];
  game.counted.forEach((c, cell) => {
    if (c || game.marked[cell]) m.push([cell, c, game.marked[cell]]);
  });
  return { m, c: game.continues };
}

const isTriple = (v: unknown): v is [number, number, number] =>
  Array.isArray(v) && v.length === 3 && v.every((x) => isInt(x, 0, 2 ** 25));

/**
 * Puts saved checks back on a restored game. Anything unsound is dropped, not trusted: cells out
 * of range or given, bits of the right digit (a right digit is never a mistake). Never throws.
 */
export function withSavedChecks(game: Game, saved: unknown): Game {
  if (!isRecord(saved)) return game;
  const counted = game.givens.map(() => 0);
  const marked = game.givens.map(() => 0);
  if (isArrayOf(saved.m, counted.length, isTriple)) {
    const full = (1 << game.size) - 1;
    for (const [cell, c, m] of saved.m) {
      if (cell >= counted.length || game.givens[cell] !== 0) continue;
      const keep = full & ~bit(game.solution[cell]);
      marked[cell] = m & keep;
      counted[cell] = (c | m) & keep;
    }
  }
  const continues = isInt(saved.c, 0, 10_000) ? saved.c : 0;
  return { ...game, counted, marked, continues };
}
