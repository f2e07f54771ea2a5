import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ALGORITHM_NAMES, format, parse, replay } from '../../shared/index.ts';
import { ROUTES } from '../../worker/contract.ts';
import { createApp } from '../../worker/index.ts';
import { unwrap } from '../support/result.ts';
import { call, expectProblem, PUZZLE, postJson, SOLUTION } from './support.ts';

const app = createApp();
const SolveResponse = ROUTES.solve.responses[200].schema;
const solveBody = async (body: unknown, on = app) => {
  const res = await call(on, '/api/v1/solve', postJson(body));
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return z.parse(SolveResponse, await res.json());
};

// Row 0 needs a 9 in its last cell, but column 8 already has one: no solution, no conflict.
const DEAD_END = `12345678.${'.'.repeat(8)}9${'.'.repeat(63)}`;

describe('POST /api/v1/solve', () => {
  it('solves a puzzle given as text', async () => {
    const body = await solveBody({ puzzle: PUZZLE });
    expect(body).toMatchObject({ status: 'solved', solutionCount: 1, solution: SOLUTION });
    expect(body.stats.nodes).toBeGreaterThanOrEqual(0);
  });

  it('reads rows of numbers, flat arrays and decorated text alike', async () => {
    const grid = parse(PUZZLE);
    if (!grid.ok) throw new Error('bad fixture');
    const rows = unwrap(format(grid.value, 'rows'));
    const pretty = unwrap(format(grid.value, 'pretty'));
    for (const puzzle of [rows, rows.flat(), pretty, PUZZLE.replaceAll('.', '0')]) {
      expect((await solveBody({ puzzle })).solution).toEqual(SOLUTION);
    }
  });

  it('reports several solutions with the first, and honours limit', async () => {
    const open = '.'.repeat(16);
    expect(await solveBody({ puzzle: open })).toMatchObject({
      status: 'multiple',
      solutionCount: 2,
    });
    const many = await solveBody({ puzzle: open, limit: 50 });
    expect(many).toMatchObject({ status: 'multiple', solutionCount: 50 });
    expect(many.solution).toHaveLength(16);
    expect(await solveBody({ puzzle: PUZZLE, limit: 1 })).toMatchObject({ status: 'solved' });
  });

  it('answers unsolvable and invalid puzzles with their status (200)', async () => {
    expect(await solveBody({ puzzle: DEAD_END })).toMatchObject({
      status: 'unsolvable',
      solutionCount: 0,
    });
    const clash = `11${'.'.repeat(79)}`;
    const invalid = await solveBody({ puzzle: clash });
    expect(invalid.status).toBe('invalid');
    expect(invalid.conflicts?.[0]).toMatchObject({
      digit: 1,
      cells: [
        { row: 0, col: 0 },
        { row: 0, col: 1 },
      ],
      house: { kind: 'row', index: 0 },
    });
  });

  it('solves every size', async () => {
    for (const size of [4, 6, 9, 16, 25]) {
      const body = await solveBody({ puzzle: '.'.repeat(size * size), limit: 1 });
      expect(body.status).toBe('solved');
      expect(body.solution).toHaveLength(size * size);
    }
  });

  describe('teaching algorithms', () => {
    it.each(ALGORITHM_NAMES)('%s solves the puzzle and says what it did', async (algorithm) => {
      const body = await solveBody({ puzzle: PUZZLE, algorithm });
      expect(body).toMatchObject({ algorithm, status: 'solved', solution: SOLUTION });
      if (algorithm !== 'fast') {
        expect(body.stats.steps).toBeGreaterThanOrEqual(51); // at least one write per empty cell
        expect(body.stats.backtracks).toBeGreaterThanOrEqual(0);
      }
    });

    it('candidates needs no backtracking on an easy puzzle: steps = empty cells', async () => {
      const body = await solveBody({ puzzle: PUZZLE, algorithm: 'candidates' });
      expect(body.stats).toMatchObject({ steps: 51, backtracks: 0 });
    });

    it('returns a replayable trace when asked, capped by traceLimit', async () => {
      const full = await solveBody({ puzzle: PUZZLE, algorithm: 'candidates', trace: true });
      expect(full.trace).toMatchObject({ algorithm: 'candidates', size: 9, truncated: false });
      const end = full.trace && replay(full.trace);
      expect(end?.ok && unwrap(format(end.value))).toBe(SOLUTION);
      const capped = await solveBody({
        puzzle: PUZZLE,
        algorithm: 'backtracking',
        trace: true,
        traceLimit: 40,
      });
      expect(capped.trace?.truncated).toBe(true);
      expect(capped.trace?.events.length).toBeLessThanOrEqual(40);
      expect(
        (await solveBody({ puzzle: PUZZLE, algorithm: 'backtracking' })).trace,
      ).toBeUndefined();
    });

    it('a brute-force algorithm on a hard board ends in 422 budget_exceeded, fast', async () => {
      const started = Date.now();
      const res = await call(
        app,
        '/api/v1/solve',
        postJson({ puzzle: '.'.repeat(625), algorithm: 'backtracking' }),
      );
      await expectProblem(res, 422, 'budget_exceeded');
      expect(Date.now() - started).toBeLessThan(2000);
    });

    it.each([
      [{ algorithm: 'dancing-links' }, ['algorithm']],
      [{ algorithm: 'candidates', trace: 'yes' }, ['trace']],
      [{ algorithm: 'candidates', trace: true, traceLimit: 0 }, ['traceLimit']],
      [{ algorithm: 'candidates', trace: true, traceLimit: 1e6 }, ['traceLimit']],
      [{ budget: 10 }, ['budget']],
    ])('refuses %j', async (options, path) => {
      const res = await call(app, '/api/v1/solve', postJson({ puzzle: PUZZLE, ...options }));
      const problem = await expectProblem(res, 400, 'invalid_request');
      expect(problem.issues?.[0].path).toEqual(path);
    });
  });

  describe('refuses what it cannot read, saying where', () => {
    it.each([
      ['no puzzle', {}, 'invalid_request', ['puzzle'], 'expected'],
      ['a number', { puzzle: 42 }, 'invalid_request', ['puzzle'], 'expected string or array'],
      [
        'a wrong cell type',
        { puzzle: [[1, 'x']] },
        'invalid_request',
        ['puzzle', 0, 1],
        'expected number',
      ],
      [
        'an unknown field',
        { puzzle: PUZZLE, diagonals: [] },
        'invalid_request',
        ['diagonals'],
        'unknown key',
      ],
      ['limit 0', { puzzle: PUZZLE, limit: 0 }, 'invalid_request', ['limit'], '>=1'],
      ['limit 1.5', { puzzle: PUZZLE, limit: 1.5 }, 'invalid_request', ['limit'], 'expected int'],
      ['text too long', { puzzle: '.'.repeat(4097) }, 'invalid_request', ['puzzle'], '<=4096'],
      [
        'a bad character',
        { puzzle: `${PUZZLE.slice(0, 80)}x` },
        'invalid_puzzle',
        ['puzzle', 80],
        'unexpected character',
      ],
      [
        'a digit too large',
        { puzzle: [...'.'.repeat(15), '5'].join('') },
        'invalid_puzzle',
        ['puzzle', 15],
        '',
      ],
      ['a wrong cell count', { puzzle: '.'.repeat(80) }, 'invalid_size', [], 'got 80'],
      [
        'ragged rows',
        {
          puzzle: [
            [1, 2, 3, 4],
            [1, 2, 3],
            [0, 0, 0, 0],
            [0, 0, 0, 0],
          ],
        },
        'invalid_puzzle',
        ['puzzle', 1],
        'row 1 has 3 cells',
      ],
      [
        'a negative cell',
        { puzzle: Array(16).fill(-1) },
        'invalid_puzzle',
        ['puzzle', 0],
        'whole numbers',
      ],
    ])('%s', async (_, body, code, path, message) => {
      const problem = await expectProblem(
        await call(app, '/api/v1/solve', postJson(body)),
        400,
        code,
      );
      if (path.length > 0) expect(problem.issues?.[0].path).toEqual(path);
      expect(problem.detail).toContain(message);
    });
  });

  it('gives up with 422 budget_exceeded when the search runs out of budget', async () => {
    const tight = createApp({ budget: 5 });
    const res = await call(tight, '/api/v1/solve', postJson({ puzzle: '.'.repeat(256) }));
    const problem = await expectProblem(res, 422, 'budget_exceeded');
    expect(problem.detail).toContain('gave up after');
  });

  it('ends a pathological 25x25 search well inside the CPU limit with the default budget', async () => {
    const started = Date.now();
    const res = await call(app, '/api/v1/solve', postJson({ puzzle: HOSTILE_25 }));
    expect(Date.now() - started).toBeLessThan(15_000);
    // With today's solver this input exhausts the budget; a smarter solver may answer it.
    if (res.status !== 200) await expectProblem(res, 422, 'budget_exceeded');
  }, 30_000);
});

// Fifth of the givens of a 25x25 solution, found by search to exhaust the default budget (~4 s).
const HOSTILE_25 =
  '.......I.7.................9CD.....K..J...F.7.E..........O...H.C........19.LF..............B.1...J..J........N..L.............D....E.MB.....J....9....I.......3....F...1.....KAM.........1.9....5........EF5......CKP.................C.....6...G...EM....9.G.........F..2...O.............2.....D...EJK..M..2...N.J.....K....L.......J...I..E.....O7F..5.1.....................CB......H.......8...........G...E...P....9.F...NH..........8....PI........D...H....MI.....N.L....32......J.D..9G.2...A.....C.....I.M...F..K.........................D.....N...J....M.9O.E..G....JD.B.I.6................A..........1...EB..........5.P.......N...';
