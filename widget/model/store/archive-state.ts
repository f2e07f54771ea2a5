/**
 * The session's part about the archive and the start gate: the records the calendar and the stats
 * screen show (read from storage when one opens), the day the calendar's focus is on, and a start
 * the page stopped with `sudoku-start` (docs/widget.md), kept so that `continueStart()` can ask
 * again. Types and the empty value only: archive.ts and gate.ts step them.
 */
import type { PuzzleRequest } from '../../services/request.ts';
import type { StartDetail } from '../events.ts';
import type { Stats } from '../stats.ts';

/** A puzzle to ask for; a null seed is a new random one (the store picks it). */
export type Ask = Omit<PuzzleRequest, 'seed'> & { readonly seed: string | null };

/** A game about to start, as `sudoku-start` tells it; `focus`: the board takes the focus. */
export interface Starting {
  readonly ask: Ask;
  readonly focus: boolean;
  readonly detail: StartDetail;
}

export interface Archive {
  /** The local records, once storage has answered (`stats-read`); null before. */
  readonly stats: Stats | null;
  /** The date of today's puzzle of the day (UTC), as the store read it with the records. */
  readonly today: string;
  /** The day the calendar's focus is on ('' until the records come: then today). */
  readonly day: string;
}

export const noArchive: Archive = { stats: null, today: '', day: '' };
