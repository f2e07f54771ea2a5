// Nothing a caller passes makes an export of the engine throw (shared/engine.ts: the npm
// package's `.`, shared/index.ts and the WebAssembly core). EXPORTS says how each function is
// called and what it answers; a new function export fails the first test until it has an entry.
// Every function is called with hostile values in every argument position and one past the
// last, with its valid arguments in disguise (proxies and getters that throw or lie at their
// k-th read, frozen copies), and with nearly right puzzles and options, on both 9x9 cores. A
// result function answers a value or an error with a known code, never `internal_error` (only an
// engine bug may cause one); a disguise that never went off is answered as the plain arguments
// are; and a hostile call leaves nothing behind for the next caller. Every counterexample found
// is kept as a fixed case at the end. A failure prints its seed: test/support/fast-check.setup.ts
// says how to replay it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import * as engine from '../../shared/engine.ts';
import {
  copyOf,
  type Disguise,
  describeThrown,
  disguise,
  freshReads,
  hostileValue,
  lyingList,
  recipe,
  revokedProxy,
  sparse,
  throwingGetter,
  throwingProxy,
} from '../support/hostile.ts';
import { runs } from '../support/property.ts';
import { unwrap } from '../support/result.ts';
import { solver9Module } from '../support/wasm.ts';

const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const ROWS = unwrap(engine.format(PUZZLE, 'rows'));
const GRID = unwrap(engine.parse(PUZZLE));
const TRACE = unwrap(engine.solve(PUZZLE, { algorithm: 'backtracking', trace: true }))
  .trace as engine.Trace;

/** The codes an error may have; `internal_error` is not one (only an engine bug causes it). */
const CODES = new Set<string>([
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

type Answer = { readonly result: z.ZodMiniType } | { readonly plain: z.ZodMiniType };

interface Entry {
  /** Valid arguments; each position (and one past the last) takes hostile values in turn. */
  readonly valid: readonly unknown[];
  /** A result whose value has this schema, or a plain value of this schema. */
  readonly answers: Answer;
  /** Where its options go, if it takes an options object. */
  readonly options?: number;
  /** What it answers when its first argument is hostile, if that is fixed. */
  readonly onHostile?: unknown;
  /** It switches the 9x9 core: the test puts its core back after each call. */
  readonly switchesCore?: true;
  /** Its valid argument is no data (a compiled module): not copied or disguised. */
  readonly opaque?: true;
}

const positiveInt = z.int().check(z.positive());

/** How each function export is called, and what it answers. */
const EXPORTS: Readonly<Record<string, Entry>> = {
  parse: { valid: [PUZZLE], answers: { result: engine.GridSchema } },
  format: {
    valid: [ROWS, 'pretty'],
    answers: { result: z.union([z.string(), z.array(z.array(z.int()))]) },
  },
  check: {
    valid: [PUZZLE, { arrows: [] }],
    answers: { result: engine.CheckResultSchema },
    options: 1,
  },
  solve: {
    valid: [ROWS, { limit: 2, budget: 5000 }],
    answers: { result: engine.SolveResultSchema },
    options: 1,
  },
  generate: {
    valid: [{ seed: 'hostile', size: 4, level: 'easy' }],
    answers: { result: engine.GeneratedPuzzleSchema },
    options: 0,
  },
  daily: {
    valid: ['2026-11-21', 'easy', 'classic'],
    answers: { result: engine.GeneratedPuzzleSchema },
  },
  hint: {
    valid: [PUZZLE, ROWS, { notes: null }],
    answers: { result: engine.HintResultSchema },
    options: 2,
  },
  rate: {
    valid: [ROWS, { budget: 200_000 }],
    answers: { result: engine.RatingSchema },
    options: 1,
  },
  autoNotes: { valid: [GRID, {}], answers: { result: z.array(z.array(z.int())) }, options: 1 },
  replay: { valid: [TRACE, 5], answers: { result: engine.GridSchema } },
  charOfDigit: { valid: [5], answers: { plain: z.string() } },
  isSize: { valid: [9], answers: { plain: z.boolean() } },
  isCalendarDate: { valid: ['2026-11-21'], answers: { plain: z.boolean() } },
  dailySeed: { valid: ['2026-11-21', 'easy'], answers: { plain: z.string() } },
  defaultBudget: { valid: [9, 'fast', false, false], answers: { plain: positiveInt } },
  defaultLogicBudget: { valid: [9], answers: { plain: positiveInt } },
  installWasmSolver: {
    valid: [solver9Module],
    answers: { plain: z.boolean() },
    onHostile: false,
    switchesCore: true,
    opaque: true,
  },
  removeWasmSolver: { valid: [], answers: { plain: z.undefined() }, switchesCore: true },
  solverBackend: { valid: [], answers: { plain: z.enum(['wasm', 'js']) } },
};

type Call = (...args: unknown[]) => unknown;
type Core = 'wasm' | 'js';

const exported = engine as unknown as Record<string, unknown>;
const ENTRIES = Object.entries(EXPORTS);
const cores = fc.constantFrom<Core>('wasm', 'js');

function useCore(core: Core): void {
  if (core === 'wasm') engine.installWasmSolver(solver9Module);
  else engine.removeWasmSolver();
}

const validArgs = (entry: Entry): unknown[] =>
  entry.opaque ? [...entry.valid] : entry.valid.map(copyOf);

/** Calls an export; an exception fails the test, naming the export. */
function call(name: string, args: unknown[], core: Core): unknown {
  let out: unknown;
  let threw: unknown;
  let didThrow = false;
  try {
    out = (exported[name] as Call)(...args);
  } catch (error) {
    didThrow = true;
    threw = error;
  }
  if (EXPORTS[name].switchesCore) useCore(core);
  if (didThrow) throw new Error(`${name} threw: ${describeThrown(threw)}`);
  return out;
}

/** A result value: a value of its schema, or an error with a known code, a message and a path. */
function expectResult(name: string, schema: z.ZodMiniType, out: unknown): void {
  expect(typeof out === 'object' && out !== null, `${name} answered ${typeof out}`).toBe(true);
  const result = out as engine.Result<unknown>;
  if (result.ok === true) {
    const parsed = schema.safeParse(result.value);
    expect(parsed.success, `${name} value: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
    return;
  }
  expect(result.ok, `${name} answered neither ok nor an error`).toBe(false);
  const { code, message, path } = result.error;
  expect(CODES.has(code), `${name}: ${code}: ${message}`).toBe(true);
  expect(typeof message === 'string' && message.length > 0, `${name}: no message`).toBe(true);
  if (path !== undefined)
    for (const key of path) expect(['string', 'number'], `${name} path`).toContain(typeof key);
}

function expectAnswer(name: string, out: unknown): void {
  const { answers } = EXPORTS[name];
  if ('result' in answers) {
    expectResult(name, answers.result, out);
    return;
  }
  const parsed = answers.plain.safeParse(out);
  expect(parsed.success, `${name} answered ${fc.stringify(out)}`).toBe(true);
}

/** An answer without its timings (microseconds), to compare two calls. */
const timeless = (out: unknown): unknown =>
  JSON.parse(JSON.stringify(out, (key, value) => (key === 'microseconds' ? 0 : value)) ?? 'null');

/** Each export's answer to its valid arguments, on each core: the calls are deterministic. */
const plainAnswers = new Map<string, unknown>();
function plainAnswer(name: string, core: Core): unknown {
  const key = `${name} ${core}`;
  if (!plainAnswers.has(key))
    plainAnswers.set(key, timeless(call(name, validArgs(EXPORTS[name]), core)));
  return plainAnswers.get(key);
}

/** The arguments with `value` at `position` (past the end: one more argument). */
function withValue(entry: Entry, position: number, value: unknown): unknown[] {
  const args = validArgs(entry);
  args[position] = value;
  return args;
}

const isSchema = (value: unknown): value is z.ZodMiniType =>
  typeof value === 'object' && value !== null && '_zod' in value;

describe('the exports of the engine never throw', () => {
  it('have an entry for every function, and every other export is a schema or a constant', () => {
    const functions = Object.keys(exported).filter((name) => typeof exported[name] === 'function');
    expect(
      functions.filter((name) => !(name in EXPORTS)),
      'add these to EXPORTS',
    ).toEqual([]);
    expect(Object.keys(EXPORTS).filter((name) => typeof exported[name] !== 'function')).toEqual([]);
    for (const [name, value] of Object.entries(exported)) {
      if (typeof value === 'function' || isSchema(value)) continue;
      expect(['number', 'string', 'object'], name).toContain(typeof value);
    }
  });

  it('answer hostile values in every argument position, on both cores', () => {
    fc.assert(
      fc.property(cores, fc.array(hostileValue, { minLength: 1, maxLength: 3 }), (core, values) => {
        useCore(core);
        for (const [name, entry] of ENTRIES) {
          for (let position = 0; position <= entry.valid.length; position++) {
            const value = values[position % values.length].make();
            const out = call(name, withValue(entry, position, value), core);
            expectAnswer(name, out);
            if (position === 0 && entry.onHostile !== undefined) expect(out).toBe(entry.onHostile);
          }
          expectAnswer(
            name,
            call(
              name,
              values.map((v) => v.make()),
              core,
            ),
          );
        }
      }),
      {
        numRuns: runs(40),
        // Issue 23 item 12 (fast-check seed 604292706, path 34:4:79:79 in the old test).
        examples: [['wasm', [recipe('{toString: {}}', () => ({ toString: {} }))]]],
      },
    );
  });

  it('answer their valid arguments in disguise, as plain ones when nothing went off', () => {
    fc.assert(
      fc.property(cores, disguise, (core, hide: Disguise) => {
        useCore(core);
        for (const [name, entry] of ENTRIES) {
          if (entry.opaque) continue;
          const reads = freshReads();
          const out = call(
            name,
            entry.valid.map((v) => hide.wrap(v, reads)),
            core,
          );
          expectAnswer(name, out);
          if (!reads.disturbed)
            expect(timeless(out), `${name}, ${fc.stringify(hide)}`).toEqual(
              plainAnswer(name, core),
            );
        }
      }),
      { numRuns: runs(60) },
    );
  });

  // Options as a plain object are remembered by their text: a caller whose getters answer one
  // thing, then another, must not leave an answer under the wrong text for the next caller.
  const optionField = fc.oneof(
    fc.tuple(fc.constant('limit'), fc.constantFrom(-1, 1, 2, 5000)),
    fc.tuple(fc.constant('budget'), fc.constantFrom(0, 1, 50, 200_000)),
    fc.tuple(fc.constant('algorithm'), fc.constantFrom('fast', 'backtracking', 'nope')),
    fc.tuple(fc.constant('trace'), fc.boolean()),
    fc.tuple(fc.constant('seed'), fc.constantFrom('a', 'b', '')),
    fc.tuple(fc.constant('size'), fc.constantFrom(4, 5, 6)),
    fc.tuple(fc.constant('level'), fc.constantFrom('easy', 'nope')),
    fc.tuple(fc.constant('notes'), fc.constant(null)),
    fc.tuple(fc.constant('arrows'), fc.constant(undefined)),
  );
  const smallOptions = fc
    .uniqueArray(optionField, { minLength: 1, maxLength: 4, selector: ([name]) => name })
    .map((fields) => Object.fromEntries(fields));

  it('leave nothing behind: plain options after a hostile call are answered as they should be', () => {
    class Options {}
    fc.assert(
      fc.property(cores, disguise, smallOptions, (core, hide: Disguise, options) => {
        useCore(core);
        for (const [name, entry] of ENTRIES) {
          if (entry.options === undefined) continue;
          const at = entry.options;
          call(name, withValue(entry, at, hide.wrap(options, freshReads())), core);
          const plain = timeless(call(name, withValue(entry, at, { ...options }), core));
          // The same options as a class instance: read by the schema itself, never remembered.
          const instance = Object.assign(new Options(), options);
          const expected = timeless(call(name, withValue(entry, at, instance), core));
          expect(plain, `${name}(${JSON.stringify(options)}) after ${fc.stringify(hide)}`).toEqual(
            expected,
          );
        }
      }),
      { numRuns: runs(60) },
    );
  });

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
  const coordinate = fc.tuple(fc.integer({ min: -1, max: 9 }), fc.integer({ min: -1, max: 9 }));
  const nearOptions = fc.oneof(
    fc.constant(undefined),
    fc.record(
      {
        limit: fc.integer({ min: -1, max: 3 }),
        budget: fc.integer({ min: -1, max: 2000 }),
        algorithm: fc.constantFrom(...engine.ALGORITHM_NAMES, 'nope'),
        trace: fc.boolean(),
        traceLimit: fc.integer({ min: -1, max: 50 }),
        arrows: fc.array(fc.tuple(coordinate, fc.array(coordinate, { maxLength: 4 })), {
          maxLength: 3,
        }),
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
  const RESULT_FUNCTIONS = ENTRIES.filter(([, entry]) => 'result' in entry.answers).map(
    ([name]) => name,
  );

  it.each(RESULT_FUNCTIONS)('%s answers nearly right puzzles and options', (name) => {
    fc.assert(
      fc.property(cores, nearPuzzle, nearPuzzle, nearOptions, (core, puzzle, other, options) => {
        useCore(core);
        expectAnswer(name, call(name, [puzzle, options], core));
        expectAnswer(name, call(name, [puzzle, other, options], core));
        expectAnswer(name, call(name, [options], core));
      }),
      { numRuns: runs(75) },
    );
  });

  it('schemas read any data without throwing (zod: getters and proxies are its own contract)', () => {
    const schemas = Object.entries(exported).filter((entry): entry is [string, z.ZodMiniType] =>
      isSchema(entry[1]),
    );
    fc.assert(
      fc.property(
        fc.anything({ withObjectString: true, withNullPrototype: true, withBigInt: true }),
        (value) => {
          for (const [, schema] of schemas) schema.safeParse(value);
        },
      ),
      { numRuns: runs(100) },
    );
  });
});

// Counterexamples found (by these properties, by the issue and by hand), each a bug that was
// fixed; the answer each now gets. They run on every CI run, not only when a seed finds them.
describe('counterexamples found, kept', () => {
  const code = (out: unknown) =>
    (out as engine.Result<unknown>).ok === false &&
    (out as { error: engine.EngineError }).error.code;

  it('defaultLogicBudget({ toString: {} }) threw a TypeError (issue 23 item 12); any non-size gets the 9x9 default', () => {
    expect(engine.defaultLogicBudget({ toString: {} } as never)).toBe(engine.DEFAULT_LOGIC_BUDGET);
    expect(engine.defaultLogicBudget(Object.create(null))).toBe(engine.DEFAULT_LOGIC_BUDGET);
    expect(engine.defaultLogicBudget([Symbol('x')] as never)).toBe(engine.DEFAULT_LOGIC_BUDGET);
    expect(engine.defaultLogicBudget(revokedProxy({}) as never)).toBe(engine.DEFAULT_LOGIC_BUDGET);
    expect(engine.defaultLogicBudget(16)).toBe(5_000_000);
  });

  it('a grid whose size has no toString was internal_error; it is a size that does not match', () => {
    const out = engine.parse({ size: { toString: {} }, cells: new Array(81).fill(0) });
    expect(code(out)).toBe('invalid_size');
  });

  it('new Array(2 ** 32 - 1) as a puzzle took minutes; it is refused at once', () => {
    const started = performance.now();
    expect(code(engine.solve(sparse(2 ** 32 - 1) as never))).toBe('invalid_size');
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('rows with holes reached a hole as a row (internal_error); a hole is not a row', () => {
    expect(code(engine.parse(sparse(9, { 0: new Array(9).fill(0) })))).toBe('invalid_puzzle');
  });

  it('getters, proxies and revoked proxies that throw were internal_error; they could not be read', () => {
    const getter = throwingGetter({ size: 9 }, 'cells', new Error('no'));
    expect(engine.parse(getter)).toMatchObject({
      ok: false,
      error: { code: 'invalid_puzzle', message: 'puzzle could not be read: no' },
    });
    expect(code(engine.parse(revokedProxy([])))).toBe('invalid_puzzle');
    expect(code(engine.hint(PUZZLE, throwingProxy([], 1)))).toBe('invalid_puzzle');
    expect(engine.solve(PUZZLE, throwingGetter({}, 'limit', new Error('no')))).toMatchObject({
      ok: false,
      error: { code: 'invalid_options', message: 'options could not be read: no', path: [] },
    });
    expect(code(engine.format(PUZZLE, revokedProxy({}) as never))).toBe('invalid_options');
  });

  it('a getter that threw a revoked proxy made solve itself throw (describing it threw again)', () => {
    const out = engine.solve(PUZZLE, throwingGetter({}, 'limit', revokedProxy({})));
    expect(out).toMatchObject({
      ok: false,
      error: {
        code: 'invalid_options',
        message: 'options could not be read: a revoked proxy was thrown',
      },
    });
  });

  it('a getter answering 5000, then 1, left {limit: 5000} answered ok for every later caller', () => {
    let reads = 0;
    const sneaky = {
      get limit() {
        reads++;
        return reads === 1 ? 5000 : 1;
      },
    };
    engine.solve(PUZZLE, sneaky as never);
    expect(code(engine.solve(PUZZLE, { limit: 5000 }))).toBe('invalid_options');
  });

  it('a trace changed after its first replay was internal_error; replay keeps its checked copy', () => {
    const trace = structuredClone(TRACE) as engine.Trace;
    const board = unwrap(engine.replay(trace, 3));
    (trace as { events: unknown }).events = null;
    expect(unwrap(engine.replay(trace, 3))).toEqual(board);
  });

  it('a trace of 10,000,000 events took 57 s and overflowed the stack; it is refused at once', () => {
    const started = performance.now();
    const trace = { ...TRACE, events: sparse(10_000_000) };
    expect(code(engine.replay(trace as never))).toBe('invalid_options');
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  // zod reads a list's length three times (its size cap, the output's allocation, the loop): a
  // length that answers something else at one of them left a stray item or holes in the checked
  // output. Found by the disguise property (seeds 22 and 11, FC_RUNS=5).
  const lengthLies = (items: unknown[], at: number, lie: unknown) => {
    let reads = 0;
    return new Proxy(items, {
      get: (target, key, receiver) =>
        key === 'length' && ++reads === at ? lie : Reflect.get(target, key, receiver),
    });
  };

  it('check(p, {arrows: [] whose length reads {toString: {}} at the second read}) was internal_error', () => {
    const out = engine.check(PUZZLE, { arrows: lengthLies([], 2, { toString: {} }) as never });
    expect(unwrap(out)).toEqual(unwrap(engine.check(PUZZLE)));
  });

  it('replay(a trace whose events length reads 0 at the third read) was internal_error', () => {
    const trace = { ...TRACE, events: lengthLies(structuredClone(TRACE.events), 3, 0) };
    expect(unwrap(engine.replay(trace as never, 5))).toEqual(unwrap(engine.replay(TRACE, 5)));
  });

  it('installWasmSolver(a revoked proxy) threw from instanceof; it answers false', () => {
    const before = engine.solverBackend();
    expect(engine.installWasmSolver(revokedProxy({}) as never)).toBe(false);
    expect(engine.solverBackend()).toBe(before);
  });

  it('dailySeed([a list saying 2 ** 32 - 1 items]) ran for hours joining it; an object is no text', () => {
    const started = performance.now();
    expect(engine.dailySeed([lyingList([1, 2], 2 ** 32 - 1)] as never, 'easy')).toBe('daily::easy');
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('dailySeed of text at the longest length a string can have threw (Invalid string length)', () => {
    const longest = 'x'.repeat(2 ** 29 - 24);
    expect(engine.dailySeed(longest, 'easy')).toBe(`daily:${'x'.repeat(128)}:easy`);
  });
});
