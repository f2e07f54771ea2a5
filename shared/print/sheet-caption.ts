/**
 * The words that name a puzzle on a PDF sheet, as lines that fit: its caption (number, kind,
 * then its seed in a form a reader can type back, seed-form.ts) and, when a sheet's seeds are too
 * long for their captions, the page's note that spells out what they share once, so that a
 * caption reads `?seed=*3` under the note `* = %F0%9F%98%80...-`. Nothing is ever cut: text
 * breaks into as many lines as it needs (lines.ts). Each comes with the text it stands for,
 * which the PDF's text layer carries (ActualText) when it differs from what is drawn.
 */
import { textWidth } from './helvetica.ts';
import { type Run, wrapRuns } from './lines.ts';
import { NOTE_MARK, PLAIN_MARK, printedSeed, URL_MARK, urlEncoded } from './seed-form.ts';
import { CAPTION_SEPARATOR, type CaptionParts, captionLine } from './words.ts';

/** Text as drawn, line by line, and what it stands for. */
export interface SheetText {
  readonly lines: readonly string[];
  readonly actual: string;
}

/** Lines a caption may take before its seed's prefix moves to the page's note. */
export const MAX_CAPTION_LINES = 3;

function wrap(runs: readonly Run[], width: number, size: number): string[] {
  // Most captions fit on one line: measured whole, they need no breaking.
  const whole = runs.map((run) => run.text).join('');
  if (textWidth(whole, size) <= width) return [whole];
  return wrapRuns(runs, width, (text) => textWidth(text, size));
}

/**
 * Puzzle `number`'s caption as runs of text to break into lines: "3. 9x9 · Hard · #news-3".
 * With `notedPrefix` (which the seed starts with, and which the page's note spells out), the
 * seed prints as `?seed=*` and the URL form of the rest.
 */
export function captionRuns(
  number: number,
  caption: CaptionParts,
  notedPrefix?: string,
): { readonly runs: readonly Run[]; readonly actual: string } {
  const head = `${number}. ${caption.kind}`;
  const { seed } = caption;
  // What the text layer says: the seed itself.
  const actual = captionLine({ kind: head, seed });
  if (seed === undefined) return { runs: [{ text: head, kind: 'words' }], actual };
  const noted = notedPrefix !== undefined && seed.startsWith(notedPrefix);
  const form = noted
    ? `${URL_MARK}${NOTE_MARK}${urlEncoded(seed.slice(notedPrefix.length))}`
    : printedSeed(seed);
  const mark = noted
    ? URL_MARK.length + NOTE_MARK.length
    : form.startsWith(URL_MARK)
      ? URL_MARK.length
      : PLAIN_MARK.length;
  const runs: Run[] = [
    { text: `${head}${CAPTION_SEPARATOR}`, kind: 'words' },
    { text: form, kind: 'token', mark },
  ];
  return { runs, actual };
}

/** A caption (captionRuns) in lines at most `width` wide at `size`. */
export function captionText(
  number: number,
  caption: CaptionParts,
  width: number,
  size: number,
  notedPrefix?: string,
): SheetText {
  const { runs, actual } = captionRuns(number, caption, notedPrefix);
  return { lines: wrap(runs, width, size), actual };
}

/** The page note for captions whose seeds start with `prefix`: "* = " and the prefix's URL form. */
export function noteText(prefix: string, width: number, size: number): SheetText {
  const head = `${NOTE_MARK} = `;
  // One token: the URL form starts on the note's first line, right after its mark.
  const runs: Run[] = [{ text: `${head}${urlEncoded(prefix)}`, kind: 'token', mark: head.length }];
  return { lines: wrap(runs, width, size), actual: `${head}${prefix}` };
}
