/**
 * `sudoku-break/client`: a typed fetch client for the Sudoku Break API, one method per endpoint,
 * typed from the Worker's own route table and zod schemas. Its JavaScript has no dependencies
 * (fetch, URL, AbortController, AbortSignal, setTimeout), so it runs in Node 22, browsers and
 * Workers; the schemas are types only.
 *
 *   import { createClient } from 'sudoku-break/client';
 *
 *   const api = createClient({ baseUrl: 'https://sudoku.example.com', timeout: 5_000 });
 *   const got = await api.puzzle({ size: 16, level: 'hard', seed: 'x', include: 'solution' });
 *   if (!got.ok) throw new Error(`${got.problem.code}: ${got.problem.detail}`);
 *   const solved = await api.solve({ puzzle: got.value.puzzle });
 *   if (solved.ok) console.log(solved.value.status, solved.value.solution);
 *
 * Methods never reject: every outcome is an `ApiResult`, `{ ok: true, value }` or `{ ok: false,
 * problem }` with the Worker's RFC 9457 problem, or one the client made for a failure without a
 * problem document: `timeout`, `aborted` (the caller's signal), `network_error` (fetch threw),
 * `invalid_response` (an error page, a body of another type; the HTTP status is kept) and
 * `invalid_request` (a body that cannot be written as JSON). Either way the result has the
 * response's `headers`, and `retryAfter` (seconds) and `rateLimit` when the response said:
 *
 *   const got = await api.solve({ puzzle });
 *   if (!got.ok && got.problem.code === 'rate_limited') await sleep(got.retryAfter ?? 60);
 *
 * SVG images and the docs page come as text, PDF sheets as bytes (a Uint8Array). Only
 * `createClient` throws, on a `baseUrl` that is not an absolute URL.
 */
import {
  type BodyOf,
  type ClientRoute,
  ENDPOINTS,
  type FormatOf,
  type Formatted,
  type QueryOf,
  type ResponseOf,
} from './routes.ts';
import { type ApiResult, type FetchLike, send } from './send.ts';

export type { RateLimit, ResponseHeaders } from './headers.ts';
export type { ClientProblemCode, Problem } from './problem.ts';
export type {
  BodyOf,
  ClientRoute,
  FormatOf,
  Formatted,
  QueryOf,
  ResponseOf,
} from './routes.ts';
export type { ApiFailure, ApiResult, FetchLike } from './send.ts';

export type PuzzleQuery = QueryOf<'puzzles'>;
export type BatchQuery = QueryOf<'batch'>;
export type DailyQuery = QueryOf<'daily'>;
export type DailyArchiveQuery = QueryOf<'dailyArchive'>;
export type PuzzleSvgQuery = QueryOf<'puzzleSvg'>;
export type DailySvgQuery = QueryOf<'dailySvg'>;
export type SheetQuery = QueryOf<'printSheet'>;
export type SolveRequest = BodyOf<'solve'>;
export type CheckRequest = BodyOf<'check'>;
export type HintRequest = BodyOf<'hint'>;
export type RateRequest = BodyOf<'rate'>;
/** How a request asks for grids: `text` (the default) or `rows`. */
export type GridFormat = 'text' | 'rows';
/** A puzzle, its grids as text unless typed `Puzzle<'rows'>` (asked for with `format: 'rows'`). */
export type Puzzle<F extends GridFormat = 'text'> = Formatted<ResponseOf<'puzzles'>, F>;
export type DailyPuzzle<F extends GridFormat = 'text'> = Formatted<ResponseOf<'daily'>, F>;
export type PuzzleBatch = ResponseOf<'batch'>;
export type DailyArchive = ResponseOf<'dailyArchive'>;
export type SolveResult<F extends GridFormat = 'text'> = Formatted<ResponseOf<'solve'>, F>;
export type CheckResult = ResponseOf<'check'>;
export type HintResult = ResponseOf<'hint'>;
export type Rating = ResponseOf<'rate'>;
export type Algorithms = ResponseOf<'algorithms'>;
export type Techniques = ResponseOf<'techniques'>;
export type Health = ResponseOf<'health'>;
export type OpenApiDocument = ResponseOf<'openapi'>;
/** A PDF sheet: its bytes (`.buffer` is the ArrayBuffer). */
export type PdfSheet = ResponseOf<'printSheet'>;

export const DEFAULT_TIMEOUT_MS = 10_000;

export interface ClientOptions {
  /** Where the API is, e.g. `https://sudoku.example.com`; a path prefix is kept. */
  readonly baseUrl: string | URL;
  /** Default: the global fetch. Tests and Workers service bindings pass their own. */
  readonly fetch?: FetchLike;
  /** Milliseconds for each call, body included; 0 or Infinity for none. Default 10 000. */
  readonly timeout?: number;
  /** Sent with every request (an API key at a gateway, a User-Agent...). */
  readonly headers?: Readonly<Record<string, string>>;
}

export interface CallOptions {
  /** Aborting it ends the call with an `aborted` problem. */
  readonly signal?: AbortSignal;
  /** Overrides the client's timeout for this call. */
  readonly timeout?: number;
}

type Call<R extends ClientRoute> = Promise<ApiResult<ResponseOf<R>>>;
/** A call whose answer holds grids, typed by the request's `format` (text unless it says rows). */
type GridCall<R extends ClientRoute, Q> = Promise<ApiResult<Formatted<ResponseOf<R>, FormatOf<Q>>>>;

export interface Client {
  /** GET /api/v1/puzzles: a seeded (or random) puzzle. */
  puzzle<Q extends PuzzleQuery = PuzzleQuery>(
    query?: Q,
    options?: CallOptions,
  ): GridCall<'puzzles', Q>;
  /** GET /api/v1/puzzles/batch: `count` seeded puzzles; puzzle i has the seed `<seed>-<i>`. */
  batch(query: BatchQuery, options?: CallOptions): Call<'batch'>;
  /** GET /api/v1/daily: the 9x9 puzzle of a day (today in UTC by default), of a `variant`. */
  daily<Q extends DailyQuery = DailyQuery>(query?: Q, options?: CallOptions): GridCall<'daily', Q>;
  /** GET /api/v1/daily/archive: the days with a puzzle, with links, newest first. */
  dailyArchive(query?: DailyArchiveQuery, options?: CallOptions): Call<'dailyArchive'>;
  /** GET /api/v1/puzzles.svg: a seeded puzzle as an SVG image, its text. */
  puzzleSvg(query: PuzzleSvgQuery, options?: CallOptions): Call<'puzzleSvg'>;
  /** GET /api/v1/daily.svg: the puzzle of a day (today in UTC by default) as an SVG image. */
  dailySvg(query?: DailySvgQuery, options?: CallOptions): Call<'dailySvg'>;
  /** GET /api/v1/print.pdf: a printable PDF sheet of seeded puzzles or of days, its bytes. */
  printSheet(query?: SheetQuery, options?: CallOptions): Call<'printSheet'>;
  /** POST /api/v1/solve: solve, count solutions, or run a teaching algorithm with its trace. */
  solve<B extends SolveRequest>(body: B, options?: CallOptions): GridCall<'solve', B>;
  /** POST /api/v1/check: conflicts, completeness and the solution count of a board. */
  check(body: CheckRequest, options?: CallOptions): Call<'check'>;
  /** POST /api/v1/hint: the player's mistakes, else the next logical step. */
  hint(body: HintRequest, options?: CallOptions): Call<'hint'>;
  /** POST /api/v1/rate: how hard a puzzle is for a person. */
  rate(body: RateRequest, options?: CallOptions): Call<'rate'>;
  /** GET /api/v1/algorithms: every algorithm `solve` accepts. */
  algorithms(options?: CallOptions): Call<'algorithms'>;
  /** GET /api/v1/techniques: the techniques of hints and ratings, easiest first, in en and id. */
  techniques(options?: CallOptions): Call<'techniques'>;
  /** GET /api/v1/health: whether the API is up, and its engine version. */
  health(options?: CallOptions): Call<'health'>;
  /** GET /api/v1/openapi.json: the OpenAPI 3.1 document. */
  openapi(options?: CallOptions): Call<'openapi'>;
  /** GET /api/docs: the API's documentation, one HTML page, its text. */
  docs(options?: CallOptions): Call<'docs'>;
}

// Bound at call time and called as a plain function: a stored `window.fetch` called as a method
// of another object throws "Illegal invocation".
const globalFetch: FetchLike = (input, init) => fetch(input, init);

export function createClient(options: ClientOptions): Client {
  // Validated once, here: a bad base URL is a programming error, not a call's outcome.
  const base = new URL(String(options.baseUrl)).href.replace(/\/+$/, '');
  const config = {
    fetch: options.fetch ?? globalFetch,
    timeout: options.timeout ?? DEFAULT_TIMEOUT_MS,
    headers: options.headers ?? {},
  };

  // The answer's type comes from the method's signature in Client (inferred from context).
  function call<T>(
    route: ClientRoute,
    input: { query?: object; body?: unknown },
    call: CallOptions = {},
  ): Promise<ApiResult<T>> {
    const {
      method = 'GET',
      path,
      type,
    } = ENDPOINTS[route] as {
      method?: 'POST';
      path: string;
      type?: string;
    };
    const url = new URL(`${base}${path}`);
    for (const [key, value] of Object.entries(input.query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    return send<T>({
      fetch: config.fetch,
      url: url.href,
      method,
      headers: config.headers,
      body: input.body,
      type,
      signal: call.signal,
      timeout: call.timeout ?? config.timeout,
    });
  }

  // A method by what it sends: a query, a JSON body, or nothing but its options.
  const withQuery =
    <T>(route: ClientRoute) =>
    (query?: object, opts?: CallOptions) =>
      call<T>(route, { query }, opts);
  const withBody =
    <T>(route: ClientRoute) =>
    (body: unknown, opts?: CallOptions) =>
      call<T>(route, { body }, opts);
  const bare =
    <T>(route: ClientRoute) =>
    (opts?: CallOptions) =>
      call<T>(route, {}, opts);

  return {
    puzzle: withQuery('puzzles'),
    batch: withQuery('batch'),
    daily: withQuery('daily'),
    dailyArchive: withQuery('dailyArchive'),
    puzzleSvg: withQuery('puzzleSvg'),
    dailySvg: withQuery('dailySvg'),
    printSheet: withQuery('printSheet'),
    solve: withBody('solve'),
    check: withBody('check'),
    hint: withBody('hint'),
    rate: withBody('rate'),
    algorithms: bare('algorithms'),
    techniques: bare('techniques'),
    health: bare('health'),
    openapi: bare('openapi'),
    docs: bare('docs'),
  };
}
