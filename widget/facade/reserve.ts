/**
 * widget.css: the room `<sudoku-break>` will take, reserved before any script has run. A page
 * that links it in its head (the embed snippet) lays out and paints the element at its final
 * size even when widget.js arrives after the first paint, so nothing below it moves. It applies
 * only while the element is not defined: from then on the element's own styles take over, with
 * the same numbers (frame.ts).
 *
 * The height is one CSS expression of the element's width, no script and no container query on
 * a guessed width: the element is a size container, and an empty `::before` (the frame) is as
 * tall as the screen will be, computed from `100cqi` (the frame's content width, --_sbw) exactly
 * as styles.ts computes it from the frame's content box: the game is the board's square room (as
 * wide as that box; a big board in a narrow frame zooms inside it), the fixed rows and gaps, and
 * each step where a container query of styles.ts changes them, written as
 * `clamp(0px, (limit - width) * 1e5, step)` (the step below the limit, nothing from it on); the
 * menus are MENU tall.
 *
 * The attributes it reads are those that size the screen: `start`, `size`, `variant` and `daily`
 * (a daily or a variant puzzle is 9x9). Their values are matched as the page wrote them;
 * whitespace around a value, which the element would trim, is not (the 9x9 room is reserved).
 * Below about 210 px, where the top bar's own words wrap to a third line, the screen grows past
 * its frame and the reserved room falls short by that line.
 */
import type { Size } from '../engine.ts';
import {
  BAR,
  COMPACT,
  COMPACT_BAR,
  GAP,
  MAX_WIDTH_EM,
  MENU,
  MSG,
  MSG_NARROW,
  NARROW,
  padLayouts,
  ROW,
  SIZES,
} from '../frame.ts';

const TAG = 'sudoku-break:not(:defined):not([hidden])';
/** The frame's padding, `min(12px, 2.5%)` of the element's width. */
const PAD = 'min(12px,2.5cqi)';

/** The frame's content width for a board size (its max width in em of a 16 px font). */
const width = (n: Size) =>
  `--_sbw:calc(min(100cqi,var(--sb-max-width,${MAX_WIDTH_EM[n]}em)) - 2*${PAD})`;
const W = 'var(--_sbw)';

/** `px` where the content is narrower than `limit`, 0 from there on. */
const below = (limit: number, px: number) => `clamp(0px,(${limit}px - ${W})*1e5,${px}px)`;

/** The height of the screen for a board size, as styles.ts makes it (`.screen,.game`). */
function height(n: Size): string {
  const [widest, ...narrower] = padLayouts(n);
  const fixed = BAR + 4 * GAP + MSG + (widest.rows + 2) * ROW;
  const steps = [below(NARROW, MSG_NARROW - MSG), below(COMPACT, COMPACT_BAR + 2 * ROW)];
  let rows = widest.rows;
  for (const { below: limit, rows: more } of narrower) {
    if (limit !== null) steps.push(below(limit, (more - rows) * ROW));
    rows = more;
  }
  return `height:calc(2*${PAD} + ${W} + ${fixed}px + ${steps.join(' + ')})`;
}

/** A daily puzzle asked for (any value but these means today's). */
const DAILY = '[daily]:not([daily="false" i],[daily="off" i],[daily="no" i])';

/** The game screen of a classic board of size n, where it differs from the 9x9 frame. */
const game = (n: Size) =>
  `${TAG}[start="game" i][size="${n}"]:not([variant="arrow" i],[variant="killer" i],${DAILY})`;

/** The stylesheet, compact. */
export function reserveCss(): string {
  const rules = [
    // 20em of the widget's 16 px font where the page leaves the width to the content.
    `${TAG}{display:block;container-type:inline-size;contain-intrinsic-inline-size:320px}`,
    // As tall as the screen will be: the menus; the widget's own font size, for the em of its
    // widest size.
    `${TAG}::before{content:'';display:block;font:16px/1 sans-serif;${width(9)};height:calc(2*${PAD} + ${MENU}px)}`,
    // The game: the 9x9 frame, or the frame of the board's size.
    `${TAG}[start="game" i]::before{${height(9)}}`,
  ];
  for (const n of SIZES) {
    if (n === 9) continue;
    rules.push(`${game(n)}::before{${width(n)};${height(n)}}`);
  }
  return `${rules.join('\n')}\n`;
}
