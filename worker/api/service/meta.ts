/**
 * Routes that describe the service: health, the algorithms `solve` knows, the techniques hints
 * and ratings use, the OpenAPI document and the HTML docs rendered from it. The docs page is the
 * only HTML the Worker serves, so it alone carries the HTML security headers.
 */
import { Hono } from 'hono';
import {
  ALGORITHMS,
  ENGINE_VERSION,
  solverBackend,
  TECHNIQUE_CATALOG,
} from '../../../shared/index.ts';
import type { AppEnv } from '../../env.ts';
import { conditional, htmlSecurity, NO_STORE } from '../../http/policy.ts';
import type { RouteTable } from '../../http/route-spec.ts';
import { SERVICE_ROUTES } from './contract.ts';
import { renderDocs } from './docs.ts';
import { documentOf } from './openapi.ts';

// These change with a deploy only; five minutes keeps them fresh after a release.
const DOCS_CACHE = 'public, max-age=300';
// Changes only with the engine, but its URL does not name the engine version (as a puzzle's key
// does), so not immutable: a day, then a cheap revalidation by ETag.
const CATALOGUE_CACHE = 'public, max-age=86400';

// Rendered once per route table, like its document (one table per isolate).
const docsPages = new WeakMap<RouteTable, string>();

/** `table`: the API's route table, which the document and the docs page describe. */
export const metaRoute = (table: RouteTable) =>
  new Hono<AppEnv>()
    .get(SERVICE_ROUTES.health.path, (c) => {
      c.header('Cache-Control', NO_STORE);
      const health = {
        status: 'ok' as const,
        engineVersion: ENGINE_VERSION,
        solver: solverBackend(),
      };
      return c.json(health, 200);
    })
    .get(SERVICE_ROUTES.algorithms.path, conditional(), (c) => {
      c.header('Cache-Control', DOCS_CACHE);
      return c.json(ALGORITHMS, 200);
    })
    .get(SERVICE_ROUTES.techniques.path, conditional(), (c) => {
      c.header('Cache-Control', CATALOGUE_CACHE);
      return c.json(TECHNIQUE_CATALOG, 200);
    })
    .get(SERVICE_ROUTES.openapi.path, conditional(), (c) => {
      c.header('Cache-Control', DOCS_CACHE);
      return c.json(documentOf(table), 200);
    })
    .get(SERVICE_ROUTES.docs.path, htmlSecurity(), conditional(), (c) => {
      const html = docsPages.get(table) ?? renderDocs(documentOf(table));
      docsPages.set(table, html);
      c.header('Cache-Control', DOCS_CACHE);
      return c.html(html);
    });
