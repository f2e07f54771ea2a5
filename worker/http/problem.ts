/**
 * Errors as HTTP: the one place where anything that goes wrong becomes an RFC 9457
 * `application/problem+json` response. Engine errors arrive as values with a stable `code`,
 * request validation as zod issues, and the Worker's own failures (body too large, wrong media
 * type, unknown route) as `ProblemError`s; all of them leave through `problemResponse`. The
 * `type` link is built from configuration (PROBLEM_BASE), never from the request.
 */
import type { Context } from 'hono';
import * as z from 'zod/mini';
import type { $ZodIssue } from 'zod/v4/core';
import type { EngineError, ErrorCode } from '../../shared/index.ts';
import type { AppEnv } from '../env.ts';

/** Problems the Worker itself reports, next to the engine's error codes. */
type WorkerCode =
  | 'invalid_request'
  | 'invalid_json'
  | 'not_found'
  | 'method_not_allowed'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'conflicting_givens'
  | 'rate_limited'
  | 'solution_unavailable'
  | PlayerCode;

/** Problems of the players, plays and daily stats routes (worker/players/, worker/api/plays/...). */
type PlayerCode =
  | 'token_required'
  | 'invalid_token'
  | 'token_expired'
  | 'not_renewable'
  | 'play_not_found'
  | 'play_expired'
  | 'game_not_found'
  | 'too_many_games'
  | 'edit_conflict'
  | 'precondition_required'
  | 'wrong_solution'
  | 'implausible_time'
  | 'players_unavailable'
  | 'stats_unavailable';

export type ProblemCode = ErrorCode | WorkerCode;

/**
 * Status and title of every problem code. Typed as a complete record on purpose: a new engine
 * error code does not compile until someone decides which HTTP status it deserves. Nothing a
 * client sends may map to a 5xx: only `internal_error` (a bug) and the two `*_unavailable` codes
 * (the players' storage failing or not configured, never the request) do.
 */
const PROBLEMS: { readonly [K in ProblemCode]: readonly [status: number, title: string] } = {
  invalid_request: [400, 'The request does not match the API schema'],
  invalid_json: [400, 'The request body is not valid JSON'],
  invalid_puzzle: [400, 'The puzzle or its arrows are not valid'],
  invalid_size: [400, 'The puzzle has an unsupported size'],
  invalid_options: [400, 'The options are not valid'],
  invalid_date: [400, 'The date is not valid'],
  invalid_trace: [400, 'The trace is not valid'],
  // 403, not 409: nothing about the request is wrong or in conflict, the API refuses it until a
  // time it names (Retry-After), so that a day's solution spoils no one still playing it.
  solution_unavailable: [403, 'The solution is not out yet'],
  // RFC 6750: 401 with WWW-Authenticate (worker/players/auth.ts).
  token_required: [401, 'A player token is required'],
  invalid_token: [401, 'The player token is not valid'],
  token_expired: [401, 'The player token has expired'],
  not_renewable: [403, 'This token is renewed by its publisher'],
  not_found: [404, 'No such resource'],
  play_not_found: [404, 'No such play of this player'],
  game_not_found: [404, 'No saved game under this key'],
  method_not_allowed: [405, 'Method not allowed'],
  too_many_games: [409, 'The player keeps as many saved games as allowed'],
  play_expired: [410, 'The play is too old to finish'],
  // A stale write: the problem carries the server's copy (`current`).
  edit_conflict: [412, 'The saved game changed since it was read'],
  payload_too_large: [413, 'The request body is too large'],
  unsupported_media_type: [415, 'The request body must be JSON'],
  budget_exceeded: [422, 'The work budget ran out'],
  unsolvable: [422, 'The puzzle has no solution'],
  multiple_solutions: [422, 'The puzzle has several solutions'],
  generation_failed: [422, 'No puzzle could be generated'],
  conflicting_givens: [422, 'The givens break the rules'],
  wrong_solution: [422, "The solution is not the puzzle's"],
  implausible_time: [422, 'The time cannot be counted'],
  precondition_required: [428, 'Say which copy the write replaces'],
  rate_limited: [429, 'Too many requests'],
  internal_error: [500, 'Internal error'],
  players_unavailable: [503, 'Players are unavailable'],
  stats_unavailable: [503, 'Stats are unavailable'],
};

export const PROBLEM_CODES = Object.keys(PROBLEMS) as ProblemCode[];
export const problemStatus = (code: ProblemCode): number => PROBLEMS[code][0];
export const problemTitle = (code: ProblemCode): string => PROBLEMS[code][1];

export const IssueSchema = z.object({
  /** Where the problem is: query parameter or body field names and array indexes. */
  path: z.array(z.union([z.string(), z.int()])),
  message: z.string(),
  code: z.string(),
});
export type Issue = z.infer<typeof IssueSchema>;

export const ProblemSchema = z.object({
  /** A link to the documentation of this kind of problem. */
  type: z.string(),
  title: z.string(),
  status: z.int(),
  detail: z.string(),
  /** Stable machine-readable code; switch on this, not on the title or detail. */
  code: z.enum(PROBLEM_CODES as [ProblemCode, ...ProblemCode[]]),
  /** Every field that was wrong, when the problem is in the request. */
  issues: z.optional(z.array(IssueSchema)),
});
export type Problem = z.infer<typeof ProblemSchema>;

export const PROBLEM_MEDIA_TYPE = 'application/problem+json';

/** A problem thrown from anywhere in a request; `onError` turns it into the response. */
export class ProblemError extends Error {
  readonly code: ProblemCode;
  readonly issues: readonly Issue[] | undefined;
  readonly headers: Readonly<Record<string, string>>;
  /** Members added to the problem document (RFC 9457 extensions), such as a 412's `current`. */
  readonly extensions: Readonly<Record<string, unknown>>;

  constructor(
    code: ProblemCode,
    detail: string,
    options: {
      issues?: readonly Issue[];
      headers?: Record<string, string>;
      extensions?: Record<string, unknown>;
    } = {},
  ) {
    super(detail);
    this.name = 'ProblemError';
    this.code = code;
    this.issues = options.issues;
    this.headers = options.headers ?? {};
    this.extensions = options.extensions ?? {};
  }
}

/** An engine error value, with its path placed under the request field it came from. */
export function engineProblem(error: EngineError, field?: string): ProblemError {
  const path = [...(field ? [field] : []), ...(error.path ?? [])];
  const issues = path.length > 0 ? [{ path, message: error.message, code: error.code }] : [];
  return new ProblemError(error.code, error.message, { issues });
}

// Shown issues are capped: a 625-cell board can fail in 625 places, one line each helps nobody.
const MAX_ISSUES = 20;

type Path = (string | number)[];
const toPath = (path: readonly PropertyKey[]): Path =>
  path.map((p) => (typeof p === 'symbol' ? String(p) : p));

/**
 * Flattens zod issues into what a person can act on. Unknown keys become one issue per key at
 * the key's own path; a union that failed becomes the issues of the branch that got furthest
 * (for `[[1, "x"]]` that is "expected number" at `[0][1]`, not "invalid input" at the root).
 */
export function flattenIssues(issues: readonly $ZodIssue[], base: Path = []): Issue[] {
  const out: Issue[] = [];
  for (const issue of issues) {
    const path = [...base, ...toPath(issue.path)];
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        out.push({ path: [...path, key], message: 'unknown key; remove it', code: issue.code });
      }
    } else if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      const depth = (branch: readonly $ZodIssue[]) => Math.max(...branch.map((i) => i.path.length));
      const best = issue.errors.reduce((a, b) => (depth(b) > depth(a) ? b : a));
      if (depth(best) > 0) {
        out.push(...flattenIssues(best, path));
      } else {
        const expected = issue.errors.flatMap((branch) =>
          branch.flatMap((i) => (i.code === 'invalid_type' ? [i.expected] : [])),
        );
        const message = expected.length
          ? `Invalid input: expected ${[...new Set(expected)].join(' or ')}`
          : issue.message;
        out.push({ path, message, code: issue.code });
      }
    } else {
      out.push({ path, message: issue.message, code: issue.code });
    }
  }
  return out;
}

export const formatPath = (path: readonly (string | number)[]): string =>
  path.reduce<string>(
    (text, key) => (typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${key}` : key),
    '',
  );

/** A failed request validation: every issue, and a detail line summing up the first few. */
const LABELS = {
  query: ['query parameter', 'query'],
  body: ['body field', 'body'],
  path: ['path parameter', 'path'],
} as const;

export function validationProblem(
  issues: readonly $ZodIssue[],
  where: keyof typeof LABELS,
): ProblemError {
  const flat = flattenIssues(issues);
  const shown = flat.slice(0, MAX_ISSUES);
  const [label, whole] = LABELS[where];
  const lines = flat.slice(0, 3).map((i) => {
    const at = formatPath(i.path);
    return at ? `${label} ${at}: ${i.message}` : `${whole}: ${i.message}`;
  });
  const more = flat.length > 3 ? `; and ${flat.length - 3} more` : '';
  return new ProblemError('invalid_request', `${lines.join('; ')}${more}`, { issues: shown });
}

/**
 * Where problem `type` links point when `PROBLEM_BASE` is unset or not an http(s) URL: the docs
 * page, whose problem table has an anchor per code.
 */
export const DEFAULT_PROBLEM_BASE = 'https://sudoku-break.dev/api/docs';

/**
 * The base of problem `type` URIs, from configuration only. A `type` is an identifier clients
 * may switch on or cache, so it must not change with the Host a request was sent to (and must
 * never reflect a header an attacker chose).
 */
export function problemBase(configured: string | undefined): string {
  if (configured) {
    try {
      const url = new URL(configured);
      if (url.protocol === 'https:' || url.protocol === 'http:') return url.href;
    } catch {
      // Not a URL: fall through to the default rather than fail every error response.
    }
  }
  return DEFAULT_PROBLEM_BASE;
}

/** The problem document for an error; its `type` is the code's anchor under `base`. */
export function toProblem(error: ProblemError, base: string = DEFAULT_PROBLEM_BASE): Problem {
  const code = error.code;
  const problem: Problem = {
    type: new URL(`#problem-${code}`, problemBase(base)).href,
    title: problemTitle(code),
    status: problemStatus(code),
    detail: error.message,
    code,
  };
  if (error.issues && error.issues.length > 0) problem.issues = [...error.issues];
  return problem;
}

/** The HTTP response for a problem. Problems are never cached. */
export function problemResponse(c: Context<AppEnv>, error: ProblemError): Response {
  // `c.env` is undefined when the app is called without bindings (app.request in unit tests).
  const problem = { ...error.extensions, ...toProblem(error, problemBase(c.env?.PROBLEM_BASE)) };
  return c.body(JSON.stringify(problem), problem.status as 400, {
    ...error.headers,
    'Content-Type': PROBLEM_MEDIA_TYPE,
    'Cache-Control': 'no-store',
  });
}

/** `app.onError`: expected problems as they are; anything else is a bug, logged, a plain 500. */
export function onError(err: Error, c: Context<AppEnv>): Response {
  if (err instanceof ProblemError) return problemResponse(c, err);
  console.error('unhandled error', c.req.method, c.req.path, err);
  return problemResponse(
    c,
    new ProblemError('internal_error', 'Something went wrong on our side; please try again.'),
  );
}

/** `app.notFound`. */
export const notFound = (c: Context<AppEnv>): Response =>
  problemResponse(
    c,
    new ProblemError('not_found', `${c.req.path} is not a route of this API; see /api/docs`),
  );

/** A search that ran out of its work budget: no answer, and a hint at what helps. */
export const budgetProblem = (nodes: number): ProblemError =>
  new ProblemError(
    'budget_exceeded',
    `the search gave up after ${nodes} nodes without an answer; a board this open or this hard is beyond the API's work budget (add givens, or solve it locally with the engine)`,
  );
