// The published fetch client (client/index.ts) against the real Worker, the service routes and
// the client's own options: algorithms, health and the OpenAPI document; a base URL with a path
// and configured headers; and the README example as written.
import { exports } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { createClient } from '../../client/index.ts';
import { recordingClient, success } from './client-support.ts';
import { ORIGIN } from './support.ts';

const { api } = recordingClient();

describe('api client against the Worker', () => {
  describe('the service routes', () => {
    it('GET /api/v1/algorithms lists every algorithm solve accepts', async () => {
      const algorithms = success(await api.algorithms());
      expect(algorithms.map((a) => a.name)).toContain('fast');
      expect(algorithms.map((a) => a.name)).toContain('backtracking');
    });

    it('GET /api/v1/health says ok and the engine version', async () => {
      const health = success(await api.health());
      expect(health.status).toBe('ok');
      expect(health.engineVersion).toMatch(/\d/);
    });

    it('GET /api/v1/openapi.json documents every path the client calls', async () => {
      const document = success(await api.openapi());
      expect(document.openapi).toMatch(/^3\.1/);
      const paths = Object.keys(document.paths as object);
      for (const path of [
        '/api/v1/puzzles',
        '/api/v1/daily',
        '/api/v1/solve',
        '/api/v1/check',
        '/api/v1/hint',
        '/api/v1/rate',
        '/api/v1/algorithms',
        '/api/v1/health',
      ]) {
        expect(paths).toContain(path);
      }
    });
  });

  describe('options', () => {
    it('keeps a path prefix of the base URL and sends the configured headers', async () => {
      const seen: Request[] = [];
      const prefixed = createClient({
        baseUrl: `${ORIGIN}/sudoku/`,
        headers: { 'X-Api-Key': 'k' },
        fetch: (input, init) => {
          const request = new Request(input, init);
          seen.push(request);
          return exports.default.fetch(request.url.replace('/sudoku/api/', '/api/'), {
            headers: init.headers,
          });
        },
      });
      expect(success(await prefixed.health()).status).toBe('ok');
      expect(seen[0]?.url).toBe(`${ORIGIN}/sudoku/api/v1/health`);
      expect(seen[0]?.headers.get('x-api-key')).toBe('k');
    });

    it('refuses a base URL that is not absolute when the client is made', () => {
      expect(() => createClient({ baseUrl: '/api' })).toThrow(TypeError);
    });
  });

  it('runs the README example as written (global fetch, absolute base URL)', async () => {
    vi.stubGlobal('fetch', (input: string, init: RequestInit) =>
      exports.default.fetch(input, init),
    );
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      // --- README snippet, from `const api` on (the import is ../../client/index.ts here) ---
      const api = createClient({ baseUrl: 'https://sudoku.example.com', timeout: 5_000 });
      const got = await api.puzzle({ size: 9, level: 'hard', seed: 'readme', include: 'solution' });
      if (!got.ok) throw new Error(`${got.problem.code}: ${got.problem.detail}`);
      const solved = await api.solve({ puzzle: got.value.puzzle });
      if (!solved.ok) throw new Error(`${solved.problem.code}: ${solved.problem.detail}`);
      console.log(solved.value.status, solved.value.solution === got.value.solution);
      // --- end of snippet ---
      expect(log.mock.calls).toEqual([['solved', true]]);
    } finally {
      vi.unstubAllGlobals();
      log.mockRestore();
    }
  });
});
