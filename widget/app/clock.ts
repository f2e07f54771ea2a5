/**
 * The game clock: it runs only while someone can be playing (model/slots.ts clockRuns), so it
 * stops while paused, during a replay, while the tab is hidden and while the board is out of
 * view (an IntersectionObserver watches it: a `start="game"` widget below the fold counts no
 * time), and re-renders the time once a second while it runs. The player's Pause is here too.
 */
import type { ReactiveController } from 'lit';
import { isSolved } from '../model/game.ts';
import { clockRuns } from '../model/slots.ts';
import { isGameOver } from '../model/store/derive.ts';
import { elapsed, pause, resume } from '../model/timer.ts';
import type { GameController, Host } from './controller.ts';

export class ClockController implements ReactiveController {
  /** Some of the board is in the viewport (taken as true where nothing can tell). */
  get inView(): boolean {
    return this.ctl.session.inView;
  }
  set inView(inView: boolean) {
    this.ctl.store.set({ inView });
  }
  private readonly host: Host;
  private readonly ctl: GameController;
  private tick: ReturnType<typeof setInterval> | undefined;
  private observer: IntersectionObserver | null = null;
  private board: Element | null = null;

  constructor(host: Host, ctl: GameController) {
    this.host = host;
    this.ctl = ctl;
    host.addController(this);
  }

  hostConnected(): void {
    document.addEventListener('visibilitychange', this.sync);
    this.tick = setInterval(() => this.running && this.host.requestUpdate(), 1000);
    if (typeof IntersectionObserver === 'undefined') this.inView = true;
    else {
      this.observer = new IntersectionObserver((entries) => {
        this.inView = entries[entries.length - 1].isIntersecting;
        this.sync();
      });
    }
    // Watch the board again when the element comes back (moved in the page).
    this.host.requestUpdate();
  }

  hostDisconnected(): void {
    document.removeEventListener('visibilitychange', this.sync);
    clearInterval(this.tick);
    this.observer?.disconnect();
    this.observer = null;
    this.board = null;
    this.inView = false;
    this.sync();
  }

  /** The board is a new element after a pause or a load: watch that one. */
  hostUpdated(): void {
    const board = this.host.renderRoot.querySelector('[role=grid]');
    if (!this.observer || board === this.board) return;
    if (this.board) this.observer.unobserve(this.board);
    this.board = board;
    if (board) this.observer.observe(board);
  }

  get running(): boolean {
    const c = this.ctl;
    return clockRuns({
      game: c.game,
      onGameScreen: c.screen === 'game',
      // A game over stands still like a pause, until Continue or Restart.
      paused: c.paused || isGameOver(c.session),
      replaying: c.session.replay !== null,
      hidden: document.hidden,
      inView: this.inView,
    });
  }

  /** Starts or stops the game's timer to match the state; call it after anything that may. */
  readonly sync = (): void => {
    const game = this.ctl.game;
    if (!game) return;
    const now = performance.now();
    const timer = this.running ? resume(game.timer, now) : pause(game.timer, now);
    if (timer === game.timer) return;
    this.ctl.game = { ...game, timer };
    this.host.requestUpdate();
  };

  /** The player's Pause and Resume; not once the game is solved or over, nor during a replay. */
  togglePause(): void {
    const c = this.ctl;
    if (!c.game || isSolved(c.game) || c.session.replay || isGameOver(c.session)) return;
    c.paused = !c.paused;
    this.sync();
    c.saving.save();
    c.say(c.paused ? c.strings.paused : c.strings.resume);
    c.focus.on(c.paused ? 'screen' : 'cell');
    this.host.requestUpdate();
  }

  elapsedMs(): number {
    const game = this.ctl.game;
    return game ? elapsed(game.timer, performance.now()) : 0;
  }
}
