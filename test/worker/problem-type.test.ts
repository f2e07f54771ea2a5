// Problem `type` URIs come from configuration (PROBLEM_BASE in wrangler.toml's [vars]), never
// from the request: a Host header an attacker chose must not end up in a link clients follow.

import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PROBLEM_BASE } from '../../worker/http/problem.ts';
import { createApp } from '../../worker/index.ts';
import { call, expectProblem } from './support.ts';

const app = createApp();

describe('problem type URIs', () => {
  it('wrangler.toml sets PROBLEM_BASE to the documented default', () => {
    expect(env.PROBLEM_BASE).toBe(DEFAULT_PROBLEM_BASE);
    expect(DEFAULT_PROBLEM_BASE).toBe('https://sudoku-break.dev/api/docs');
  });

  it('do not reflect the Host header', async () => {
    const res = await call(app, '/api/v1/puzzles?size=5', { headers: { Host: 'evil.example' } });
    const problem = await expectProblem(res, 400, 'invalid_request');
    expect(problem.type).toBe('https://sudoku-break.dev/api/docs#problem-invalid_request');
    expect(JSON.stringify(problem)).not.toContain('evil');
  });

  it('do not reflect the request URL through the real entry point either', async () => {
    for (const url of ['https://evil.example/api/v1/nope', 'http://localhost:8787/api/v1/nope']) {
      const res = await exports.default.fetch(url, { headers: { Host: 'evil.example' } });
      const problem = await expectProblem(res, 404, 'not_found');
      expect(problem.type).toBe('https://sudoku-break.dev/api/docs#problem-not_found');
    }
  });

  it('follow PROBLEM_BASE when a deployment sets its own', async () => {
    const res = await call(app, '/api/v1/nope', {
      bindings: { PROBLEM_BASE: 'https://puzzles.news.example/api/docs' },
    });
    const problem = await expectProblem(res, 404, 'not_found');
    expect(problem.type).toBe('https://puzzles.news.example/api/docs#problem-not_found');
  });

  it.each([
    ['unset', undefined],
    ['empty', ''],
    ['not a URL', 'sudoku docs'],
    ['not http(s)', 'javascript:alert(1)'],
  ])('fall back to the default when PROBLEM_BASE is %s', async (_, base) => {
    const res = await call(app, '/api/v1/nope', { bindings: { PROBLEM_BASE: base } });
    const problem = await expectProblem(res, 404, 'not_found');
    expect(problem.type).toBe(`${DEFAULT_PROBLEM_BASE}#problem-not_found`);
  });
});
