/**
 * New Game without regrets: with a game in progress it asks first (inline, in place of the
 * actions, never window.confirm), and once a new game replaced one in progress (New Game, or
 * Play from the menu), "Back to previous game" brings that one back with its time, until the
 * first move on the new one. A daily embed opens with the same offer for the other game it kept.
 */
import type { Game } from '../model/game.ts';
import { inProgress } from '../model/slots.ts';
import { pause } from '../model/timer.ts';
import type { GameController, Host } from './controller.ts';

/** Not added to the host: it hooks into none of its lifecycle, it only asks it to render. */
export class NewGameController {
  /** "Start a new game?" is open. */
  get confirming(): boolean {
    return this.ctl.session.confirming;
  }
  set confirming(confirming: boolean) {
    this.ctl.store.set({ confirming });
  }
  /** The game a new one replaced, while it can still come back. */
  get previous(): Game | null {
    return this.ctl.session.previous;
  }
  set previous(previous: Game | null) {
    this.ctl.store.set({ previous });
  }
  /** `previous` is a daily embed's other game, kept from an earlier visit: nothing new started. */
  get fromSave(): boolean {
    return this.ctl.session.fromSave;
  }
  set fromSave(fromSave: boolean) {
    this.ctl.store.set({ fromSave });
  }
  private readonly host: Host;
  private readonly ctl: GameController;

  constructor(host: Host, ctl: GameController) {
    this.host = host;
    this.ctl = ctl;
  }

  /** New Game: asks first when there is something to lose. */
  ask(): void {
    const game = this.ctl.game;
    if (!game || !inProgress(game)) {
      this.confirm();
      return;
    }
    this.confirming = true;
    this.ctl.store.set({ choosing: false });
    this.ctl.focus.on('.confirm button');
    this.host.requestUpdate();
  }

  confirm(): void {
    this.confirming = false;
    void this.ctl.start(this.ctl.loader.another(this.ctl.game), true);
  }

  cancel(): void {
    this.confirming = false;
    this.ctl.focus.on('.new');
    this.host.requestUpdate();
  }

  /** Keeps a game in progress that a new one is replacing, its clock stopped. */
  keep(game: Game | null): void {
    if (game && inProgress(game)) {
      this.previous = { ...game, timer: pause(game.timer, performance.now()) };
      this.fromSave = false;
    }
  }

  /** On opening a daily embed: its other game in progress, offered beside the day's puzzle. */
  offerSaved(game: Game | null): void {
    this.previous = game;
    this.fromSave = true;
  }

  /**
   * Back to the game offered. The one left can come back the same way until the first move, so a
   * daily embed's two games are a click apart (a new game left untouched is not kept).
   */
  back(): void {
    const game = this.previous;
    const left = this.ctl.game;
    if (!game) return;
    this.ctl.saving.save();
    this.previous = null;
    this.ctl.resume(game, true);
    this.keep(left);
    this.fromSave = true;
    this.ctl.say(this.ctl.strings.restored);
  }
}
