/**
 * How a seed is printed on a PDF sheet so that a reader can type it back and get the same
 * puzzle. The sheet's standard font draws WinAnsi characters only (win-ansi.ts), and the Worker
 * could not carry a font for every script a seed may hold (CJK alone is megabytes), so:
 *
 * - a plain seed prints as itself after `#`, as the widget names puzzles: `#news-3`, `#Café-1`.
 *   Plain means every character is drawn by the font and comes back the same when typed, whether
 *   into the widget's `seed` attribute or into a URL's `?seed=`: ASCII letters, digits and
 *   punctuation except `%`, `&`, `+` and `#` (which a URL would read otherwise), single spaces
 *   between words (a printed space cannot be counted or told from a no-break space), and the
 *   Latin letters of WinAnsi (é, ß, Œ) but not look-alikes that fold to others (µ, ª).
 * - any other seed prints in its URL form, `?seed=` then the seed percent-encoded as UTF-8:
 *   `?seed=%E6%BC%A2%E5%AD%97-1` for 漢字-1. Typed after a puzzle URL's `?` (the API's, or a page
 *   that passes its query to the widget), every URL decoder gives back the seed exactly. The
 *   form is ASCII with no space, so a line break inside it stands for nothing.
 *
 * The PDF's text layer carries the seed itself (ActualText), so copying a caption gives `#漢字-1`.
 */
import { winAnsiByte } from './win-ansi.ts';

/** What comes before a plain seed. */
export const PLAIN_MARK = '#';
/** What comes before a seed in its URL form. */
export const URL_MARK = '?seed=';
/**
 * What stands for the part a sheet's long seeds share in a caption's URL form when a page note
 * spells it out once (`?seed=*3`, the note `* = %F0%9F...-`). The URL form never holds it.
 */
export const NOTE_MARK = '*';

// Characters that a URL reads as syntax: query separators, the fragment, an escape, `+` for a space.
const URL_SYNTAX = /[%&+#]/;

/**
 * A letter beyond ASCII that WinAnsi holds and a reader can type: é, ß, Œ, but not the
 * compatibility letters that fold to others (µ to μ, ª to a) nor the florin sign ƒ.
 */
function isPlainLetter(char: string): boolean {
  const byte = winAnsiByte(char);
  return (
    byte !== undefined &&
    byte >= 0x80 &&
    char !== 'ƒ' &&
    /\p{L}/u.test(char) &&
    char.normalize('NFKC') === char
  );
}

/** Whether a seed prints as itself (see above). Seeds are NFC, so é is one character. */
export function isPlainSeed(seed: string): boolean {
  if (seed.startsWith(' ') || seed.endsWith(' ') || seed.includes('  ')) return false;
  for (const char of seed) {
    const code = char.codePointAt(0) ?? 0;
    const ascii = code >= 0x20 && code <= 0x7e && !URL_SYNTAX.test(char);
    if (!ascii && !isPlainLetter(char)) return false;
  }
  return seed.length > 0;
}

/**
 * Text percent-encoded as UTF-8 for a URL's query: encodeURIComponent, with `!'()*` encoded too
 * (RFC 3986 leaves them reserved), so that the form holds letters, digits, `-._~` and `%XX` only.
 * Lone surrogates, which no seed holds, become U+FFFD rather than throwing.
 */
export function urlEncoded(text: string): string {
  return encodeURIComponent(text.replace(/\p{Cs}/gu, '\uFFFD')).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** A seed as it is printed: `#seed` when plain, else `?seed=` and its URL form. */
export const printedSeed = (seed: string): string =>
  isPlainSeed(seed) ? `${PLAIN_MARK}${seed}` : `${URL_MARK}${urlEncoded(seed)}`;
