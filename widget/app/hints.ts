/**
 * Hint, pressed again and again: first the nudge (where to look), then the full step with its
 * cells and candidates, then the step carried out on the board, its first cell selected (the
 * focus follows the selection, see GameController.hostUpdated).
 */
import { isSolved } from '../model/game.ts';
import { deferred, loadDeferred } from '../services/deferred.ts';
import { applyHint, type Hint, hintText, nextHint } from '../services/hints.ts';
import type { GameController, Host } from './controller.ts';
import { emit, hintDetail } from './events.ts';

export interface ShownHint {
  readonly hint: Hint;
  readonly stage: 'nudge' | 'full';
}

/** Not added to the host: it hooks into none of its lifecycle, it only asks it to render. */
export class HintController {
  /** The hint on show, and how much of it. */
  shown: ShownHint | null = null;
  private readonly host: Host;
  private readonly ctl: GameController;

  constructor(host: Host, ctl: GameController) {
    this.host = host;
    this.ctl = ctl;
  }

  next(): void {
    const ctl = this.ctl;
    const game = ctl.game;
    if (!game || !ctl.playable || isSolved(game)) return;
    const current = this.shown;
    const lang = ctl.lang;
    if (current?.stage === 'nudge') {
      this.shown = { ...current, stage: 'full' };
      ctl.say(hintText(current.hint, 'full', lang));
      emit(this.host, 'sudoku-hint', hintDetail(current.hint, 'full', lang));
      this.host.requestUpdate();
      return;
    }
    if (current) {
      const { hint } = current;
      const first = hint.move.place[0]?.cell ?? hint.cells[0] ?? null;
      if (first !== null) ctl.selected = first;
      emit(this.host, 'sudoku-hint', hintDetail(hint, 'apply', lang));
      ctl.moves.commit(applyHint(game, hint), 'hint', first, hintText(hint, 'full', lang));
      return;
    }
    // Asked for before the idle browser loaded the engine's hints: once they are in.
    if (!deferred())
      return void loadDeferred().then(
        () => this.next(),
        () => {},
      );
    const hint = nextHint(game);
    if (!hint) {
      ctl.say(ctl.strings.hintNone);
      this.host.requestUpdate();
      return;
    }
    this.shown = { hint, stage: 'nudge' };
    ctl.replays.choosing = false;
    ctl.say(hintText(hint, 'nudge', lang));
    emit(this.host, 'sudoku-hint', hintDetail(hint, 'nudge', lang));
    this.host.requestUpdate();
  }
}
