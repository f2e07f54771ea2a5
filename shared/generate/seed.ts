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
 */
import { characterCount } from '../text.ts';

export const SEED_MIN_CHARACTERS = 1;
export const SEED_MAX_CHARACTERS = 128;

/** Why a code point cannot be in a seed, or undefined when it can. */
export function refusedSeedCharacter(codePoint: number): string | undefined {
  const cp = codePoint;
  if (cp <= 0x1f || (cp >= 0x7f && cp <= 0x9f)) return 'a control character';
  if (cp >= 0xd800 && cp <= 0xdfff) return 'half of a surrogate pair (not a character)';
  if ((cp >= 0xfdd0 && cp <= 0xfdef) || (cp & 0xfffe) === 0xfffe) return 'a noncharacter';
  if (cp === 0x2028 || cp === 0x2029) return 'a line or paragraph separator';
  if ((cp >= 0x202a && cp <= 0x202e) || (cp >= 0x2066 && cp <= 0x2069))
    return 'a bidirectional control';
  return undefined;
}

const hex = (cp: number): string => `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;

/** The NFC form in which a seed is used. */
export const normalizeSeed = (seed: string): string => seed.normalize('NFC');

/**
 * What is wrong with a seed, in words that name what was sent, or undefined for a good seed.
 * The length is counted in characters (code points) of the NFC form, the seed that is used.
 */
export function seedProblem(seed: string): string | undefined {
  let position = 0;
  for (const ch of seed) {
    const cp = ch.codePointAt(0) ?? 0;
    const why = refusedSeedCharacter(cp);
    if (why)
      return `character ${position} (${hex(cp)}) is ${why}; a seed is printable text (letters, digits, punctuation, spaces, emoji)`;
    position++;
  }
  const count = characterCount(normalizeSeed(seed));
  if (count < SEED_MIN_CHARACTERS || count > SEED_MAX_CHARACTERS)
    return `${count} characters; a seed has ${SEED_MIN_CHARACTERS} to ${SEED_MAX_CHARACTERS}`;
  return undefined;
}

/**
 * The seed to use for text that may hold refused characters (an HTML attribute, say): those
 * characters left out, the rest in NFC; null when nothing usable remains or it is too long.
 */
export function cleanSeed(text: string): string | null {
  let kept = '';
  for (const ch of text) if (!refusedSeedCharacter(ch.codePointAt(0) ?? 0)) kept += ch;
  const seed = normalizeSeed(kept);
  return seedProblem(seed) === undefined ? seed : null;
}
