// The client's routes that do not answer JSON, over real HTTP (the app served by node:http,
// Node's own fetch): SVG images and the docs page as text, PDF sheets as bytes, each the body the
// Worker sends, their queries typed from the Worker's zod schemas and sent as text; a problem on
// those routes is a problem like any other, and a success of another media type (a proxy's page)
// is an invalid_response.
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import {
  type ApiResult,
  type Client,
  createClient,
  type DailySvgQuery,
  type PdfSheet,
  type PuzzleSvgQuery,
  type SheetQuery,
} from '../../client/index.ts';
import type { Level, Size } from '../../shared/index.ts';
import { type ServedApp, serveApp } from './serve-app.ts';

let served: ServedApp;
let api: Client;
beforeAll(async () => {
  served = await serveApp({ now: () => Date.parse('2026-09-09T09:00:00Z') });
  api = createClient({ baseUrl: served.base });
});
afterAll(() => served.close());

function value<T>(result: ApiResult<T>): T {
  if (!result.ok) throw new Error(`${result.status} ${JSON.stringify(result.problem)}`);
  return result.value;
}

/** The body the Worker sends for a path, fetched without the client. */
const direct = async (path: string) =>
  new Uint8Array(await (await fetch(served.base + path)).arrayBuffer());

describe('SVG images, PDF sheets and the docs page', () => {
  it('puzzleSvg: the image as text, its query typed and sent as text', async () => {
    const svg = value(
      await api.puzzleSvg({ seed: 'client', size: 4, caption: true, include: 'solution' }),
    );
    expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    const path = '/api/v1/puzzles.svg?seed=client&size=4&caption=true&include=solution';
    expect(svg).toBe(new TextDecoder().decode(await direct(path)));
  });

  it('dailySvg: the puzzle of a day, with a caption in Bahasa Indonesia', async () => {
    const svg = value(await api.dailySvg({ date: '2026-09-01', caption: true, lang: 'id' }));
    expect(svg).toContain('2026-09-01');
    expect(svg).toBe(
      new TextDecoder().decode(
        await direct('/api/v1/daily.svg?date=2026-09-01&caption=true&lang=id'),
      ),
    );
  });

  it('printSheet: the PDF as bytes, the very bytes the Worker sends', async () => {
    const result = await api.printSheet({ seed: 'client', size: 4, count: 2, paper: 'letter' });
    const pdf = value(result);
    expect(pdf).toBeInstanceOf(Uint8Array);
    expect(new TextDecoder().decode(pdf.subarray(0, 8))).toMatch(/^%PDF-1\.\d$/);
    expect(pdf).toEqual(await direct('/api/v1/print.pdf?seed=client&size=4&count=2&paper=letter'));
    expect(pdf.buffer).toBeInstanceOf(ArrayBuffer);
    expect(result.ok && result.headers.get('Content-Disposition')).toMatch(/^inline; filename=/);
  });

  it('docs: the HTML page as text', async () => {
    expect(value(await api.docs())).toMatch(/^<!doctype html>/i);
  });

  it('a problem on these routes is a problem', async () => {
    const svg = await api.puzzleSvg({ seed: 'x', size: 5 as Size });
    expect(!svg.ok && [svg.status, svg.problem.code]).toEqual([400, 'invalid_request']);
    const pdf = await api.printSheet({ seed: 'x', count: 13 });
    expect(!pdf.ok && pdf.problem.issues?.[0]?.path).toEqual(['count']);
  });

  it('a success of another media type is an invalid_response, with its status', async () => {
    const proxy = createClient({
      baseUrl: served.base,
      fetch: async () =>
        new Response('<h1>Sign in</h1>', { headers: { 'Content-Type': 'text/html' } }),
    });
    for (const result of [await proxy.puzzleSvg({ seed: 'x' }), await proxy.printSheet()]) {
      expect(!result.ok && [result.status, result.problem.code]).toEqual([200, 'invalid_response']);
      expect(!result.ok && result.problem.detail).toContain('text/html');
    }
  });

  it('types the queries from the Worker schemas, and the bodies by media type', () => {
    expectTypeOf<PuzzleSvgQuery['seed']>().toEqualTypeOf<string>();
    expectTypeOf<PuzzleSvgQuery['size']>().toEqualTypeOf<Size | undefined>();
    expectTypeOf<PuzzleSvgQuery['caption']>().toEqualTypeOf<boolean | undefined>();
    expectTypeOf<DailySvgQuery['level']>().toEqualTypeOf<Level | undefined>();
    expectTypeOf<SheetQuery['count']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<SheetQuery['paper']>().toEqualTypeOf<'a4' | 'letter' | undefined>();
    expectTypeOf<PdfSheet>().toEqualTypeOf<Uint8Array>();
    expectTypeOf<Awaited<ReturnType<Client['dailySvg']>>>().toEqualTypeOf<ApiResult<string>>();
    // @ts-expect-error: an image is always the same image, so its seed is required
    void api?.puzzleSvg({ size: 4 }).catch(() => {});
    // @ts-expect-error: caption is a boolean, written as text by the client
    void api?.dailySvg({ caption: 'true' }).catch(() => {});
  });
});
