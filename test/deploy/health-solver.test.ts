// /api/v1/health names the 9x9 core that answers, read from the engine at the time of the
// request: `js` where nothing installed the WebAssembly module (Node importing worker/index.ts,
// as the OpenAPI tests and tools do), `wasm` once it is installed. The Worker's entry installs it
// (test/worker/health.test.ts; the served bundle in test/deploy/served.test.ts).
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { installWasmSolver, removeWasmSolver } from '../../shared/index.ts';
import { ROUTES } from '../../worker/contract.ts';
import { createApp } from '../../worker/index.ts';
import { solver9Module } from '../support/wasm.ts';

const app = createApp();

const health = async () => {
  const res = await app.request(ROUTES.health.path);
  expect(res.status).toBe(200);
  return z.parse(ROUTES.health.responses[200].schema, await res.json());
};

describe('GET /api/v1/health in Node', () => {
  it('says js without the WebAssembly module, wasm with it, js again once it is removed', async () => {
    expect((await health()).solver).toBe('js');
    expect(installWasmSolver(solver9Module)).toBe(true);
    try {
      expect((await health()).solver).toBe('wasm');
    } finally {
      removeWasmSolver();
    }
    expect((await health()).solver).toBe('js');
  });
});
