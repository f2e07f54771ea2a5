/**
 * Failures as values: the Worker's RFC 9457 problems as they arrive, and the failures that never
 * reach the Worker or never get a usable answer from it (timeout, abort, network, a body that is
 * not a problem), given the same shape and a stable code of their own so a caller handles every
 * failure in one place.
 */
import type { Problem as ServerProblem } from '../worker/http/problem.ts';

/** Codes of failures the client itself detects; the Worker never sends these. */
export type ClientProblemCode =
  | 'timeout'
  | 'aborted'
  | 'network_error'
  | 'invalid_response'
  | 'invalid_request';

/**
 * A problem document (worker/http/problem.ts's ProblemSchema: type, title, status, detail, code and
 * the `issues` with field paths), its code widened by the client's own. Switch on `code`.
 */
export interface Problem extends Omit<ServerProblem, 'code'> {
  code: ServerProblem['code'] | ClientProblemCode;
}

const TITLES: { readonly [C in ClientProblemCode]: string } = {
  timeout: 'No response in time',
  aborted: 'The request was aborted',
  network_error: 'The request could not be sent or answered',
  invalid_response: 'The response is not what the API sends',
  invalid_request: 'The request could not be encoded',
};

/**
 * A problem the client made up. `about:blank` because there is no documentation page for it;
 * status is the HTTP status when there was a response, else 0 (as for a fetch network error).
 */
export const clientProblem = (
  code: ClientProblemCode,
  status: number,
  detail: string,
): Problem => ({
  type: 'about:blank',
  title: TITLES[code],
  status,
  detail,
  code,
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Whether a parsed error body is a problem document. Checked by hand, not with ProblemSchema:
 * the client carries no zod. The required members and the type of `issues` are enough to tell a
 * problem from a proxy's or a platform's error page.
 */
export function isProblem(value: unknown): value is Problem {
  return (
    isRecord(value) &&
    typeof value.type === 'string' &&
    typeof value.title === 'string' &&
    typeof value.status === 'number' &&
    typeof value.detail === 'string' &&
    typeof value.code === 'string' &&
    (value.issues === undefined || Array.isArray(value.issues))
  );
}
