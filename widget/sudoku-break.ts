/**
 * `<sudoku-break>`: the element itself, kept thin. It turns attributes into a safe
 * configuration, told to the session store (app/store.ts) as `configure`; it hosts the store and
 * the lifecycle controllers, and renders the screen the session is on: the components
 * (components/) are given the session, `dispatch` and the strings. The game's rules are the
 * store's `step` (model/store/).
 */
import { html, LitElement, type PropertyValues } from 'lit';
import { KeyboardController } from './app/keyboard.ts';
import { MediaController } from './app/media.ts';
import { PageHideController } from './app/pagehide.ts';
import { StoreController } from './app/store.ts';
import { TickController } from './app/ticker.ts';
import { VisibilityController } from './app/visibility.ts';
import { renderAbout, renderHelp } from './components/dialogs.ts';
import { renderGame } from './components/game.ts';
import { renderLevelMenu, renderMainMenu } from './components/menus.ts';
import { resultStyles } from './components/result-styles.ts';
import { pageContext } from './context.ts';
import { type Strings, stringsFor } from './i18n/index.ts';
import { normalize } from './model/config.ts';
import type { Dispatch } from './model/store/actions.ts';
import type { Screen, Session } from './model/store/session.ts';
import { styles } from './styles.ts';
import type { SudokuBreakElement } from './types.ts';

const SCREENS: Record<Screen, (s: Session, d: Dispatch, t: Strings) => unknown> = {
  menu: renderMainMenu,
  levels: renderLevelMenu,
  game: renderGame,
  help: renderHelp,
  about: renderAbout,
};

// `implements`: the published types (types.ts) describe this class without Lit; the compiler
// holds the two together.
export class SudokuBreak extends LitElement implements SudokuBreakElement {
  // Plain `static properties` + `declare`: no decorators, so the repo's tsconfig (ES2022 class
  // fields) needs no experimental flags. Values stay raw strings; normalize (model/config.ts)
  // validates them.
  static override properties = {
    api: {},
    level: {},
    size: {},
    seed: {},
    daily: {},
    variant: {},
    // `lang` is a global HTML attribute with a native property; read it without shadowing that.
    language: { attribute: 'lang' },
    theme: {},
    start: {},
    timeout: {},
    hide: {},
    mistakes: {},
    mistakeLimit: { attribute: 'mistake-limit' },
    playerToken: { attribute: 'player-token' },
  };
  static override styles = [styles, resultStyles];

  declare api: string | null | undefined;
  declare level: string | null | undefined;
  declare size: string | null | undefined;
  declare seed: string | null | undefined;
  declare daily: string | boolean | null | undefined;
  declare variant: string | null | undefined;
  declare language: string | null | undefined;
  declare theme: string | null | undefined;
  declare start: string | null | undefined;
  declare timeout: string | null | undefined;
  declare hide: string | null | undefined;
  declare mistakes: string | null | undefined;
  declare mistakeLimit: string | null | undefined;
  declare playerToken: string | null | undefined;

  private readonly store = new StoreController(this);

  constructor() {
    super();
    // Lifecycle only: each sees the store as the session and `dispatch`.
    for (const Lifecycle of [
      TickController,
      VisibilityController,
      PageHideController,
      MediaController,
      KeyboardController,
    ]) {
      new Lifecycle(this, this.store);
    }
  }

  /** The attributes, read safely: the session follows (another puzzle, the checking mode, ...). */
  protected override willUpdate(changed: PropertyValues<this>): void {
    if (this.hasUpdated && !changed.size) return;
    const config = normalize(
      {
        api: this.api,
        level: this.level,
        size: this.size,
        seed: this.seed,
        daily: this.daily === true ? '' : this.daily === false ? null : this.daily,
        variant: this.variant,
        lang: this.language,
        theme: this.theme,
        start: this.start,
        timeout: this.timeout,
        hide: this.hide,
        mistakes: this.mistakes,
        mistakeLimit: this.mistakeLimit,
        playerToken: this.playerToken,
      },
      pageContext(),
    );
    this.store.dispatch({ type: 'configure', config, id: this.id });
  }

  protected override render(): unknown {
    const s = this.store.session;
    const { theme, lang } = s.config;
    const dark = theme === 'dark' || (theme === 'auto' && s.dark);
    return html`<div class="root${dark ? ' dark' : ''}" part="root" lang=${lang}>
      ${SCREENS[s.screen](s, this.store.dispatch, stringsFor(lang))}
      <div class="sr" role="status" aria-live="polite">${s.announcement}</div>
    </div>`;
  }
}
