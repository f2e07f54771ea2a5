// Hostile cages never make the engine throw: nearly-right cage lists (cells off the board,
// repeated, overlapping, gaps, odd sums, wrong types) and valid layouts with wrong sums all come
// back as values from solve, check, hint, rate and autoNotes; errors carry a known code and a
// path, and a solve result never breaks the cages it was given.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { growCages } from '../../shared/generate/killer-cages.ts';
import { autoNotes, check, hint, type Result, rate, solve } from '../../shared/index.ts';
import { createPrng } from '../../shared/random/prng.ts';
import { cagesHold } from '../support/killer.ts';
import { digits } from '../support/rules.ts';
import { SOLUTION } from './fixtures.ts';

const CODES = new Set([
  'invalid_puzzle',
  'invalid_options',
  'invalid_size',
  'budget_exceeded',
  'unsolvable',
  'multiple_solutions',
]);

function expectValue(result: Result<unknown>): void {
  if (result.ok) return;
  expect(CODES.has(result.error.code), `${result.error.code}: ${result.error.message}`).toBe(true);
  expect(result.error.message.length).toBeGreaterThan(0);
}

const coordinate = fc.tuple(fc.integer({ min: -1, max: 10 }), fc.integer({ min: -1, max: 10 }));
const nearCages = fc.oneof(
  fc.array(
    fc.record({
      sum: fc.oneof(fc.integer({ min: -2, max: 50 }), fc.constantFrom(1.5, Number.NaN)),
      cells: fc.array(coordinate, { maxLength: 10 }),
    }),
    { maxLength: 30 },
  ),
  fc.anything(),
);
const puzzle = fc.oneof(
  fc.constant('.'.repeat(81)),
  fc.constant('.'.repeat(16)),
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 81, maxLength: 81 }),
);

/** A valid cover of the board grown over the fixture's solution, its sums nudged at random. */
const layout = fc
  .record({ seed: fc.string({ maxLength: 6 }), nudges: fc.array(fc.integer({ min: -3, max: 3 })) })
  .map(({ seed, nudges }) => {
    const rng = createPrng(`hostile:${seed}`);
    const cells = growCages(
      digits(SOLUTION),
      { sizes: [1, 3, 3, 2], fewestWays: 0, mergeSingles: 0 },
      rng,
    );
    return cells.map((group, i) => {
      const sum = group.reduce((total, cell) => total + Number(SOLUTION[cell]), 0);
      const nudged = Math.min(45, Math.max(1, sum + (nudges[i] ?? 0)));
      return {
        sum: nudged,
        cells: group.map((cell): [number, number] => [Math.floor(cell / 9), cell % 9]),
      };
    });
  });

describe('hostile cages', () => {
  it('nearly-right cages come back as values from every function', () => {
    fc.assert(
      fc.property(puzzle, nearCages, (p, cages) => {
        const options = { cages } as never;
        expectValue(solve(p, options));
        expectValue(check(p, options));
        expectValue(hint(p, null, options));
        expectValue(rate(p, options));
        expectValue(autoNotes(p, options));
      }),
      { numRuns: 400 },
    );
  });

  it('valid layouts with wrong sums are solved, refused or found unsolvable, never thrown', () => {
    fc.assert(
      fc.property(layout, (cages) => {
        const empty = '.'.repeat(81);
        const solved = solve(empty, { cages, limit: 1 });
        expectValue(solved);
        if (solved.ok && solved.value.solution)
          expect(cagesHold(solved.value.solution, cages)).toBe(true);
        expectValue(check(SOLUTION, { cages }));
        expectValue(hint(empty, null, { cages }));
        expectValue(rate(empty, { cages }));
      }),
      { numRuns: 60 },
    );
  });
});
