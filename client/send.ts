/**
 * One HTTP exchange, from request to result value: send with the call's deadline, read the body
 * under the same deadline, and turn everything that can happen (a JSON answer, a problem, an
 * error page, a timeout, an abort, a network failure) into an `ApiResult`. Never rejects.
 */
import { clientProblem, isProblem, type Problem } from './problem.ts';
import { deadline } from './signal.ts';

/**
 * What a call ends with. On success the parsed JSON body, typed by the route's response schema
 * (not validated again at run time: that would need zod in the client), or null for a response
 * without a body (204); on failure a problem (`P`: with the members some problems add, such as a
 * stale write's `current`). `status` is the HTTP status, or 0 when no complete response arrived.
 */
export type ApiResult<T, P extends Problem = Problem> =
  | { readonly ok: true; readonly status: number; readonly value: T; readonly headers: Headers }
  | { readonly ok: false; readonly status: number; readonly problem: P };

/** The part of `fetch` the client uses; a Workers service binding's `fetch` fits too. */
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface Exchange {
  readonly fetch: FetchLike;
  readonly url: string;
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly headers: Readonly<Record<string, string>>;
  /** Sent as JSON when defined. */
  readonly body?: unknown;
  readonly signal?: AbortSignal | undefined;
  /** Milliseconds for the whole exchange, body included; 0 or Infinity for none. */
  readonly timeout: number;
  /** The route may answer 204 No Content: its empty body is the value null. */
  readonly empty?: boolean;
}

const failure = (problem: Problem): ApiResult<never> => ({
  ok: false,
  status: problem.status,
  problem,
});

const reasonOf = (err: unknown): string => (err instanceof Error ? err.message : String(err));

/** The start of a body, for a detail line that shows what came back instead of JSON. */
const preview = (text: string): string =>
  text.length > 80 ? `${JSON.stringify(text.slice(0, 80))}...` : JSON.stringify(text);

/** A failure before a complete response: what ended the call decides the code. */
function interrupted(cause: 'timeout' | 'aborted' | undefined, err: unknown, ex: Exchange) {
  const where = `${ex.method} ${ex.url}`;
  if (cause === 'timeout') {
    return failure(clientProblem('timeout', 0, `${where}: no response within ${ex.timeout} ms`));
  }
  if (cause === 'aborted') {
    return failure(clientProblem('aborted', 0, `${where}: aborted by the caller's signal`));
  }
  return failure(clientProblem('network_error', 0, `${where}: ${reasonOf(err)}`));
}

function interpret<T>(res: Response, text: string, empty = false): ApiResult<T> {
  let json: unknown;
  let parsed = true;
  try {
    json = JSON.parse(text);
  } catch {
    parsed = false;
  }
  const { status } = res;
  if (empty && status === 204) return { ok: true, status, value: null as T, headers: res.headers };
  if (res.ok && parsed) return { ok: true, status, value: json as T, headers: res.headers };
  if (!res.ok && parsed && isProblem(json)) return { ok: false, status, problem: json };
  const type = res.headers.get('Content-Type') ?? 'no Content-Type';
  const what = res.ok ? 'is not JSON' : 'is not a problem document';
  return failure(
    clientProblem(
      'invalid_response',
      status,
      `the ${status} response (${type}) ${what}: ${preview(text)}`,
    ),
  );
}

export async function send<T>(ex: Exchange): Promise<ApiResult<T>> {
  if (ex.signal?.aborted) return interrupted('aborted', undefined, ex);
  let body: string | undefined;
  try {
    body = ex.body === undefined ? undefined : JSON.stringify(ex.body);
  } catch (err) {
    return failure(clientProblem('invalid_request', 0, `the body is not JSON: ${reasonOf(err)}`));
  }
  const headers =
    body === undefined ? ex.headers : { ...ex.headers, 'Content-Type': 'application/json' };
  const limit = deadline(ex.signal, ex.timeout);
  // Raced against the fetch and the body: a fetch that ignores its signal (a stub, a binding)
  // still cannot hold a call past its deadline.
  const stopped = new Promise<never>((_, reject) => {
    limit.signal.addEventListener('abort', () => reject(limit.signal.reason), { once: true });
  });
  // Nobody may be listening any more when it rejects (the call is over): no unhandled rejection.
  stopped.catch(() => {});
  try {
    let res: Response;
    try {
      const init: RequestInit = { method: ex.method, headers, body, signal: limit.signal };
      res = await Promise.race([ex.fetch(ex.url, init), stopped]);
    } catch (err) {
      return interrupted(limit.cause(), err, ex);
    }
    let text: string;
    try {
      text = await Promise.race([res.text(), stopped]);
    } catch (err) {
      return interrupted(limit.cause(), err, ex);
    }
    return interpret<T>(res, text, ex.empty);
  } finally {
    limit.dispose();
  }
}
