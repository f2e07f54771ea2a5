/**
 * The completion panel's records of a solved game put back on the board (a reload): read from
 * storage as they stand, not counted again. Until the screens are in the store's `step`.
 */
import type { ResultView } from '../components/result.ts';
import { utcToday } from '../model/config.ts';
import { type Game, isSolved } from '../model/game.ts';
import { kindOf, loadStats, summaryOf } from '../model/stats.ts';
import { elapsedMs } from '../model/store/derive.ts';
import type { GameController } from './controller.ts';

/** Not added to the host: it hooks into none of its lifecycle. */
export class ResultController {
  private readonly ctl: GameController;

  constructor(ctl: GameController) {
    this.ctl = ctl;
  }

  /** What the completion panel shows, or null unless the player solved the game. */
  view(game: Game): ResultView | null {
    if (!isSolved(game) || game.assisted) return null;
    let shown = this.ctl.session.records;
    if (shown?.puzzle !== game.puzzle) {
      const summary = summaryOf(loadStats(), kindOf(game.puzzle), utcToday());
      shown = { puzzle: game.puzzle, summary, shared: null, text: '' };
      this.ctl.store.set({ records: shown });
    }
    return {
      time: elapsedMs(this.ctl.session),
      mistakes: game.mistakes,
      hintsUsed: game.hintsUsed,
      summary: shown.summary,
      daily: game.daily !== null,
      shared: shown.shared,
      text: shown.text,
    };
  }
}
