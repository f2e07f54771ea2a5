/**
 * What `<sudoku-break>` shows until its UI has loaded: the screen it will open on, the main menu
 * or the game with an empty board, built from the classes, parts and words of the real screens
 * (components/menus.ts, game.ts, board.ts, keypad.ts, toolbar.ts), which styles.ts lays out. So it
 * takes the very size the UI will take at any width, and nothing on the page moves when the UI
 * takes over; a page's `::part()` styles reach it too.
 *
 * It is static: its buttons do nothing (the first touch or focus loads the UI, activate.ts) and,
 * but for the board, are hidden from assistive technology and the tab order. The board is one
 * focusable image named "Loading puzzle…". Classes only, no style attribute: a strict
 * Content-Security-Policy blocks those. The menu leaves out Continue, which needs a saved game
 * read and checked: the UI adds it when there is one.
 */
import { charOfDigit } from '../engine.ts';
import { FRAME, type FrameWords } from '../i18n/frame.ts';
import type { Config, Control } from '../model/config.ts';

type Child = Node | string | null | false;

/** The board's size: the puzzle of the day is 9x9 whatever `size` says. */
const sizeOf = (config: Config) => (config.daily ? 9 : config.size);

function el(tag: string, attrs: Record<string, string>, ...children: Child[]): HTMLElement {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  for (const child of children) if (child) node.append(child);
  return node;
}

/** A button that looks like the screen's and does nothing. */
const button = (label: string, attrs: Record<string, string> = {}) =>
  el('button', { part: 'button', type: 'button', tabindex: '-1', ...attrs }, label);

function menu(w: FrameWords): HTMLElement {
  return el(
    'section',
    { class: 'screen', part: 'menu' },
    el('h2', { part: 'title', class: 'title' }, w.title),
    el('p', { class: 'muted' }, w.tagline),
    el(
      'div',
      { class: 'stack' },
      // The menu's one way in is focusable: focusing it loads the UI, which then takes the focus.
      button(w.play, { class: 'primary', tabindex: '0' }),
      button(w.help),
      button(w.about),
    ),
  );
}

/**
 * The empty board: one square with the board's frame, its lines drawn by the `.sketch` rule
 * (styles.ts) rather than a box per cell, so that painting it costs the page next to nothing.
 */
function board(config: Config, w: FrameWords): HTMLElement {
  const variant =
    config.variant === 'arrow' ? ' arrowed' : config.variant === 'killer' ? ' caged' : '';
  return el(
    'div',
    // Zoomed, as the session starts (where a big board zooms: styles.ts), so the board is where
    // the UI's will be.
    { class: 'scroll zoom' },
    el('div', {
      class: `grid sketch${variant}`,
      part: 'board',
      role: 'img',
      tabindex: '0',
      'aria-busy': 'true',
      'aria-label': w.loading,
    }),
  );
}

function game(config: Config, w: FrameWords): HTMLElement {
  const shows = (control: Control) => !config.hide.includes(control);
  const n = sizeOf(config);
  const keys = Array.from({ length: n }, (_, i) =>
    el(
      'button',
      { part: 'key', class: 'key', tabindex: '-1' },
      charOfDigit(i + 1),
      el('small', {}),
    ),
  );
  keys.push(el('button', { part: 'key', class: 'key', tabindex: '-1' }, '⌫'));
  const actions = [
    shows('new-game') && button(w.newGame, { class: 'primary new' }),
    shows('hint') && button(w.hint),
    shows('solve') && button(w.solve),
  ];
  const hidden = { 'aria-hidden': 'true' };
  return el(
    'section',
    { class: `game n${n}`, part: 'game' },
    el(
      'div',
      { class: 'bar', part: 'header', ...hidden },
      shows('menu') && button(`← ${w.menu}`, { class: 'back' }),
      // One line of text, as the puzzle's name will have (on a narrow widget, a line of its own).
      el('span', { class: 'info' }, '\u00a0'),
      el('span', { class: 'timer', part: 'timer' }, '0:00'),
      shows('pause') && button(w.pause, { class: 'pause' }),
    ),
    el(
      'div',
      { class: 'stage' },
      board(config, w),
      el(
        'div',
        { class: 'below', ...hidden },
        el(
          'div',
          { class: 'kp' },
          el('div', { class: 'pad', part: 'keypad' }, ...keys),
          el(
            'div',
            { class: 'tools', part: 'tools' },
            shows('notes') && button(w.notes),
            shows('notes') && button(w.autoNotes),
            // Nothing to undo or redo yet, as at the start of a game.
            shows('undo') && button(w.undo, { disabled: '' }),
            shows('undo') && button(w.redo, { disabled: '' }),
          ),
        ),
      ),
    ),
    actions.some(Boolean) &&
      el('div', { class: 'actions', part: 'actions', ...hidden }, ...actions),
    el('div', { class: 'msg' }),
  );
}

/**
 * The placeholder's root for this configuration, dark or light as the UI will draw it. `far`:
 * the element is not within a screen of the viewport, so nobody sees it: only its frame, which
 * holds the room at next to no cost (the screen's height is its frame's), with the one focusable part (the board, or the menu's Play), so the
 * keyboard reaches it; the whole placeholder comes when it nears.
 */
export function placeholder(config: Config, dark: boolean, far: boolean): HTMLElement {
  const w = FRAME[config.lang];
  const frame =
    config.start !== 'game'
      ? far
        ? el(
            'section',
            { class: 'screen' },
            el('div', { class: 'stack' }, button(w.play, { class: 'primary', tabindex: '0' })),
          )
        : menu(w)
      : far
        ? el(
            'section',
            { class: `game n${sizeOf(config)}` },
            el('div', { class: 'stage' }, board(config, w)),
          )
        : game(config, w);
  return el('div', { class: `root${dark ? ' dark' : ''}`, part: 'root', lang: config.lang }, frame);
}
