/**
 * How the public functions read what callers pass. A puzzle comes in any form `parse` takes (text,
 * rows, a flat array or a grid); options are checked against their zod schema, so a misspelt
 * option or a value out of range is an `invalid_options` error naming the field and what it
 * takes. `attempt` is the last line of the promise that no public function throws: an exception
 * that escapes anyway is an engine bug, answered as an `internal_error` value.
 */
import type * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';
import type { Grid, PuzzleInput } from '../board/grid.ts';
import { parse } from '../board/parse.ts';
import { fail, invalidOptions, ok, type Result } from '../errors.ts';
import { type Arrow, type ArrowCells, arrowCells } from '../variants/arrow.ts';
import { type Cage, type CageCells, cageCells } from '../variants/killer.ts';

/** Any puzzle a public function takes: what `parse` takes, or a parsed grid. */
export type PuzzleLike = PuzzleInput | Grid | readonly number[] | readonly (readonly number[])[];

/** The puzzle (or the player's entries) as a grid; error paths start at `field`. */
export function readPuzzle(input: unknown, field = 'puzzle'): Result<Grid> {
  const grid = parse(input);
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

/** The text of a small plain options object, or null when it is not one. */
function keyOf(options: object): string | null {
  if (!isPlain(options)) return null;
  const names = Object.keys(options);
  if (names.length === 0 || names.length > 4 || Object.getOwnPropertySymbols(options).length > 0)
    return null;
  let key = '';
  for (const name of names) {
    const value: unknown = (options as Record<string, unknown>)[name];
    const simple =
      typeof value === 'boolean' ||
      value === undefined ||
      (typeof value === 'number' && Number.isSafeInteger(value) && !Object.is(value, -0)) ||
      (typeof value === 'string' && value.length <= 32);
    if (!simple) return null;
    key += `${name}=${typeof value === 'string' ? JSON.stringify(value) : String(value)};`;
  }
  return key;
}

/** Options checked against `schema`; none at all (`undefined` or `null`) means the defaults. */
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
  if (typeof options !== 'object') return parseOptions(schema, options);
  if (sameAsLast(schema, options))
    return (last as NonNullable<typeof last>).read as Result<z.output<S>>;
  const key = keyOf(options);
  if (key === null) return parseOptions(schema, options);
  let seen = recent.get(schema);
  if (!seen) {
    seen = new Map();
    recent.set(schema, seen);
  }
  const read = (seen.get(key) as Result<z.output<S>> | undefined) ?? parseOptions(schema, options);
  if (!seen.has(key)) {
    if (seen.size >= RECENT_MAX) seen.clear();
    seen.set(key, read);
  }
  const names: string[] = [];
  const values: unknown[] = [];
  for (const name in options) {
    // A name from up the prototype chain (an enumerable one on Object.prototype) is not in the
    // text: then the object is not remembered.
    if (!Object.hasOwn(options, name)) return read;
    names.push(name);
    values.push((options as Record<string, unknown>)[name]);
  }
  last = { schema, names, values, read };
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
  const parsed = schema.safeParse(value, ENGLISH);
  if (parsed.success) return ok(parsed.data);
  return invalidOptions(parsed.error.issues.map((i) => ({ ...i, path: [field, ...i.path] })));
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
    const reason = error instanceof Error ? error.message : 'unknown failure';
    return fail('internal_error', `the engine failed (${reason}); please report this input`);
  }
}
