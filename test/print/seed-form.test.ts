// How a seed prints on paper (seed-form.ts): as itself only when every character is drawn by
// the standard font and types back the same into the widget or a URL; otherwise in its URL form,
// letters, digits, `-._~` and `%XX` only, which every URL decoder turns back into the seed.
import fc from 'fast-check';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { normalizeSeed } from '../../shared/generate/seed.ts';
import { isPlainSeed, printedSeed, urlEncoded } from '../../shared/print/seed-form.ts';
import { winAnsiByte } from '../../shared/print/win-ansi.ts';
import { seedText } from '../support/seeds.ts';

// The API's own query decoding (Hono's).
const api = new Hono().get('/q', (c) => c.json({ seed: c.req.query('seed') ?? null }));
async function apiReads(query: string): Promise<string | null> {
  const res = await api.request(new URL(`https://sudoku.example/q?${query}`).href);
  return ((await res.json()) as { seed: string | null }).seed;
}

describe('plain seeds', () => {
  it.each([
    ['news-3', true],
    ['my blog 42', true],
    ['Café Œuvre ß Ÿ', true],
    ['a/b?c=d!*()~', true],
    ['50%', false],
    ['a&b', false],
    ['a+b', false],
    ['#1', false],
    [' lead', false],
    ['trail ', false],
    ['two  spaces', false],
    ['no\u00a0break', false],
    ['µ ª º', false],
    ['ƒ', false],
    ['it’s “quoted” — …', false],
    ['×', false],
    ['漢字', false],
    ['😀', false],
    ['e\u0301'.normalize('NFC'), true],
  ])('%s: %s', (seed, plain) => {
    expect(isPlainSeed(seed)).toBe(plain);
    expect(printedSeed(seed).startsWith(plain ? '#' : '?seed=')).toBe(true);
  });

  it('a plain seed is WinAnsi text, typed into a URL as it is, read back by the API (fast-check)', async () => {
    await fc.assert(
      fc.asyncProperty(seedText().map(normalizeSeed), async (seed) => {
        if (!isPlainSeed(seed)) return;
        for (const char of seed) expect(winAnsiByte(char)).toBeDefined();
        expect(await apiReads(`seed=${seed}`)).toBe(seed);
      }),
      { numRuns: 400 },
    );
  });
});

describe('the URL form', () => {
  it('is letters, digits, -._~ and %XX, and any URL decoder reads it back (fast-check)', async () => {
    await fc.assert(
      fc.asyncProperty(seedText(), async (seed) => {
        const form = urlEncoded(seed);
        expect(form).toMatch(/^(?:[A-Za-z0-9\-._~]|%[0-9A-F]{2})*$/);
        expect(decodeURIComponent(form)).toBe(seed);
        expect(new URLSearchParams(`seed=${form}`).get('seed')).toBe(seed);
        expect(await apiReads(`seed=${form}`)).toBe(seed);
      }),
      { numRuns: 400 },
    );
  });

  it('encodes what encodeURIComponent leaves, and never throws on a lone surrogate', () => {
    expect(urlEncoded("!'()*")).toBe('%21%27%28%29%2A');
    expect(urlEncoded('a\ud800b')).toBe('a%EF%BF%BDb');
  });
});
