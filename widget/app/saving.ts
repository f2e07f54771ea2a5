/**
 * Saving: the game goes to localStorage under its embed's key (model/slots.ts storageKey; on a
 * daily embed another puzzle has a slot of its own beside the day's) after every move, every ten
 * seconds of play, when the tab is hidden or the page goes away, and before the attributes switch
 * to another puzzle, so it is there when they switch back.
 */
import type { ReactiveController } from 'lit';
import type { Config } from '../model/config.ts';
import { type Game, withChecking } from '../model/game.ts';
import { restore, serialize } from '../model/persistence.ts';
import { fits, migrate, type Opening, opening, otherKey } from '../model/slots.ts';
import { read, remove, write } from '../services/storage.ts';
import type { GameController, Host } from './controller.ts';

export class SaveController implements ReactiveController {
  /** Where the current game is kept; empty until the attributes have been read. */
  get key(): string {
    return this.ctl.session.key;
  }
  set key(key: string) {
    this.ctl.store.set({ key });
  }
  /** The embed plays the puzzle of the day: other games go to otherKey. */
  private perDay = false;
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

  /**
   * Switches to the slots of these attributes (`key` is storageKey's), older saves moved there
   * first, and reads what they may resume, checked their way.
   */
  slots(config: Config, key: string, id: string): Opening {
    this.key = key;
    this.perDay = Boolean(config.daily);
    migrate({ read, write, remove }, config, key, id);
    const kept = (from: string, other: boolean): Game | null => {
      const saved = restore(read(from));
      return saved && fits(saved, config, other) ? withChecking(saved, config.mistakes) : null;
    };
    const day = kept(key, false);
    return this.perDay ? opening(day, kept(otherKey(key), true)) : { saved: day, previous: null };
  }

  readonly save = (): void => {
    const game = this.ctl.game;
    if (!game || !this.key) return;
    const key = this.perDay && !game.daily ? otherKey(this.key) : this.key;
    write(key, serialize(game, this.ctl.clock.elapsedMs()));
  };

  private readonly onVisibility = (): void => {
    if (document.hidden) this.save();
  };
}
