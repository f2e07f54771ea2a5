/**
 * The widget's UI, the chunk widget.js loads when an element is about to be seen or is touched
 * (facade/activate.ts): it picks the screen to render and hosts the controllers on the element
 * (sudoku-break.ts), and renders with lit-html into the element's shadow root, as LitElement
 * would. The game logic lives in app/controller.ts and model/, the markup in components/.
 */
import { html, type RenderOptions, type RootPart, render } from 'lit';
import { GameController, type Screen } from './app/controller.ts';
import { ThemeController } from './app/theme.ts';
import { renderAbout, renderHelp } from './components/dialogs.ts';
import { renderGame } from './components/game.ts';
import { renderLevelMenu, renderMainMenu } from './components/menus.ts';
import { resultStyles } from './components/result-styles.ts';
import { loadStrings } from './i18n/index.ts';
import type { Lang } from './model/config.ts';
import { loadDeferredWhenIdle } from './services/deferred.ts';
import { playStyles } from './styles-play.ts';
import type { UiHost, View } from './ui-contract.ts';

/** Attributes that choose the puzzle: changing one after start loads what it now asks for. */
const PUZZLE_PROPS = ['api', 'level', 'size', 'seed', 'daily', 'variant', 'start'] as const;

const SCREENS: Record<Screen, (ctl: GameController) => unknown> = {
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
  const ctl = new GameController(host);
  const colours = new ThemeController(host);
  const options: RenderOptions = { host };
  let part: RootPart | null = null;
  let first = true;
  return {
    get ready() {
      return ctl.screen !== 'game' || ctl.game !== null || ctl.loader.failed;
    },
    willUpdate(changed) {
      // Another language: its words come, the screen shows the ones it has meanwhile.
      if (changed.has('language'))
        void loadStrings(host.config.lang).then(() => host.requestUpdate());
      if (first || PUZZLE_PROPS.some((p) => changed.has(p))) ctl.init();
      if (changed.has('mistakes') || changed.has('mistakeLimit')) ctl.checks.configure();
      first = false;
    },
    render() {
      // The board is up: the engine's deferred part (hints, replays, offline puzzles) can come.
      if (ctl.game) loadDeferredWhenIdle();
      const config = host.config;
      const dark = colours.isDark(config.theme);
      const root = host.renderRoot;
      if (!part) {
        // As LitElement does: before any <style> Lit added where adoptedStyleSheets are missing.
        options.renderBefore = root.firstChild;
        options.isConnected = host.isConnected;
      }
      part = render(
        html`<div class="root${dark ? ' dark' : ''}" part="root" lang=${config.lang}>
          ${SCREENS[ctl.screen](ctl)}
          <div class="sr" role="status" aria-live="polite">${ctl.announcement}</div>
        </div>`,
        root,
        options,
      );
    },
    connected(on) {
      part?.setConnected(on);
    },
  };
}
