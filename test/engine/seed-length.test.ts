// A seed's length as sent is checked before the text is normalised: NFC reorders a run of
// combining marks at a cost that grows with the square of its length, so text longer than any
// valid seed can be (SEED_MAX_UTF16 UTF-16 units) is refused without being normalised, by the
// schema, `generate` and the widget's `cleanSeed` alike; and no text whose NFC form is a valid
// seed is ever over that bound, however decomposed it was typed.
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { cleanSeed, SEED_MAX_UTF16 } from '../../shared/generate/seed.ts';
import { generate, SeedSchema } from '../../shared/index.ts';
import { characterCount } from '../../shared/text.ts';
import { expectError } from '../support/result.ts';

// Marks of two combining classes in turn (230, 220): NFC has to reorder every pair.
const marks = (pairs: number) => '\u0301\u0323'.repeat(pairs);
const HOSTILE = `e${marks(8000)}`;

afterEach(() => vi.restoreAllMocks());

describe('a seed longer than any valid seed can be is refused unread', () => {
  it('by SeedSchema, generate and cleanSeed, without normalising it', () => {
    const normalize = vi.spyOn(String.prototype, 'normalize');
    const parsed = z.safeParse(SeedSchema, HOSTILE);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0].message).toBe(
      `16001 UTF-16 code units as sent, more than any seed of 128 characters can be (${SEED_MAX_UTF16}); a seed has 1 to 128 characters`,
    );
    expect(expectError(generate({ seed: HOSTILE })).message).toContain('16001 UTF-16 code units');
    expect(cleanSeed(HOSTILE)).toBeNull();
    expect(normalize).not.toHaveBeenCalled();
  });

  it('checks the bound first, before naming a refused character', () => {
    const message = z.safeParse(SeedSchema, `\u0000${'x'.repeat(SEED_MAX_UTF16)}`).error?.issues[0]
      .message;
    expect(message).toContain('UTF-16 code units');
  });

  it('normalises text at the bound, and counts its characters', () => {
    const atBound = `e${marks(SEED_MAX_UTF16 / 2 - 1)}e`;
    expect(atBound).toHaveLength(SEED_MAX_UTF16);
    const normalize = vi.spyOn(String.prototype, 'normalize');
    const parsed = z.safeParse(SeedSchema, atBound);
    expect(normalize).toHaveBeenCalled();
    expect(parsed.error?.issues[0].message).toMatch(/^\d+ characters; a seed has 1 to 128$/);
  });

  it('cleanSeed bounds what is left once refused characters are taken out', () => {
    // A long attribute that is mostly control characters still gives its seed.
    expect(cleanSeed(`${'\u0000'.repeat(2 * SEED_MAX_UTF16)}my-seed`)).toBe('my-seed');
  });
});

// Text whose NFC form is one character, written as decomposed as Unicode allows: the longest
// canonical decompositions (four code points), Hangul syllables as three jamo, composites
// outside the BMP, a CJK compatibility ideograph (two units for one BMP character), and any
// grapheme in its NFD form.
const oneCharacter = fc.oneof(
  fc.constantFrom(
    '\u1f82', // ἂ: α + ̓ + ̀ + ͅ
    '\uac01', // 각: three jamo
    '\u{1109a}', // Kaithi, both halves outside the BMP
    '\u{2f800}', // a compatibility ideograph, NFC 丽
    '\u1ec7', // ệ: e + ̣ + ̂
    'é',
    '😀',
  ),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
);
const nfdOrNot = fc
  .tuple(oneCharacter, fc.boolean())
  .map(([ch, nfd]) => (nfd ? ch.normalize('NFD') : ch));

describe('every valid seed fits the bound however it was typed', () => {
  it('the longest forms of 128 characters are seeds', () => {
    for (const ch of ['\u1f82', '\uac01', '\u{1109a}', '\u{2f800}']) {
      const raw = ch.normalize('NFD').repeat(128);
      expect(raw.length).toBeLessThanOrEqual(SEED_MAX_UTF16);
      expect(z.parse(SeedSchema, raw)).toBe(raw.normalize('NFC'));
    }
    expect(z.parse(SeedSchema, '\u{2f800}'.repeat(128))).toBe('\u4e3d'.repeat(128));
  });

  it('any text whose NFC form is a valid seed is within the bound and parses to it', () => {
    fc.assert(
      fc.property(fc.array(nfdOrNot, { minLength: 1, maxLength: 128 }), (parts) => {
        const raw = parts.join('');
        const seed = raw.normalize('NFC');
        const valid = z.safeParse(SeedSchema, seed).success;
        if (!valid || characterCount(seed) > 128) return;
        expect(raw.length).toBeLessThanOrEqual(SEED_MAX_UTF16);
        expect(z.parse(SeedSchema, raw)).toBe(seed);
      }),
    );
  });
});
