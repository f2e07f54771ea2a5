/**
 * The puzzle a play is of, from where every puzzle route gets it (../puzzles/puzzle-source.ts):
 * a puzzle of the day under the daily rules (only once it is out), a seeded puzzle through the
 * same caches, a puzzle no cache holds charged to the client's compute quota as everywhere. So a
 * play is of exactly the puzzle the player was shown.
 */
import type { Context } from 'hono';
import type { GeneratedPuzzle } from '../../../shared/index.ts';
import type { AppEnv } from '../../env.ts';
import type { Deps } from '../../options.ts';
import { isDaily, type PuzzleRef } from '../../players/puzzle-ref.ts';
import { loadDaily, loadPuzzle } from '../puzzles/puzzle-source.ts';

export async function puzzleOf(
  c: Context<AppEnv>,
  deps: Deps,
  ref: PuzzleRef,
): Promise<GeneratedPuzzle> {
  if (isDaily(ref)) {
    const { level, variant } = ref;
    return (await loadDaily(c, deps, ref.daily, { level, variant }, { withSolution: false }))
      .puzzle;
  }
  const { seed, size, level, variant } = ref;
  return (await loadPuzzle(c, deps, { seed, size, level, variant }, { store: true })).puzzle;
}

/** Cells a player had to fill in. */
export const emptyCells = (puzzle: GeneratedPuzzle): number =>
  puzzle.size * puzzle.size - puzzle.givens;
