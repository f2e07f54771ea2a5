// Puzzle loading: the API's answer is used only when it is the puzzle asked for; every failure
// (timeout, network, status, garbage, a lying answer) gives the same seeded puzzle locally.
import { describe, expect, it } from 'vitest';
import { daily, generate, LEVELS, type Level, SIZES, type Size } from '../../../shared/index.ts';
import { loadPuzzle, verify } from '../../../widget/services/api.ts';
import { dailyRequest, type PuzzleRequest, requestUrl } from '../../../widget/services/request.ts';
import { respond } from '../../support/respond.ts';
import { unwrap } from '../../support/result.ts';

const req: PuzzleRequest = {
  size: 9,
  level: 'easy',
  variant: 'classic',
  seed: 'api-test',
  daily: null,
};
const made = generate({ seed: req.seed, size: 9, level: 'easy' });
if (!made.ok) throw new Error('fixture');
const expected = made.value;
const API = 'https://api.example/';

describe('requestUrl', () => {
  it('asks for the seeded puzzle with its solution, keeping the API base path', () => {
    const url = new URL(requestUrl('https://x.example/base/', req));
    expect(url.pathname).toBe('/base/api/v1/puzzles');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      size: '9',
      level: 'easy',
      variant: 'classic',
      seed: 'api-test',
      include: 'solution',
    });
    const d = new URL(requestUrl(API, dailyRequest('2026-11-21', 'hard')));
    expect(d.pathname).toBe('/api/v1/daily');
    // No solution asked for: the API keeps a day's solution back until the day has ended
    // everywhere, and the widget finds it itself (test/worker/daily-spoilers.test.ts sends this).
    expect(Object.fromEntries(d.searchParams)).toEqual({ date: '2026-11-21', level: 'hard' });
  });
});

describe('verify', () => {
  it('accepts the right puzzle, with or without the solution', () => {
    expect(verify(expected, req)).toEqual(expected);
    const { solution: _, ...bare } = expected;
    expect(verify(bare, req)).toEqual(expected);
  });

  it('refuses a different seed, size or level, and a puzzle that is not this solution', () => {
    expect(() => verify({ ...expected, seed: 'other' }, req)).toThrow(/asked for/);
    expect(() => verify({ ...expected, level: 'hard' }, req)).toThrow(/asked for/);
    expect(() => verify({ ...expected, size: 4 }, req)).toThrow();
    const other = generate({ seed: 'other', size: 9, level: 'easy' });
    if (!other.ok) throw new Error('fixture');
    // Another puzzle under this seed's name cannot be told apart without making it, but it can
    // never come with a solution that does not solve it.
    const swapped = { ...other.value, seed: req.seed, solution: expected.solution };
    expect(() => verify(swapped, req)).toThrow(/solution/);
    const blank = { ...expected, puzzle: '.'.repeat(81) };
    expect(() => verify(blank, req)).toThrow(/one solution/);
    for (const junk of [null, 1, 'x', [], {}, { ...expected, givens: 'many' }]) {
      expect(() => verify(junk, req)).toThrow(/not a puzzle/);
    }
  });
});

describe('loadPuzzle', () => {
  it('uses a good API answer', async () => {
    const got = await loadPuzzle(API, req, 1000, respond(expected));
    expect(got).toEqual({ puzzle: expected, source: 'api', fallback: null });
  });

  it('makes the puzzle locally without an API, with no fallback to report', async () => {
    const got = await loadPuzzle(null, req, 1000);
    expect(got).toEqual({ puzzle: expected, source: 'local', fallback: null });
  });

  const cases: [string, typeof fetch, string][] = [
    ['status', respond({ error: 'boom' }, 500), 'status'],
    ['not JSON', respond('<html>'), 'invalid'],
    ['garbage', respond({ hello: 'world' }), 'invalid'],
    ['lying', respond({ ...expected, seed: 'x' }), 'mismatch'],
    ['huge', respond('x'.repeat(100_000)), 'invalid'],
    [
      'network',
      (async () => {
        throw new TypeError('Failed to fetch');
      }) as typeof fetch,
      'network',
    ],
    [
      'timeout',
      ((_url: string, init: RequestInit) =>
        new Promise((_, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted'))),
        )) as unknown as typeof fetch,
      'timeout',
    ],
  ];
  for (const [name, fetcher, reason] of cases) {
    it(`falls back to the same puzzle: ${name}`, async () => {
      const got = await loadPuzzle(API, req, 50, fetcher);
      expect(got.puzzle).toEqual(expected);
      expect(got.source).toBe('local');
      expect(got.fallback?.reason).toBe(reason);
    });
  }

  // What the API serves for a seed is what the engine generates for it; on every size (25x25
  // included, whose uniqueness proof is the costliest) the widget must take it as it comes
  // rather than find fault with it and make the puzzle again locally.
  it.each(SIZES.flatMap((size) => LEVELS.map((level): [Size, Level] => [size, level])))(
    'uses a genuine API puzzle of size %i, level %s',
    async (size, level) => {
      const ask: PuzzleRequest = { ...req, size, level, seed: `api-${size}-${level}` };
      const served = unwrap(generate({ seed: ask.seed, size, level }));
      const got = await loadPuzzle(API, ask, 1000, respond(served));
      expect(got).toEqual({ puzzle: served, source: 'api', fallback: null });
    },
  );

  it('the puzzle of the day falls back to the same daily puzzle', async () => {
    const d = dailyRequest('2026-11-21', 'medium');
    const got = await loadPuzzle(API, d, 50, respond('nope', 503));
    expect(got.puzzle).toEqual(unwrap(daily('2026-11-21', 'medium')));
  });
});

describe('arrow sudoku', () => {
  const areq: PuzzleRequest = { ...req, variant: 'arrow', seed: 'api-arrow' };
  const a = generate({ seed: areq.seed, level: 'easy', variant: 'arrow' });
  if (!a.ok) throw new Error('fixture');
  const arrowPuzzle = a.value;

  it('asks for the variant', () => {
    const url = new URL(requestUrl(API, areq));
    expect(url.searchParams.get('variant')).toBe('arrow');
    expect(url.searchParams.get('size')).toBe('9');
  });

  it('accepts the right arrow puzzle', () => {
    expect(verify(arrowPuzzle, areq)).toEqual(arrowPuzzle);
  });

  it('refuses missing, malformed or broken arrows, and arrows on a classic puzzle', () => {
    expect(() => verify({ ...arrowPuzzle, arrows: undefined }, areq)).toThrow(/arrows/);
    expect(() => verify({ ...arrowPuzzle, arrows: [[[0, 0]]] }, areq)).toThrow(/not a puzzle/);
    expect(() => verify({ ...arrowPuzzle, arrows: [[[0, 0], [[5, 5]]]] }, areq)).toThrow(/arrows/);
    // The arrows of another arrow puzzle: this solution does not add up along them.
    const other = generate({ seed: 'api-arrow-other', level: 'easy', variant: 'arrow' });
    if (!other.ok) throw new Error('fixture');
    expect(() => verify({ ...arrowPuzzle, arrows: other.value.arrows }, areq)).toThrow();
    expect(() => verify({ ...expected, arrows: arrowPuzzle.arrows }, req)).toThrow(/arrows/);
    expect(() => verify({ ...expected, seed: areq.seed }, areq)).toThrow(/variant/);
  });

  it('falls back to the same arrow puzzle', async () => {
    const got = await loadPuzzle(API, areq, 50, respond({ ...arrowPuzzle, arrows: [] }));
    expect(got.puzzle).toEqual(arrowPuzzle);
    expect(got.fallback?.reason).toBe('invalid');
  });
});
