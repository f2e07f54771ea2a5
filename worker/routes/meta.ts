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
} from '../../shared/index.ts';
import { ROUTES } from '../contract.ts';
import { renderDocs } from '../docs.ts';
import type { AppEnv } from '../env.ts';
import { conditional, htmlSecurity, NO_STORE } from '../http.ts';
import { openApiDocument } from '../openapi.ts';

// These change with a deploy only; five minutes keeps them fresh after a release.
const DOCS_CACHE = 'public, max-age=300';
// Changes only with the engine, but its URL does not name the engine version (as a puzzle's key
// does), so not immutable: a day, then a cheap revalidation by ETag.
const CATALOGUE_CACHE = 'public, max-age=86400';

let docsHtml: string | undefined;

export const metaRoute = () =>
  new Hono<AppEnv>()
    .get(ROUTES.health.path, (c) => {
      c.header('Cache-Control', NO_STORE);
      const health = {
        status: 'ok' as const,
        engineVersion: ENGINE_VERSION,
        solver: solverBackend(),
      };
      return c.json(health, 200);
    })
    .get(ROUTES.algorithms.path, conditional(), (c) => {
      c.header('Cache-Control', DOCS_CACHE);
      return c.json(ALGORITHMS, 200);
    })
    .get(ROUTES.techniques.path, conditional(), (c) => {
      c.header('Cache-Control', CATALOGUE_CACHE);
      return c.json(TECHNIQUE_CATALOG, 200);
    })
    .get(ROUTES.openapi.path, conditional(), (c) => {
      c.header('Cache-Control', DOCS_CACHE);
      return c.json(openApiDocument(), 200);
    })
    .get(ROUTES.docs.path, htmlSecurity(), conditional(), (c) => {
      docsHtml ??= renderDocs(openApiDocument());
      c.header('Cache-Control', DOCS_CACHE);
      return c.html(docsHtml);
    });
