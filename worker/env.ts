/**
 * Bindings the Worker receives from wrangler.toml. Keep this in step with the config:
 * - PUZZLES: KV namespace used as a cache for generated puzzles (never the only copy).
 * - ASSETS: the static assets in ./public (demo page and widget bundle).
 *
 * The binding types are imported (not taken from the Workers globals) so that code outside the
 * Worker, such as a typed `hc` client in the widget or tests, can import the app's types.
 */
import type { Fetcher, KVNamespace } from '@cloudflare/workers-types';

export interface Env {
  PUZZLES: KVNamespace;
  ASSETS: Fetcher;
}

/** Hono generics for this app: `new Hono<AppEnv>()`. */
export interface AppEnv {
  Bindings: Env;
}
