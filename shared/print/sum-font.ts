/**
 * The font size of a Killer cage's sum, in cage-outline.ts's units (100 per cell): the widget's
 * stylesheet sets its sums in it as the printed sheets do, so the board and the paper cannot
 * differ. A module of its own so that the stylesheet does not carry the outlines' geometry.
 */
export const SUM_FONT = 26;
