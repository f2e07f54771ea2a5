/**
 * Request validation with the engine's own zod/mini schemas, as Hono middleware. A thin
 * replacement for `@hono/zod-validator` (which wants classic zod): it parses the query or the JSON
 * body, rejects with a problem (400, 415) and types `c.req.valid(...)` and the RPC client's input
 * from the same schema, so the schema stays the one source of truth.
 */
import type { Context, MiddlewareHandler } from 'hono';
import * as z from 'zod/mini';
import type { $ZodType, input, output } from 'zod/v4/core';
import en from 'zod/v4/locales/en.js';
import type { AppEnv } from '../env.ts';
import { ProblemError, validationProblem } from './problem.ts';

// zod/mini ships no messages ("Invalid input" everywhere); the English locale makes every issue
// say what was expected. Global on purpose: engine schemas parsed in the Worker benefit too.
z.config(en());

type Target = 'query' | 'json' | 'param';

type Validated<T extends Target, S extends $ZodType> = {
  in: { [K in T]: input<S> };
  out: { [K in T]: output<S> };
};

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/** The query string as an object: a repeated parameter becomes an array (and fails as such). */
function readQuery(c: Context): Record<string, string | string[]> {
  // Object.fromEntries defines own properties, so even `__proto__` arrives as a plain (unknown) key.
  return Object.fromEntries(
    Object.entries(c.req.queries()).map(([key, values]) => [
      key,
      values.length === 1 ? values[0] : values,
    ]),
  );
}

async function readJson(c: Context): Promise<unknown> {
  const mediaType = (c.req.header('Content-Type') ?? '').split(';')[0].trim();
  if (!JSON_MEDIA_TYPE.test(mediaType)) {
    throw new ProblemError(
      'unsupported_media_type',
      `send the body as JSON with Content-Type: application/json (got ${mediaType ? JSON.stringify(mediaType) : 'none'})`,
    );
  }
  const text = await c.req.text();
  try {
    return JSON.parse(text);
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    throw new ProblemError('invalid_json', `the body is not valid JSON: ${reason}`);
  }
}

/** The query string parsed with `schema`, or the 400 problem `validate('query', schema)` gives. */
export function parseQuery<S extends $ZodType>(c: Context, schema: S): output<S> {
  const result = z.safeParse(schema, readQuery(c));
  if (!result.success) throw validationProblem(result.error.issues, 'query');
  return result.data;
}

/**
 * Validates `target` (the query, the JSON body or the path parameters) against `schema`; handlers
 * read the result with `c.req.valid(target)`.
 */
export function validate<T extends Target, S extends $ZodType>(
  target: T,
  schema: S,
): MiddlewareHandler<AppEnv, string, Validated<T, S>> {
  return async (c, next) => {
    let data: output<S>;
    if (target === 'query') data = parseQuery(c, schema);
    else if (target === 'param') {
      const result = z.safeParse(schema, c.req.param());
      if (!result.success) throw validationProblem(result.error.issues, 'path');
      data = result.data;
    } else {
      const result = z.safeParse(schema, await readJson(c));
      if (!result.success) throw validationProblem(result.error.issues, 'body');
      data = result.data;
    }
    c.req.addValidatedData(target, data as Record<string, unknown>);
    await next();
  };
}
