/**
 * Sudoku Break Worker: the HTTP API under /api (Hono on Cloudflare Workers). Thin on purpose:
 * validate with the engine's schemas, call the engine, cache, respond; errors leave as problems.
 * The routes come in groups (api/groups.ts: puzzles, print, solving, service), each in its own
 * folder under api/; the HTTP plumbing they share is in http/ and the cache tiers in cache/.
 *
 * Static assets (the demo page and /widget.js) are served by Workers Static Assets from ./public;
 * only /api/* reaches this code first (see `run_worker_first` in wrangler.toml).
 *
 * `createApp(options)` builds the app with injectable dependencies (clock, budget, caches) for
 * tests; the default export is the production app. `AppType` types the RPC client (client.ts).
 */
import { Hono } from 'hono';
import type { HonoBase } from 'hono/hono-base';
import type { ApiGroup } from './api/group.ts';
import { API_GROUPS } from './api/groups.ts';
import { ROUTES, type RouteSpec } from './contract.ts';
import type { AppEnv } from './env.ts';
import { apiBodyLimit, apiCors, methodNotAllowed, noSniff } from './http/policy.ts';
import { notFound, onError } from './http/problem.ts';
import { type AppOptions, resolveOptions } from './options.ts';

/** The routes of every group, as chained `.route('/', app)` calls would type them. */
type GroupSchema<G> = G extends ApiGroup<infer _, infer S> ? S : never;
type ApiSchema = GroupSchema<(typeof API_GROUPS)[number]>;

export function createApp(options: AppOptions = {}) {
  const deps = resolveOptions(options);
  const app = new Hono<AppEnv>().use('/api/*', apiCors(), noSniff(), apiBodyLimit());
  for (const group of API_GROUPS) app.route('/', group.app(deps, ROUTES));
  // After the groups' routes; these add no typed routes to AppType.
  methodNotAllowed(app, Object.values(ROUTES) as RouteSpec[]);
  app.notFound(notFound);
  app.onError(onError);
  // A loop cannot type what it mounted: the app holds every group's routes, so it says so.
  return app as HonoBase<AppEnv, ApiSchema, '/'>;
}

export type AppType = ReturnType<typeof createApp>;

export default createApp();
