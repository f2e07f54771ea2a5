/**
 * The storage slots of the attributes (older saves moved there first) and what they may resume;
 * and saving for the screens not yet in the store's `step` (model/store/saving.ts saves the rest).
 */
import type { Config } from '../model/config.ts';
import { type Game, withChecking } from '../model/game.ts';
import { restore, serialize } from '../model/persistence.ts';
import { fits, migrate, type Opening, opening, otherKey } from '../model/slots.ts';
import { elapsed } from '../model/timer.ts';
import { read, remove, write } from '../services/storage.ts';
import type { GameController } from './controller.ts';

export class SaveController {
  /** The embed plays the puzzle of the day: other games go to otherKey. */
  private perDay = false;
  private readonly ctl: GameController;

  constructor(ctl: GameController) {
    this.ctl = ctl;
  }

  /**
   * Switches to the slots of these attributes (`key` is storageKey's), older saves moved there
   * first, and reads what they may resume, checked their way.
   */
  slots(config: Config, key: string, id: string): Opening {
    this.ctl.store.set({ key });
    this.perDay = Boolean(config.daily);
    migrate({ read, write, remove }, config, key, id);
    const kept = (from: string, other: boolean): Game | null => {
      const saved = restore(read(from));
      return saved && fits(saved, config, other) ? withChecking(saved, config.mistakes) : null;
    };
    const day = kept(key, false);
    return this.perDay ? opening(day, kept(otherKey(key), true)) : { saved: day, previous: null };
  }

  save(): void {
    const { game, key } = this.ctl.session;
    if (!game || !key) return;
    const slot = this.perDay && !game.daily ? otherKey(key) : key;
    write(slot, serialize(game, elapsed(game.timer, performance.now())));
  }
}
