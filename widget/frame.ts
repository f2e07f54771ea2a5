/**
 * The frame's geometry, in pixels of the widget's content box (the `.root` container, named sb):
 * what a screen's height is made of at a given width. styles.ts lays the screens out with it, and
 * widget.css reserves the same height before any script has run (facade/reserve.ts), so the two
 * cannot drift apart: the game is its board's square room (as wide as the content box) plus a
 * fixed amount; the menus are MENU tall.
 */
import { BOX_SHAPES, type Size } from './engine.ts';

/** The gap between the frame's parts. */
export const GAP = 8;
/** The top bar's share of the height (its buttons overlap the first gap). */
export const BAR = 36;
/** A row of buttons (44 px tall) with its gap. */
export const ROW = 48;
/** The message slot under the actions, and below `NARROW` (where hints wrap more). */
export const MSG = 80;
export const MSG_NARROW = 96;
export const NARROW = 476;
/**
 * What the frame's height holds beyond its content: the message slot is this much shorter than
 * its share. So a board taller than the frame is wide (one that scrolls sideways) makes the
 * screen grow only by what it exceeds the width by, less this.
 */
export const SLACK = 4;
/** Below this width the tools and actions take two rows each, and the puzzle's name a line. */
export const COMPACT = 270;
export const COMPACT_BAR = 22;
/** The widest a screen grows, in em of its 16 px font (`--sb-max-width` overrides it). */
export const MAX_WIDTH_EM: Readonly<Record<Size, number>> = { 4: 32, 6: 32, 9: 32, 16: 40, 25: 58 };
/**
 * The menus' height (main and level menu): the level menu's title and five buttons; the main
 * menu's with Continue fits. No board is wider than the frame (a 16x16 or 25x25 board in a narrow
 * widget zooms in its square room instead of scrolling the frame), so only the menus differ.
 */
export const MENU = 360;

/** The digit pad at some widths: keys per row and rows; `below`: the widths it applies to. */
export interface PadLayout {
  readonly cols: number;
  readonly rows: number;
  /** It applies below this width; null for the widest layout, which applies otherwise. */
  readonly below: number | null;
}

/**
 * The pad's layouts for a board size, widest first: the most columns of keys (the digits and
 * Erase) at least 44 px wide that the width holds, balanced over the rows.
 */
export function padLayouts(n: Size): PadLayout[] {
  const keys = n + 1;
  const layouts: PadLayout[] = [];
  let wider = 0;
  for (let c = Math.min(keys, 10); c >= 4; c--) {
    const rows = Math.ceil(keys / c);
    const cols = Math.ceil(keys / rows);
    if (cols === wider) continue;
    layouts.push({ cols, rows, below: wider ? ROW * wider - 4 : null });
    wider = cols;
  }
  return layouts;
}

/** Board sizes, smallest first. */
export const SIZES = Object.keys(BOX_SHAPES).map(Number) as Size[];
