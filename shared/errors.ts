/**
 * Engine errors are values, not exceptions: every fallible engine call returns a `Result`, and each
 * error carries a stable `code` that the Worker maps once to an HTTP problem response.
 */
export type ErrorCode =
  | 'invalid_puzzle'
  | 'invalid_size'
  | 'invalid_options'
  | 'invalid_date'
  | 'invalid_trace'
  | 'budget_exceeded'
  | 'unsolvable'
  | 'multiple_solutions'
  | 'generation_failed';

export interface EngineError {
  readonly code: ErrorCode;
  readonly message: string;
  /** Where in the input the problem is (field names and indexes), when it can be pinned down. */
  readonly path?: readonly (string | number)[];
}

export type Result<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: EngineError };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });

export const fail = <T = never>(
  code: ErrorCode,
  message: string,
  path?: readonly (string | number)[],
): Result<T> => ({ ok: false, error: path ? { code, message, path } : { code, message } });

/** The first schema issue of a failed parse, as an `invalid_options` error with its field path. */
export function invalidOptions<T = never>(
  issues: readonly { message: string; path: readonly PropertyKey[] }[],
): Result<T> {
  const issue = issues[0];
  return fail(
    'invalid_options',
    issue.message,
    issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p)),
  );
}
