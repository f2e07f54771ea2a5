/**
 * Requests derived from an operation's own schemas, as fast-check arbitraries: valid ones (every
 * parameter or body field drawn from its schema), valid requests with one value pushed to a limit
 * or past it, hostile ones (junk text and JSON, unknown and repeated parameters, other
 * operations' parameters, wrong methods and media types, bodies past the size limit, conditional
 * headers), and the plain sending of any of them to the app.
 */
import fc from 'fast-check';
import type { Operation, Schema } from './document.ts';
import { allowed, type Derivation, hostileJson, hostileText, probesOf } from './values.ts';

/** A valid request of an operation, as a typed client writes it: numbers as numbers. */
export interface Base {
  readonly query?: Readonly<Record<string, string | number | boolean>>;
  /** Path parameters by name, filled into the path's `{name}`, URL-encoded. */
  readonly params?: Readonly<Record<string, string>>;
  /** Request headers: a player token, a precondition. */
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: unknown;
}

export interface ApiRequest {
  readonly method: string;
  readonly path: string;
  /** The query string, without '?', exactly as sent. */
  readonly query: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string;
}

/** How a query value is written: numbers and booleans as JSON writes them, text as it is. */
export const queryText = (value: unknown): string =>
  typeof value === 'string' ? value : JSON.stringify(value);

export const queryOf = (pairs: readonly (readonly [string, unknown])[]): string =>
  new URLSearchParams(pairs.map(([key, value]) => [key, queryText(value)])).toString();

/** The operation's path with `params` filled in, each URL-encoded (a missing one empty). */
export const pathOf = (op: Operation, params: Readonly<Record<string, string>> = {}): string =>
  op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));

/** A base's request: its path, query, headers and JSON body as a client sends them. */
export function requestOf(op: Operation, base: Base, headers: Record<string, string> = {}) {
  const sent = { ...base.headers, ...headers };
  return {
    method: op.method.toUpperCase(),
    path: pathOf(op, base.params),
    query: queryOf(Object.entries(base.query ?? {})),
    headers: base.body === undefined ? sent : { 'Content-Type': 'application/json', ...sent },
    ...(base.body === undefined ? {} : { body: JSON.stringify(base.body) }),
  } satisfies ApiRequest;
}

/** A request's URL on `origin`. */
export const urlOf = (request: ApiRequest, origin: string): string =>
  `${origin}${request.path}${request.query ? `?${request.query}` : ''}`;

const JSON_TYPE = 'application/json';
const OTHER_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
/** Over the API's 64 KiB body limit. */
const OVERSIZED = JSON.stringify({ puzzle: '.'.repeat(70_000) });

type Pair = readonly [string, unknown];

/** A change applied `times` times over, each to the result of the one before. */
const repeatedly =
  <T>(change: (value: T) => fc.Arbitrary<T>, times: number) =>
  (value: T): fc.Arbitrary<T> =>
    times <= 0 ? fc.constant(value) : change(value).chain(repeatedly(change, times - 1));

/**
 * One value for a parameter or field: from its schema, at or past a limit, one its name gives a
 * meaning to, or hostile.
 */
function valueFor(
  name: string,
  schema: Schema,
  d: Derivation,
  base: unknown,
  hostile: fc.Arbitrary<unknown>,
): fc.Arbitrary<unknown> {
  const edges = probesOf(schema, d, base).flatMap((probe) => [...probe.at, ...probe.past]);
  const named = Object.hasOwn(d.named, name) ? [d.named[name]] : [];
  return fc.oneof(
    { weight: 3, arbitrary: allowed(schema, d) },
    ...(edges.length > 0 ? [{ weight: 2, arbitrary: fc.constantFrom(...edges) }] : []),
    ...named.map((arbitrary) => ({ weight: 2, arbitrary })),
    { weight: 2, arbitrary: hostile },
  );
}

/** Query strings of an operation: each one a base changed, a fresh draw, or junk. */
function queries(
  op: Operation,
  others: readonly Operation[],
  bases: readonly Base[],
  d: Derivation,
): fc.Arbitrary<string> {
  const params = op.parameters.filter((p) => p.in === 'query');
  const drawn = fc
    .tuple(
      ...params.map((p) =>
        p.required
          ? allowed(p.schema, d).map((v): Pair[] => [[p.name, v]])
          : fc
              .option(allowed(p.schema, d), { nil: undefined })
              .map((v): Pair[] => (v === undefined ? [] : [[p.name, v]])),
      ),
    )
    .map((lists) => lists.flat());
  const fromBase = fc.constantFrom(...bases).map((b): Pair[] => Object.entries(b.query ?? {}));
  // Names other operations read: a URL copied from one route to another.
  const foreign = [
    ...new Set(
      others.flatMap((o) => o.parameters.filter((p) => p.in === 'query').map((p) => p.name)),
    ),
  ].filter((name) => !params.some((p) => p.name === name));
  const extraName = fc.oneof(hostileText, ...(foreign.length ? [fc.constantFrom(...foreign)] : []));
  // Mostly a new value for one parameter; else it is left out or repeated, or a parameter of
  // another name is added.
  const change = (pairs: Pair[]): fc.Arbitrary<Pair[]> => {
    const extra = fc
      .tuple(extraName, hostileText)
      .map(([key, value]): Pair[] => [...pairs, [key, value]]);
    if (params.length === 0) return extra;
    const param = fc.constantFrom(...params).chain((p) => {
      const current = pairs.find(([key]) => key === p.name)?.[1];
      const rest = pairs.filter(([key]) => key !== p.name);
      return fc.oneof(
        {
          weight: 4,
          arbitrary: valueFor(p.name, p.schema, d, current, hostileText).map((v): Pair[] => [
            ...rest,
            [p.name, v],
          ]),
        },
        { weight: 1, arbitrary: fc.constant(rest) },
        // Repeated: the parameter twice.
        {
          weight: 1,
          arbitrary: allowed(p.schema, d).map((v): Pair[] => [...pairs, [p.name, v]]),
        },
      );
    });
    return fc.oneof({ weight: 5, arbitrary: param }, { weight: 1, arbitrary: extra });
  };
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .tuple(
          fc.oneof({ weight: 1, arbitrary: drawn }, { weight: 3, arbitrary: fromBase }),
          fc.integer({ min: 0, max: 3 }),
        )
        .chain(([pairs, times]) => repeatedly(change, times)(pairs))
        .map((pairs) => queryOf(pairs)),
    },
    // Raw text after the '?', not encoded.
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 120 }) },
  );
}

/** JSON bodies of an operation: a base changed, a fresh draw, or any JSON at all. */
function bodies(op: Operation, bases: readonly Base[], d: Derivation): fc.Arbitrary<unknown> {
  const schema = op.body;
  if (!schema) return fc.constant(undefined);
  // The fields of the body, or of each of its shapes (a play is of a day or of a seed).
  const shapes = [schema, ...((schema.anyOf ?? schema.oneOf ?? []) as (typeof schema)[])];
  const properties = shapes.flatMap((shape) =>
    Object.entries((d.resolve(shape).properties ?? {}) as Record<string, typeof schema>),
  );
  const fromBases = bases.filter((b) => b.body !== undefined).map((b) => b.body as object);
  const changed = fc
    .tuple(fc.constantFrom(...fromBases), fc.constantFrom(...properties))
    .chain(([body, [key, property]]) => {
      const { [key]: current, ...rest } = body as Record<string, unknown>;
      return fc.oneof(
        valueFor(key, property, d, current, hostileJson).map((v) => ({ ...rest, [key]: v })),
        fc.constant(rest),
        fc.tuple(hostileText, fc.jsonValue()).map(([k, v]) => ({ ...body, [k]: v })),
      );
    });
  return fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...fromBases) },
    { weight: 6, arbitrary: changed },
    { weight: 3, arbitrary: allowed(schema, d) },
    { weight: 1, arbitrary: hostileJson },
  );
}

/** Raw bodies that are not the JSON of a value: broken, odd, or too large. */
const rawBody: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.constantFrom('{"puzzle":"', '{"puzzle":"....","puzzle":1}', '[[[[['.repeat(400), OVERSIZED),
);

const mediaType = fc.oneof(
  { weight: 8, arbitrary: fc.constant(JSON_TYPE) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'application/problem+json',
      'text/plain',
      'application/x-www-form-urlencoded',
      '',
    ),
  },
);

const conditionalHeaders = fc.option(fc.constantFrom('*', '"x"', 'W/"x"', ''), { nil: undefined });

/**
 * Whether a path value stays one segment of this operation's path: '', '.' and '..' make
 * another URL (the route's parent, resolved by URL rules), a 404 of no route.
 */
const namesSegment = (value: string): boolean => !['', '.', '..'].includes(value);

/** Paths of an operation: a base's path values, each sometimes drawn anew or hostile. */
function paths(op: Operation, bases: readonly Base[], d: Derivation): fc.Arbitrary<string> {
  const params = op.parameters.filter((p) => p.in === 'path');
  if (params.length === 0) return fc.constant(op.path);
  return fc
    .constantFrom(...bases)
    .chain((base) =>
      fc
        .tuple(
          ...params.map((p) =>
            fc
              .oneof(
                { weight: 4, arbitrary: fc.constant(base.params?.[p.name] ?? '') },
                { weight: 1, arbitrary: allowed(p.schema, d).map(String) },
                { weight: 1, arbitrary: hostileText },
              )
              .filter(namesSegment),
          ),
        )
        .map((values) => pathOf(op, Object.fromEntries(params.map((p, i) => [p.name, values[i]])))),
    );
}

/** The headers a base carries (a player token, a precondition): kept, left out or junk. */
const baseHeaders = (bases: readonly Base[]): fc.Arbitrary<Record<string, string>> =>
  fc.constantFrom(...bases).chain((base) =>
    fc
      .tuple(
        ...Object.entries(base.headers ?? {}).map(([name, value]) =>
          fc.oneof(
            { weight: 6, arbitrary: fc.constant<[string, string] | undefined>([name, value]) },
            { weight: 1, arbitrary: fc.constant(undefined) },
            {
              weight: 1,
              // Junk a header can carry: printable ASCII (fetch refuses the rest before sending).
              arbitrary: hostileText.map((junk): [string, string] => [
                name,
                junk.replace(/[^\x20-\x7e]/g, ''),
              ]),
            },
          ),
        ),
      )
      .map((pairs) => Object.fromEntries(pairs.filter((pair) => pair !== undefined))),
  );

/** Requests to an operation, derived from its schemas and its bases (valid requests). */
export function requestsFor(
  op: Operation,
  others: readonly Operation[],
  bases: readonly Base[],
  d: Derivation,
): fc.Arbitrary<ApiRequest> {
  const method = op.method.toUpperCase();
  const methods = fc.oneof(
    { weight: 12, arbitrary: fc.constant(method) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        ...(method === 'GET' ? ['HEAD'] : []),
        ...OTHER_METHODS.filter((m) => m !== method),
      ),
    },
  );
  const json = bodies(op, bases, d).map((v) => (v === undefined ? undefined : JSON.stringify(v)));
  const body = op.body
    ? fc.oneof({ weight: 6, arbitrary: json }, { weight: 1, arbitrary: rawBody })
    : fc.constant(undefined);
  return fc
    .record({
      method: methods,
      path: paths(op, bases, d),
      carried: baseHeaders(bases),
      query: queries(op, others, bases, d),
      body,
      type: mediaType,
      ifNoneMatch: conditionalHeaders,
    })
    .map(({ method: m, path, carried, query, body: b, type, ifNoneMatch }) => {
      // GET and HEAD requests cannot carry a body.
      const sent = m === 'GET' || m === 'HEAD' ? undefined : b;
      const headers: Record<string, string> = { ...carried };
      if (sent !== undefined) headers['Content-Type'] = type;
      if (ifNoneMatch !== undefined) headers['If-None-Match'] = ifNoneMatch;
      return { method: m, path, query, headers, body: sent };
    });
}
