/**
 * Sudoku Break Worker: the HTTP API under /api (Hono on Cloudflare Workers). Thin on purpose:
 * validate with the engine's schemas, call the engine, cache, respond; errors leave as problems.
 *
 * Static assets (the demo page and /widget.js) are served by Workers Static Assets from ./public;
 * only /api/* reaches this code first (see `run_worker_first` in wrangler.toml).
 *
 * `createApp(options)` builds the app with injectable dependencies (clock, budget, caches) for
 * tests; the default export is the production app. `AppType` types the RPC client (client.ts).
 */
import { Hono } from 'hono';
import { pdfRoute } from './api/print/pdf.ts';
import { svgRoutes } from './api/print/svg.ts';
import { archiveRoute } from './api/puzzles/archive.ts';
import { batchRoute } from './api/puzzles/batch.ts';
import { dailyRoute } from './api/puzzles/daily.ts';
import { puzzlesRoute } from './api/puzzles/puzzles.ts';
import { metaRoute } from './api/service/meta.ts';
import { checkRoute } from './api/solving/check.ts';
import { hintRoute } from './api/solving/hint.ts';
import { rateRoute } from './api/solving/rate.ts';
import { solveRoute } from './api/solving/solve.ts';
import { ROUTES, type RouteSpec } from './contract.ts';
import type { AppEnv } from './env.ts';
import { apiBodyLimit, apiCors, methodNotAllowed, noSniff } from './http/policy.ts';
import { notFound, onError } from './http/problem.ts';
import { type AppOptions, resolveOptions } from './options.ts';

export function createApp(options: AppOptions = {}) {
  const deps = resolveOptions(options);
  const app = new Hono<AppEnv>()
    .use('/api/*', apiCors(), noSniff(), apiBodyLimit())
    .route('/', metaRoute())
    .route('/', puzzlesRoute(deps))
    .route('/', batchRoute(deps))
    .route('/', dailyRoute(deps))
    .route('/', svgRoutes(deps))
    .route('/', pdfRoute(deps))
    .route('/', archiveRoute(deps))
    .route('/', solveRoute(deps))
    .route('/', checkRoute(deps))
    .route('/', hintRoute(deps))
    .route('/', rateRoute(deps));
  // Not chained: these add no typed routes to AppType.
  methodNotAllowed(app, Object.values(ROUTES) as RouteSpec[]);
  app.notFound(notFound);
  app.onError(onError);
  return app;
}

export type AppType = ReturnType<typeof createApp>;

export default createApp();
