// The published fetch client against the real Worker, the routes that do not answer JSON: a
// seeded puzzle and a puzzle of the day as SVG text, a PDF sheet as bytes (the Worker's own,
// byte for byte), the docs page as HTML, and a problem on each as a problem.
import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { readPdf } from '../support/pdf.ts';
import { parseXml } from '../support/xml.ts';
import { problemOf, recordingClient, success } from './client-support.ts';
import { ORIGIN } from './support.ts';

const { api, requests } = recordingClient();

const direct = async (path: string) =>
  new Uint8Array(await (await exports.default.fetch(`${ORIGIN}${path}`)).arrayBuffer());

describe('api client against the Worker: SVG, PDF, docs', () => {
  it('puzzleSvg: an SVG document, its query sent as text', async () => {
    const svg = success(await api.puzzleSvg({ seed: 'client-svg', size: 6, caption: true }));
    expect(parseXml(svg).name).toBe('svg');
    expect(new URL(requests.at(-1)?.url ?? '').search).toBe('?seed=client-svg&size=6&caption=true');
  });

  it('dailySvg: a day, its solution refused until the day has ended everywhere', async () => {
    const svg = success(await api.dailySvg({ date: '2026-01-01', variant: 'killer' }));
    expect(parseXml(svg).name).toBe('svg');
    const today = new Date().toISOString().slice(0, 10);
    const early = await api.dailySvg({ date: today, include: 'solution' });
    problemOf(early, 403, 'solution_unavailable');
    expect(!early.ok && early.retryAfter).toBeGreaterThan(0);
  });

  it('printSheet: the PDF the Worker sends, byte for byte, with its pages', async () => {
    const result = await api.printSheet({ seed: 'client-pdf', size: 4, count: 7 });
    const pdf = success(result);
    expect(pdf).toEqual(await direct('/api/v1/print.pdf?seed=client-pdf&size=4&count=7'));
    expect(readPdf(pdf).pages).toHaveLength(2);
    expect(result.ok && result.headers.get('Content-Type')).toBe('application/pdf');
  });

  it('docs: the HTML page', async () => {
    expect(success(await api.docs())).toContain('/api/v1/print.pdf');
  });

  it('problems of these routes are problems, with their field', async () => {
    const svg = problemOf(await api.puzzleSvg({ seed: '' }), 400, 'invalid_request');
    expect(svg.issues?.[0]?.path).toEqual(['seed']);
    const pdf = problemOf(
      await api.printSheet({ seed: 'client-pdf', count: 13 }),
      400,
      'invalid_request',
    );
    expect(pdf.issues?.[0]?.path).toEqual(['count']);
  });
});
