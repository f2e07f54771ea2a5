// Options are read as they are at each call, even when a caller passes one object again and
// again and changes it in between: the engine remembers what the last small options object made
// (and the texts of recent ones), and must never answer from a stale memory.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CheckOptionsSchema } from '../../shared/api/check.ts';
import { readOptions } from '../../shared/api/input.ts';
import { invalidOptions } from '../../shared/errors.ts';
import { solve } from '../../shared/index.ts';
import { SolveOptionsSchema } from '../../shared/solve/options.ts';

type Options = Record<string | symbol, unknown>;

type Schema = typeof SolveOptionsSchema | typeof CheckOptionsSchema;

/** What zod alone makes of a copy of the options: the value, or the error's code and path. */
function fresh(schema: Schema, options: Options) {
  const parsed = schema.safeParse({ ...options });
  if (parsed.success) return { ok: true, value: parsed.data };
  const failed = invalidOptions(parsed.error.issues);
  return { ok: false, error: failed.ok ? null : [failed.error.code, failed.error.path] };
}

/** What the engine reads. */
function read(schema: Schema, options: Options) {
  const result = readOptions(schema, options);
  if (result.ok) return { ok: true, value: result.value };
  return { ok: false, error: [result.error.code, result.error.path] };
}

const SYMBOL = Symbol('extra');

/** One change to the options object, or a read of another object in between. */
const step = fc.oneof(
  fc.record({
    set: fc.constantFrom('limit', 'budget', 'algorithm', 'trace', 'limt'),
    to: fc.constantFrom<unknown>(1, 2, 3, 0, -0, 1.5, 500, 'x', 'fast', true, undefined, null),
  }),
  fc.record({ remove: fc.constantFrom('limit', 'budget', 'algorithm', 'trace', 'limt') }),
  fc.record({ symbol: fc.boolean() }),
  fc.record({ other: fc.constantFrom<Options>({ limit: 1 }, { limit: 2 }, { budget: 9 }, {}) }),
);

describe('options passed again', () => {
  it('are read as they are now: one object changed between calls, other objects in between', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        const options: Options = { limit: 1 };
        for (const s of steps) {
          if ('set' in s) options[s.set] = s.to;
          else if ('remove' in s) delete options[s.remove];
          else if ('symbol' in s) {
            if (s.symbol) options[SYMBOL] = 1;
            else delete options[SYMBOL];
          } else {
            expect(read(SolveOptionsSchema, s.other)).toEqual(fresh(SolveOptionsSchema, s.other));
            expect(read(CheckOptionsSchema, s.other)).toEqual(fresh(CheckOptionsSchema, s.other));
          }
          expect(read(SolveOptionsSchema, options)).toEqual(fresh(SolveOptionsSchema, options));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('solve follows a limit changed between two calls with the same object', () => {
    const puzzle = `${'.'.repeat(80)}1`;
    const options: { limit: number } = { limit: 1 };
    const first = solve(puzzle, options);
    options.limit = 2;
    const second = solve(puzzle, options);
    expect(first.ok && first.value.status).toBe('solved');
    expect(second.ok && second.value.status).toBe('multiple');
  });

  it('does not take an object whose prototype supplies an option for the plain one read before', () => {
    const plain = { limit: 1 };
    const withBudget = Object.assign(Object.create({ budget: 0 }) as object, { limit: 1 });
    expect(readOptions(SolveOptionsSchema, plain).ok).toBe(true);
    // zod reads `budget` through the prototype: 0 is out of range.
    expect(readOptions(SolveOptionsSchema, withBudget).ok).toBe(false);
  });
});
