/**
 * Saving: the game goes to localStorage under its embed's key (model/session.ts storageKey)
 * after every move, every ten seconds of play, when the tab is hidden or the page goes away,
 * and before the attributes switch to another puzzle, so it is there when they switch back.
 */
import type { ReactiveController } from 'lit';
import type { Config } from '../model/config.ts';
import { type Game, withChecking } from '../model/game.ts';
import { restore, serialize } from '../model/persistence.ts';
import { fits } from '../model/session.ts';
import * as storage from '../services/storage.ts';
import type { GameController, Host } from './controller.ts';

export class SaveController implements ReactiveController {
  /** Where the current game is kept; empty until the attributes have been read. */
  key = '';
  private readonly ctl: GameController;
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(host: Host, ctl: GameController) {
    this.ctl = ctl;
    host.addController(this);
  }

  hostConnected(): void {
    window.addEventListener('pagehide', this.save);
    document.addEventListener('visibilitychange', this.onVisibility);
    this.timer = setInterval(() => this.ctl.clock.running && this.save(), 10_000);
  }

  hostDisconnected(): void {
    window.removeEventListener('pagehide', this.save);
    document.removeEventListener('visibilitychange', this.onVisibility);
    clearInterval(this.timer);
    this.save();
  }

  /** The game saved under `key` when it is one these attributes ask for, checked their way. */
  read(config: Config): Game | null {
    const saved = restore(storage.read(this.key));
    return saved && fits(saved, config) ? withChecking(saved, config.mistakes) : null;
  }

  readonly save = (): void => {
    const game = this.ctl.game;
    if (game && this.key) storage.write(this.key, serialize(game, this.ctl.clock.elapsedMs()));
  };

  private readonly onVisibility = (): void => {
    if (document.hidden) this.save();
  };
}
