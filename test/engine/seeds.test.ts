// Seeds are printable Unicode, used in their NFC form, at most 128 characters (code points):
// the same text gives the same puzzle however its accents were typed, control characters and
// other non-text are refused with a message that names them, and spaces and emoji are kept.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { generate, SeedSchema } from '../../shared/index.ts';
import { expectError, unwrap } from '../support/result.ts';

// Any code point, and often the ones at the edges of the rules.
const seedUnit = fc.oneof(
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  fc.constantFrom(
    ...['\u0000', '\u001f', ' ', '~', '\u007f', '\u0085', '\u00a0', '\u2028', '\u200d'],
    ...['\u200e', '\u202a', '\u202f', '\u2066', '\u2069', '\ufdcf', '\ufdd0', '\ufffd'],
    ...['\ufffe', '\u{1fffe}', '\u{10ffff}', '\ud800', '\udfff', 'e', '\u0301', '😀'],
  ),
);

describe('seeds are used in NFC', () => {
  it('é typed as one code point or as e + U+0301 is the same seed and the same puzzle', () => {
    const composed = unwrap(generate({ seed: 'caf\u00e9', level: 'hard' }));
    const decomposed = unwrap(generate({ seed: 'cafe\u0301', level: 'hard' }));
    expect(decomposed).toEqual(composed);
    expect(decomposed.seed).toBe('caf\u00e9');
    expect(z.parse(SeedSchema, 'Ha\u0300 No\u0302\u0323i')).toBe('H\u00e0 N\u1ed9i');
  });

  it('a seed already in NFC is used as it is (the golden vectors do not move)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }), (text) => {
        const seed = text.normalize('NFC');
        const parsed = z.safeParse(SeedSchema, seed);
        if (parsed.success) expect(parsed.data).toBe(seed);
      }),
    );
  });
});

describe('what a seed may hold', () => {
  it.each([
    ['spaces', 'my blog 42 '],
    ['emoji, joined and with modifiers', '🧩👨‍👩‍👧👍🏽🇮🇩'],
    ['other scripts', 'teka-teki silang ꦲꦏ 数独 судоку'],
    ['a private-use character', '\ue000'],
  ])('%s', (_, seed) => {
    expect(unwrap(generate({ seed, size: 4 })).seed).toBe(seed);
  });

  it.each([
    ['NUL', 'a\u0000b', 1, 'U+0000', 'a control character'],
    ['a tab', '\tx', 0, 'U+0009', 'a control character'],
    ['a newline', 'x\n', 1, 'U+000A', 'a control character'],
    ['DEL', '\u007f', 0, 'U+007F', 'a control character'],
    ['a C1 control', 'ab\u0085', 2, 'U+0085', 'a control character'],
    [
      'a lone high surrogate',
      '😀\ud83d',
      1,
      'U+D83D',
      'half of a surrogate pair (not a character)',
    ],
    ['a lone low surrogate', '\ude00x', 0, 'U+DE00', 'half of a surrogate pair (not a character)'],
    ['U+FFFE', 'x\ufffe', 1, 'U+FFFE', 'a noncharacter'],
    ['U+FDD0', '\ufdd0', 0, 'U+FDD0', 'a noncharacter'],
    ['U+10FFFF', '\u{10ffff}', 0, 'U+10FFFF', 'a noncharacter'],
    ['a line separator', 'a\u2028b', 1, 'U+2028', 'a line or paragraph separator'],
    ['a right-to-left override', '\u202eabc', 0, 'U+202E', 'a bidirectional control'],
    ['a first-strong isolate', 'ab\u2068', 2, 'U+2068', 'a bidirectional control'],
  ])('refuses %s, naming it', (_, seed, position, code, why) => {
    const error = expectError(generate({ seed }));
    expect(error.code).toBe('invalid_options');
    expect(error.path).toEqual(['seed']);
    expect(error.message).toBe(
      `seed: character ${position} (${code}) is ${why}; a seed is printable text (letters, digits, punctuation, spaces, emoji)`,
    );
  });

  it('counts the length in characters (code points) of the NFC form', () => {
    expect(unwrap(generate({ seed: '😀'.repeat(128), size: 4 })).seed).toHaveLength(256);
    expect(expectError(generate({ seed: '😀'.repeat(129) })).message).toBe(
      'seed: 129 characters; a seed has 1 to 128',
    );
    expect(expectError(generate({ seed: '' })).message).toBe(
      'seed: 0 characters; a seed has 1 to 128',
    );
    // 128 decomposed accented letters are 256 code points as sent, 128 once composed.
    expect(unwrap(generate({ seed: 'e\u0301'.repeat(128), size: 4 })).seed).toBe(
      '\u00e9'.repeat(128),
    );
  });

  it('any text is either a good seed, used in NFC, or an invalid_options error', () => {
    fc.assert(
      fc.property(fc.string({ unit: seedUnit, maxLength: 20 }), (seed) => {
        const parsed = z.safeParse(SeedSchema, seed);
        // An oracle in Unicode's own terms: Cc, lone surrogates (Cs), noncharacters, Zl and Zp,
        // and the bidirectional embeddings, overrides and isolates.
        const refused =
          /[\p{Cc}\p{Cs}\p{Noncharacter_Code_Point}\p{Zl}\p{Zp}\u202a-\u202e\u2066-\u2069]/u;
        const bad = seed.length === 0 || refused.test(seed);
        expect(parsed.success).toBe(!bad);
        if (parsed.success) expect(parsed.data).toBe(seed.normalize('NFC'));
        else expect(parsed.error.issues[0].message.length).toBeGreaterThan(10);
      }),
    );
  });
});
