/**
 * The widget's UI, the chunk widget.js loads when an element is about to be seen or is touched
 * (facade/activate.ts): it puts the session store (app/store.ts) and the lifecycle controllers
 * on the element (sudoku-break.ts), tells the store the attributes as `configure`, and renders
 * the screen the session is on with lit-html into the element's shadow root, as LitElement
 * would: the components (components/) are given the session, `dispatch` and the strings. The
 * game's rules are the store's `step` (model/store/).
 */
import { html, type RenderOptions, type RootPart, render } from 'lit';
import { LazyArchive } from './app/archive-lazy.ts';
import { KeyboardController } from './app/keyboard.ts';
import { MediaController } from './app/media.ts';
import { PageHideController } from './app/pagehide.ts';
import { PanController } from './app/pan.ts';
import { StoreController } from './app/store.ts';
import { TickController } from './app/ticker.ts';
import { VisibilityController } from './app/visibility.ts';
import { renderAbout, renderHelp } from './components/dialogs.ts';
import { renderGame } from './components/game.ts';
import { renderLevelMenu, renderMainMenu } from './components/menus.ts';
import { resultStyles } from './components/result-styles.ts';
import { loadStrings, type Strings, stringsFor } from './i18n/index.ts';
import type { Lang } from './model/config.ts';
import type { Dispatch } from './model/store/actions.ts';
import type { Screen, Session } from './model/store/session.ts';
import { hasBoard, loadBoard, loadDeferredWhenIdle } from './services/deferred.ts';
import { playStyles } from './styles-play.ts';
import type { UiHost, View } from './ui-contract.ts';

type Render = (s: Session, d: Dispatch, t: Strings) => unknown;

/** The screens a game needs; the archive and the stats screen come in a chunk (app/archive-lazy.ts). */
const SCREENS: Record<Exclude<Screen, 'archive' | 'stats'>, Render> = {
  menu: renderMainMenu,
  levels: renderLevelMenu,
  game: renderGame,
  help: renderHelp,
  about: renderAbout,
};

/** Loads what the UI needs before it attaches: the words of the element's language. */
export async function prepare(lang: Lang): Promise<void> {
  await loadStrings(lang);
}

export function attach(host: UiHost): View {
  host.adopt(playStyles + resultStyles);
  const store = new StoreController(host);
  const archive = new LazyArchive(host);
  const screen = (s: Session): Render =>
    s.screen === 'archive' || s.screen === 'stats'
      ? (...a) => archive.render(s.screen as 'archive' | 'stats', ...a)
      : SCREENS[s.screen];
  // Lifecycle only: each sees the store as the session and `dispatch`.
  for (const Lifecycle of [
    TickController,
    VisibilityController,
    PageHideController,
    MediaController,
    KeyboardController,
    PanController,
  ]) {
    new Lifecycle(host, store);
  }
  const options: RenderOptions = { host };
  let part: RootPart | null = null;
  let first = true;
  return {
    get ready() {
      const s = store.session;
      return s.screen !== 'game' || s.game !== null || s.failed;
    },
    willUpdate(changed) {
      // Another language: its words come, the screen shows the ones it has meanwhile.
      if (changed.has('language'))
        void loadStrings(host.config.lang).then(() => host.requestUpdate());
      // The attributes, read safely: the session follows (another puzzle, the checking mode...).
      if (first || changed.size)
        store.dispatch({ type: 'configure', config: host.config, id: host.id });
      first = false;
    },
    render() {
      const s = store.session;
      // The board is up: the engine's deferred part (hints, replays, offline puzzles) can come.
      if (s.game) {
        loadDeferredWhenIdle(s.config.lang, s.game.puzzle);
        // A board shown before its extras came (a saved game resumed, a failed load): drawn again
        // when they do.
        if (!hasBoard(s.game.puzzle))
          void loadBoard(s.game.puzzle).then(
            () => host.requestUpdate(),
            () => {},
          );
      }
      const { theme, lang } = s.config;
      const dark = theme === 'dark' || (theme === 'auto' && s.dark);
      const root = host.renderRoot;
      if (!part) {
        // As LitElement does: before any <style> Lit added where adoptedStyleSheets are missing.
        options.renderBefore = root.firstChild;
        options.isConnected = host.isConnected;
      }
      part = render(
        html`<div class="root${dark ? ' dark' : ''}" part="root" lang=${lang}>
          ${screen(s)(s, store.dispatch, stringsFor(lang))}
          <div class="sr" role="status" aria-live="polite">${s.announcement}</div>
        </div>`,
        root,
        options,
      );
    },
    connected(on) {
      part?.setConnected(on);
    },
    continueStart() {
      store.dispatch({ type: 'continue-start' });
    },
  };
}
