// Killer Sudoku puzzles through the API: GET /api/v1/puzzles?variant=killer for every level, a
// batch, the count alias, rows format and the KV cache. Every puzzle's cages are checked by the
// independent checker (cover, connection, sums of the solution, one solution), never the engine.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ENGINE_VERSION, generate, LEVELS } from '../../shared/index.ts';
import { ROUTES } from '../../worker/contract.ts';
import { createApp } from '../../worker/index.ts';
import {
  type CageInput,
  cagesConnected,
  cagesCover,
  cagesHold,
  countKillerSolutions,
} from '../support/killer.ts';
import { digits, isValidSolution } from '../support/rules.ts';
import { call, expectProblem, recordingKv, textGrid } from './support.ts';

const app = createApp();
const Puzzle = ROUTES.puzzles.responses[200].schema;
const Batch = ROUTES.batch.responses[200].schema;

/** A served Killer puzzle, held to the rules and its cages by the independent checker. */
function expectSoundKiller(body: z.infer<typeof Puzzle>): CageInput[] {
  const { cages } = body;
  if (!cages) throw new Error('a Killer puzzle comes with its cages');
  const puzzle = digits(textGrid(body.puzzle));
  const solution = digits(textGrid(body.solution));
  expect(body).toMatchObject({ variant: 'killer', size: 9 });
  expect(cagesCover(cages)).toBe(true);
  expect(cagesConnected(cages)).toBe(true);
  expect(isValidSolution(puzzle, solution)).toBe(true);
  expect(cagesHold(solution, cages)).toBe(true);
  const counted = countKillerSolutions(puzzle, cages);
  expect(counted.count).toBe(1);
  expect(counted.first).toEqual(solution);
  return cages;
}

async function getJson<S extends z.ZodMiniType>(path: string, schema: S): Promise<z.infer<S>> {
  const res = await call(app, path);
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return z.parse(schema, JSON.parse(text));
}

describe('GET /api/v1/puzzles?variant=killer', () => {
  it.each(LEVELS)(
    '%s: a 9x9 puzzle whose cages give one solution, the seeded one',
    async (level) => {
      const body = await getJson(
        `/api/v1/puzzles?variant=killer&level=${level}&seed=api-killer&include=solution`,
        Puzzle,
      );
      expect(body.level).toBe(level);
      const cages = expectSoundKiller(body);
      const engine = generate({ seed: 'api-killer', level, variant: 'killer' });
      if (!engine.ok) throw new Error(engine.error.message);
      expect(cages).toEqual(engine.value.cages);
      expect(body.puzzle).toBe(engine.value.puzzle);
    },
  );

  it('has no arrows, keeps its cages without the solution, and names the variant in Content-Location', async () => {
    const res = await call(app, '/api/v1/puzzles?variant=killer&seed=plain');
    const body = z.parse(Puzzle, await res.json());
    expect(body).not.toHaveProperty('arrows');
    expect(body).not.toHaveProperty('solution');
    expect(body.cages?.length).toBeGreaterThan(0);
    expect(res.headers.get('content-location')).toBe(
      '/api/v1/puzzles?size=9&level=medium&variant=killer&seed=plain',
    );
    expect(res.headers.get('cache-control')).toContain('immutable');
  });

  it('with format=rows only the grids change; the cages stay [row, col]', async () => {
    const text = await getJson('/api/v1/puzzles?variant=killer&seed=rows', Puzzle);
    const rows = await getJson('/api/v1/puzzles?variant=killer&seed=rows&format=rows', Puzzle);
    expect(rows.cages).toEqual(text.cages);
    expect(Array.isArray(rows.puzzle)).toBe(true);
    expect((rows.puzzle as number[][]).flat().join('').replaceAll('0', '.')).toBe(text.puzzle);
  });

  it('is stored in KV under a key naming the variant and the engine version', async () => {
    const kv = recordingKv();
    const res = await call(app, '/api/v1/puzzles?variant=killer&level=easy&seed=kv-killer', {
      bindings: { PUZZLES: kv.ns },
    });
    expect(res.status).toBe(200);
    const first = await res.json();
    const key = `puzzle:${ENGINE_VERSION}:killer:9:easy:kv-killer`;
    expect(kv.puts.map((p) => p.key)).toEqual([key]);
    const stored = JSON.parse((await env.PUZZLES.get(key)) ?? 'null');
    expect(stored).toMatchObject({ variant: 'killer', cages: expect.any(Array) });
    // A fresh isolate without an edge cache reads it back from KV instead of generating it.
    const again = recordingKv();
    const fresh = createApp({ edgeCache: () => undefined });
    const second = await call(fresh, '/api/v1/puzzles?variant=killer&level=easy&seed=kv-killer', {
      bindings: { PUZZLES: again.ns },
    });
    expect(await second.json()).toEqual(first);
    expect(again.gets).toEqual([key]);
    expect(again.puts).toEqual([]);
  });

  it.each(['4', '16'])(
    'size=%s: 400 invalid_options at size, saying Killer is 9x9',
    async (size) => {
      const res = await call(app, `/api/v1/puzzles?variant=killer&size=${size}&seed=x`);
      const problem = await expectProblem(res, 400, 'invalid_options');
      expect(problem.issues?.[0].path).toEqual(['size']);
      expect(problem.detail).toContain('9x9');
    },
  );
});

describe('Killer batches', () => {
  it('each puzzle of a batch is the single puzzle of its seed, cages and all', async () => {
    const batch = await getJson(
      '/api/v1/puzzles/batch?variant=killer&level=medium&count=2&seed=kb&include=solution',
      Batch,
    );
    expect(batch).toMatchObject({ seed: 'kb', count: 2 });
    for (const [i, puzzle] of batch.puzzles.entries()) {
      expectSoundKiller(puzzle);
      const single = await getJson(
        `/api/v1/puzzles?variant=killer&level=medium&seed=kb-${i + 1}&include=solution`,
        Puzzle,
      );
      expect(puzzle).toEqual(single);
    }
    // The alias on /api/v1/puzzles answers the same batch.
    const alias = await getJson(
      '/api/v1/puzzles?variant=killer&level=medium&count=2&seed=kb&include=solution',
      Batch,
    );
    expect(alias).toEqual(batch);
  });

  it.each(LEVELS)(
    'a %s batch over its cap is a 400 that names the cap and the variant',
    async (level) => {
      const cap = (await import('../../worker/api/budgets.ts')).batchCap('killer', 9, level) ?? 0;
      expect(cap).toBeGreaterThan(0);
      const res = await call(
        app,
        `/api/v1/puzzles/batch?variant=killer&level=${level}&count=${cap + 1}&seed=over`,
      );
      const problem = await expectProblem(res, 400, 'invalid_request');
      expect(problem.issues).toEqual([
        expect.objectContaining({
          path: ['count'],
          message: expect.stringContaining(`at most ${cap} Killer Sudoku 9x9 ${level} puzzles`),
        }),
      ]);
    },
  );
});
