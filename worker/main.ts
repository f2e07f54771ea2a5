/**
 * The Worker's entry (wrangler.toml `main`): the app of index.ts with the WebAssembly 9x9
 * solver installed, and the scheduled job of the Cron Trigger (premade/premake.ts), which makes
 * the coming days' puzzles and the pool of unseeded puzzles into KV ahead of the readers. Kept
 * apart from index.ts so that Node (the OpenAPI tests, tooling) can import the app without a
 * `.wasm` import, which only wrangler and workerd understand. /api/v1/health says which core
 * answers (`solver`). It also exports the Durable Object class, which imports
 * `cloudflare:workers`, for the same reason kept out of index.ts.
 */
import type { ExportedHandler, ScheduledController } from '@cloudflare/workers-types';
import type { Env } from './env.ts';
import app from './index.ts';
import { premake } from './premade/premake.ts';
import { installWorkerSolver } from './wasm.ts';

installWorkerSolver();

// The puzzles of the day's stats objects (wrangler.toml [[durable_objects.bindings]]): the
// runtime finds a Durable Object class among the entry's exports.
export { DailyStats } from './storage/daily-object.ts';

export default {
  fetch: app.fetch,
  async scheduled(controller: ScheduledController, env: Env): Promise<void> {
    await premake(env, { now: controller.scheduledTime });
  },
} satisfies ExportedHandler<Env>;
