/**
 * The engine's general search core as the widget has it: the widget's build puts this module in
 * the place of shared/solve/general.ts where the engine's search imports it (widget/bundle.ts),
 * so that a classic 9x9 game, which the band-bitboard core solves, never loads the general core.
 * Every other board (4x4, 6x6, 16x16, 25x25, and 9x9 with arrows or cages) loads it first, in a
 * chunk of what such boards need (board-extras.ts; services/deferred.ts `loadBoard`), before
 * any search on it.
 */
import type { Size } from '../../shared/board/geometry.ts';
import type { SearchOptions, SearchOutcome } from '../../shared/solve/outcome.ts';

type Search = typeof import('../../shared/solve/general.ts').searchGeneral;

let core: Search | null = null;

export function searchGeneral(
  size: Size,
  cells: ArrayLike<number>,
  options: SearchOptions,
): SearchOutcome {
  // Reaching here without the core is a widget bug (a path that skipped `loadBoard`): say so.
  if (!core) throw new Error(`the general search core is not loaded (a ${size}x${size} board)`);
  return core(size, cells, options);
}

/** The general core's chunk has loaded. */
export function addGeneral(search: Search): void {
  core = search;
}
