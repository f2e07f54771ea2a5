// GET /api/v1/print.pdf: a sheet that opens (read back structurally: xref offsets, stream
// lengths, page tree) with the right page count and paper, the very puzzles the JSON routes serve
// with their seeds and levels, cacheable like them, charged to the compute quota for the puzzles
// no cache holds, capped by kind, and problems for every bad combination of parameters.
import { describe, expect, it } from 'vitest';
import type { GeneratedPuzzle } from '../../shared/index.ts';
import { openApiDocument } from '../../worker/contract.ts';
import type { Limiter } from '../../worker/env.ts';
import { createApp } from '../../worker/index.ts';
import { type PdfInfo, readPdf, shownTexts } from '../support/pdf.ts';
import { at, call, expectProblem } from './support.ts';

const NOW = at('2026-03-14T18:30:00Z');
const app = createApp({
  now: () => NOW,
  edgeCache: () => undefined,
  randomSeed: () => 'random0prefix',
});

async function pdfOf(res: Response): Promise<PdfInfo> {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  return readPdf(new Uint8Array(await res.arrayBuffer()));
}

const json = async (path: string): Promise<GeneratedPuzzle> =>
  (await (await call(app, path)).json()) as GeneratedPuzzle;

/** The givens a page shows, in order (the grids' bold text). */
const givensOn = (content: string): string =>
  [...content.matchAll(/BT [^\n]*\/F2 [\d.]+ Tf\n([\s\S]*?)\nET/g)]
    .flatMap((m) => shownTexts(m[1]))
    .join('');

describe('GET /api/v1/print.pdf of seeded puzzles', () => {
  it('puts the puzzles of seeds <prefix>-1..n on A4 pages, four 9x9 a page, with their captions', async () => {
    const res = await call(app, '/api/v1/print.pdf?seed=news&count=5&level=hard');
    const pdf = await pdfOf(res);
    expect(pdf.pageCount).toBe(2);
    for (const page of pdf.pages) expect(page.mediaBox).toEqual([0, 0, 595, 842]);
    const shown = pdf.pages.flatMap((p) => p.texts);
    for (let i = 1; i <= 5; i++) expect(shown).toContain(`${i}. 9x9 · Hard · #news-${i}`);
    expect(pdf.title).toBe('Sudoku Break · 9x9 · Hard');
    const puzzles = await Promise.all(
      [1, 2, 3, 4, 5].map((i) => json(`/api/v1/puzzles?seed=news-${i}&level=hard`)),
    );
    const givens = (ps: GeneratedPuzzle[]) => ps.map((p) => p.puzzle.replaceAll('.', '')).join('');
    expect(givensOn(pdf.pages[0].content)).toBe(givens(puzzles.slice(0, 4)));
    expect(givensOn(pdf.pages[1].content)).toBe(givens(puzzles.slice(4)));
    expect(res.headers.get('content-disposition')).toBe(
      'inline; filename="sudoku-9x9-classic-hard-news.pdf"',
    );
  });

  it('is immutable, with a canonical Content-Location, an ETag and 304', async () => {
    const url = '/api/v1/print.pdf?seed=same&size=6&level=easy&include=solution&fbclid=x';
    const first = await call(app, url);
    const pdf = await pdfOf(first);
    expect(pdf.pageCount).toBe(2); // six 6x6 puzzles (the default: one page), their solutions
    expect(pdf.pages[1].texts[0]).toBe('Solutions · Sudoku Break · 6x6 · Easy');
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(first.headers.get('content-location')).toBe(
      '/api/v1/print.pdf?paper=a4&size=6&level=easy&variant=classic&seed=same&count=6&include=solution',
    );
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[0-9a-f]+"$/);
    const again = await call(app, url, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });

  it('prints US Letter, every size up to its cap, and arrows, in Indonesian', async () => {
    const letter = await pdfOf(await call(app, '/api/v1/print.pdf?seed=l&paper=letter&lang=id'));
    expect(letter.pages[0].mediaBox).toEqual([0, 0, 612, 792]);
    expect(letter.pages[0].texts).toContain('1. 9x9 · Sedang · #l-1');
    for (const [size, count, pages] of [
      [4, 12, 3],
      [16, 2, 2],
      [25, 1, 2],
    ]) {
      const pdf = await pdfOf(
        await call(
          app,
          `/api/v1/print.pdf?seed=cap&size=${size}&count=${count}&level=easy&include=solution`,
        ),
      );
      expect(pdf.pageCount).toBe(pages);
    }
    const arrow = await pdfOf(await call(app, '/api/v1/print.pdf?seed=a&variant=arrow&count=1'));
    expect(arrow.pages[0].texts).toContain('1. Arrow Sudoku · Medium · #a-1');
    expect(arrow.pages[0].content).toMatch(/ c\n/); // the rings
  });

  it('without a seed picks a prefix, says it in Content-Location, and is not stored', async () => {
    const res = await call(app, '/api/v1/print.pdf?count=2&level=easy');
    const pdf = await pdfOf(res);
    expect(pdf.pages[0].texts).toContain('2. 9x9 · Easy · #random0prefix-2');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-location')).toBe(
      '/api/v1/print.pdf?paper=a4&size=9&level=easy&variant=classic&seed=random0prefix&count=2',
    );
  });
});

describe('GET /api/v1/print.pdf of puzzles of the day', () => {
  it('prints a week of daily puzzles with their days, the very puzzles /daily serves', async () => {
    const res = await call(
      app,
      '/api/v1/print.pdf?daily=2026-03-01..2026-03-07&level=easy&include=solution',
    );
    const pdf = await pdfOf(res);
    expect(pdf.pageCount).toBe(3); // 4 + 3 puzzles, one page of solutions
    const shown = pdf.pages.flatMap((p) => p.texts);
    expect(shown).toContain('1. Daily 2026-03-01 · Easy');
    expect(shown).toContain('7. Daily 2026-03-07 · Easy');
    const first = await json('/api/v1/daily?date=2026-03-01&level=easy');
    expect(givensOn(pdf.pages[0].content).startsWith(first.puzzle.replaceAll('.', ''))).toBe(true);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-location')).toBe(
      '/api/v1/print.pdf?paper=a4&daily=2026-03-01..2026-03-07&level=easy&include=solution',
    );
    expect(res.headers.get('content-disposition')).toBe(
      'inline; filename="sudoku-daily-2026-03-01_2026-03-07-easy.pdf"',
    );
  });

  it('takes a single day', async () => {
    const pdf = await pdfOf(await call(app, '/api/v1/print.pdf?daily=2026-03-14'));
    expect(pdf.pageCount).toBe(1);
    expect(pdf.pages[0].texts).toContain('1. Daily 2026-03-14 · Medium');
  });

  it('refuses days the API does not serve', async () => {
    await expectProblem(
      await call(app, '/api/v1/print.pdf?daily=2027-03-14..2027-03-20'),
      400,
      'invalid_date',
    );
    await expectProblem(await call(app, '/api/v1/print.pdf?daily=2019-12-31'), 400, 'invalid_date');
  });
});

describe('GET /api/v1/print.pdf refuses', () => {
  it.each([
    ['size=16&count=3', 'count', 'at most 2 16x16 medium puzzles per sheet'],
    ['size=25&count=2', 'count', 'at most 1 25x25 medium puzzle per sheet'],
    ['count=13', 'count', 'at most 12 9x9 medium puzzles per sheet'],
    ['count=11&level=hard', 'count', 'at most 10 9x9 hard puzzles per sheet'],
    ['count=12&variant=arrow&level=expert', 'count', 'at most 2 Arrow Sudoku 9x9 expert puzzles'],
    ['count=0', 'count', 'a whole number from 1'],
    ['paper=a3', 'paper', 'expected one of'],
    ['daily=2026-03-01&seed=x', 'seed', 'not with daily'],
    ['daily=2026-03-01&count=2', 'count', 'not with daily'],
    ['daily=2026-03-01&size=16', 'size', 'puzzles of the day are 9x9'],
    ['variant=killer&level=hard&count=3', 'count', 'at most 2 Killer Sudoku 9x9 hard puzzles'],
    ['variant=killer&level=expert&count=2', 'count', 'at most 1 Killer Sudoku 9x9 expert puzzle'],
    [
      'daily=2026-03-01..2026-03-03&variant=killer&level=hard',
      'daily',
      'at most 2 days of Killer Sudoku 9x9 hard puzzles',
    ],
    ['daily=2026-01-01..2026-01-13', 'daily', 'at most 12 days'],
    ['daily=2026-03-07..2026-03-01', 'daily', 'ends before it starts'],
    ['daily=2026-02-30', 'daily', 'not a calendar date'],
    ['daily=yesterday', 'daily', 'a day YYYY-MM-DD'],
    [`seed=${'x'.repeat(126)}`, 'seed', "126 characters; a sheet's seed prefix has at most 125"],
    [`seed=${'😀'.repeat(126)}`, 'seed', 'puzzle 12\'s seed, the prefix then "-12", is a seed'],
  ])('%s (at %s)', async (query, field, message) => {
    const problem = await expectProblem(
      await call(app, `/api/v1/print.pdf?${query}`),
      400,
      'invalid_request',
    );
    expect(problem.issues?.find((i) => i.path[0] === field)?.message).toContain(message);
  });
});

describe('the seed prefix cap', () => {
  const documented = () => {
    const paths = openApiDocument().paths as Record<
      string,
      { get: { parameters: { name: string; schema: { maxLength?: number } }[] } }
    >;
    return paths['/api/v1/print.pdf'].get.parameters.find((p) => p.name === 'seed')?.schema
      .maxLength;
  };

  it('is the documented maxLength, counted in characters, whatever the count', async () => {
    expect(documented()).toBe(125);
    // 125 emoji are 250 UTF-16 units; puzzle 12's seed is then 128 characters, the most a seed has.
    const prefix = '😀'.repeat(125);
    const res = await call(
      app,
      `/api/v1/print.pdf?seed=${encodeURIComponent(prefix)}&size=4&count=12&level=easy`,
    );
    const pdf = await pdfOf(res);
    expect(pdf.pages.flatMap((p) => p.blocks).map((b) => b.actualText)).toContain(
      `12. 4x4 · Easy · #${prefix}-12`,
    );
    for (const count of [1, 12]) {
      const over = await call(
        app,
        `/api/v1/print.pdf?seed=${encodeURIComponent(`${prefix}😀`)}&size=4&count=${count}`,
      );
      await expectProblem(over, 400, 'invalid_request');
    }
  });
});

describe('the compute quota', () => {
  const denying: Limiter = { limit: async () => ({ success: false }) };
  const from = {
    headers: { 'CF-Connecting-IP': '2001:db8::14' },
    bindings: { COMPUTE_LIMITER: denying },
  };

  it('charges sheets for the puzzles they generate: a client over its quota gets cached ones only', async () => {
    await expectProblem(await call(app, '/api/v1/print.pdf?count=1', from), 429, 'rate_limited');
    const seeded = '/api/v1/print.pdf?seed=limited&count=2';
    const daily = '/api/v1/print.pdf?daily=2026-03-10';
    for (const path of [seeded, daily]) {
      await expectProblem(await call(app, path, from), 429, 'rate_limited');
      // Made for another client, the sheet's puzzles are cached: free for everyone after.
      expect((await call(app, path)).status).toBe(200);
      const again = await call(app, path, from);
      expect(again.status).toBe(200);
      expect(again.headers.get('cache-status')).toBe('sudoku-break; hit; detail=memory');
    }
  });
});
