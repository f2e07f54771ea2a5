/**
 * A caller's values as the public functions may read them. Reading a caller's object can run the
 * caller's code (a getter, a proxy's traps, a `toString`), and that code can throw: then the value
 * could not be read, which is an error in the input (`invalid_puzzle`, `invalid_options`), never
 * an engine bug (`internal_error`). And what the caller threw is described without trusting it
 * either: a thrown proxy or an error whose `message` getter throws must not escape.
 */
import { type ErrorCode, fail, type Result } from '../errors.ts';
import { clipped, shownValue } from '../text.ts';

/** What a thrown value says, in a few words; never throws, whatever was thrown. */
export function reasonOf(thrown: unknown): string {
  try {
    if (typeof thrown === 'string') return clipped(thrown);
    if (thrown instanceof Error) {
      const message: unknown = thrown.message;
      if (typeof message === 'string' && message !== '') return clipped(message);
    }
  } catch {
    // A proxy's trap or a getter threw again while being asked: say what it is, not what it says.
  }
  return `${thrown === undefined ? 'undefined' : shownValue(thrown)} was thrown`;
}

/**
 * Runs `read`, which reads a caller's value (`what`: "the puzzle", "options"); an exception it
 * throws is the caller's code failing, answered as a `code` error at `path`.
 */
export function readOrFail<T>(
  code: ErrorCode,
  what: string,
  path: readonly (string | number)[],
  read: () => Result<T>,
): Result<T> {
  try {
    return read();
  } catch (thrown) {
    return fail(code, `${what} could not be read: ${reasonOf(thrown)}`, path);
  }
}

/** The most values (list items and fields, all told) read from one argument. */
const MAX_VALUES = 1_000_000;
/** The deepest an argument is read: deeper than any schema looks, so a cycle ends here. */
const MAX_DEPTH = 16;

/**
 * A caller's argument as plain data, each part read once: lists as arrays of their items
 * (`length` read once), other objects as prototype-less records of the fields `for...in` gives
 * (as zod reads an object's keys), primitives and functions as they are. zod reads a list's
 * `length` three times and an object's fields as often as it needs, so a proxy or a getter that
 * answers differently each time could make it answer a list with holes or a field it never
 * checked; it checks this copy instead, which cannot change. Bounded: a list that claims more
 * items than there are values left to read (2^32 - 1, a proxy's lie) throws before any is read,
 * as does a cycle at depth 16.
 */
export function readData(value: unknown): unknown {
  let left = MAX_VALUES;
  const copy = (part: unknown, depth: number): unknown => {
    if (typeof part !== 'object' || part === null) return part;
    if (depth === MAX_DEPTH) throw new RangeError(`it is nested more than ${MAX_DEPTH} deep`);
    if (Array.isArray(part)) {
      const length: unknown = part.length;
      if (typeof length !== 'number' || !(length <= left))
        throw new RangeError(`a list of ${shownValue(length)} items is more than is ever read`);
      left -= length;
      const items: unknown[] = [];
      for (let i = 0; i < length; i++) items.push(copy(part[i], depth + 1));
      return items;
    }
    const record: Record<string, unknown> = Object.create(null);
    for (const key in part) {
      if (--left < 0) throw new RangeError(`it has more than ${MAX_VALUES} values`);
      record[key] = copy((part as Record<string, unknown>)[key], depth + 1);
    }
    return record;
  };
  return copy(value, 0);
}
