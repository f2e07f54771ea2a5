// The published fetch client (client/index.ts) against the real Worker, the solving routes:
// solve, check, hint and rate, what they answer and their problems (through an app built with
// `createApp` where a test needs a tight budget).
import { describe, expect, it } from 'vitest';
import { type Client, createClient } from '../../client/index.ts';
import { createApp } from '../../worker/index.ts';
import { digits, isValidSolution } from '../support/rules.ts';
import { problemOf, recordingClient, success } from './client-support.ts';
import { call, ORIGIN, PUZZLE, SOLUTION } from './support.ts';

const { api, requests } = recordingClient();

/** A client of an app built with these options, through the same Worker code. */
const clientOf = (app: ReturnType<typeof createApp>): Client =>
  createClient({
    baseUrl: ORIGIN,
    fetch: (input, init) => call(app, input.slice(ORIGIN.length), init),
  });

// Row 0 needs a 9 in its last cell, but column 8 already has one: no solution, no conflict.
const DEAD_END = `12345678.${'.'.repeat(8)}9${'.'.repeat(63)}`;

describe('api client against the Worker', () => {
  describe('POST /api/v1/solve', () => {
    it('solves a puzzle given as text, and the solution keeps the givens and the rules', async () => {
      const solved = success(await api.solve({ puzzle: PUZZLE }));
      expect(solved).toMatchObject({ status: 'solved', solutionCount: 1 });
      expect(solved.solution).toBe(SOLUTION);
      expect(isValidSolution(digits(PUZZLE), digits(solved.solution ?? ''))).toBe(true);
      const sent = requests.at(-1);
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
});
