/**
 * Mistakes in play: the checking mode and limit from the attributes, "Check", the count said
 * after a move that showed a new mistake, and the game over at the limit with its way on
 * (Continue, Restart). The rules themselves are model/mistakes.ts; this only wires them in.
 */
import { type Game, isSolved, restart, withChecking } from '../model/game.ts';
import { allowance, checkNow, isOver, secondChance, wrongCells } from '../model/mistakes.ts';
import type { GameController, Host } from './controller.ts';
import { attempt, emit } from './events.ts';

/** Not added to the host: it hooks into none of its lifecycle, it only asks it to render. */
export class CheckController {
  private readonly host: Host;
  private readonly ctl: GameController;

  constructor(host: Host, ctl: GameController) {
    this.host = host;
    this.ctl = ctl;
  }

  get limit(): number | null {
    return this.host.config.mistakeLimit;
  }

  /** The limit is reached: no input until Continue, Restart or New Game; the clock stands. */
  get over(): boolean {
    const game = this.ctl.game;
    return Boolean(game && isOver(game, this.limit));
  }

  /** The `mistakes` or `mistake-limit` attribute changed: the game follows at once. */
  configure(): void {
    const { game, saved } = this.ctl;
    const mode = this.host.config.mistakes;
    if (saved) this.ctl.saved = withChecking(saved, mode);
    if (!game) return;
    this.ctl.game = withChecking(game, mode);
    // The page changed it, not the player: the focus stays where it is.
    this.settle(false);
  }

  /** What a move says, with the count when it showed a new mistake. */
  said(before: Game, next: Game, message: string): string {
    if (next.mistakes <= before.mistakes) return message;
    return `${message}. ${this.ctl.strings.mistakesCount(next.mistakes, allowance(next, this.limit))}`;
  }

  /** "Check": marks every wrong digit now (no move, no `sudoku-change`), counting new ones. */
  check(): void {
    const ctl = this.ctl;
    const game = ctl.game;
    if (!game || !ctl.playable || isSolved(game)) return;
    const next = checkNow(game);
    const found = wrongCells(next).size;
    ctl.game = next;
    ctl.say(found ? ctl.strings.checkFound(found) : ctl.strings.checkNone);
    this.settle(true);
  }

  /** One more mistake allowed, on the same board. */
  continueGame(): void {
    const game = this.ctl.game;
    if (!game || !this.over) return;
    this.ctl.game = secondChance(game);
    this.ctl.say(
      this.ctl.strings.mistakesCount(game.mistakes, allowance(this.ctl.game, this.limit)),
    );
    this.ctl.focus.on('cell');
    this.settle(false);
  }

  /** The same puzzle again from its givens, as a fresh game: clock, count and history. */
  restartGame(): void {
    const game = this.ctl.game;
    if (!game) return;
    const given = attempt(game, this.ctl.clock.elapsedMs());
    this.ctl.show(restart(game), true);
    this.settle(false);
    emit(this.host, 'sudoku-restart', given);
  }

  /**
   * After a change to the game: the clock follows (a game over stops it), the game is saved, and
   * with `focus` a game over takes the focus to its panel.
   */
  settle(focus: boolean): void {
    const ctl = this.ctl;
    if (focus && this.over) ctl.focus.on('screen');
    ctl.clock.sync();
    ctl.saving.save();
    this.host.requestUpdate();
  }
}
