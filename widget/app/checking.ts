/**
 * The checking mode and limit from the attributes: when the page changes them, the game follows
 * at once. Until the attributes come into the store's `step`; "Check", Continue and Restart are
 * there already (model/store/checking.ts).
 */
import { withChecking } from '../model/game.ts';
import type { GameController, Host } from './controller.ts';

/** Not added to the host: it hooks into none of its lifecycle, it only asks it to render. */
export class CheckController {
  private readonly host: Host;
  private readonly ctl: GameController;

  constructor(host: Host, ctl: GameController) {
    this.host = host;
    this.ctl = ctl;
  }

  /** The `mistakes` or `mistake-limit` attribute changed: the game follows at once. */
  configure(): void {
    const config = this.host.config;
    this.ctl.store.set({ config });
    const { game, saved } = this.ctl;
    if (saved) this.ctl.saved = withChecking(saved, config.mistakes);
    if (!game) return;
    this.ctl.game = withChecking(game, config.mistakes);
    // The page changed it, not the player: the focus stays where it is.
    this.ctl.store.sync();
    this.ctl.saving.save();
    this.host.requestUpdate();
  }
}
