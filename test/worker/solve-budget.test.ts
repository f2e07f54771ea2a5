// The node budget of POST /api/v1/solve per algorithm (worker/api/budgets.ts): `candidates` keeps
// notes for every cell, up to 2 us a node on 25x25, so the API gives it fewer nodes than the
// engine's 200,000; the scan algorithms keep those, and `fast` keeps the engine's per-size budget.

import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { generate } from '../../shared/index.ts';
import { nodeBudget } from '../../worker/api/budgets.ts';
import { ROUTES } from '../../worker/contract.ts';
import { createApp } from '../../worker/index.ts';
import { resolveOptions } from '../../worker/options.ts';
import { unwrap } from '../support/result.ts';
import { call, expectProblem, postJson } from './support.ts';

const app = createApp({ edgeCache: () => undefined });
const Solved = ROUTES.solve.responses[200].schema;
const EMPTY_25 = '.'.repeat(625);

const solve = (body: object, on = app) => call(on, '/api/v1/solve', postJson(body));

describe('the node budget of solve, per algorithm', () => {
  it('stops candidates on an open 25x25 board at its own cap, far below the engine default', async () => {
    const cap = nodeBudget(resolveOptions(), 25, 'candidates') ?? 0;
    expect(cap).toBeLessThan(200_000);
    const res = await solve({
      puzzle: EMPTY_25,
      algorithm: 'candidates',
      limit: 1000,
      trace: true,
    });
    const problem = await expectProblem(res, 422, 'budget_exceeded');
    expect(problem.detail).toContain(`after ${cap + 1} nodes`);
  });

  it('leaves the scan algorithms the engine budget of 200,000 nodes', async () => {
    expect(nodeBudget(resolveOptions(), 25, 'findtracking')).toBeUndefined();
    const res = await solve({ puzzle: EMPTY_25, algorithm: 'findtracking', limit: 1000 });
    const problem = await expectProblem(res, 422, 'budget_exceeded');
    expect(problem.detail).toContain('after 200001 nodes');
  });

  it('is still ample for candidates on generated puzzles up to 25x25 hard, trace and all', async () => {
    const made = unwrap(generate({ seed: 'c1', size: 25, level: 'hard' }));
    const res = await solve({ puzzle: made.puzzle, algorithm: 'candidates', trace: true });
    expect(res.status).toBe(200);
    const body = z.parse(Solved, await res.json());
    expect(body.status).toBe('solved');
    expect(body.solution).toBe(made.solution);
    expect(body.trace?.events.length).toBeGreaterThan(0);
  });

  it('an app built with a budget uses it for every algorithm', async () => {
    const small = createApp({ edgeCache: () => undefined, budget: 500 });
    for (const algorithm of ['candidates', 'findtracking', 'fast']) {
      const problem = await expectProblem(
        await solve({ puzzle: EMPTY_25, algorithm, limit: 1000 }, small),
        422,
        'budget_exceeded',
      );
      expect(problem.detail, algorithm).toContain('after 501 nodes');
    }
  });
});
