// The published fetch client (client/index.ts) against the real Worker, the puzzle routes: a
// seeded puzzle (its query typed from the engine's schemas and sent as text), Arrow Sudoku, the
// puzzle of a day, and their problems.
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Client, PuzzleQuery } from '../../client/index.ts';
import type { Level, Size } from '../../shared/index.ts';
import { digits, isValidSolution } from '../support/rules.ts';
import { problemOf, recordingClient, success } from './client-support.ts';

const { api, requests } = recordingClient();

describe('api client against the Worker', () => {
  describe('GET /api/v1/puzzles', () => {
    it('sends numbers as query text and gets the seeded puzzle with its solution', async () => {
      const query = { size: 16, level: 'hard', seed: 'x', include: 'solution' } as const;
      const result = await api.puzzle(query);
      const puzzle = success(result);
      expect(puzzle).toMatchObject({ size: 16, level: 'hard', seed: 'x', variant: 'classic' });
      expect(puzzle.puzzle).toHaveLength(256);
      expect(isValidSolution(digits(puzzle.puzzle), digits(puzzle.solution ?? ''))).toBe(true);
      const sent = new URL(requests.at(-1)?.url ?? '');
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
      expect(new URL(requests.at(-1)?.url ?? '').search).toBe('');
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
});
