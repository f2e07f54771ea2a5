/**
 * What the components read until they take the session itself: the session through the element's
 * store (app/store.ts), its strings and hidden controls, and `dispatch`. It holds the host's
 * controllers: the store, and the lifecycle ones (the tick, the page's visibility, the page going
 * away, the system's preferences), with focus and the keyboard still here.
 */
import type { ReactiveControllerHost } from 'lit';
import { type Strings, stringsFor } from '../i18n/index.ts';
import type { Config, Control, Lang, Variant } from '../model/config.ts';
import type { Game } from '../model/game.ts';
import type { Action } from '../model/store/actions.ts';
import { playable } from '../model/store/derive.ts';
import { escapes } from '../model/store/screens.ts';
import type { Screen, Session } from '../model/store/session.ts';
import { FocusController } from './focus.ts';
import { KeyboardController } from './keyboard.ts';
import { MediaController } from './media.ts';
import { PageHideController } from './pagehide.ts';
import { StoreController } from './store.ts';
import { TickController } from './ticker.ts';
import { VisibilityController } from './visibility.ts';

export type { Screen };

export interface Host extends ReactiveControllerHost, HTMLElement {
  readonly config: Config;
  readonly renderRoot: HTMLElement | DocumentFragment;
}

/** Not a controller itself: it holds the host's controllers and shows the session. */
export class GameController {
  readonly store: StoreController;
  readonly focus: FocusController;
  readonly keys: KeyboardController;
  /** The page changed the checking mode or limit: the session reads the attributes again. */
  readonly checks = { configure: (): void => this.init() };

  private readonly host: Host;

  constructor(host: Host) {
    this.host = host;
    this.store = new StoreController(host);
    this.focus = new FocusController(host, this);
    new TickController(host, this.store);
    new VisibilityController(host, this.store);
    new PageHideController(host, this.store);
    new MediaController(host, this.store);
    this.keys = new KeyboardController(host, this);
    this.store.legacy = { focus: (to) => this.focus.on(to) };
  }

  get session(): Session {
    return this.store.session;
  }

  get dispatch(): (action: Action) => void {
    return this.store.dispatch;
  }

  get screen(): Screen {
    return this.session.screen;
  }
  get game(): Game | null {
    return this.session.game;
  }
  get selected(): number {
    return this.session.selected;
  }
  get notesMode(): boolean {
    return this.session.notesMode;
  }
  get paused(): boolean {
    return this.session.paused;
  }
  get celebrate(): boolean {
    return this.session.celebrate;
  }
  get announcement(): string {
    return this.session.announcement;
  }
  get saved(): Game | null {
    return this.session.saved;
  }

  get lang(): Lang {
    return this.host.config.lang;
  }

  get variant(): Variant {
    return this.host.config.variant;
  }

  get strings(): Strings {
    return stringsFor(this.host.config.lang);
  }

  /** Whether the page shows this control (the `hide` attribute). */
  shows(control: Control): boolean {
    return !this.host.config.hide.includes(control);
  }

  get playable(): boolean {
    return playable(this.session);
  }

  /** The attributes, read: the session follows (another puzzle, the checking mode, ...). */
  init(): void {
    this.dispatch({ type: 'configure', config: this.host.config, id: this.host.id });
  }

  /** Escape closes what is open: New Game's question, Solve's choice, a replay, a text screen. */
  escape(): boolean {
    if (!escapes(this.session)) return false;
    this.dispatch({ type: 'escape' });
    return true;
  }
}
