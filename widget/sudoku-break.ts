/**
 * `<sudoku-break>`: the element itself, kept thin. It turns attributes into a safe
 * configuration, picks the screen to render and hosts the controllers; the game logic lives in
 * app/controller.ts and model/, the markup in components/.
 */
import { html, LitElement, type PropertyValues } from 'lit';
import { pageContext } from './app/context.ts';
import { GameController, type Screen } from './app/controller.ts';
import { ThemeController } from './app/theme.ts';
import { renderAbout, renderHelp } from './components/dialogs.ts';
import { renderGame } from './components/game.ts';
import { renderLevelMenu, renderMainMenu } from './components/menus.ts';
import { resultStyles } from './components/result-styles.ts';
import { type Config, normalize } from './model/config.ts';
import { styles } from './styles.ts';
import type { SudokuBreakElement } from './types.ts';

/** Attributes that choose the puzzle: changing one after start loads what it now asks for. */
const PUZZLE_PROPS = ['api', 'level', 'size', 'seed', 'daily', 'variant', 'start'] as const;

const SCREENS: Record<Screen, (ctl: GameController) => unknown> = {
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
  // fields) needs no experimental flags. Values stay raw strings; `config` validates them.
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

  private readonly ctl = new GameController(this);
  private readonly colours = new ThemeController(this);

  private current: Config | null = null;

  /** The validated configuration, recomputed once per update rather than on every read. */
  get config(): Config {
    this.current ??= this.readConfig();
    return this.current;
  }

  private readConfig(): Config {
    return normalize(
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
      },
      pageContext(),
    );
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    this.current = this.readConfig();
    if (!this.hasUpdated || PUZZLE_PROPS.some((p) => changed.has(p))) this.ctl.init();
    if (changed.has('mistakes') || changed.has('mistakeLimit')) this.ctl.checks.configure();
  }

  protected override render(): unknown {
    const config = this.config;
    const ctl = this.ctl;
    const dark = this.colours.isDark(config.theme);
    return html`<div class="root${dark ? ' dark' : ''}" part="root" lang=${config.lang}>
      ${SCREENS[ctl.screen](ctl)}
      <div class="sr" role="status" aria-live="polite">${ctl.announcement}</div>
    </div>`;
  }
}
