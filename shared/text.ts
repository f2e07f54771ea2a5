/**
 * Text as a person counts and sees it, for messages that must name what was sent: characters are
 * code points (an emoji is one, not two UTF-16 units), and a character shown in a message comes
 * with its accents and modifiers (the whole grapheme), never as half of a surrogate pair.
 */

/** Characters (code points) in a text; a lone surrogate counts as one. */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

/**
 * The character at UTF-16 index `index` as a person sees it (its grapheme cluster: "👍🏽", "🇮🇩",
 * "é" written as e + U+0301), and how many characters precede that cluster. Without
 * Intl.Segmenter, the code point alone.
 */
export function characterAt(text: string, index: number): { text: string; position: number } {
  const segment =
    typeof Intl.Segmenter === 'function'
      ? new Intl.Segmenter().segment(text).containing(index)
      : undefined;
  const start = segment?.index ?? index;
  const shown = segment?.segment ?? String.fromCodePoint(text.codePointAt(index) ?? 0);
  return { text: shown, position: characterCount(text.slice(0, start)) };
}

/** At most `max` UTF-16 units of a text (not ending in half a pair), `...` marking a cut. */
export function clipped(text: string, max = 80): string {
  if (text.length <= max) return text;
  const end = /[\uD800-\uDBFF]/.test(text[max - 1]) ? max - 1 : max;
  return `${text.slice(0, end)}...`;
}

/**
 * A caller's value in a message: a number as written, text quoted (and clipped: a caller may
 * send megabytes), anything else by its kind. It never calls into the value (no `toString`, no
 * getter), so it cannot throw, whatever the value is.
 */
export function shownValue(value: unknown): string {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return JSON.stringify(clipped(value));
  if (value === null) return 'null';
  if (value === undefined) return 'nothing';
  if (typeof value !== 'object') return `a ${typeof value}`;
  try {
    return Array.isArray(value) ? 'a list' : 'an object';
  } catch {
    return 'a revoked proxy';
  }
}

// Made once: making a segmenter costs far more than segmenting a caption.
let segmenter: Intl.Segmenter | undefined;

/**
 * A text's graphemes, the characters a person sees ("👍🏽", "é" as e + U+0301, "🇮🇩"), in
 * order; joined they give the text back. Without Intl.Segmenter, its code points.
 */
export function graphemes(text: string): string[] {
  // Printable Latin-1 (no combining marks, no CR LF) is a grapheme a character, and common
  // enough (captions, URL forms) to skip the work.
  if (typeof Intl.Segmenter !== 'function' || /^[\x20-\x7e\xa0-\xff]*$/.test(text)) {
    return [...text];
  }
  segmenter ??= new Intl.Segmenter();
  return Array.from(segmenter.segment(text), (s) => s.segment);
}
