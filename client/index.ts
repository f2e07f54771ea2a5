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
 * `invalid_request` (a body that cannot be written as JSON, a query or call options that cannot
 * be read). Either way the result has the response's `headers`, and `retryAfter` (seconds) and
 * `rateLimit` when the response said:
 *
 *   const got = await api.solve({ puzzle });
 *   if (!got.ok && got.problem.code === 'rate_limited') await sleep(got.retryAfter ?? 60);
 *
 * SVG images and the docs page come as text, PDF sheets as bytes (a Uint8Array). A player token
 * (the `token` option) goes to the players' routes alone. Only `createClient` throws, a
 * TypeError, on a `baseUrl` (or options) it cannot use.
 */
import { responseHeaders } from './headers.ts';
import { clientProblem, type Problem } from './problem.ts';
import {
  type BodyOf,
  type ClientRoute,
  ENDPOINTS,
  type FormatOf,
  type Formatted,
  type QueryOf,
  type ResponseOf,
} from './routes.ts';
import { type ApiResult, type Exchange, type FetchLike, reasonOf, send, unsent } from './send.ts';

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
export type PlayerToken = ResponseOf<'createPlayer'>;
export type Profile = ResponseOf<'me'>;
export type SavedGame = ResponseOf<'getGame'>;
export type StartPlayRequest = BodyOf<'startPlay'>;
export type Play = ResponseOf<'startPlay'>;
export type FinishRequest = BodyOf<'finishPlay'>;
export type Finish = ResponseOf<'finishPlay'>;
export type DailyStatsQuery = QueryOf<'dailyStats'>;
export type DailyStats = ResponseOf<'dailyStats'>;
export type LeaderboardQuery = QueryOf<'dailyLeaderboard'>;
export type Leaderboard = ResponseOf<'dailyLeaderboard'>;
/** A stale write's 412 `edit_conflict` carries the server's copy (null: none any more). */
export type EditConflict = Problem & { readonly current?: SavedGame | null };
/** Which copy a save replaces: none (`create`), or the one at `ifMatch` (a revision). */
export type Precondition = { readonly create: true } | { readonly ifMatch: string };
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
  /**
   * The player token, sent as `Authorization: Bearer` to the routes that need one (never to the
   * others, which so stay simple requests without a preflight); a function is asked at each call.
   */
  readonly token?: string | (() => string | undefined);
}

export interface CallOptions {
  /** Aborting it ends the call with an `aborted` problem. */
  readonly signal?: AbortSignal;
  /** Overrides the client's timeout for this call. */
  readonly timeout?: number;
  /** Overrides the client's player token for this call. */
  readonly token?: string;
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
  /** POST /api/v1/players: a new anonymous player and its token. */
  createPlayer(options?: CallOptions): Call<'createPlayer'>;
  /** POST /api/v1/players/me/token: a fresh token for the same anonymous player. */
  renewToken(options?: CallOptions): Call<'renewToken'>;
  /** GET /api/v1/players/me: the player's solved counts, times and streaks. */
  me(options?: CallOptions): Call<'me'>;
  /**
   * DELETE /api/v1/players/me: erases everything about the player; repeats the request while
   * the API answers 202 (a player with many days is erased in steps), so `ok` means all is gone.
   */
  erasePlayer(options?: CallOptions): Promise<ApiResult<null>>;
  /** GET /api/v1/players/me/games/{key}: a saved game and its revision. */
  savedGame(key: string, options?: CallOptions): Call<'getGame'>;
  /**
   * PUT /api/v1/players/me/games/{key}: saves `game` over the copy `when` names (none, or a
   * revision); a stale write fails with `edit_conflict` and the server's copy in `current`.
   */
  saveGame(
    key: string,
    game: Record<string, unknown>,
    when: Precondition,
    options?: CallOptions,
  ): Promise<ApiResult<SavedGame, EditConflict>>;
  /** DELETE /api/v1/players/me/games/{key}: deletes a saved game (only at `ifMatch`, if given). */
  deleteSavedGame(
    key: string,
    when?: { readonly ifMatch?: string },
    options?: CallOptions,
  ): Promise<ApiResult<null, EditConflict>>;
  /** POST /api/v1/plays: starts timing a play of a puzzle of the day or a seeded puzzle. */
  startPlay(body: StartPlayRequest, options?: CallOptions): Call<'startPlay'>;
  /** POST /api/v1/plays/{id}/finish: the time counted and, for a daily, where it stands. */
  finishPlay(id: string, body: FinishRequest, options?: CallOptions): Call<'finishPlay'>;
  /** GET /api/v1/daily/stats: a puzzle of the day's players, median and histogram. */
  dailyStats(query?: DailyStatsQuery, options?: CallOptions): Call<'dailyStats'>;
  /** GET /api/v1/daily/leaderboard: a puzzle of the day's fastest hint-free times. */
  dailyLeaderboard(query?: LeaderboardQuery, options?: CallOptions): Call<'dailyLeaderboard'>;
  /** GET /api/v1/health: whether the API is up, and its engine version. */
  health(options?: CallOptions): Call<'health'>;
  /** GET /api/v1/openapi.json: the OpenAPI 3.1 document. */
  openapi(options?: CallOptions): Call<'openapi'>;
  /** GET /api/docs: the API's documentation, one HTML page, its text. */
  docs(options?: CallOptions): Call<'docs'>;
}

/**
 * A query or path value as text: a string, number, boolean or bigint as String writes it. Any
 * other value is a TypeError (the call's invalid_request), never converted: String() runs the
 * caller's code, and an array claiming 2^32-1 items joins for hours.
 */
function textOf(value: unknown, name: string): string {
  const kind = typeof value;
  if (kind === 'string' || kind === 'number' || kind === 'boolean' || kind === 'bigint') {
    return String(value);
  }
  throw new TypeError(`${name} is ${kind === 'object' ? 'an object' : `a ${kind}`}, not text`);
}

// Bound at call time and called as a plain function: a stored `window.fetch` called as a method
// of another object throws "Illegal invocation".
const globalFetch: FetchLike = (input, init) => fetch(input, init);

/** The options read once: a bad base URL (or options whose getters throw) is a TypeError. */
function settingsOf(options: ClientOptions) {
  try {
    return {
      base: new URL(String(options.baseUrl)).href.replace(/\/+$/, ''),
      fetch: options.fetch ?? globalFetch,
      timeout: options.timeout ?? DEFAULT_TIMEOUT_MS,
      headers: options.headers ?? {},
    };
  } catch (err) {
    throw new TypeError(`createClient needs an absolute baseUrl: ${reasonOf(err)}`, { cause: err });
  }
}

export function createClient(options: ClientOptions): Client {
  // Validated once, here: a bad base URL is a programming error, not a call's outcome.
  const { base, ...config } = settingsOf(options);
  // Read at each call (a provider may renew it); inside the call's try, so a throwing one is a value.
  const tokenOf = (call: CallOptions): string | undefined =>
    call.token ?? (typeof options.token === 'function' ? options.token() : options.token);

  // The answer's type comes from the method's signature in Client (inferred from context).
  function call<T>(
    route: ClientRoute,
    input: {
      query?: object;
      body?: unknown;
      params?: Record<string, string>;
      /** Read inside the call's try: a caller's precondition object may throw when read. */
      headers?: () => Record<string, string>;
    },
    call: CallOptions = {},
  ): Promise<ApiResult<T>> {
    const endpoint: {
      method?: Exchange['method'];
      path: string;
      type?: string;
      token?: true;
      empty?: true;
    } = ENDPOINTS[route];
    // The caller's query, path values, token and call options are read here; one that throws (a
    // getter, a proxy, a value without a usable toString) ends the call as a value too, never as
    // an exception.
    try {
      const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) =>
        encodeURIComponent(textOf(input.params?.[name] ?? '', name)),
      );
      const url = new URL(`${base}${path}`);
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries(input.query ?? {})) {
        if (value !== undefined) query.append(key, textOf(value, key));
      }
      // Written once: setting each pair on url.searchParams writes the URL's whole query again
      // each time, quadratic in the pairs (a list of 100,000 zeros as a query took 23 s).
      url.search = query.toString();
      const { signal, timeout } = call ?? {};
      const token = endpoint.token ? tokenOf(call ?? {}) : undefined;
      return send<T>({
        fetch: config.fetch,
        url: url.href,
        method: endpoint.method ?? 'GET',
        headers: {
          ...config.headers,
          ...input.headers?.(),
          ...(token === undefined ? {} : { Authorization: `Bearer ${token}` }),
        },
        body: input.body,
        type: endpoint.type,
        signal,
        timeout: timeout ?? config.timeout,
        empty: endpoint.empty,
      });
    } catch (err) {
      return Promise.resolve(unsent(err));
    }
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
  /** The precondition of a write as a header: `If-Match` on a revision, in quotes. */
  const ifMatch = (revision: string | undefined): Record<string, string> =>
    revision === undefined ? {} : { 'If-Match': `"${revision}"` };

  async function erasePlayer(opts?: CallOptions): Promise<ApiResult<null>> {
    // Each step erases up to 40 days; a player cannot have more days than this many steps hold.
    let last: ApiResult<unknown> | undefined;
    for (let step = 0; step < 1000; step++) {
      last = await call<{ remaining: number } | null>('eraseMe', {}, opts);
      if (!last.ok || last.status !== 202) return last as ApiResult<null>;
    }
    return {
      ok: false,
      status: 202,
      problem: clientProblem('invalid_response', 202, 'the erasure did not end'),
      ...responseHeaders(last?.headers ?? new Headers()),
    };
  }

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
    createPlayer: bare('createPlayer'),
    renewToken: bare('renewToken'),
    me: bare('me'),
    erasePlayer,
    savedGame: (key, opts) => call('getGame', { params: { key } }, opts),
    saveGame: (key, game, when, opts) =>
      call(
        'putGame',
        {
          params: { key },
          body: { game },
          headers: () => ('create' in when ? { 'If-None-Match': '*' } : ifMatch(when.ifMatch)),
        },
        opts,
      ),
    deleteSavedGame: (key, when = {}, opts) =>
      call('deleteGame', { params: { key }, headers: () => ifMatch(when.ifMatch) }, opts),
    startPlay: withBody('startPlay'),
    finishPlay: (id, body, opts) => call('finishPlay', { params: { id }, body }, opts),
    dailyStats: withQuery('dailyStats'),
    dailyLeaderboard: withQuery('dailyLeaderboard'),
    health: bare('health'),
    openapi: bare('openapi'),
    docs: bare('docs'),
  };
}
