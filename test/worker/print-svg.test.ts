// GET /api/v1/puzzles.svg and /api/v1/daily.svg: the same puzzle as the JSON routes, as a
// well-formed SVG with one <text> per given (the issue's proof), cacheable like the puzzle (the
// same cache entry, immutable per seed or date, today's until midnight, ETag and 304), with the
// solution, a caption (any seed as it is, any script) and Bahasa Indonesia on request, and
// problems for bad parameters.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ENGINE_VERSION, type GeneratedPuzzle, SIZES } from '../../shared/index.ts';
import { createApp } from '../../worker/index.ts';
import { seedText } from '../support/seeds.ts';
import { elementsNamed, parseXml, textOf, type XmlElement } from '../support/xml.ts';
import { at, call, expectProblem, recordingKv } from './support.ts';

const NOW = at('2026-03-14T18:30:00Z');
const app = createApp({ now: () => NOW, edgeCache: () => undefined });

async function svgOf(res: Response): Promise<XmlElement> {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/svg+xml');
  expect(res.headers.get('content-security-policy')).toBe("default-src 'none'");
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  return parseXml(await res.text());
}

const json = async (path: string): Promise<GeneratedPuzzle> =>
  (await (await call(app, path)).json()) as GeneratedPuzzle;

const texts = (root: XmlElement, cls: string): string[] => {
  const group = elementsNamed(root, 'g').find((g) => g.attributes.class === cls);
  return group ? elementsNamed(group, 'text').map(textOf) : [];
};

describe('GET /api/v1/puzzles.svg', () => {
  it.each(SIZES)(
    'draws the %ix%i puzzle the JSON route serves: one <text> per given',
    async (size) => {
      const query = `seed=svg-route&size=${size}&level=easy`;
      const puzzle = await json(`/api/v1/puzzles?${query}`);
      const root = await svgOf(await call(app, `/api/v1/puzzles.svg?${query}`));
      expect(elementsNamed(root, 'text')).toHaveLength(puzzle.givens);
      expect(texts(root, 'givens').join('')).toBe(puzzle.puzzle.replaceAll('.', ''));
      expect(root.attributes.viewBox).toMatch(/^0 0 \d+ \d+$/);
      expect(textOf(elementsNamed(root, 'title')[0])).toBe(
        `Sudoku ${size}x${size} · Easy · #svg-route`,
      );
    },
  );

  it("captions any seed as it is, whole, for the viewer's fonts to draw (fast-check)", async () => {
    await fc.assert(
      fc.asyncProperty(seedText(), async (text) => {
        const query = `seed=${encodeURIComponent(text)}&size=4&level=easy&caption=true`;
        const root = await svgOf(await call(app, `/api/v1/puzzles.svg?${query}`));
        const caption = elementsNamed(root, 'text').find((t) => t.attributes.class === 'caption');
        expect(caption && textOf(caption)).toBe(`4x4 · Easy · #${text.normalize('NFC')}`);
      }),
      { numRuns: 40 },
    );
    const root = await svgOf(
      await call(app, `/api/v1/puzzles.svg?seed=${encodeURIComponent('é😀 漢字')}&caption=true`),
    );
    const caption = elementsNamed(root, 'text').find((t) => t.attributes.class === 'caption');
    expect(caption && textOf(caption)).toBe('9x9 · Medium · #é😀 漢字');
  });

  it('draws the arrows of an arrow puzzle', async () => {
    const query = 'seed=svg-arrow&variant=arrow&level=hard';
    const puzzle = await json(`/api/v1/puzzles?${query}`);
    const root = await svgOf(await call(app, `/api/v1/puzzles.svg?${query}`));
    expect(elementsNamed(root, 'circle')).toHaveLength(puzzle.arrows?.length ?? -1);
    expect(elementsNamed(root, 'text')).toHaveLength(puzzle.givens);
  });

  it('with include=solution, fills the other cells in their own style; with caption, in Indonesian', async () => {
    const query = 'seed=svg-solved&level=hard';
    const puzzle = await json(`/api/v1/puzzles?${query}&include=solution`);
    const res = await call(
      app,
      `/api/v1/puzzles.svg?${query}&include=solution&caption=true&lang=id`,
    );
    const root = await svgOf(res);
    const solved = texts(root, 'solution');
    expect(solved).toHaveLength(81 - puzzle.givens);
    const board = [...puzzle.puzzle];
    let k = 0;
    for (let i = 0; i < 81; i++) if (board[i] === '.') board[i] = solved[k++];
    expect(board.join('')).toBe(puzzle.solution);
    const caption = elementsNamed(root, 'text').filter((t) => t.attributes.class === 'caption');
    expect(caption.map(textOf)).toEqual(['9x9 · Sulit · #svg-solved']);
    expect(textOf(elementsNamed(root, 'title')[0])).toBe(
      'Sudoku 9x9 · Sulit · #svg-solved, dengan solusinya',
    );
    expect(res.headers.get('content-location')).toBe(
      '/api/v1/puzzles.svg?size=9&level=hard&variant=classic&seed=svg-solved&include=solution&caption=true&lang=id',
    );
  });

  it('is immutable per seed, with a strong ETag and 304, and ignores stray parameters', async () => {
    const url = '/api/v1/puzzles.svg?seed=svg-cache&level=medium&utm_source=news';
    const first = await call(app, url);
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(first.headers.get('content-location')).toBe(
      '/api/v1/puzzles.svg?size=9&level=medium&variant=classic&seed=svg-cache',
    );
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]+"$/);
    const again = await call(app, url.replace('&utm_source=news', ''), {
      headers: { 'If-None-Match': etag ?? '' },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('reads and writes the same cache entry as the JSON route', async () => {
    const kv = recordingKv();
    const bindings = { PUZZLES: kv.ns };
    await call(
      createApp({ edgeCache: () => undefined }),
      '/api/v1/puzzles.svg?seed=svg-kv&size=6',
      {
        bindings,
      },
    );
    const key = `puzzle:${ENGINE_VERSION}:classic:6:medium:svg-kv`;
    expect(kv.puts.map((p) => p.key)).toEqual([key]);
    const fresh = createApp({ edgeCache: () => undefined });
    await call(fresh, '/api/v1/puzzles?seed=svg-kv&size=6', { bindings });
    expect(kv.gets.filter((k) => k === key)).toHaveLength(2);
    expect(kv.puts).toHaveLength(1); // the JSON route found it: no second write
  });

  it.each([
    ['level=easy', 'seed', 'expected string'],
    ['seed=a&size=7', 'size', 'size is one of'],
    ['seed=a&caption=yes', 'caption', 'expected one of'],
    ['seed=a&lang=fr', 'lang', 'expected one of'],
    ['seed=a&include=answers', 'include', 'expected "solution"'],
  ])('refuses %s with a problem at %s', async (query, field, message) => {
    const problem = await expectProblem(
      await call(app, `/api/v1/puzzles.svg?${query}`),
      400,
      'invalid_request',
    );
    expect(problem.issues?.[0]).toMatchObject({ path: [field] });
    expect(problem.issues?.[0].message).toContain(message);
  });

  it('refuses an arrow puzzle of another size than 9x9', async () => {
    await expectProblem(
      await call(app, '/api/v1/puzzles.svg?seed=a&variant=arrow&size=16'),
      400,
      'invalid_options',
    );
  });
});

describe('GET /api/v1/daily.svg', () => {
  it("draws today's puzzle, cacheable until midnight", async () => {
    const puzzle = await json('/api/v1/daily?level=hard');
    const res = await call(app, '/api/v1/daily.svg?level=hard&caption=true');
    const root = await svgOf(res);
    expect(texts(root, 'givens').join('')).toBe(puzzle.puzzle.replaceAll('.', ''));
    expect(res.headers.get('cache-control')).toBe(`public, max-age=${5.5 * 3600}`);
    expect(res.headers.get('content-location')).toBe(
      '/api/v1/daily.svg?date=2026-03-14&level=hard&caption=true',
    );
    const caption = elementsNamed(root, 'text').filter((t) => t.attributes.class === 'caption');
    expect(caption.map(textOf)).toEqual(['Daily 2026-03-14 · Hard']);
  });

  it('draws a given day, immutable, and refuses days the API does not serve', async () => {
    const res = await call(app, '/api/v1/daily.svg?date=2025-01-02&level=easy&lang=id');
    const root = await svgOf(res);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(textOf(elementsNamed(root, 'title')[0])).toBe('Sudoku Harian 2025-01-02 · Mudah');
    await expectProblem(await call(app, '/api/v1/daily.svg?date=2019-12-31'), 400, 'invalid_date');
    await expectProblem(await call(app, '/api/v1/daily.svg?date=2030-01-01'), 400, 'invalid_date');
    await expectProblem(
      await call(app, '/api/v1/daily.svg?date=2026-02-30'),
      400,
      'invalid_request',
    );
  });
});
