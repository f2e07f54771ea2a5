/**
 * One HTTP exchange, from request to result value: send with the call's deadline, read the body
 * under the same deadline (JSON, or the text or bytes of a route that answers an image, a sheet or
 * a page), and turn everything that can happen (an answer, a problem, an error page, a timeout, an
 * abort, a network failure) into an `ApiResult` with the response's headers. Never rejects.
 */
import { type ResponseHeaders, responseHeaders } from './headers.ts';
import { clientProblem, isProblem, type Problem } from './problem.ts';
import { deadline } from './signal.ts';

/**
 * What a call ends with: the parsed body (typed by the route's response schema, not validated
 * again at run time: that would need zod in the client), null for a response without a body
 * (204), or a problem (`P`: with the members some problems add, such as a stale write's
 * `current`), with what the response's headers said (`retryAfter`, `rateLimit`). `status` is the
 * HTTP status, or 0 when no complete response arrived (then `headers` is empty).
 */
export type ApiResult<T, P extends Problem = Problem> =
  | ({ readonly ok: true; readonly status: number; readonly value: T } & ResponseHeaders)
  | ApiFailure<P>;

/** A call that failed: the problem, and the headers of the response when there was one. */
export type ApiFailure<P extends Problem = Problem> = {
  readonly ok: false;
  readonly status: number;
  readonly problem: P;
} & ResponseHeaders;

/** The part of `fetch` the client uses; a Workers service binding's `fetch` fits too. */
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface Exchange {
  readonly fetch: FetchLike;
  readonly url: string;
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly headers: Readonly<Record<string, string>>;
  /** Sent as JSON when defined. */
  readonly body?: unknown;
  /** The media type of a body that is not JSON: read as bytes for a PDF, else as text. */
  readonly type?: string | undefined;
  readonly signal?: AbortSignal | undefined;
  /** Milliseconds for the whole exchange, body included; 0 or Infinity for none. */
  readonly timeout: number;
  /** The route may answer 204 No Content: its empty body is the value null. */
  readonly empty?: boolean;
}

const failure = (problem: Problem, res?: Response): ApiFailure => ({
  ok: false,
  status: problem.status,
  problem,
  ...responseHeaders(res?.headers ?? new Headers()),
});

/** What a thrown value says; never throws (a thrown proxy, an object without `toString`). */
export function reasonOf(err: unknown): string {
  try {
    return err instanceof Error ? err.message : String(err);
  } catch {
    return `a ${typeof err} was thrown`;
  }
}

/** A call the client could not make from what it was given (a query, a body, call options). */
export const unsent = (err: unknown): ApiResult<never> =>
  failure(clientProblem('invalid_request', 0, `the request could not be made: ${reasonOf(err)}`));

/** The start of a body, for a detail line that shows what came back instead. */
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

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

function interpret<T>(res: Response, body: string | Uint8Array, ex: Exchange): ApiResult<T> {
  const { status } = res;
  if (ex.empty && status === 204) {
    return { ok: true, status, value: null as T, ...responseHeaders(res.headers) };
  }
  const type = res.headers.get('Content-Type') ?? '';
  const text = typeof body === 'string' ? body : '';
  // What a success must be: the route's media type, else JSON (whose text may be anything).
  const value = ex.type ? (type.split(';')[0].trim() === ex.type ? body : undefined) : parse(text);
  if (res.ok && value !== undefined) {
    return { ok: true, status, value: value as T, ...responseHeaders(res.headers) };
  }
  const problem = res.ok ? undefined : parse(text);
  if (isProblem(problem)) return failure(problem, res);
  const what = res.ok ? `is not ${ex.type ?? 'JSON'}` : 'is not a problem document';
  const shown = typeof body === 'string' ? `: ${preview(body)}` : '';
  return failure(
    clientProblem(
      'invalid_response',
      status,
      `the ${status} response (${type || 'no Content-Type'}) ${what}${shown}`,
    ),
    res,
  );
}

export async function send<T>(ex: Exchange): Promise<ApiResult<T>> {
  let body: string | undefined;
  try {
    body = ex.body === undefined ? undefined : JSON.stringify(ex.body);
  } catch (err) {
    return failure(clientProblem('invalid_request', 0, `the body is not JSON: ${reasonOf(err)}`));
  }
  let headers: Readonly<Record<string, string>>;
  let limit: ReturnType<typeof deadline>;
  // The caller's signal and headers are read here, once: one that throws (a getter, a proxy, a
  // signal that is no AbortSignal) ends the call as a request that could not be made.
  try {
    if (ex.signal?.aborted) return interrupted('aborted', undefined, ex);
    headers =
      body === undefined ? ex.headers : { ...ex.headers, 'Content-Type': 'application/json' };
    limit = deadline(ex.signal, ex.timeout);
  } catch (err) {
    return unsent(err);
  }
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
    let read: string | Uint8Array;
    try {
      // A PDF's bytes are not text; anything else (a problem included) is read as text.
      const bytes = res.ok && ex.type === 'application/pdf';
      read = await Promise.race([
        bytes ? res.arrayBuffer().then((buffer) => new Uint8Array(buffer)) : res.text(),
        stopped,
      ]);
    } catch (err) {
      return interrupted(limit.cause(), err, ex);
    }
    try {
      return interpret<T>(res, read, ex);
    } catch (err) {
      // A `fetch` of the caller's that answered something other than a Response.
      return failure(
        clientProblem('invalid_response', 0, `the response could not be read: ${reasonOf(err)}`),
      );
    }
  } finally {
    limit.dispose();
  }
}
