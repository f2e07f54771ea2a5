// Nothing a caller passes makes a public engine function throw: random values of every type,
// nearly-right puzzles and options, and deliberately hostile objects all come back as values.
// Errors carry a stable code, a message and a path; successes match their output schemas.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import * as engine from '../../shared/index.ts';

const {
  ALGORITHM_NAMES,
  CheckResultSchema,
  GeneratedPuzzleSchema,
  GridSchema,
  HintResultSchema,
  RatingSchema,
  SolveResultSchema,
} = engine;

const ERROR_CODES = new Set<string>([
  'invalid_puzzle',
  'invalid_size',
  'invalid_options',
  'invalid_date',
  'invalid_trace',
  'budget_exceeded',
  'unsolvable',
  'multiple_solutions',
  'generation_failed',
]);

type Call = (...args: unknown[]) => unknown;

/** The public functions that answer a result value, with the schema of their value. */
const RESULT_FUNCTIONS: Record<string, [Call, z.ZodMiniType]> = {
  parse: [engine.parse as Call, GridSchema],
  format: [engine.format as Call, z.union([z.string(), z.array(z.array(z.int()))])],
  check: [engine.check as Call, CheckResultSchema],
  solve: [engine.solve as Call, SolveResultSchema],
  generate: [engine.generate as Call, GeneratedPuzzleSchema],
  daily: [engine.daily as Call, GeneratedPuzzleSchema],
  hint: [engine.hint as Call, HintResultSchema],
  rate: [engine.rate as Call, RatingSchema],
  autoNotes: [engine.autoNotes as Call, z.array(z.array(z.int()))],
  replay: [engine.replay as Call, GridSchema],
};

/** Asserts the shape of a result: a valid value, or an error with a known code and a path. */
function expectResult(name: string, result: unknown, internalAllowed = false): void {
  const [, schema] = RESULT_FUNCTIONS[name];
  expect(typeof result).toBe('object');
  const r = result as { ok: boolean; value?: unknown; error?: engine.EngineError };
  if (r.ok) {
    const parsed = schema.safeParse(r.value);
    expect(parsed.success, `${name} value: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
    return;
  }
  expect(r.ok).toBe(false);
  const error = r.error as engine.EngineError;
  if (!(internalAllowed && error.code === 'internal_error'))
    expect(ERROR_CODES.has(error.code), `${name}: ${error.code}: ${error.message}`).toBe(true);
  expect(typeof error.message).toBe('string');
  expect(error.message.length).toBeGreaterThan(0);
  if (error.path !== undefined)
    for (const key of error.path) expect(['string', 'number']).toContain(typeof key);
}

// Puzzles that are nearly right: the right alphabet and about the right length, rows, flat
// arrays and grids with random sizes and digits, kept to small boards so that runs stay quick.
const cellValue = fc.oneof(
  fc.integer({ min: -2, max: 10 }),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, 1.5, -0),
);
const nearPuzzle = fc.oneof(
  fc
    .array(fc.constantFrom(...'.0123456789ABCxyz|-+ \n'), { minLength: 10, maxLength: 90 })
    .map((chars) => chars.join('')),
  fc.array(cellValue, { minLength: 14, maxLength: 84 }),
  fc.integer({ min: 1, max: 9 }).chain((n) =>
    fc.array(fc.array(cellValue, { minLength: n - 1, maxLength: n }), {
      minLength: n,
      maxLength: n,
    }),
  ),
  fc.record({
    size: fc.oneof(fc.constantFrom(4, 6, 9, 16), fc.anything()),
    cells: fc.oneof(fc.array(cellValue, { minLength: 16, maxLength: 81 }), fc.anything()),
  }),
);
const nearArrows = fc.array(
  fc.tuple(
    fc.tuple(fc.integer({ min: -1, max: 9 }), fc.integer({ min: -1, max: 9 })),
    fc.array(fc.tuple(fc.integer({ min: -1, max: 9 }), fc.integer({ min: -1, max: 9 })), {
      maxLength: 4,
    }),
  ),
  { maxLength: 3 },
);
const nearOptions = fc.oneof(
  fc.constant(undefined),
  fc.record(
    {
      limit: fc.integer({ min: -1, max: 3 }),
      budget: fc.integer({ min: -1, max: 2000 }),
      algorithm: fc.constantFrom(...ALGORITHM_NAMES, 'nope'),
      trace: fc.boolean(),
      traceLimit: fc.integer({ min: -1, max: 50 }),
      arrows: nearArrows,
      notes: fc.array(fc.array(fc.integer({ min: -1, max: 10 }), { maxLength: 3 }), {
        maxLength: 81,
      }),
      seed: fc.string({ maxLength: 8 }),
      size: fc.constantFrom(4, 6, 9, 5),
      level: fc.constantFrom('easy', 'medium', 'hard', 'expert', 'nope'),
      variant: fc.constantFrom('classic', 'arrow', 'killer'),
    },
    { requiredKeys: [] },
  ),
  fc.anything(),
);

describe('the public functions never throw', () => {
  it('on any values at all, of every type, in every argument', () => {
    const calls = Object.entries(engine).filter(([, value]) => typeof value === 'function') as [
      string,
      Call,
    ][];
    expect(calls.map(([name]) => name)).toEqual(
      expect.arrayContaining(Object.keys(RESULT_FUNCTIONS)),
    );
    fc.assert(
      fc.property(fc.array(fc.anything({ withObjectString: true }), { maxLength: 4 }), (args) => {
        for (const [name, call] of calls) {
          const result = call(...args);
          if (name in RESULT_FUNCTIONS) expectResult(name, result);
        }
      }),
      { numRuns: 300 },
    );
  });

  it.each(Object.keys(RESULT_FUNCTIONS))(
    '%s, on nearly right puzzles and options',
    (name) => {
      const [call] = RESULT_FUNCTIONS[name];
      fc.assert(
        fc.property(nearPuzzle, nearPuzzle, nearOptions, (puzzle, other, options) => {
          expectResult(name, call(puzzle, options));
          expectResult(name, call(puzzle, other, options));
          expectResult(name, call(options));
        }),
        { numRuns: 150 },
      );
    },
    60_000,
  );

  it('on hostile objects: throwing getters and proxies, cycles, huge and odd values', () => {
    const throwing = new Proxy(
      {},
      {
        get() {
          throw new Error('no');
        },
        has() {
          throw new Error('no');
        },
      },
    );
    const getter = Object.defineProperty({ size: 9 }, 'cells', {
      get() {
        throw new Error('no');
      },
      enumerable: true,
    });
    const cyclic: unknown[] = [];
    cyclic.push(cyclic);
    const sparse = new Array(81);
    const values: unknown[] = [
      throwing,
      getter,
      cyclic,
      sparse,
      Symbol('x'),
      10n,
      () => 1,
      '1'.repeat(1_000_000),
      ' '.repeat(1_000_000),
      new Array(1_000_000).fill(0),
      Object.create(null),
      { toString: 5, valueOf: 6 },
      new Date(Number.NaN),
    ];
    for (const [name, [call]] of Object.entries(RESULT_FUNCTIONS)) {
      for (const value of values) {
        for (const args of [[value], ['.'.repeat(81), value], [value, value, value]]) {
          let result: unknown;
          expect(
            () => {
              result = call(...args);
            },
            `${name}(${String(typeof value)})`,
          ).not.toThrow();
          // A getter that throws is the caller's exception: it may come back as internal_error.
          expectResult(name, result, true);
        }
      }
    }
  }, 60_000);
});
