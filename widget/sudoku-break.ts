/**
 * `<sudoku-break>`: the element itself, defined by widget.js at once and kept thin. It turns
 * attributes into a safe configuration and, until its UI has loaded and has something to show,
 * paints a static placeholder of the screen it will open on at the size that screen takes
 * (facade/placeholder.ts), so that the page never moves. The UI (view.ts: the screens, the game
 * logic in app/ and model/, the markup in components/) is a chunk of its own, loaded when the
 * element is about to be seen or is touched (facade/activate.ts); it renders into this element's
 * shadow root, and this element hosts its controllers.
 *
 * The base is Lit's ReactiveElement (properties, attributes, controllers, the update cycle):
 * LitElement's templates come with the UI chunk (lit-html), not with widget.js.
 */
import { adoptStyles, type PropertyValues, ReactiveElement, unsafeCSS } from 'lit';
import { pageContext } from './context.ts';
import { type Facade, unwatch, watch } from './facade/activate.ts';
import { placeholder } from './facade/placeholder.ts';
import { type Config, normalize } from './model/config.ts';
import { linkedAttributes } from './model/link.ts';
import { styles } from './styles.ts';
import type { SudokuBreakElement } from './types.ts';
import type { Ui, UiHost, View } from './ui-contract.ts';

const prefersDark = (): boolean =>
  Boolean(globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches);

// `implements`: the published types (types.ts) describe this class without Lit; the compiler
// holds the two together.
export class SudokuBreak extends ReactiveElement implements SudokuBreakElement, UiHost, Facade {
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
    playerToken: { attribute: 'player-token' },
    // The page's fragment, which may link to a puzzle (model/link.ts).
    hash: { state: true },
    haptics: {},
  };
  static override styles = styles;

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
  declare hash: string | undefined;
  declare haptics: string | boolean | null | undefined;

  private current: Config | null = null;
  private layoutNow: Config | null = null;
  /** The UI, once loaded. */
  private view: View | null = null;
  /** The UI has taken over from the placeholder (for good). */
  private live = false;
  /** Within a screen of the viewport, or touched (facade/activate.ts): the whole placeholder shows. */
  private near = false;
  /** The placeholder on show, and what it was drawn for. */
  private standIn: { readonly node: HTMLElement; readonly key: string } | null = null;

  /** The validated configuration, computed at most once per update (when it is read). */
  get config(): Config {
    this.current ??= this.readConfig(true);
    return this.current;
  }

  /**
   * What the placeholder reads: the configuration but the seed, whose Unicode rules take the
   * first reader a while (compiling their expressions), and the placeholder does not need it.
   */
  get layout(): Config {
    this.layoutNow ??= this.current ?? this.readConfig(false);
    return this.layoutNow;
  }

  private readConfig(withSeed: boolean): Config {
    const context = pageContext();
    // A link to a puzzle (model/link.ts) names it in place of the attributes that pick one.
    const linked = linkedAttributes(location.hash, this.id, context.today) ?? {
      level: this.level,
      size: this.size,
      seed: this.seed,
      daily: this.daily === true ? '' : this.daily === false ? null : this.daily,
      variant: this.variant,
      start: this.start,
    };
    return normalize(
      {
        api: this.api,
        ...linked,
        seed: withSeed ? linked.seed : null,
        lang: this.language,
        theme: this.theme,
        timeout: this.timeout,
        hide: this.hide,
        mistakes: this.mistakes,
        mistakeLimit: this.mistakeLimit,
        playerToken: this.playerToken,
        haptics: this.haptics === true ? '' : this.haptics === false ? null : this.haptics,
      },
      context,
    );
  }

  /** A link to a puzzle followed on this page: the element reads its configuration again. */
  private readonly onHash = (): void => {
    this.hash = location.hash;
  };

  override connectedCallback(): void {
    super.connectedCallback();
    addEventListener('hashchange', this.onHash);
    this.view?.connected(true);
    watch(this);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    removeEventListener('hashchange', this.onHash);
    this.view?.connected(false);
    unwatch(this);
  }

  adopt(css: string): void {
    const root = this.renderRoot as ShadowRoot;
    adoptStyles(root, [...(this.constructor as typeof SudokuBreak).elementStyles, unsafeCSS(css)]);
  }

  /**
   * Starts the game the page stopped by cancelling `sudoku-start` (docs/widget.md): the event
   * comes again first, for the page's listener to let through.
   */
  continueStart(): void {
    this.view?.continueStart();
  }

  approach(): void {
    this.near = true;
    this.requestUpdate();
  }

  /** The UI has loaded (facade/activate.ts): it renders from its first update on. */
  show(ui: Ui): void {
    if (this.view) return;
    this.view = ui.attach(this);
    this.requestUpdate();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    this.current = null;
    this.layoutNow = null;
    this.view?.willUpdate(changed);
  }

  protected override update(changed: PropertyValues<this>): void {
    super.update(changed);
    const view = this.view;
    if (view?.ready && !this.live) this.takeOver();
    if (!view || !this.live) {
      this.paint();
      return;
    }
    const standIn = this.standIn;
    // The placeholder goes in the same task as the UI comes, so no frame shows neither.
    const focused = Boolean(standIn?.node.contains((this.renderRoot as ShadowRoot).activeElement));
    standIn?.node.remove();
    this.standIn = null;
    view.render();
    // A keyboard user who reached the placeholder is on the real board (or screen) now.
    if (focused) {
      this.renderRoot
        .querySelector<HTMLElement>('[role=gridcell][tabindex="0"],[data-focus]')
        ?.focus();
    }
  }

  /** Until the UI has taken over: resolves once its first render is in. */
  private takingOver: Promise<unknown> | null = null;

  /**
   * The UI is ready to take over: it does in a task of its own, so that the work that made it
   * ready (the puzzle checked, the game set up) and its first render are two tasks, not one long
   * one. `updateComplete` waits for it, so `sudoku-ready` still comes once the board is on screen.
   */
  private takeOver(): void {
    this.takingOver ??= new Promise((resolve) =>
      setTimeout(() => {
        this.live = true;
        this.requestUpdate();
        resolve(this.updateComplete);
      }),
    );
  }

  protected override async getUpdateComplete(): Promise<boolean> {
    const done = await super.getUpdateComplete();
    if (this.takingOver && !this.live) await this.takingOver;
    return done;
  }

  /**
   * Draws the placeholder for the current attributes, unless it is already up: the whole one
   * near the viewport, else only its frame (facade/placeholder.ts).
   */
  private paint(): void {
    const config = this.layout;
    const dark = config.theme === 'dark' || (config.theme === 'auto' && prefersDark());
    const { lang, start, size, variant, hide, daily } = config;
    const key = [lang, start, size, variant, hide.join(), Boolean(daily), dark, this.near].join();
    if (this.standIn?.key === key) return;
    const node = placeholder(config, dark, !this.near);
    if (this.standIn) this.standIn.node.replaceWith(node);
    else this.renderRoot.append(node);
    this.standIn = { node, key };
  }
}
