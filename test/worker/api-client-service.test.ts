// The published fetch client (client/index.ts) against the real Worker, the service routes and
// the client's own options: algorithms, health and the OpenAPI document; a base URL with a path
// and configured headers; and every client example of the README and docs/*.md as written.
import { exports } from 'cloudflare:workers';
import examples from 'virtual:doc-examples';
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

  // The examples call the origin they name (https://sudoku.example.com) with the global fetch;
  // here that fetch is the Worker itself.
  const clientExamples = examples.filter((e) => e.kind === 'client');

  it('finds the client examples of the documentation', () => {
    expect(clientExamples.length).toBeGreaterThanOrEqual(1);
  });

  it.each(clientExamples.map((e) => [`${e.file}:${e.line}`, e] as const))(
    'runs the client example at %s as written (global fetch, absolute base URL)',
    async (_, example) => {
      vi.stubGlobal('fetch', (input: string, init: RequestInit) =>
        exports.default.fetch(input, init),
      );
      const log = vi.spyOn(console, 'log').mockImplementation(() => {});
      try {
        await example.load();
        const lines = log.mock.calls.map((args) => args.map(String).join(' '));
        expect(lines.length).toBeGreaterThan(0);
        // What the example says it prints, where a comment says so.
        if (example.code.includes('// solved true')) expect(lines).toContain('solved true');
      } finally {
        vi.unstubAllGlobals();
        log.mockRestore();
      }
    },
  );
});
