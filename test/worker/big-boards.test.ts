// The API on its own output: seeded puzzles of every size and level, fetched from
// GET /api/v1/puzzles, go through solve, check, hint and rate with the app's production budgets,
// and every answer is a 200. solve's solution is checked against the givens and the rules by the
// independent checker; check must count exactly one solution; hints must agree with that
// solution, from the start and from a half-filled board, and never be a reveal for want of
// budget; rate must answer with its level and histogram.
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { LEVELS, type Level, SIZES, type Size } from '../../shared/index.ts';
import { ROUTES } from '../../worker/contract.ts';
import { createApp } from '../../worker/index.ts';
import { isValidSolution } from '../support/rules.ts';
import { call, postJson, textGrid } from './support.ts';

const app = createApp({ edgeCache: () => undefined });

/** Seeds per size: fewer on 25x25, where each request does the most work. */
const SEEDS: Readonly<Record<Size, number>> = { 4: 3, 6: 3, 9: 3, 16: 3, 25: 2 };

const CASES: [string, Level, string, Size][] = SIZES.flatMap((size) =>
  LEVELS.flatMap((level) =>
    Array.from({ length: SEEDS[size] }, (_, i): [string, Level, string, Size] => [
      `${size}x${size}`,
      level,
      `walk-${i}`,
      size,
    ]),
  ),
);

/** Sends a request and parses its 200 answer with the route's schema (the body on failure). */
async function ok<S extends z.ZodMiniType>(
  schema: S,
  path: string,
  init?: RequestInit,
): Promise<z.output<S>> {
  const res = await call(app, path, init);
  const text = await res.text();
  expect(res.status, `${path}: ${text}`).toBe(200);
  return z.parse(schema, JSON.parse(text));
}

const cellOf = (size: number, cell: { row: number; col: number }) => cell.row * size + cell.col;

describe('the API on its own puzzles', () => {
  it.each(CASES)(
    '%s %s, seed %s: puzzles, solve, check, hint and rate all answer 200',
    { timeout: 60_000 },
    async (_, level, seed, size) => {
      const puzzle = await ok(
        ROUTES.puzzles.responses[200].schema,
        `/api/v1/puzzles?seed=${seed}&size=${size}&level=${level}`,
      );
      expect(puzzle).toMatchObject({ size, level, seed });
      const text = textGrid(puzzle.puzzle);
      const givens = gridOf(size, text);

      const solved = await ok(
        ROUTES.solve.responses[200].schema,
        '/api/v1/solve',
        postJson({ puzzle: text }),
      );
      expect(solved).toMatchObject({ status: 'solved', solutionCount: 1 });
      const solution = gridOf(size, textGrid(solved.solution));
      expect(isValidSolution(givens, solution)).toBe(true);

      const checked = await ok(
        ROUTES.check.responses[200].schema,
        '/api/v1/check',
        postJson({ puzzle: text }),
      );
      expect(checked).toMatchObject({ conflicts: [], complete: false, solutionCount: 1 });

      // From the start, and from a board with every other empty cell filled in.
      const half = givens.map((v, i) => (v === 0 && i % 2 === 0 ? solution[i] : v));
      for (const entries of [undefined, half]) {
        const hint = await ok(
          ROUTES.hint.responses[200].schema,
          '/api/v1/hint',
          postJson({ puzzle: text, ...(entries ? { entries } : {}) }),
        );
        if (hint.kind === 'step') {
          for (const m of hint.step.placements)
            expect(solution[cellOf(size, m.cell)]).toBe(m.digit);
          for (const m of hint.step.eliminations)
            expect(solution[cellOf(size, m.cell)]).not.toBe(m.digit);
        } else {
          expect(hint).toMatchObject({ kind: 'reveal', reason: 'no-technique' });
          if (hint.kind === 'reveal')
            expect(solution[cellOf(size, hint.placement.cell)]).toBe(hint.placement.digit);
        }
      }

      const rating = await ok(
        ROUTES.rate.responses[200].schema,
        '/api/v1/rate',
        postJson({ puzzle: text }),
      );
      expect(rating.steps + rating.guesses).toBeGreaterThan(0);
      expect(rating.techniques.length).toBeGreaterThan(0);
    },
  );
});

/**
 * The puzzle text as digits (0 for empty), read independently of the engine's parser: `.` is an
 * empty cell, and past 9 the digits are letters (A = 10 ... P = 25).
 */
function gridOf(size: number, text: string): number[] {
  expect(text).toHaveLength(size * size);
  return text.split('').map((ch) => {
    if (ch === '.') return 0;
    const digit = /[1-9]/.test(ch) ? Number(ch) : ch.charCodeAt(0) - 55;
    if (!Number.isInteger(digit) || digit < 1 || digit > size) throw new Error(`bad cell ${ch}`);
    return digit;
  });
}
