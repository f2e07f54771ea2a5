// The published fetch client (client/index.ts) against the real Worker: every endpoint it calls,
// success and failure, through a `fetch` that hands each request to the Worker's entry point (or
// to an app built with `createApp` where a test needs a tight budget), plus the failures that
// never reach a Worker: a timeout, an abort, a network error and a body that is not a problem.
import { exports } from 'cloudflare:workers';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import {
  type ApiResult,
  type Client,
  createClient,
  type FetchLike,
  type Problem,
  type PuzzleQuery,
} from '../../client/index.ts';
import type { Level, Size } from '../../shared/index.ts';
import { createApp } from '../../worker/index.ts';
import { isValidSolution } from '../support/rules.ts';
import { call, ORIGIN, PUZZLE, SOLUTION } from './support.ts';

/** Every request the client sends, then the Worker's answer to it. */
function recordingWorker(): { fetch: FetchLike; requests: Request[] } {
  const requests: Request[] = [];
  return {
    requests,
    fetch: (input, init) => {
      const request = new Request(input, init);
      requests.push(request.clone());
      return exports.default.fetch(request);
    },
  };
}

const worker = recordingWorker();
const api = createClient({ baseUrl: ORIGIN, fetch: worker.fetch });

/** A client of an app built with these options, through the same Worker code. */
const clientOf = (app: ReturnType<typeof createApp>): Client =>
  createClient({
    baseUrl: ORIGIN,
    fetch: (input, init) => call(app, input.slice(ORIGIN.length), init),
  });

/** The value of a success; fails the test with the problem otherwise. */
function success<T>(result: ApiResult<T>): T {
  if (!result.ok) {
    throw new Error(`expected success, got ${result.status} ${JSON.stringify(result.problem)}`);
  }
  return result.value;
}

/** The problem of a failure, checked against the status and code it should have. */
function problemOf(result: ApiResult<unknown>, status: number, code: Problem['code']): Problem {
  if (result.ok) throw new Error(`expected ${code}, got ${result.status} with a value`);
  expect({ status: result.status, code: result.problem.code }).toEqual({ status, code });
  expect(result.problem.status).toBe(status);
  expect(result.problem.detail.length).toBeGreaterThan(0);
  return result.problem;
}

/** Puzzle text as cell values: . or 0 empty, 1-9 then A-P for 10-25. */
const digits = (text: string): number[] =>
  [...text].map((c) => (c === '.' ? 0 : Number.parseInt(c, 36)));

// Row 0 needs a 9 in its last cell, but column 8 already has one: no solution, no conflict.
const DEAD_END = `12345678.${'.'.repeat(8)}9${'.'.repeat(63)}`;

describe('api client against the Worker', () => {
  describe('GET /api/v1/puzzles', () => {
    it('sends numbers as query text and gets the seeded puzzle with its solution', async () => {
      const query = { size: 16, level: 'hard', seed: 'x', include: 'solution' } as const;
      const result = await api.puzzle(query);
      const puzzle = success(result);
      expect(puzzle).toMatchObject({ size: 16, level: 'hard', seed: 'x', variant: 'classic' });
      expect(puzzle.puzzle).toHaveLength(256);
      expect(isValidSolution(digits(puzzle.puzzle), digits(puzzle.solution ?? ''))).toBe(true);
      const sent = new URL(worker.requests.at(-1)?.url ?? '');
      expect(sent.pathname).toBe('/api/v1/puzzles');
      expect(Object.fromEntries(sent.searchParams)).toEqual({
        size: '16',
        level: 'hard',
        seed: 'x',
        include: 'solution',
      });
      if (!result.ok) return;
      expect(result.status).toBe(200);
      expect(result.headers.get('etag')).toMatch(/^"/);
      expect(result.headers.get('content-location')).toContain('size=16');
    });

    it('types the query from the engine schemas: sizes are numbers', () => {
      expectTypeOf<PuzzleQuery['size']>().toEqualTypeOf<Size | undefined>();
      expectTypeOf<PuzzleQuery['level']>().toEqualTypeOf<Level | undefined>();
      expectTypeOf<Parameters<Client['puzzle']>[0]>().toEqualTypeOf<PuzzleQuery | undefined>();
      // @ts-expect-error: the query string is the client's business; callers send numbers
      void api.puzzle({ size: '16' }).catch(() => {});
      // @ts-expect-error: 5 is not a size
      void api.puzzle({ size: 5 }).catch(() => {});
    });

    it('defaults every parameter, and leaves out the ones not given', async () => {
      const puzzle = success(await api.puzzle());
      expect(puzzle).toMatchObject({ size: 9, level: 'medium', variant: 'classic' });
      expect(puzzle.solution).toBeUndefined();
      expect(new URL(worker.requests.at(-1)?.url ?? '').search).toBe('');
    });

    it('gets an Arrow Sudoku whose arrows solve it back', async () => {
      const puzzle = success(await api.puzzle({ variant: 'arrow', seed: 'client-arrow' }));
      expect(puzzle.arrows?.length).toBeGreaterThan(0);
      const solved = success(await api.solve({ puzzle: puzzle.puzzle, arrows: puzzle.arrows }));
      expect(solved.status).toBe('solved');
      expect(isValidSolution(digits(puzzle.puzzle), digits(solved.solution ?? ''))).toBe(true);
    });

    it('a bad size is a 400 problem with the issue at `size`', async () => {
      const result = await api.puzzle({ size: 5 as Size });
      const problem = problemOf(result, 400, 'invalid_request');
      expect(problem.type).toBe('https://sudoku-break.dev/api/docs#problem-invalid_request');
      expect(problem.issues).toEqual([expect.objectContaining({ path: ['size'] })]);
    });

    it('arrow at another size is a 400 invalid_options at `size`', async () => {
      const problem = problemOf(
        await api.puzzle({ variant: 'arrow', size: 4 }),
        400,
        'invalid_options',
      );
      expect(problem.issues?.[0]?.path).toEqual(['size']);
    });
  });

  describe('GET /api/v1/daily', () => {
    it('gets the puzzle of a day', async () => {
      const puzzle = success(await api.daily({ date: '2026-01-01', level: 'easy' }));
      expect(puzzle).toMatchObject({ date: '2026-01-01', level: 'easy', size: 9 });
      expect(puzzle.seed).toBe('daily:2026-01-01:easy');
    });

    it('a day before the first is a 400 invalid_date at `date`', async () => {
      const problem = problemOf(await api.daily({ date: '2019-12-31' }), 400, 'invalid_date');
      expect(problem.issues?.[0]?.path).toEqual(['date']);
    });

    it('a day that does not exist is a 400 invalid_request at `date`', async () => {
      const problem = problemOf(await api.daily({ date: '2026-02-30' }), 400, 'invalid_request');
      expect(problem.issues?.[0]?.path).toEqual(['date']);
    });
  });

  describe('POST /api/v1/solve', () => {
    it('solves a puzzle given as text, and the solution keeps the givens and the rules', async () => {
      const solved = success(await api.solve({ puzzle: PUZZLE }));
      expect(solved).toMatchObject({ status: 'solved', solutionCount: 1 });
      expect(solved.solution).toBe(SOLUTION);
      expect(isValidSolution(digits(PUZZLE), digits(solved.solution ?? ''))).toBe(true);
      const sent = worker.requests.at(-1);
      expect(sent?.method).toBe('POST');
      expect(sent?.headers.get('content-type')).toBe('application/json');
      expect(await sent?.json()).toEqual({ puzzle: PUZZLE });
    });

    it('solves rows of numbers with a teaching algorithm and its trace', async () => {
      const rows = Array.from({ length: 9 }, (_, r) => digits(PUZZLE.slice(r * 9, r * 9 + 9)));
      const solved = success(
        await api.solve({ puzzle: rows, algorithm: 'backtracking', trace: true, traceLimit: 30 }),
      );
      expect(solved.solution).toBe(SOLUTION);
      expect(solved.trace?.truncated).toBe(true);
      expect(solved.trace?.events.length).toBeLessThanOrEqual(30);
    });

    it('reports unsolvable and multiple as values (200), not problems', async () => {
      expect(success(await api.solve({ puzzle: DEAD_END }))).toMatchObject({
        status: 'unsolvable',
        solutionCount: 0,
      });
      expect(success(await api.solve({ puzzle: '.'.repeat(16), limit: 5 }))).toMatchObject({
        status: 'multiple',
        solutionCount: 5,
      });
    });

    it('a search past the budget is a 422 budget_exceeded', async () => {
      const result = await api.solve({ puzzle: '.'.repeat(625), algorithm: 'backtracking' });
      expect(problemOf(result, 422, 'budget_exceeded').detail).toContain('gave up after');
    });

    it('a body the schema refuses is a 400 with every issue path', async () => {
      const result = await api.solve({ puzzle: PUZZLE, limit: 0, algorithm: 'magic' as 'fast' });
      const problem = problemOf(result, 400, 'invalid_request');
      expect(problem.issues?.map((issue) => issue.path)).toEqual(
        expect.arrayContaining([['limit'], ['algorithm']]),
      );
    });

    it('a board of an unsupported size is a 400 problem', async () => {
      const result = await api.solve({ puzzle: '1'.repeat(50) });
      const problem = problemOf(result, 400, 'invalid_size');
      expect(problem.issues?.[0]?.path).toEqual(['puzzle']);
    });
  });

  describe('POST /api/v1/check', () => {
    it('checks a puzzle: no conflicts, one solution', async () => {
      const checked = success(await api.check({ puzzle: PUZZLE }));
      expect(checked).toMatchObject({ conflicts: [], solutionCount: 1 });
    });

    it('reports a clash as a conflict and no solution', async () => {
      const checked = success(await api.check({ puzzle: `11${'.'.repeat(79)}` }));
      expect(checked.solutionCount).toBe(0);
      expect(checked.conflicts[0]).toMatchObject({ digit: 1 });
    });

    it('counting past the budget is a 422 budget_exceeded', async () => {
      const tight = clientOf(createApp({ budget: 3 }));
      problemOf(await tight.check({ puzzle: '.'.repeat(256) }), 422, 'budget_exceeded');
    });
  });

  describe('POST /api/v1/hint', () => {
    it('gives the next step of a puzzle', async () => {
      const hint = success(await api.hint({ puzzle: PUZZLE }));
      expect(hint.kind).toBe('step');
      if (hint.kind === 'step') expect(hint.step.technique.length).toBeGreaterThan(0);
    });

    it("finds the player's mistakes", async () => {
      // The first empty cell of PUZZLE (row 0, col 2) holds 4 in the solution; the player wrote 1.
      const entries = `531${PUZZLE.slice(3)}`;
      const hint = success(await api.hint({ puzzle: PUZZLE, entries }));
      expect(hint).toMatchObject({
        kind: 'mistakes',
        mistakes: [{ cell: { row: 0, col: 2 }, kind: 'entry', digit: 1 }],
      });
    });

    it('a puzzle with several solutions is a 422 multiple_solutions', async () => {
      problemOf(await api.hint({ puzzle: '.'.repeat(81) }), 422, 'multiple_solutions');
    });
  });

  describe('POST /api/v1/rate', () => {
    it('rates a puzzle', async () => {
      const rating = success(await api.rate({ puzzle: PUZZLE }));
      expect(rating.level).toBe('easy');
      expect(rating.score).toBeGreaterThan(0);
    });

    it('an unsolvable puzzle is a 422 unsolvable', async () => {
      problemOf(await api.rate({ puzzle: DEAD_END }), 422, 'unsolvable');
    });

    it('a puzzle that is not one is a 400 at `puzzle`', async () => {
      const problem = problemOf(await api.rate({ puzzle: 42 as never }), 400, 'invalid_request');
      expect(problem.issues?.[0]?.path).toEqual(['puzzle']);
    });
  });

  describe('the service routes', () => {
    it('GET /api/v1/algorithms lists every algorithm solve accepts', async () => {
      const algorithms = success(await api.algorithms());
      expect(algorithms.map((a) => a.name)).toContain('fast');
      expect(algorithms.map((a) => a.name)).toContain('backtracking');
    });

    it('GET /api/v1/health says ok and the engine version', async () => {
      const health = success(await api.health());
      expect(health.status).toBe('ok');
      expect(health.engineVersion).toMatch(/\d/);
    });

    it('GET /api/v1/openapi.json documents every path the client calls', async () => {
      const document = success(await api.openapi());
      expect(document.openapi).toMatch(/^3\.1/);
      const paths = Object.keys(document.paths as object);
      for (const path of [
        '/api/v1/puzzles',
        '/api/v1/daily',
        '/api/v1/solve',
        '/api/v1/check',
        '/api/v1/hint',
        '/api/v1/rate',
        '/api/v1/algorithms',
        '/api/v1/health',
      ]) {
        expect(paths).toContain(path);
      }
    });
  });

  describe('options', () => {
    it('keeps a path prefix of the base URL and sends the configured headers', async () => {
      const seen: Request[] = [];
      const prefixed = createClient({
        baseUrl: `${ORIGIN}/sudoku/`,
        headers: { 'X-Api-Key': 'k' },
        fetch: (input, init) => {
          const request = new Request(input, init);
          seen.push(request);
          return exports.default.fetch(request.url.replace('/sudoku/api/', '/api/'), {
            headers: init.headers,
          });
        },
      });
      expect(success(await prefixed.health()).status).toBe('ok');
      expect(seen[0]?.url).toBe(`${ORIGIN}/sudoku/api/v1/health`);
      expect(seen[0]?.headers.get('x-api-key')).toBe('k');
    });

    it('refuses a base URL that is not absolute when the client is made', () => {
      expect(() => createClient({ baseUrl: '/api' })).toThrow(TypeError);
    });
  });

  it('runs the README example as written (global fetch, absolute base URL)', async () => {
    vi.stubGlobal('fetch', (input: string, init: RequestInit) =>
      exports.default.fetch(input, init),
    );
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      // --- README snippet, from `const api` on (the import is ../../client/index.ts here) ---
      const api = createClient({ baseUrl: 'https://sudoku.example.com', timeout: 5_000 });
      const got = await api.puzzle({ size: 9, level: 'hard', seed: 'readme', include: 'solution' });
      if (!got.ok) throw new Error(`${got.problem.code}: ${got.problem.detail}`);
      const solved = await api.solve({ puzzle: got.value.puzzle });
      if (!solved.ok) throw new Error(`${solved.problem.code}: ${solved.problem.detail}`);
      console.log(solved.value.status, solved.value.solution === got.value.solution);
      // --- end of snippet ---
      expect(log.mock.calls).toEqual([['solved', true]]);
    } finally {
      vi.unstubAllGlobals();
      log.mockRestore();
    }
  });

  describe('failures that are not problems from the Worker', () => {
    const never: FetchLike = () => new Promise<Response>(() => {});

    it('a fetch that never answers ends in a timeout', async () => {
      const slow = createClient({ baseUrl: ORIGIN, fetch: never, timeout: 20 });
      const started = Date.now();
      const problem = problemOf(await slow.health(), 0, 'timeout');
      expect(Date.now() - started).toBeLessThan(2000);
      expect(problem.detail).toContain('20 ms');
      // The per-call timeout wins over the client's.
      const patient = createClient({ baseUrl: ORIGIN, fetch: never, timeout: 60_000 });
      problemOf(await patient.puzzle({ seed: 'x' }, { timeout: 20 }), 0, 'timeout');
    });

    it("an abort by the caller's signal is `aborted`, before or during the call", async () => {
      const fetch = vi.fn(never);
      const client = createClient({ baseUrl: ORIGIN, fetch });
      problemOf(await client.health({ signal: AbortSignal.abort() }), 0, 'aborted');
      expect(fetch).not.toHaveBeenCalled();
      const controller = new AbortController();
      const pending = client.solve({ puzzle: PUZZLE }, { signal: controller.signal });
      controller.abort();
      problemOf(await pending, 0, 'aborted');
      expect(fetch).toHaveBeenCalledOnce();
    });

    it('a fetch that throws is a network_error', async () => {
      const broken = createClient({
        baseUrl: ORIGIN,
        fetch: () => Promise.reject(new TypeError('connection refused')),
      });
      const problem = problemOf(await broken.daily(), 0, 'network_error');
      expect(problem.detail).toContain('connection refused');
    });

    it('an error page that is not a problem is an invalid_response with its status', async () => {
      const proxy = createClient({
        baseUrl: ORIGIN,
        fetch: async () =>
          new Response('<h1>Bad gateway</h1>', {
            status: 502,
            headers: { 'Content-Type': 'text/html' },
          }),
      });
      const problem = problemOf(await proxy.rate({ puzzle: PUZZLE }), 502, 'invalid_response');
      expect(problem.detail).toContain('text/html');
    });

    it('a success body that is not JSON is an invalid_response with its status', async () => {
      const odd = createClient({ baseUrl: ORIGIN, fetch: async () => new Response('ok') });
      problemOf(await odd.health(), 200, 'invalid_response');
    });
  });
});
