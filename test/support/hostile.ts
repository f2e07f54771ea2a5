/**
 * Hostile values for property tests of the public functions (the engine's exports, the client's
 * methods): whatever an untyped caller can pass. `hostileValue` is fast-check's `anything` with
 * every kind it makes (null prototypes, objects whose `toString` is no function, boxed values,
 * BigInts, sparse and typed arrays, dates, maps, sets, lone surrogates) and what it does not
 * make: proxies whose traps throw, revoked proxies, getters that throw, lists that lie about
 * their length, cycles, huge sparse lists, very long text, odd numbers, each alone or inside
 * lists and records. `disguise` hides valid data behind the caller's own code: read through a
 * proxy that throws, or answers something else, at its k-th read; its fields as getters that do
 * the same; frozen. `Reads` tells whether that happened.
 *
 * Arbitraries give recipes, not the values: `make()` builds a fresh value for each call (a proxy
 * that counts its reads, a getter that throws once, is spent by one use), and a recipe prints as
 * what it makes, so a failing property's report (and its seed) survives values that throw when
 * fast-check itself tries to print them.
 */
import fc from 'fast-check';

/** How to make a hostile value, printed as the value it makes. */
export interface Recipe {
  readonly make: () => unknown;
  readonly [fc.toStringMethod]: () => string;
}

export const recipe = (name: string, make: () => unknown): Recipe => ({
  make,
  [fc.toStringMethod]: () => name,
});

/** A value fast-check made (and can print) as a recipe: the same value each time. */
const asIs = (value: unknown): Recipe => recipe(fc.stringify(value), () => value);

/** What a thrown value says, for a test's failure message; never throws itself. */
export function describeThrown(thrown: unknown): string {
  try {
    return thrown instanceof Error ? `${thrown.name}: ${thrown.message}` : String(thrown);
  } catch {
    return `a ${typeof thrown}`;
  }
}

/** A proxy over `target` whose every trap throws `thrown`. */
export function throwingProxy<T extends object>(target: T, thrown: unknown): T {
  const fail = () => {
    throw thrown;
  };
  return new Proxy(target, {
    get: fail,
    has: fail,
    ownKeys: fail,
    getOwnPropertyDescriptor: fail,
    getPrototypeOf: fail,
    set: fail,
    defineProperty: fail,
    deleteProperty: fail,
    isExtensible: fail,
    preventExtensions: fail,
    setPrototypeOf: fail,
    ...(typeof target === 'function' ? { apply: fail, construct: fail } : {}),
  });
}

/** A proxy that was revoked: every operation on it throws a TypeError. */
export function revokedProxy<T extends object>(target: T): T {
  const { proxy, revoke } = Proxy.revocable(target, {});
  revoke();
  return proxy;
}

/** `record` with its field `name` replaced by a getter that throws `thrown`. */
export function throwingGetter(record: object, name: string, thrown: unknown): object {
  return Object.defineProperty({ ...record }, name, {
    get() {
      throw thrown;
    },
    enumerable: true,
  });
}

/** An array that says it has `length` items (a proxy may say anything) and holds `items`. */
export const lyingList = (items: unknown[], length: unknown): unknown[] =>
  new Proxy(items, {
    get: (target, key, receiver) =>
      key === 'length' ? length : Reflect.get(target, key, receiver),
  });

/** A list of `length` holes, with items at a few indexes. */
export function sparse(length: number, filled: Record<number, unknown> = {}): unknown[] {
  const list = new Array(length);
  for (const [i, value] of Object.entries(filled)) list[Number(i)] = value;
  return list;
}

function cyclicList(): unknown[] {
  const list: unknown[] = [];
  list.push(list, 1);
  return list;
}

function cyclicRecord(): Record<string, unknown> {
  const record: Record<string, unknown> = { size: 9 };
  record.cells = [record];
  record.self = record;
  return record;
}

/** Values a caller's code may throw, themselves hostile to whoever describes them. */
export const thrownValue: fc.Arbitrary<Recipe> = fc.constantFrom(
  recipe('Error', () => new Error('thrown by the caller')),
  recipe('TypeError without a message', () => new TypeError('')),
  recipe('a string', () => 'a thrown string'),
  recipe('undefined', () => undefined),
  recipe('null', () => null),
  recipe('42', () => 42),
  recipe('Symbol', () => Symbol('thrown')),
  recipe('{toString: {}}', () => ({ toString: {} })),
  recipe('Object.create(null)', () => Object.create(null)),
  recipe('a revoked proxy', () => revokedProxy({})),
  recipe('a proxy that throws', () => throwingProxy({}, 'thrown again')),
  recipe('an Error whose message getter throws', () =>
    Object.defineProperty(new Error('x'), 'message', {
      get() {
        throw new Error('the message getter throws');
      },
    }),
  ),
);

/** Names the public functions read from their arguments, for getters that throw. */
const FIELDS = [
  'cells',
  'size',
  'limit',
  'budget',
  'algorithm',
  'trace',
  'traceLimit',
  'arrows',
  'cages',
  'notes',
  'seed',
  'level',
  'variant',
  'events',
  'puzzle',
  'entries',
  'signal',
  'timeout',
  'length',
  'toString',
  'valueOf',
  'then',
];

/** Values that are hostile on their own. */
const hostileLeaf: fc.Arbitrary<Recipe> = fc.oneof(
  fc.constantFrom(
    recipe('{toString: {}}', () => ({ toString: {} })),
    recipe('{toString: {}, valueOf: {}}', () => ({ toString: {}, valueOf: {} })),
    recipe('{[Symbol.toPrimitive]: 1}', () => ({ [Symbol.toPrimitive]: 1 })),
    recipe('Object.create(null)', () => Object.create(null)),
    recipe('a null-prototype grid of holes', () =>
      Object.assign(Object.create(null), { size: 9, cells: sparse(81) }),
    ),
    recipe('Symbol', () => Symbol('hostile')),
    recipe('10n ** 30n', () => 10n ** 30n),
    recipe('-0', () => -0),
    recipe('NaN', () => Number.NaN),
    recipe('Infinity', () => Number.POSITIVE_INFINITY),
    recipe('-Infinity', () => Number.NEGATIVE_INFINITY),
    recipe('2 ** 53', () => 2 ** 53),
    recipe('2 ** 32 - 1', () => 2 ** 32 - 1),
    recipe('Number.MIN_VALUE', () => Number.MIN_VALUE),
    recipe('a function', () => () => 1),
    recipe('a function whose toString is {}', () => Object.assign(() => 1, { toString: {} })),
    recipe('an invalid Date', () => new Date(Number.NaN)),
    recipe('a RegExp', () => /./g),
    recipe('a Map', () => new Map([[1, 2]])),
    recipe('a Uint8Array(81)', () => new Uint8Array(81)),
    recipe('a list that holds itself', cyclicList),
    recipe('a grid that holds itself', cyclicRecord),
    recipe('a frozen list of 81 zeros', () => Object.freeze(new Array(81).fill(0))),
    recipe('a frozen grid', () =>
      Object.freeze({ size: 9, cells: Object.freeze(new Array(81).fill(0)) }),
    ),
    recipe('new Array(2 ** 32 - 1)', () => sparse(2 ** 32 - 1)),
    recipe('81 holes, a list at 0', () => sparse(81, { 0: [1, 2, 3] })),
    recipe('9 holes, a row at 0', () => sparse(9, { 0: new Array(9).fill(0) })),
    recipe('100,000 zeros', () => new Array(100_000).fill(0)),
    recipe("'1' x 100,000", () => '1'.repeat(100_000)),
    recipe("' ' x 20,000", () => ' '.repeat(20_000)),
    recipe("'e' and 5,000 combining marks", () => `e${'\u0301'.repeat(5_000)}`),
    recipe('81 lone high surrogates', () => '\uD800'.repeat(81)),
    recipe('a lone low surrogate and 80 dots', () => `\uDC00${'.'.repeat(80)}`),
    recipe('an array-like {length: 81, 0: 1}', () => ({ length: 81, 0: 1 })),
    recipe('a grid whose size has no toString', () => ({
      size: { toString: {} },
      cells: new Array(81).fill(0),
    })),
    recipe('a grid whose cells have no toString', () => ({
      size: 9,
      cells: new Array(81).fill({ toString: {} }),
    })),
    // A thenable on purpose: a caller's object is no promise to await.
    // biome-ignore lint/suspicious/noThenProperty: the hostile value is the point
    recipe('a thenable', () => ({ then: () => {} })),
  ),
  fc
    .tuple(fc.constantFrom('{}', '[]', 'function'), thrownValue)
    .map(([kind, thrown]) =>
      recipe(`a ${kind} proxy that throws ${fc.stringify(thrown)}`, () =>
        throwingProxy(kind === '{}' ? {} : kind === '[]' ? [] : () => 1, thrown.make()),
      ),
    ),
  fc
    .constantFrom('{}', '[]', 'function')
    .map((kind) =>
      recipe(`a revoked ${kind} proxy`, () =>
        revokedProxy(kind === '{}' ? {} : kind === '[]' ? [] : () => 1),
      ),
    ),
  fc
    .tuple(fc.constantFrom(...FIELDS), thrownValue, fc.boolean())
    .map(([name, thrown, sized]) =>
      recipe(`{${sized ? 'size: 9, ' : ''}get ${name}() { throw ${fc.stringify(thrown)} }}`, () =>
        throwingGetter(sized ? { size: 9 } : {}, name, thrown.make()),
      ),
    ),
  fc
    .tuple(
      fc.constantFrom(2 ** 32 - 1, 1e9, -1, Number.NaN, '81', 80.5, 81, null),
      fc.array(fc.integer({ min: 0, max: 9 }), { maxLength: 81 }),
    )
    .map(([length, items]) =>
      recipe(`${items.length} digits saying length ${fc.stringify(length)}`, () =>
        lyingList([...items], length),
      ),
    ),
);

const anything = fc
  .anything({
    withBoxedValues: true,
    withMap: true,
    withSet: true,
    withObjectString: true,
    withNullPrototype: true,
    withBigInt: true,
    withDate: true,
    withTypedArray: true,
    withSparseArray: true,
    stringUnit: 'binary',
  })
  .map(asIs);

/** Hostile values nested in a list or a record, the way an options object or a puzzle holds them. */
const nested: fc.Arbitrary<Recipe> = fc.oneof(
  fc
    .array(fc.oneof(hostileLeaf, anything), { minLength: 1, maxLength: 4 })
    .map((items) =>
      recipe(`[${items.map((r) => fc.stringify(r)).join(', ')}]`, () => items.map((r) => r.make())),
    ),
  fc
    .array(fc.tuple(fc.constantFrom(...FIELDS), fc.oneof(hostileLeaf, anything)), {
      minLength: 1,
      maxLength: 3,
    })
    .map((fields) =>
      recipe(`{${fields.map(([k, r]) => `${k}: ${fc.stringify(r)}`).join(', ')}}`, () =>
        Object.fromEntries(fields.map(([k, r]) => [k, r.make()])),
      ),
    ),
);

/** Anything at all, made fresh by each `make()`. */
export const hostileValue: fc.Arbitrary<Recipe> = fc.oneof(anything, hostileLeaf, nested);

/** How many times a disguise was read, and whether its plan went off. */
export interface Reads {
  count: number;
  disturbed: boolean;
}

export const freshReads = (): Reads => ({ count: 0, disturbed: false });

/** At which read a disguise throws or answers something else (0: never). */
interface Plan {
  readonly at: number;
  readonly kind: 'throw' | 'lie';
  readonly thrown: Recipe;
  readonly lie: Recipe;
}

/** Counts a read; throws, or answers true (lie now), when it is the planned one. */
function counted(plan: Plan, reads: Reads): boolean {
  reads.count++;
  if (reads.count !== plan.at) return false;
  reads.disturbed = true;
  if (plan.kind === 'throw') throw plan.thrown.make();
  return true;
}

/**
 * `value` read through proxies, all the way down: every operation on it counts as a read, and
 * the planned one throws (or, for a property read, answers the lie).
 */
function readThrough<T>(value: T, plan: Plan, reads: Reads): T {
  if (typeof value !== 'object' || value === null) return value;
  return new Proxy(value, {
    get(target, key, receiver) {
      const lie = counted(plan, reads);
      const found = Reflect.get(target, key, receiver);
      return lie ? plan.lie.make() : readThrough(found, plan, reads);
    },
    has: (target, key) => counted(plan, reads) || Reflect.has(target, key),
    ownKeys(target) {
      counted(plan, reads);
      return Reflect.ownKeys(target);
    },
    getOwnPropertyDescriptor(target, key) {
      counted(plan, reads);
      return Reflect.getOwnPropertyDescriptor(target, key);
    },
    getPrototypeOf(target) {
      counted(plan, reads);
      return Reflect.getPrototypeOf(target);
    },
  });
}

/** A copy of `value` whose fields (list items included) are getters, each read counted. */
function asGetters<T>(value: T, plan: Plan, reads: Reads): T {
  if (typeof value !== 'object' || value === null) return value;
  const copy: object = Array.isArray(value) ? new Array(value.length) : {};
  for (const [key, field] of Object.entries(value)) {
    const inner = asGetters(field, plan, reads);
    Object.defineProperty(copy, key, {
      get: () => (counted(plan, reads) ? plan.lie.make() : inner),
      enumerable: true,
    });
  }
  return copy as T;
}

function deepFrozen<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  for (const field of Object.values(value)) deepFrozen(field);
  return Object.freeze(value);
}

/** A fresh copy of JSON-like data (the valid arguments of a call). */
export const copyOf = <T>(value: T): T => (value === undefined ? value : structuredClone(value));

const plan: fc.Arbitrary<Plan> = fc.record({
  at: fc.oneof(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 400 })),
  kind: fc.constantFrom('throw', 'lie'),
  thrown: thrownValue,
  lie: fc.oneof(
    hostileLeaf,
    fc.constantFrom(0, 1, 2, 9, 81, 5000, -1, 'fast', 'easy', true, undefined, null, []).map(asIs),
  ),
});

/**
 * Valid data in disguise: `wrap(value, reads)` copies it and hides the copy behind a proxy or
 * getters that throw or lie at their planned read, or freezes it. `reads.disturbed` says
 * afterwards whether the plan went off; undisturbed, a disguise is the same data.
 */
export interface Disguise {
  readonly wrap: <T>(value: T, reads: Reads) => T;
  readonly [fc.toStringMethod]: () => string;
}

const describePlan = (p: Plan) =>
  p.at === 0
    ? 'never disturbed'
    : `${p.kind === 'throw' ? `throwing ${fc.stringify(p.thrown)}` : `answering ${fc.stringify(p.lie)}`} at read ${p.at}`;

export const disguise: fc.Arbitrary<Disguise> = fc.oneof(
  plan.map((p) => ({
    wrap: <T>(value: T, reads: Reads) => readThrough(copyOf(value), p, reads),
    [fc.toStringMethod]: () => `read through a proxy, ${describePlan(p)}`,
  })),
  plan.map((p) => ({
    wrap: <T>(value: T, reads: Reads) => asGetters(copyOf(value), p, reads),
    [fc.toStringMethod]: () => `fields as getters, ${describePlan(p)}`,
  })),
  fc.constant({
    wrap: <T>(value: T) => deepFrozen(copyOf(value)),
    [fc.toStringMethod]: () => 'frozen',
  }),
);
