// Real exchanges with the API for the typed-client test: sample requests by operation, sent to
// the Worker's app (createApp, run in Node without bindings: no KV, no edge cache, no rate
// limit), or, for the players' routes, which need D1 and Durable Objects, to the Worker served by
// `wrangler dev` (player-samples.ts), with what came back. Valid requests are written as a typed
// client writes them (numbers as numbers); invalid ones go out as they are, to reach the problem
// responses.
import { generate } from '../../shared/index.ts';
import { createApp } from '../../worker/index.ts';

type Json = Record<string, unknown>;

export interface Sample {
  readonly operationId: string;
  /** The query as a typed client writes it: type-checked against the document. */
  readonly query?: Readonly<Record<string, string | number | boolean>>;
  /** A JSON body, type-checked against the document unless `invalid`. */
  readonly body?: unknown;
  /** The request is wrong on purpose: only its response is type-checked. */
  readonly invalid?: { readonly query?: string };
  /** Another method than the operation's (to reach a 405). */
  readonly method?: string;
  /** Path parameters, type-checked against the document (URL-encoded into the path). */
  readonly params?: Readonly<Record<string, string>>;
  /** Request headers (a player token, If-Match...), sent as they are. */
  readonly headers?: Readonly<Record<string, string>>;
  /** Sent to the served Worker (real D1 and Durable Objects), not to the app in Node. */
  readonly served?: boolean;
}

export interface Exchange {
  readonly sample: Sample;
  readonly label: string;
  readonly status: number;
  /** The response's media type, without parameters; '' without a body. */
  readonly mediaType: string;
  readonly body: string;
}

// A 4x4 puzzle with one solution (generate, seed `typed-client`, level `hard`) and that solution.
const PUZZLE = '.13..32........3';
const SOLUTION = '2134432134121243';
const OPEN = '.'.repeat(16);

// An easy Killer puzzle (no givens) with its cages, as GET /api/v1/puzzles?variant=killer gives it.
const made = generate({ seed: 'typed-client', level: 'easy', variant: 'killer' });
if (!made.ok || !made.value.cages) throw new Error('the engine makes Killer puzzles');
const KILLER = { puzzle: made.value.puzzle, cages: made.value.cages };
const KILLER_SOLUTION = made.value.solution;

export const SAMPLES: readonly Sample[] = [
  {
    operationId: 'getPuzzle',
    query: { seed: 'typed-client', size: 4, level: 'easy', include: 'solution' },
  },
  { operationId: 'getPuzzle', query: { seed: 'typed-client', variant: 'arrow' } },
  { operationId: 'getPuzzle', query: { seed: 'typed-client', variant: 'killer', level: 'easy' } },
  { operationId: 'getPuzzle', invalid: { query: 'size=5' } },
  { operationId: 'getDaily', query: { date: '2026-01-01', level: 'hard', include: 'solution' } },
  { operationId: 'getDaily', invalid: { query: 'date=2026-02-30' } },
  { operationId: 'getDaily', query: { date: '2026-01-01', variant: 'killer', format: 'rows' } },
  {
    operationId: 'getPuzzleBatch',
    query: { seed: 'typed-client', size: 4, count: 2, format: 'rows' },
  },
  { operationId: 'getPuzzleBatch', invalid: { query: 'count=0' } },
  {
    operationId: 'getPuzzleBatch',
    query: { seed: 'typed-client', variant: 'killer', level: 'easy', count: 2 },
  },
  { operationId: 'getPuzzleBatch', invalid: { query: 'variant=killer&level=hard&count=2' } },
  {
    operationId: 'getPuzzleSvg',
    query: { seed: 'typed-client', size: 4, include: 'solution', caption: true },
  },
  { operationId: 'getPuzzleSvg', invalid: { query: 'size=4' } },
  { operationId: 'getPuzzleSvg', query: { seed: 'typed-client', variant: 'killer' } },
  { operationId: 'getDailySvg', query: { date: '2026-01-01', variant: 'killer', lang: 'id' } },
  {
    operationId: 'getPrintSheet',
    query: { seed: 'typed-client', size: 4, count: 2, paper: 'letter' },
  },
  {
    operationId: 'getPrintSheet',
    query: { seed: 'typed-client', variant: 'killer', count: 1, include: 'solution' },
  },
  { operationId: 'solve', body: { puzzle: PUZZLE } },
  { operationId: 'solve', body: { puzzle: OPEN, limit: 2 } },
  { operationId: 'solve', body: { puzzle: `11${PUZZLE.slice(2)}` } },
  {
    operationId: 'solve',
    body: { puzzle: PUZZLE, algorithm: 'backtracking', trace: true, traceLimit: 6 },
  },
  { operationId: 'solve', body: { puzzle: 'x' }, invalid: {} },
  { operationId: 'solve', method: 'PUT', invalid: {} },
  { operationId: 'check', body: { puzzle: `11${PUZZLE.slice(2)}` } },
  { operationId: 'check', body: { puzzle: SOLUTION } },
  { operationId: 'hint', body: { puzzle: PUZZLE } },
  { operationId: 'hint', body: { puzzle: PUZZLE, entries: `4${PUZZLE.slice(1)}` } },
  { operationId: 'hint', body: { puzzle: PUZZLE, entries: SOLUTION } },
  { operationId: 'hint', body: { puzzle: OPEN } },
  { operationId: 'rate', body: { puzzle: PUZZLE } },
  { operationId: 'solve', body: KILLER },
  { operationId: 'solve', body: { ...KILLER, algorithm: 'candidates', format: 'rows' } },
  {
    operationId: 'solve',
    body: { puzzle: KILLER.puzzle, cages: KILLER.cages.slice(1) },
    invalid: {},
  },
  { operationId: 'check', body: { puzzle: KILLER_SOLUTION, cages: KILLER.cages } },
  // The solution's second digit twice: a row conflict, and a cage conflict where they share one.
  {
    operationId: 'check',
    body: {
      puzzle: `${KILLER_SOLUTION[1].repeat(2)}${KILLER.puzzle.slice(2)}`,
      cages: KILLER.cages,
    },
  },
  { operationId: 'hint', body: KILLER },
  { operationId: 'rate', body: KILLER },
];

interface Operation {
  readonly path: string;
  readonly method: string;
  readonly required: boolean;
}

/** Every operation of the document by id, with whether it needs anything to be called. */
export function operationsOf(document: Json): Map<string, Operation> {
  const operations = new Map<string, Operation>();
  for (const [path, methods] of Object.entries(document.paths as Record<string, Json>)) {
    for (const [method, op] of Object.entries(methods as Record<string, Json>)) {
      const {
        operationId,
        parameters = [],
        requestBody,
      } = op as {
        operationId: string;
        parameters?: { required?: boolean }[];
        requestBody?: unknown;
      };
      const required = requestBody !== undefined || parameters.some((p) => p.required);
      operations.set(operationId, { path, method, required });
    }
  }
  return operations;
}

/**
 * The samples above, plus a plain call of every operation that needs nothing (the service
 * routes, and whatever such routes the table gains) and has no sample yet.
 */
export function samplesFor(operations: ReadonlyMap<string, Operation>): Sample[] {
  const sampled = new Set(SAMPLES.map((s) => s.operationId));
  const plain = [...operations]
    .filter(([id, op]) => !sampled.has(id) && !op.required)
    .map(([operationId]) => ({ operationId }));
  return [...SAMPLES, ...plain];
}

/**
 * Sends every sample, one after the other, to a fresh app, or to the served Worker at `served`
 * (its base URL) for the samples that say so.
 */
export async function exchange(
  samples: readonly Sample[],
  operations: ReadonlyMap<string, Operation>,
  served?: string,
): Promise<Exchange[]> {
  const app = createApp();
  const exchanges: Exchange[] = [];
  for (const [i, sample] of samples.entries()) {
    const op = operations.get(sample.operationId);
    if (!op) throw new Error(`sample ${i}: no operation ${sample.operationId} in the document`);
    const query =
      sample.invalid?.query ??
      new URLSearchParams(
        Object.entries(sample.query ?? {}).map(([k, v]) => [k, String(v)]),
      ).toString();
    const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
      encodeURIComponent(sample.params?.[name] ?? ''),
    );
    const url = `${path}${query ? `?${query}` : ''}`;
    const init: RequestInit = {
      method: sample.method ?? op.method.toUpperCase(),
      headers: {
        ...(sample.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...sample.headers,
      },
      ...(sample.body === undefined ? {} : { body: JSON.stringify(sample.body) }),
    };
    if (sample.served && !served) throw new Error(`sample ${i} needs the served Worker`);
    const res = sample.served ? await fetch(`${served}${url}`, init) : await app.request(url, init);
    const body = await res.text();
    exchanges.push({
      sample,
      label: `sample ${i} (${sample.operationId} -> ${res.status})`,
      status: res.status,
      mediaType: body ? (res.headers.get('content-type') ?? '').split(';')[0].trim() : '',
      body,
    });
  }
  return exchanges;
}
