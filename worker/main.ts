/**
 * The Worker's entry (wrangler.toml `main`): the app of index.ts with the WebAssembly 9x9
 * solver installed. Kept apart from index.ts so that Node (the OpenAPI tests, tooling) can import
 * the app without a `.wasm` import, which only wrangler and workerd understand. /api/v1/health
 * says which core answers (`solver`). It also exports the Durable Object class, which imports
 * `cloudflare:workers`, for the same reason kept out of index.ts.
 */
import app from './index.ts';
import { installWorkerSolver } from './wasm.ts';

installWorkerSolver();

// The puzzles of the day's stats objects (wrangler.toml [[durable_objects.bindings]]): the
// runtime finds a Durable Object class among the entry's exports.
export { DailyStats } from './storage/daily-object.ts';

export default app;
