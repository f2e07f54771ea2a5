// Killer Sudoku through the published fetch client (client/index.ts) against the real Worker:
// the types carry `cages` both ways, a Killer puzzle and a Killer day come with their cages, and
// sending them back solves, checks, hints and rates the puzzle; bad cages come back as problems.
import { exports } from 'cloudflare:workers';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { type ApiResult, createClient, type Puzzle } from '../../client/index.ts';
import type { Cage } from '../../shared/index.ts';
import { cagesHold } from '../support/killer.ts';
import { digits, isValidSolution } from '../support/rules.ts';
import { ORIGIN } from './support.ts';

const api = createClient({
  baseUrl: ORIGIN,
  fetch: (input, init) => exports.default.fetch(new Request(input, init)),
});

function success<T>(result: ApiResult<T>): T {
  if (!result.ok)
    throw new Error(`expected success, got ${result.status} ${JSON.stringify(result.problem)}`);
  return result.value;
}

describe('the typed client with Killer Sudoku', () => {
  it('types the cages of a puzzle and of a request as the engine does', () => {
    expectTypeOf<NonNullable<Puzzle['cages']>>().toEqualTypeOf<Cage[]>();
    expectTypeOf<Parameters<typeof api.hint>[0]['cages']>().toEqualTypeOf<Cage[] | undefined>();
  });

  it('gets a Killer puzzle whose cages solve, check, hint and rate it', async () => {
    const made = success(await api.puzzle({ variant: 'killer', level: 'easy', seed: 'client-k' }));
    const { puzzle, cages = [] } = made;
    expect(cages.length).toBeGreaterThan(0);
    const solved = success(await api.solve({ puzzle, cages }));
    expect(solved.status).toBe('solved');
    const grid = digits(solved.solution ?? '');
    expect(isValidSolution(digits(puzzle), grid)).toBe(true);
    expect(cagesHold(grid, cages)).toBe(true);
    expect(success(await api.check({ puzzle, cages })).solutionCount).toBe(1);
    const step = success(await api.hint({ puzzle, cages }));
    expect(step.kind).toBe('step');
    expect(success(await api.rate({ puzzle, cages })).level).toBe('easy');
  });

  it('gets the Killer puzzle of a day with its cages', async () => {
    const day = success(await api.daily({ date: '2026-01-05', variant: 'killer' }));
    expect(day).toMatchObject({ date: '2026-01-05', variant: 'killer' });
    expect(day.cages?.length).toBeGreaterThan(0);
  });

  it('bad cages are a problem at their field', async () => {
    const made = success(await api.puzzle({ variant: 'killer', seed: 'client-k' }));
    const result = await api.check({ puzzle: made.puzzle, cages: made.cages?.slice(1) });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.status).toBe(400);
    expect(result.problem).toMatchObject({
      code: 'invalid_options',
      issues: [{ path: ['cages'] }],
    });
  });
});
