/**
 * The game session behind the element, and the one object the components read: which screen is
 * shown, which game is on (starting, resuming, leaving it), the selection and announcements.
 * Each other concern is a small controller of its own, which components and the other controllers
 * reach directly through the members below (`ctl.moves.undo()`, `ctl.replays.player`): the
 * moves (moves.ts), focus (focus.ts), the clock (clock.ts), saving (saving.ts), loading
 * (loading.ts), hints (hints.ts), Solve and replays (replays.ts), New Game's question and way
 * back (newgame.ts), the keyboard (keyboard.ts), mistakes (checking.ts) and the records and
 * Share of a solved game (results.ts).
 */
import type { ReactiveControllerHost } from 'lit';
import type { Level } from '../engine.ts';
import { type Strings, stringsFor } from '../i18n/index.ts';
import type { Config, Control, Lang, Variant } from '../model/config.ts';
import { emit, puzzleInfo } from '../model/events.ts';
import { type Game, isSolved } from '../model/game.ts';
import { inProgress, storageKey } from '../model/slots.ts';
import type { Action } from '../model/store/actions.ts';
import { playable } from '../model/store/derive.ts';
import type { Screen, Session } from '../model/store/session.ts';
import type { PuzzleRequest } from '../services/api.ts';
import { CheckController } from './checking.ts';
import { FocusController } from './focus.ts';
import { KeyboardController } from './keyboard.ts';
import { LoadController } from './loading.ts';
import { MediaController } from './media.ts';
import { NewGameController } from './newgame.ts';
import { PageHideController } from './pagehide.ts';
import { ResultController } from './results.ts';
import { SaveController } from './saving.ts';
import { StoreController } from './store.ts';
import { TickController } from './ticker.ts';
import { VisibilityController } from './visibility.ts';

export type { Screen };

export interface Host extends ReactiveControllerHost, HTMLElement {
  readonly config: Config;
  readonly renderRoot: HTMLElement | DocumentFragment;
}

/** Not a controller itself: it holds the host's controllers and the state they share. */
export class GameController {
  readonly store: StoreController;
  readonly focus: FocusController;
  readonly saving: SaveController;
  readonly loader: LoadController;
  readonly newGames: NewGameController;
  readonly keys: KeyboardController;
  readonly checks: CheckController;
  readonly results: ResultController;

  private readonly host: Host;

  get session(): Session {
    return this.store.session;
  }

  get dispatch(): (action: Action) => void {
    return this.store.dispatch;
  }

  get screen(): Screen {
    return this.session.screen;
  }
  set screen(screen: Screen) {
    this.store.set({ screen });
  }
  get game(): Game | null {
    return this.session.game;
  }
  set game(game: Game | null) {
    this.store.set({ game });
  }
  get selected(): number {
    return this.session.selected;
  }
  set selected(selected: number) {
    this.store.set({ selected });
  }
  get notesMode(): boolean {
    return this.session.notesMode;
  }
  set notesMode(notesMode: boolean) {
    this.store.set({ notesMode });
  }
  /** Paused by the player. */
  get paused(): boolean {
    return this.session.paused;
  }
  set paused(paused: boolean) {
    this.store.set({ paused });
  }
  get celebrate(): boolean {
    return this.session.celebrate;
  }
  set celebrate(celebrate: boolean) {
    this.store.set({ celebrate });
  }
  get announcement(): string {
    return this.session.announcement;
  }
  /** A saved game that the main menu can continue. */
  get saved(): Game | null {
    return this.session.saved;
  }
  set saved(saved: Game | null) {
    this.store.set({ saved });
  }

  constructor(host: Host) {
    this.host = host;
    this.store = new StoreController(host);
    this.focus = new FocusController(host, this);
    this.saving = new SaveController(this);
    this.loader = new LoadController(host, this.store);
    new TickController(host, this.store);
    new VisibilityController(host, this.store);
    new PageHideController(host, this.store);
    new MediaController(host, this.store);
    this.newGames = new NewGameController(host, this);
    this.keys = new KeyboardController(host, this);
    this.checks = new CheckController(host, this);
    this.results = new ResultController(this);
    this.store.legacy = {
      focus: (to) => this.focus.on(to),
    };
  }

  private get config(): Config {
    return this.host.config;
  }

  get lang(): Lang {
    return this.config.lang;
  }

  get variant(): Variant {
    return this.config.variant;
  }

  get strings(): Strings {
    return stringsFor(this.config.lang);
  }

  /** Whether the page shows this control (the `hide` attribute). */
  shows(control: Control): boolean {
    return !this.config.hide.includes(control);
  }

  // ---- screens and games -------------------------------------------------------------------

  /**
   * Reads the configuration and shows the first screen; again when attributes change, but only
   * when they ask for another puzzle: the game in progress is saved under its own key first, so
   * it comes back when the attributes return to it.
   */
  init(): void {
    const config = this.config;
    const key = storageKey(config, this.host.id);
    // The key holds everything that picks the puzzle but the day of a daily.
    const asked = `${key}|${config.daily}`;
    if (asked === this.session.asked) return;
    if (this.session.asked) this.saving.save();
    this.store.set({ asked });
    const { saved, previous } = this.saving.slots(config, key, this.host.id);
    this.saved = saved;
    this.loader.cancel();
    this.game = null;
    this.store.set({ hint: null });
    this.store.set({ replay: null, choosing: false });
    this.newGames.confirming = false;
    this.newGames.offerSaved(previous);
    if (config.start === 'game') {
      // A finished game is shown as finished (the day's puzzle stays done); New Game moves on.
      if (this.saved) this.resume(this.saved, false);
      else void this.start(this.loader.configured(config.level), false);
    } else {
      // The menu only offers to continue a game that is still going.
      if (this.saved && isSolved(this.saved)) this.saved = null;
      this.screen = 'menu';
      this.paused = false;
    }
  }

  go(screen: Screen): void {
    this.store.set({ replay: null });
    this.newGames.confirming = false;
    if (screen !== 'game') {
      this.loader.cancel();
      // Leaving a new game untouched: the one it replaced is the one to continue. Between the
      // menus, what a daily embed offers to go back to stays offered.
      const g = this.game;
      const previous = this.newGames.previous;
      if (this.screen === 'game') {
        if (previous && !(g && inProgress(g))) this.game = previous;
        this.newGames.previous = null;
      }
      this.saving.save();
      this.saved = this.game && !isSolved(this.game) ? this.game : this.saved;
      if (screen !== 'menu') this.store.set({ from: this.screen });
    }
    this.screen = screen;
    this.paused = false;
    this.store.sync();
    this.focus.on(screen === 'game' ? 'cell' : 'screen');
    this.host.requestUpdate();
  }

  /** OK or Escape on a text screen or the level menu: back where it was opened from. */
  back(): void {
    const { from } = this.session;
    this.go(from === this.screen ? 'menu' : from);
  }

  /** Escape closes what is open: New Game's question, Solve's choice, a replay, a text screen. */
  escape(): boolean {
    if (this.newGames.confirming) this.newGames.cancel();
    else if (this.session.choosing) this.dispatch({ type: 'solve' });
    else if (this.session.replay) this.dispatch({ type: 'replay-close' });
    else if (this.screen !== 'game' && this.screen !== 'menu') this.back();
    else return false;
    return true;
  }

  /** From the level menu. */
  playLevel(level: Level): void {
    void this.start(this.loader.configured(level), true);
  }

  continueSaved(): void {
    if (this.saved) this.resume(this.saved, true);
  }

  /** Puts a kept game (saved, or replaced by a new one) back on the board. */
  resume(game: Game, focus: boolean): void {
    this.loader.cancel();
    this.saved = null;
    this.show(game, focus);
    this.saving.save();
    this.ready('saved');
  }

  /** Loads a new game in place of the current one, which New Game can still bring back. */
  async start(req: PuzzleRequest, focus: boolean): Promise<void> {
    this.saving.save();
    this.newGames.keep(this.game ?? this.saved);
    this.saved = null;
    this.screen = 'game';
    this.game = null;
    this.store.set({ hint: null });
    this.store.set({ replay: null });
    this.celebrate = false;
    this.focus.on(focus ? 'screen' : null);
    const loading = this.loader.load(req);
    this.host.requestUpdate();
    const loaded = await loading;
    if (loaded) {
      this.show(loaded.game, focus);
      this.saving.save();
      this.ready(loaded.source);
    } else this.host.requestUpdate();
  }

  /** Puts a game on the board, fresh from its state: no hint, no replay, the first empty cell. */
  show(game: Game, focus: boolean): void {
    this.game = game;
    this.screen = 'game';
    this.paused = false;
    this.notesMode = false;
    this.store.set({ hint: null });
    this.store.set({ replay: null, choosing: false });
    this.celebrate = false;
    this.selected = Math.max(0, game.values.indexOf(0));
    this.focus.on(focus ? 'cell' : null);
    this.store.sync();
    this.host.requestUpdate();
  }

  /** Sent once the board is rendered, so listeners can use it right away. */
  private ready(source: 'api' | 'local' | 'saved'): void {
    const game = this.game;
    if (!game) return;
    void this.host.updateComplete.then(() => {
      // The clock may have replaced the game object meanwhile; the puzzle says it is the same.
      if (this.game?.puzzle === game.puzzle) {
        emit(this.host, 'sudoku-ready', { ...puzzleInfo(game), source });
      }
    });
  }

  // ---- selection and announcements ------------------------------------------------------

  /** Announces through the live region (a zero-width space makes repeats audible). */
  say(text: string): void {
    this.store.set({ announcement: this.announcement === text ? `${text}\u200b` : text });
  }

  get playable(): boolean {
    return playable(this.session);
  }
}
