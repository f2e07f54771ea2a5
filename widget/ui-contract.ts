/**
 * What the element (sudoku-break.ts, in widget.js) and its UI (view.ts, a chunk loaded when the
 * element is about to be seen) know of each other. The element stays the host of the UI's
 * controllers, with its properties and Lit's update cycle; the UI renders the screens into its
 * shadow root. Types only: the two are built apart (widget/bundle.ts), and neither imports the
 * other's code.
 */
import type { PropertyValues, ReactiveControllerHost } from 'lit';
import type { Config } from './model/config.ts';

/** The element as the UI sees it. */
export interface UiHost extends ReactiveControllerHost, HTMLElement {
  readonly config: Config;
  readonly renderRoot: HTMLElement | DocumentFragment;
  /** Adds the UI's own styles to the element's (which lay out the placeholder). */
  adopt(css: string): void;
}

/** The UI attached to one element. */
export interface View {
  /**
   * There is something to show: a screen, or a game, but not the first puzzle still on its way
   * (the element's placeholder, which has the game's size, stays up meanwhile).
   */
  readonly ready: boolean;
  /** Before each update of the element, with what changed. */
  willUpdate(changed: PropertyValues): void;
  /** Renders the current screen into the element's shadow root. */
  render(): void;
  /** The element was connected to or disconnected from a document. */
  connected(on: boolean): void;
  /** Asks again for the start the page stopped with `sudoku-start` (the element's `continueStart`). */
  continueStart(): void;
}

/** The UI module. */
export interface Ui {
  /** Loads what the UI needs for an element in this language, before `attach`. */
  prepare(lang: Config['lang']): Promise<void>;
  attach(host: UiHost): View;
}
