/**
 * What a seed may be: printable Unicode text of 1 to 128 characters (code points), used in its
 * NFC form, so that "é" typed as one code point or as e + U+0301 is the same seed, the same
 * puzzle and the same cache key. Plain functions, no zod: the widget reads seeds with them too
 * (without the zod runtime) and so agrees with the API on every seed.
 *
 * Refused, because they are invisible, reorder or break the text around them, or are not text
 * at all: C0 and C1 controls and DEL, the line and paragraph separators, the bidirectional
 * embedding, override and isolate controls (Trojan Source), lone surrogates and the
 * noncharacters (U+FDD0-U+FDEF, U+FFFE, U+FFFF and their like in every plane). These sets never
 * change between Unicode versions, so every runtime agrees. Spaces, accents, every script and
 * emoji (joiners and variation selectors included) are kept.
 *
 * The length as sent is checked first, before the text is scanned or normalised: normalising
 * reorders runs of combining marks, at a cost that grows with the square of a run's length, so
 * text longer than any valid seed can be is refused unread.
 */
import { characterCount } from '../text.ts';

export const SEED_MIN_CHARACTERS = 1;
export const SEED_MAX_CHARACTERS = 128;

/**
 * The most UTF-16 code units a seed may have as sent, before NFC. NFC composes at most four code
 * points into one (the longest canonical decomposition, U+1F82 and its like, and new composites
 * are excluded from composition by Unicode's stability policy), and a code point is at most two
 * units, so every valid seed's raw form fits in 128 x 4 x 2 units.
 */
export const SEED_MAX_UTF16 = SEED_MAX_CHARACTERS * 4 * 2;

// Each set is fixed by Unicode's stability policies (Cc, surrogates, noncharacters) or by
// naming its code points, so every runtime and every Unicode version agrees.
const REFUSED_SETS = [
  /\p{Cc}/u,
  /\p{Cs}/u,
  /\p{Noncharacter_Code_Point}/u,
  /[\u2028\u2029]/u,
  /[\u202a-\u202e\u2066-\u2069]/u,
];

/** Why a character (one code point) cannot be in a seed, by kind (1-5, see REFUSED); 0 if it can. */
export const refusedKind = (ch: string): number =>
  REFUSED_SETS.findIndex((set) => set.test(ch)) + 1;

// Kept apart from the rules so that the widget, which only cleans seeds, carries no messages.
const REFUSED = [
  '',
  'a control character',
  'half of a surrogate pair (not a character)',
  'a noncharacter',
  'a line or paragraph separator',
  'a bidirectional control',
];

const fits = (seed: string): boolean => {
  const count = characterCount(seed);
  return count >= SEED_MIN_CHARACTERS && count <= SEED_MAX_CHARACTERS;
};

const hex = (cp: number): string => `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;

/** The NFC form in which a seed is used. */
export const normalizeSeed = (seed: string): string => seed.normalize('NFC');

/**
 * What is wrong with a seed, in words that name what was sent, or undefined for a good seed.
 * The length is counted in characters (code points) of the NFC form, the seed that is used.
 */
export function seedProblem(seed: string): string | undefined {
  if (seed.length > SEED_MAX_UTF16)
    return `${seed.length} UTF-16 code units as sent, more than any seed of ${SEED_MAX_CHARACTERS} characters can be (${SEED_MAX_UTF16}); a seed has ${SEED_MIN_CHARACTERS} to ${SEED_MAX_CHARACTERS} characters`;
  let position = 0;
  for (const ch of seed) {
    const kind = refusedKind(ch);
    if (kind)
      return `character ${position} (${hex(ch.codePointAt(0) ?? 0)}) is ${REFUSED[kind]}; a seed is printable text (letters, digits, punctuation, spaces, emoji)`;
    position++;
  }
  const normal = normalizeSeed(seed);
  if (!fits(normal))
    return `${characterCount(normal)} characters; a seed has ${SEED_MIN_CHARACTERS} to ${SEED_MAX_CHARACTERS}`;
  return undefined;
}

/**
 * The seed to use for text that may hold refused characters (an HTML attribute, say): those
 * characters left out, the rest in NFC; null when nothing usable remains or it is too long
 * (checked before normalising, as seedProblem does).
 */
export function cleanSeed(text: string): string | null {
  let kept = '';
  for (const ch of text) if (!refusedKind(ch)) kept += ch;
  if (kept.length > SEED_MAX_UTF16) return null;
  const seed = normalizeSeed(kept);
  return fits(seed) ? seed : null;
}
