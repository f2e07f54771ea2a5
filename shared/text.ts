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
