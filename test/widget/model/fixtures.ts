// A fixed puzzle for the model tests, made by the engine from a seed (deterministic).
import { generate } from '../../../shared/index.ts';
import { type Game, newGame } from '../../../widget/model/game.ts';
import type { Finished } from '../../../widget/model/stats.ts';

export function puzzle(seed = 'widget-model', size: 4 | 6 | 9 = 9) {
  const made = generate({ seed, size, level: 'easy' });
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
}

export function game(seed?: string, size?: 4 | 6 | 9): Game {
  const g = newGame(puzzle(seed, size));
  if (!g) throw new Error('fixture puzzle rejected');
  return g;
}

/** The first empty cell and its right digit. */
export function firstEmpty(g: Game): { cell: number; digit: number } {
  const cell = g.values.indexOf(0);
  return { cell, digit: g.solution[cell] };
}

/** A digit that is wrong for the cell. */
export const wrongDigit = (g: Game, cell: number): number => (g.solution[cell] % g.size) + 1;

/** A game finished by the player, as the records take it: a 9x9 classic medium, five minutes. */
export const solved = (over: Partial<Finished> = {}): Finished => ({
  size: 9,
  variant: 'classic',
  level: 'medium',
  daily: null,
  time: 300_000,
  hintsUsed: 0,
  assisted: false,
  ...over,
});
