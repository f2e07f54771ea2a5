/**
 * The Worker's entry (wrangler.toml `main`): the app of index.ts with the WebAssembly 9x9
 * solver installed. Kept apart from index.ts so that Node (the OpenAPI tests, tooling) can import
 * the app without a `.wasm` import, which only wrangler and workerd understand. /api/v1/health
 * says which core answers (`solver`).
 */
import app from './index.ts';
import { installWorkerSolver } from './wasm.ts';

installWorkerSolver();

export default app;
