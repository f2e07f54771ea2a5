/**
 * Sudoku Break Worker: the HTTP API under /api/v1 (Hono on Cloudflare Workers).
 *
 * Static assets (the demo page and /widget.js) are served by Workers Static Assets from ./public;
 * only /api/* reaches this code first (see `run_worker_first` in wrangler.toml). The full API
 * (puzzles, daily, solve, hint, check, rate, OpenAPI) is built on top of this skeleton.
 */
import { Hono } from 'hono';
import { ENGINE_VERSION } from '../shared/version.ts';
import type { AppEnv } from './env.ts';

const app = new Hono<AppEnv>();

app.get('/api/v1/health', (c) => c.json({ status: 'ok', engineVersion: ENGINE_VERSION }));

export default app;
