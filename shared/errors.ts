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
  | 'generation_failed'
  /** The engine itself failed (a bug): never caused by what a caller passes. */
  | 'internal_error';

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

/** A zod issue, as much of it as an error message needs. */
export interface SchemaIssue {
  readonly code?: string;
  readonly message: string;
  readonly path: readonly PropertyKey[];
  readonly keys?: readonly string[];
}

const fieldOf = (path: readonly PropertyKey[]): string =>
  path.length === 0
    ? 'options'
    : path
        .map((p) => (typeof p === 'number' ? `[${p}]` : String(p)))
        .join('.')
        .replace(/\.\[/g, '[');

/**
 * The first schema issue of a failed parse, as an `invalid_options` error with its field path
 * and a message that names the field and what it takes (`allowed`: the fields there are).
 */
export function invalidOptions<T = never>(
  issues: readonly SchemaIssue[],
  allowed: readonly string[] = [],
): Result<T> {
  const issue = issues[0];
  const path = issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p));
  const field = fieldOf(path);
  let message: string;
  if (issue.code === 'unrecognized_keys' && issue.keys) {
    const list = issue.keys.map((k) => JSON.stringify(k)).join(', ');
    const known = allowed.length > 0 ? `; the options are ${allowed.join(', ')}` : '';
    message = `unknown option${issue.keys.length > 1 ? 's' : ''} ${list}${known}`;
    return fail('invalid_options', message, [...path, issue.keys[0]]);
  }
  if (issue.code === 'invalid_type' && / received undefined$/.test(issue.message))
    message = `${field} is required (${issue.message.replace(/^Invalid input: /, '').replace(/, received undefined$/, '')})`;
  else if (issue.code === 'invalid_type' && path.length === 0)
    message = `options must be an object${allowed.length > 0 ? ` with ${allowed.join(', ')}` : ''}`;
  else message = `${field}: ${issue.message}`;
  return fail('invalid_options', message, path);
}
