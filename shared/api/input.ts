/**
 * How the public functions read what callers pass. A puzzle comes in any form `parse` takes (text,
 * rows, a flat array or a grid); options are checked against their zod schema, so a misspelt
 * option or a value out of range is an `invalid_options` error naming the field and what it
 * takes. A caller's value is read once, through caller.ts: what the caller's own code throws while
 * it is read (a getter, a proxy) is an error in the input, and the engine goes on with its copy
 * (the grid's cells, zod's output), never with the caller's object. `attempt` is the last line of
 * the promise that no public function throws: an exception that escapes anyway is an engine bug,
 * answered as an `internal_error` value.
 */
import type * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';
import type { Grid, PuzzleInput } from '../board/grid.ts';
import { parse } from '../board/parse.ts';
import { fail, invalidOptions, ok, type Result } from '../errors.ts';
import { type Arrow, type ArrowCells, arrowCells } from '../variants/arrow.ts';
import { type Cage, type CageCells, cageCells } from '../variants/killer.ts';
import { readData, readOrFail, reasonOf } from './caller.ts';

/** Any puzzle a public function takes: what `parse` takes, or a parsed grid. */
export type PuzzleLike = PuzzleInput | Grid | readonly number[] | readonly (readonly number[])[];

/** Any puzzle form as a grid of its own, or the error; a `field` that throws while read is one. */
export const readGrid = (input: unknown, field = 'puzzle'): Result<Grid> =>
  readOrFail('invalid_puzzle', field, [], () => parse(input));

/** The puzzle (or the player's entries) as a grid; error paths start at `field`. */
export function readPuzzle(input: unknown, field = 'puzzle'): Result<Grid> {
  const grid = readGrid(input, field);
  if (grid.ok) return grid;
  const { code, message, path = [] } = grid.error;
  return fail(code, message, [field, ...path]);
}

/**
 * English messages for this parse only: zod/mini ships none ("Invalid input" everywhere), and
 * the engine must not change the zod configuration of the program that uses it.
 */
const ENGLISH = { error: en().localeError };

// What each schema makes of no options at all, worked out once: most calls pass none.
const defaults = new WeakMap<object, Result<unknown>>();

/**
 * What each schema made of small options objects seen lately, by their text (`limit=1`): a hot
 * loop passes the same few ({limit: 1}) over and over, and a zod parse costs about as much as a
 * whole easy 9x9 solve. Only plain objects of one to four small primitive values are remembered
 * (their text says all there is to them), at most 64 per schema; the schema still decides.
 */
const recent = new WeakMap<object, Map<string, Result<unknown>>>();
const RECENT_MAX = 64;

/**
 * The small plain options object read last, as it was then (its names and values in order) and
 * what its schema made of it: a hot loop passing one object again skips even building its text
 * (which costs more than reading the object). The names come from `for...in`, as zod reads the
 * keys of an object (symbol keys, which neither sees, change nothing).
 */
let last: {
  readonly schema: object;
  readonly names: readonly string[];
  readonly values: readonly unknown[];
  readonly read: Result<unknown>;
} | null = null;

const isPlain = (options: object): boolean => {
  const proto = Object.getPrototypeOf(options);
  return proto === Object.prototype || proto === null;
};

/** Whether `options` holds the same names and values, in the same order, as the last one read. */
function sameAsLast(schema: object, options: object): boolean {
  if (last === null || last.schema !== schema || !isPlain(options)) return false;
  const { names, values } = last;
  let i = 0;
  for (const name in options) {
    if (name !== names[i] || !Object.is((options as Record<string, unknown>)[name], values[i]))
      return false;
    i++;
  }
  return i === names.length;
}

/** The names and values of a small plain options object, each read once. */
interface Fields {
  readonly names: readonly string[];
  readonly values: readonly unknown[];
}

const isSimple = (value: unknown): boolean =>
  typeof value === 'boolean' ||
  value === undefined ||
  (typeof value === 'number' && Number.isSafeInteger(value) && !Object.is(value, -0)) ||
  (typeof value === 'string' && value.length <= 32);

/**
 * The fields of a small plain options object (one to four own names, each holding a small
 * primitive: then its text says all there is to it), or null when it is not one. Each value is
 * read once: a getter may answer differently on every read, and the text, the schema's verdict
 * and what is remembered must all come from the same answers.
 */
function fieldsOf(options: object): Fields | null {
  if (!isPlain(options) || Object.getOwnPropertySymbols(options).length > 0) return null;
  const names: string[] = [];
  const values: unknown[] = [];
  for (const name in options) {
    // A name from up the prototype chain (an enumerable one on Object.prototype) is not the
    // object's own: such an object is read by the schema alone.
    if (!Object.hasOwn(options, name) || names.length === 4) return null;
    const value: unknown = (options as Record<string, unknown>)[name];
    if (!isSimple(value)) return null;
    names.push(name);
    values.push(value);
  }
  return names.length > 0 ? { names, values } : null;
}

/** The text of the fields (`limit=1;`), which says all there is to them. */
function keyOf({ names, values }: Fields): string {
  let key = '';
  for (let i = 0; i < names.length; i++) {
    const value = values[i];
    key += `${names[i]}=${typeof value === 'string' ? JSON.stringify(value) : String(value)};`;
  }
  return key;
}

/** The fields as an object of their own (no prototype: a `__proto__` name stays a name). */
function objectOf({ names, values }: Fields): object {
  const object: Record<string, unknown> = Object.create(null);
  names.forEach((name, i) => {
    object[name] = values[i];
  });
  return object;
}

/**
 * Options checked against `schema`; none at all (`undefined` or `null`) means the defaults.
 * Options whose getters or proxy traps throw could not be read: an `invalid_options` error.
 */
export function readOptions<S extends z.ZodMiniObject>(
  schema: S,
  options: unknown,
): Result<z.output<S>> {
  if (options === undefined || options === null) {
    const known = defaults.get(schema) as Result<z.output<S>> | undefined;
    if (known) return known;
    const read = readOptions(schema, {});
    defaults.set(schema, read);
    return read;
  }
  return readOrFail('invalid_options', 'options', [], () => readObject(schema, options));
}

function readObject<S extends z.ZodMiniObject>(schema: S, options: unknown): Result<z.output<S>> {
  if (typeof options !== 'object' || options === null) return parseOptions(schema, options);
  if (sameAsLast(schema, options))
    return (last as NonNullable<typeof last>).read as Result<z.output<S>>;
  const fields = fieldsOf(options);
  if (fields === null) return parseOptions(schema, readData(options));
  const key = keyOf(fields);
  let seen = recent.get(schema);
  if (!seen) {
    seen = new Map();
    recent.set(schema, seen);
  }
  const read =
    (seen.get(key) as Result<z.output<S>> | undefined) ?? parseOptions(schema, objectOf(fields));
  if (!seen.has(key)) {
    if (seen.size >= RECENT_MAX) seen.clear();
    seen.set(key, read);
  }
  last = { schema, names: fields.names, values: fields.values, read };
  return read;
}

function parseOptions<S extends z.ZodMiniObject>(schema: S, options: unknown): Result<z.output<S>> {
  const parsed = schema.safeParse(options, ENGLISH);
  if (parsed.success) return ok(parsed.data);
  return invalidOptions(parsed.error.issues, Object.keys(schema.shape));
}

/** One argument checked against `schema`; the paths of its errors start at `field`. */
export function readValue<S extends z.ZodMiniType>(
  schema: S,
  value: unknown,
  field: string,
): Result<z.output<S>> {
  return readOrFail('invalid_options', field, [field], () => {
    const parsed = schema.safeParse(readData(value), ENGLISH);
    if (parsed.success) return ok(parsed.data);
    return invalidOptions(parsed.error.issues.map((i) => ({ ...i, path: [field, ...i.path] })));
  });
}

/**
 * What a call on a puzzle reads: the grid, the checked options, and their arrows and Killer
 * cages as cells.
 */
export interface Read<O> {
  readonly grid: Grid;
  readonly options: O;
  readonly arrows: ArrowCells[];
  readonly cages: CageCells[];
}

/**
 * Reads a call on a puzzle: the puzzle, then the options against `schema`, then the options'
 * arrows (Arrow Sudoku) and cages (Killer Sudoku) against the board; the first problem found is
 * the error.
 */
export function readCall<S extends z.ZodMiniObject>(
  puzzle: unknown,
  schema: S,
  options: unknown,
): Result<Read<z.output<S>>> {
  return readCallWith(puzzle, readOptions(schema, options));
}

/** `readCall` for a caller that has already read the options (`read`), so they are read once. */
export function readCallWith<O>(puzzle: unknown, read: Result<O>): Result<Read<O>> {
  const grid = readPuzzle(puzzle);
  if (!grid.ok) return grid;
  if (!read.ok) return read;
  const { arrows = [], cages = [] } = read.value as {
    arrows?: readonly Arrow[];
    cages?: readonly Cage[];
  };
  const cells = arrowCells(grid.value.size, arrows);
  if (!cells.ok) return cells;
  const caged = cageCells(grid.value.size, cages);
  if (!caged.ok) return caged;
  return ok({ grid: grid.value, options: read.value, arrows: cells.value, cages: caged.value });
}

/** Runs a public function's body; an exception that escapes it becomes an `internal_error`. */
export function attempt<T>(body: () => Result<T>): Result<T> {
  try {
    return body();
  } catch (error) {
    return fail(
      'internal_error',
      `the engine failed (${reasonOf(error)}); please report this input`,
    );
  }
}
