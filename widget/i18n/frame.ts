/**
 * The words of the widget's frame in each language: the menu's and the game screen's buttons and
 * titles. The placeholder that widget.js paints before the UI has loaded (facade/placeholder.ts)
 * shows them as the screens do, so its buttons wrap as theirs will and nothing moves when the UI
 * takes over; en.ts and id.ts take theirs from the same modules (frame-en.ts, frame-id.ts, one
 * per language, so each language's chunk carries its own words only), so the two never differ.
 */
import { FRAME_EN, type FrameWords } from './frame-en.ts';
import { FRAME_ID } from './frame-id.ts';

export type { FrameWords };
export const FRAME: Record<'en' | 'id', FrameWords> = { en: FRAME_EN, id: FRAME_ID };
