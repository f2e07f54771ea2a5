// Seeds as people and programs send them, for property tests: any script, emoji with their
// joiners, modifiers, flags and tags, accents as combining marks (so not always NFC), right-to-left
// text, the invisible characters the seed rules allow (joiners, marks, zero-width space, BOM,
// soft hyphen, no-break spaces), URL syntax, WinAnsi's look-alikes, any code point at random, and
// long runs up to the limit. Only valid seeds: the rules of shared/generate/seed.ts hold.
import fc from 'fast-check';
import { normalizeSeed, SEED_MAX_CHARACTERS, seedProblem } from '../../shared/generate/seed.ts';
import { characterCount } from '../../shared/text.ts';

const PIECES = [
  ...['a', 'Z', '7', ' ', '-', '.', '_', '~', '%', '%41', '&', '+', '#', '=', '?', '/', ':'],
  ...['(', ')', '*', '!', "'", '\\', '"', '<', '>', '`', '{', '|', '^', '[', ';', ',', '@', '$'],
  ...['é', 'ß', 'Œ', 'Š', 'ÿ', 'Æ', 'µ', 'ª', 'ƒ', '×', '·', '¿', '\u00a0', '\u00ad', '€', '’'],
  ...['—', '…', '™', '漢', '字', '数独', '한국', 'ー', '😀', '👍🏽', '👨‍👩‍👧', '🇮🇩', '1️⃣', '🧩'],
  ...['🏴\u{e0067}\u{e0062}\u{e0073}\u{e0063}\u{e0074}\u{e007f}', 'e\u0301', 'o\u0323\u0302'],
  ...['ก', 'ि', 'שלום', 'مرحبا', '\u200d', '\u200c', '\u200e', '\u200f', '\u061c', '\u200b'],
  ...['\ufeff', '\ufe0f', '\ue000', '\ufffd', '\u3000', '\u2009', '\u{1d11e}', 'ﬁ', 'Ⅻ'],
];

const piece = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...PIECES) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
);

/** Valid seed text (maybe not NFC) of at most `max` characters once in NFC. */
export function seedText(max: number = SEED_MAX_CHARACTERS): fc.Arbitrary<string> {
  const short = fc.array(piece, { minLength: 1, maxLength: 12 }).map((parts) => parts.join(''));
  // Long seeds: one piece over and over, to the limit, after a few others.
  const long = fc
    .tuple(short, piece, fc.integer({ min: 1, max: max }))
    .map(([head, part, times]) => head + part.repeat(times));
  return fc
    .oneof({ weight: 3, arbitrary: short }, { weight: 1, arbitrary: long })
    .map((text) => [...text].slice(0, max).join(''))
    .filter(
      (text) => seedProblem(text) === undefined && characterCount(normalizeSeed(text)) <= max,
    );
}
