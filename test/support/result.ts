/**
 * Test helpers for the engine's result values: `unwrap` gives the value of an `ok` result and
 * fails the test with the error's code, message and path otherwise; `expectError` gives the error.
 */
import type { EngineError, Result } from '../../shared/index.ts';

export function unwrap<T>(result: Result<T>): T {
  if (result.ok) return result.value;
  const { code, message, path } = result.error;
  throw new Error(`expected ok, got ${code} at ${JSON.stringify(path ?? [])}: ${message}`);
}

export function expectError<T>(result: Result<T>): EngineError {
  if (!result.ok) return result.error;
  throw new Error(`expected an error, got ok: ${JSON.stringify(result.value).slice(0, 200)}`);
}
