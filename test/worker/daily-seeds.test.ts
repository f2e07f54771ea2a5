// A `daily:` seed follows the rules of the puzzle of the day on every route that takes a seed:
// the JSON puzzle (every variant, both grid formats), its SVG image, batches and PDF sheets. A
// day's puzzle only once the day has begun in UTC+14 (else a 400 `invalid_date` at `seed`), its
// solution only once it has ended in UTC-12 (else a 403 `solution_unavailable` with
// Retry-After), never stored or cached before; other spellings of a day's seed are refused, among
// them `|retry N`, which the engine reads as a later draw of the day itself. The issue's spoiler:
// `GET /api/v1/puzzles?seed=daily:<five days ahead>:hard&level=hard&include=solution` was a 200.
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { makePuzzle } from '../../shared/generate/make.ts';
import { daily, type GeneratedPuzzle, type Level, type Variant } from '../../shared/index.ts';
import { ROUTES } from '../../worker/contract.ts';
import { createApp } from '../../worker/index.ts';
import { unwrap } from '../support/result.ts';
import { digits, isValidSolution } from '../support/rules.ts';
import { elementsNamed, parseXml, textOf } from '../support/xml.ts';
import { at, call, expectProblem, recordingKv, textGrid } from './support.ts';

// At 18:30 UTC on 2026-03-14 the puzzles are out up to 2026-03-15 (the date in UTC+14) and the
// solutions up to 2026-03-13 (the day before the date in UTC-12).
const NOW = at('2026-03-14T18:30:00Z');
const app = createApp({ now: () => NOW, edgeCache: () => undefined });
const FUTURE = '2026-03-19';
const OUT = '2026-03-15';
const OVER = '2026-03-13';
// 2026-03-15 ends in UTC-12 at 2026-03-16T12:00:00Z, 41.5 hours after NOW.
const RETRY_AFTER_OUT = String(41.5 * 3600);
const IMMUTABLE = 'public, max-age=31536000, immutable';
const PuzzleResponse = ROUTES.puzzles.responses[200].schema;

const VARIANTS: readonly Variant[] = ['classic', 'arrow', 'killer'];
const query = (params: Record<string, string>): string => new URLSearchParams(params).toString();
const seedOf = (date: string, level = 'hard') => `daily:${date}:${level}`;

/** The engine's puzzle of the day, without its solution, as the routes answer it. */
function dayOf(date: string, level: Level, variant: Variant = 'classic') {
  const { solution, ...puzzle } = unwrap(daily(date, level, variant));
  return { puzzle, solution };
}

async function expectNotOut(res: Response, latest = OUT): Promise<void> {
  const problem = await expectProblem(res, 400, 'invalid_date');
  expect(problem.detail).toContain(`the latest out now is ${latest}`);
  expect(problem.issues?.[0]).toMatchObject({ path: ['seed'], code: 'invalid_date' });
}

async function expectSolutionLater(res: Response): Promise<void> {
  const problem = await expectProblem(res, 403, 'solution_unavailable');
  expect(res.headers.get('retry-after')).toBe(RETRY_AFTER_OUT);
  expect(problem.detail).toContain(`the solution of ${OUT} comes out at 2026-03-16T12:00:00Z`);
}

async function expectSeedRefused(res: Response, path = 'seed'): Promise<string> {
  const problem = await expectProblem(res, 400, 'invalid_request');
  const issue = problem.issues?.find((i) => i.path[0] === path);
  expect(issue, JSON.stringify(problem.issues)).toBeDefined();
  return issue?.message ?? '';
}

describe('GET /api/v1/puzzles with a daily: seed', () => {
  describe.each(VARIANTS)('%s', (variant) => {
    it.each(['text', 'rows'])(
      "a day five days ahead, with its solution (the issue's spoiler), in %s: 400 invalid_date",
      async (format) => {
        const q = query({
          seed: seedOf(FUTURE),
          level: 'hard',
          variant,
          format,
          include: 'solution',
        });
        await expectNotOut(await call(app, `/api/v1/puzzles?${q}`));
      },
    );

    it('a day not begun in UTC+14, without its solution: 400 invalid_date', async () => {
      const q = query({ seed: seedOf('2026-03-16'), level: 'hard', variant });
      await expectNotOut(await call(app, `/api/v1/puzzles?${q}`));
    });

    it('a day begun in UTC+14: the puzzle of the day, cacheable as the day is', async () => {
      const q = query({ seed: seedOf(OUT), level: 'hard', variant });
      const res = await call(app, `/api/v1/puzzles?${q}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe(IMMUTABLE);
      expect(res.headers.get('content-location')).toBe(
        `/api/v1/puzzles?${query({ size: '9', level: 'hard', variant, seed: seedOf(OUT) })}`,
      );
      const body = z.parse(PuzzleResponse, await res.json());
      expect(body).toEqual({ ...dayOf(OUT, 'hard', variant).puzzle, offline: true });
    });

    it('its solution before the day has ended in UTC-12: 403 with Retry-After', async () => {
      for (const format of ['text', 'rows']) {
        const q = query({ seed: seedOf(OUT), level: 'hard', variant, format, include: 'solution' });
        await expectSolutionLater(await call(app, `/api/v1/puzzles?${q}`));
      }
    });

    it('a day over everywhere, with its solution', async () => {
      const q = query({
        seed: seedOf(OVER, 'expert'),
        level: 'expert',
        variant,
        include: 'solution',
      });
      const res = await call(app, `/api/v1/puzzles?${q}`);
      expect(res.status).toBe(200);
      const body = z.parse(PuzzleResponse, await res.json());
      const { puzzle, solution } = dayOf(OVER, 'expert', variant);
      expect(body).toEqual({ ...puzzle, solution, offline: true });
    });
  });

  it('the grids in rows, once out', async () => {
    const q = query({
      seed: seedOf(OVER, 'easy'),
      level: 'easy',
      format: 'rows',
      include: 'solution',
    });
    const body = (await (await call(app, `/api/v1/puzzles?${q}`)).json()) as {
      solution: number[][];
    };
    expect(body.solution.flat().join('')).toBe(dayOf(OVER, 'easy').solution);
  });

  it("is the day's own cache entry: nothing is read or stored for a day not out", async () => {
    const kv = recordingKv();
    const early = await call(
      app,
      `/api/v1/puzzles?${query({ seed: seedOf('2026-03-18'), level: 'hard' })}`,
      {
        bindings: { PUZZLES: kv.ns },
      },
    );
    await expectNotOut(early);
    const late = await call(
      app,
      `/api/v1/puzzles?${query({ seed: seedOf(OUT), level: 'hard', include: 'solution' })}`,
      { bindings: { PUZZLES: kv.ns } },
    );
    await expectSolutionLater(late);
    expect([...kv.gets, ...kv.puts.map((p) => p.key)]).toEqual([]);

    const fresh = createApp({ now: () => NOW, edgeCache: () => undefined });
    const served = await call(
      fresh,
      `/api/v1/puzzles?${query({ seed: seedOf('2026-03-14', 'easy'), level: 'easy' })}`,
      {
        bindings: { PUZZLES: kv.ns },
      },
    );
    expect(served.status).toBe(200);
    expect(kv.gets.every((key) => key.startsWith('daily:'))).toBe(true);
    expect(kv.puts.map((p) => p.key)).toEqual(kv.gets);
  });

  it('its body is the one /api/v1/daily serves for that date, from the same cache entry', async () => {
    const fresh = createApp({ now: () => NOW, edgeCache: () => undefined });
    const dated = await call(fresh, `/api/v1/daily?date=${OUT}`);
    const seeded = await call(fresh, `/api/v1/puzzles?${query({ seed: seedOf(OUT, 'medium') })}`);
    const { date, ...day } = (await dated.json()) as Record<string, unknown>;
    expect(date).toBe(OUT);
    expect(await seeded.json()).toEqual(day);
    expect(seeded.headers.get('cache-status')).toBe('sudoku-break; hit; detail=memory');
  });
});

describe('GET /api/v1/puzzles.svg with a daily: seed', () => {
  describe.each(VARIANTS)('%s', (variant) => {
    it('a day five days ahead, with its solution: 400 invalid_date', async () => {
      const q = query({ seed: seedOf(FUTURE), level: 'hard', variant, include: 'solution' });
      await expectNotOut(await call(app, `/api/v1/puzzles.svg?${q}`));
    });

    it('its solution before the day has ended in UTC-12: 403 with Retry-After', async () => {
      const q = query({ seed: seedOf(OUT), level: 'hard', variant, include: 'solution' });
      await expectSolutionLater(await call(app, `/api/v1/puzzles.svg?${q}`));
    });

    it("a day begun in UTC+14: the day's givens", async () => {
      const q = query({ seed: seedOf(OUT), level: 'hard', variant });
      const res = await call(app, `/api/v1/puzzles.svg?${q}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe(IMMUTABLE);
      const root = parseXml(await res.text());
      const givens = elementsNamed(root, 'g').find((g) => g.attributes.class === 'givens');
      const shown = givens ? elementsNamed(givens, 'text').map(textOf).join('') : '';
      expect(shown).toBe(dayOf(OUT, 'hard', variant).puzzle.puzzle.replaceAll('.', ''));
    });
  });
});

describe('GET /api/v1/daily.svg', () => {
  it('the solution of a day not ended in UTC-12: 403 with Retry-After', async () => {
    const res = await call(app, `/api/v1/daily.svg?date=${OUT}&level=hard&include=solution`);
    await expectSolutionLater(res);
  });
});

describe('seed prefixes (batches, PDF sheets) never begin with daily:', () => {
  // Each route's puzzle i is the puzzle of `<prefix>-<i>`, never a day's.
  const paths = ['/api/v1/puzzles/batch', '/api/v1/puzzles', '/api/v1/print.pdf'];
  describe.each(VARIANTS)('%s', (variant) => {
    it.each(paths)('%s?count=2 with a prefix naming a day ahead: 400 at seed', async (path) => {
      const q = query({ seed: seedOf(FUTURE), level: 'hard', variant, count: '2' });
      const message = await expectSeedRefused(await call(app, `${path}?${q}&include=solution`));
      expect(message).toContain('a seed prefix cannot begin with daily:');
    });
  });

  it.each(['DAILY:2026-03-15:hard', ' daily:x', 'Daily:'])('nor %j', async (seed) => {
    for (const path of paths) {
      const q = query({ seed, count: '3', format: 'rows' });
      await expectSeedRefused(await call(app, `${path}?${q}`));
    }
  });
});

describe('PDF sheets of days', () => {
  it.each(VARIANTS)('%s: days follow the daily rules', async (variant) => {
    const pdf = (params: Record<string, string>) =>
      call(app, `/api/v1/print.pdf?${query({ variant, ...params })}`);
    const ahead = await pdf({ daily: `${OUT}..2026-03-17` });
    const problem = await expectProblem(ahead, 400, 'invalid_date');
    expect(problem.issues?.[0]).toMatchObject({ path: ['daily'] });
    await expectSolutionLater(await pdf({ daily: OUT, include: 'solution' }));
    expect((await pdf({ daily: `${OVER}..${OUT}` })).status).toBe(200);
  });
});

describe('spellings of a day that are not its seed', () => {
  it("daily:2026-03-16:hard|retry 1 is the engine's second draw of the day, the one it kept", () => {
    // Why `|retry N` must be refused: the first draw of 2026-03-16's hard puzzle missed its
    // level, so the day is drawn from `...|daily:2026-03-16:hard|retry 1`, the same text as
    // this seed's first draw.
    const twin = unwrap(makePuzzle('daily:2026-03-16:hard|retry 1', 9, 'hard', 'classic'));
    expect(twin.puzzle).toBe(dayOf('2026-03-16', 'hard').puzzle.puzzle);
  });

  it.each([
    ['DAILY:2026-03-16:hard', 'did you mean daily:2026-03-16:hard?'],
    ['Daily:2026-03-16:hard', 'did you mean daily:2026-03-16:hard?'],
    [' daily:2026-03-16:hard', 'did you mean daily:2026-03-16:hard?'],
    ['daily:2026-03-16:hard ', 'did you mean daily:2026-03-16:hard?'],
    ['daily:2026-03-16:HARD', 'did you mean daily:2026-03-16:hard?'],
    ['\u200bdaily:2026-03-16:hard', 'did you mean daily:2026-03-16:hard?'],
    ['ｄａｉｌｙ：２０２６－０３－１６：ｈａｒｄ', 'did you mean daily:2026-03-16:hard?'],
    ['daily:2026-03-16:hard|retry 1', 'pick a seed that does not begin with daily:'],
    ['daily:2026-03-16:hard-1', 'pick a seed that does not begin with daily:'],
    ['daily:2026-3-16:hard', 'pick a seed that does not begin with daily:'],
    ['daily:2026-02-30:hard', 'pick a seed that does not begin with daily:'],
    ['daily:2026-03-16', 'pick a seed that does not begin with daily:'],
    ['daily:', 'pick a seed that does not begin with daily:'],
    ['Daily: my blog', 'pick a seed that does not begin with daily:'],
  ])('%j is a 400 at seed: %s', async (seed, hint) => {
    for (const path of ['/api/v1/puzzles', '/api/v1/puzzles.svg']) {
      const res = await call(app, `${path}?${query({ seed, level: 'hard', include: 'solution' })}`);
      const message = await expectSeedRefused(res);
      expect(message).toContain('daily:YYYY-MM-DD:LEVEL');
      expect(message).toContain(hint);
    }
  });

  it("a day's seed at another level than the day's: 400 at seed, naming the level", async () => {
    for (const level of [undefined, 'easy', 'expert']) {
      const q = query({ seed: seedOf(OVER), ...(level && { level }) });
      const message = await expectSeedRefused(await call(app, `/api/v1/puzzles?${q}`));
      expect(message).toBe(
        `${seedOf(OVER)} is the hard puzzle of ${OVER}: ask for it with level=hard`,
      );
    }
  });

  it("a day's seed on another board than 9x9: 400 at size", async () => {
    for (const path of ['/api/v1/puzzles', '/api/v1/puzzles.svg']) {
      const res = await call(
        app,
        `${path}?${query({ seed: seedOf(OVER), level: 'hard', size: '4' })}`,
      );
      expect(await expectSeedRefused(res, 'size')).toContain('puzzles of the day are 9x9');
    }
  });

  it('seeds that only look alike are ordinary seeds', async () => {
    for (const seed of [
      'my-daily:2026-03-16:hard',
      'daily',
      'daily 2026-03-16',
      'dailyx:2026-03-16:hard',
    ]) {
      const res = await call(
        app,
        `/api/v1/puzzles?${query({ seed, level: 'hard', include: 'solution' })}`,
      );
      expect(res.status).toBe(200);
      const body = z.parse(PuzzleResponse, await res.json()) as GeneratedPuzzle;
      expect(body.seed).toBe(seed);
      expect(body).not.toHaveProperty('offline');
      expect(isValidSolution(digits(textGrid(body.puzzle)), digits(textGrid(body.solution)))).toBe(
        true,
      );
    }
  });
});
