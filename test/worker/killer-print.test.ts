// Killer Sudoku as images and sheets: puzzles.svg and daily.svg with variant=killer draw the very
// cages the JSON routes serve (one sum per cage, the dashed outline), and print.pdf prints Killer
// sheets, seeded or of the day, with every cage's sum and Killer Sudoku in the captions.
import { describe, expect, it } from 'vitest';
import type { GeneratedPuzzle } from '../../shared/index.ts';
import { createApp } from '../../worker/index.ts';
import { readPdf, shownTexts } from '../support/pdf.ts';
import { elementsNamed, parseXml, textOf, type XmlElement } from '../support/xml.ts';
import { at, call } from './support.ts';

const NOW = at('2026-03-14T18:30:00Z');
const app = createApp({ now: () => NOW, edgeCache: () => undefined });

const json = async (path: string): Promise<GeneratedPuzzle> =>
  (await (await call(app, path)).json()) as GeneratedPuzzle;

async function svgOf(path: string): Promise<XmlElement> {
  const res = await call(app, path);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/svg+xml');
  return parseXml(await res.text());
}

const sumsOf = (root: XmlElement): string[] => {
  const group = elementsNamed(root, 'g').find((g) => g.attributes.class === 'cage-sums');
  return group ? elementsNamed(group, 'text').map(textOf) : [];
};
const dashed = (root: XmlElement) =>
  elementsNamed(root, 'path').filter((p) => p.attributes.class === 'cage-lines');

describe('Killer Sudoku images', () => {
  it('puzzles.svg draws the cages /puzzles serves for the seed', async () => {
    const query = 'seed=svg-killer&variant=killer&level=hard';
    const puzzle = await json(`/api/v1/puzzles?${query}`);
    const root = await svgOf(`/api/v1/puzzles.svg?${query}&caption=true`);
    expect(sumsOf(root)).toEqual((puzzle.cages ?? []).map((c) => String(c.sum)));
    expect(dashed(root)).toHaveLength(1);
    const caption = elementsNamed(root, 'text').find((t) => t.attributes.class === 'caption');
    expect(caption && textOf(caption)).toBe('Killer Sudoku · Hard · #svg-killer');
  });

  it('daily.svg draws the Killer puzzle of the day, titled in Indonesian', async () => {
    const puzzle = await json('/api/v1/daily?date=2026-03-10&variant=killer');
    const res = await call(app, '/api/v1/daily.svg?date=2026-03-10&variant=killer&lang=id');
    expect(res.headers.get('content-location')).toBe(
      '/api/v1/daily.svg?date=2026-03-10&level=medium&variant=killer&lang=id',
    );
    const root = parseXml(await res.text());
    expect(sumsOf(root)).toEqual((puzzle.cages ?? []).map((c) => String(c.sum)));
    expect(textOf(elementsNamed(root, 'title')[0])).toBe(
      'Sudoku Killer · Harian 2026-03-10 · Sedang',
    );
  });

  it('a classic image has no cages', async () => {
    const root = await svgOf('/api/v1/puzzles.svg?seed=svg-classic');
    expect(sumsOf(root)).toEqual([]);
    expect(dashed(root)).toHaveLength(0);
  });
});

describe('Killer Sudoku sheets', () => {
  const sumsOn = (content: string): string[] =>
    [...content.matchAll(/BT [^\n]*\/F1 [\d.]+ Tf\n([\s\S]*?)\nET/g)].flatMap((m) =>
      shownTexts(m[1]),
    );

  it('print.pdf of seeded Killer puzzles shows every cage sum of the puzzles /puzzles serves', async () => {
    const res = await call(app, '/api/v1/print.pdf?seed=kp&variant=killer&count=2&level=easy');
    expect(res.status).toBe(200);
    const pdf = readPdf(new Uint8Array(await res.arrayBuffer()));
    const first = await json('/api/v1/puzzles?seed=kp-1&variant=killer&level=easy');
    const second = await json('/api/v1/puzzles?seed=kp-2&variant=killer&level=easy');
    const sums = [first, second].flatMap((p) => (p.cages ?? []).map((c) => String(c.sum)));
    expect(sumsOn(pdf.pages[0].content)).toEqual(sums);
    expect(pdf.pages[0].texts).toContain('1. Killer Sudoku · Easy · #kp-1');
    expect(pdf.title).toBe('Sudoku Break · Killer Sudoku · Easy');
    expect(res.headers.get('content-disposition')).toBe(
      'inline; filename="sudoku-9x9-killer-easy-kp.pdf"',
    );
  });

  it('print.pdf of Killer puzzles of the day names the days and the variant', async () => {
    const res = await call(app, '/api/v1/print.pdf?daily=2026-03-01..2026-03-02&variant=killer');
    expect(res.status).toBe(200);
    const pdf = readPdf(new Uint8Array(await res.arrayBuffer()));
    const day = await json('/api/v1/daily?date=2026-03-02&variant=killer');
    expect(pdf.pages[0].texts).toContain('2. Killer Sudoku · Daily 2026-03-02 · Medium');
    expect(sumsOn(pdf.pages[0].content).slice(-(day.cages?.length ?? 0))).toEqual(
      (day.cages ?? []).map((c) => String(c.sum)),
    );
    expect(res.headers.get('content-location')).toBe(
      '/api/v1/print.pdf?paper=a4&daily=2026-03-01..2026-03-02&level=medium&variant=killer',
    );
    expect(res.headers.get('content-disposition')).toBe(
      'inline; filename="sudoku-daily-killer-2026-03-01_2026-03-02-medium.pdf"',
    );
  });
});
