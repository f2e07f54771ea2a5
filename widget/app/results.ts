/**
 * The end of a game the player solved: its place in the records of its kind (model/stats.ts),
 * counted once, when it is solved, and Share (model/share.ts) with what it did.
 */
import type { ResultView } from '../components/result.ts';
import { utcToday } from '../model/config.ts';
import { type Game, isSolved } from '../model/game.ts';
import { resultText, shareText } from '../model/share.ts';
import { kindOf, loadStats, saveGame, summaryOf } from '../model/stats.ts';
import type { Records } from '../model/store/session.ts';
import type { GameController, Host } from './controller.ts';
import { puzzleInfo } from './events.ts';

/** Not added to the host: it hooks into none of its lifecycle, it only asks it to render. */
export class ResultController {
  private readonly host: Host;
  private readonly ctl: GameController;
  /** The records shown for the solved puzzle on the board. */
  private get shown(): Records | null {
    return this.ctl.session.records;
  }
  private set shown(records: Records | null) {
    this.ctl.store.set({ records });
  }

  constructor(host: Host, ctl: GameController) {
    this.host = host;
    this.ctl = ctl;
  }

  /** The player just solved it (moves.ts `finished`): the one place a game is recorded. */
  record(game: Game, time: number): void {
    const { variant, level } = game.puzzle;
    const { size, daily, hintsUsed, assisted } = game;
    const finished = { size, variant, level, daily, time, hintsUsed, assisted };
    const summary = saveGame(finished, utcToday());
    this.shown = { puzzle: game.puzzle, summary, shared: null, text: '' };
  }

  /** What the completion panel shows, or null unless the player solved the game. */
  view(game: Game): ResultView | null {
    if (!isSolved(game) || game.assisted) return null;
    if (this.shown?.puzzle !== game.puzzle) {
      // A solved game put back (a reload): the records as they stand, not counted again.
      const summary = summaryOf(loadStats(), kindOf(game.puzzle), utcToday());
      this.shown = { puzzle: game.puzzle, summary, shared: null, text: '' };
    }
    return {
      time: this.ctl.clock.elapsedMs(),
      mistakes: game.mistakes,
      hintsUsed: game.hintsUsed,
      summary: this.shown.summary,
      daily: game.daily !== null,
      shared: this.shown.shared,
      text: this.text(game),
    };
  }

  /**
   * Called from the click itself: browsers share or copy only in answer to a gesture. The
   * panel's own status region announces the outcome.
   */
  share(): void {
    const game = this.ctl.game;
    const shown = this.shown;
    if (!game || !shown) return;
    void shareText(this.text(game)).then((outcome) => {
      if (this.shown?.puzzle === shown.puzzle) this.shown = { ...this.shown, shared: outcome };
      this.host.requestUpdate();
    });
  }

  private text(game: Game): string {
    const { hintsUsed, mistakes } = game;
    const result = { ...puzzleInfo(game), time: this.ctl.clock.elapsedMs(), hintsUsed, mistakes };
    return resultText(result, this.ctl.strings, location.href);
  }
}
