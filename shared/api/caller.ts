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
