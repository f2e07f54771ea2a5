import { exports } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { MAX_BODY_BYTES } from '../../worker/http/policy.ts';
import { createApp } from '../../worker/index.ts';
import { call, expectProblem, PUZZLE, postJson } from './support.ts';

const app = createApp();

describe('problem responses (RFC 9457)', () => {
  it('have type, title, status, detail and code, and CORS headers, through the real entry point', async () => {
    const res = await exports.default.fetch('https://example.com/api/v1/puzzles?size=5');
    const problem = await expectProblem(res, 400, 'invalid_request');
    expect(problem).toMatchObject({
      // PROBLEM_BASE from wrangler.toml, not the request's origin (see problem-type.test.ts).
      type: 'https://sudoku-break.dev/api/docs#problem-invalid_request',
      title: 'The request does not match the API schema',
      issues: [{ path: ['size'], code: 'invalid_format' }],
    });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('404 for unknown routes', async () => {
    const problem = await expectProblem(await call(app, '/api/v2/puzzles'), 404, 'not_found');
    expect(problem.detail).toContain('/api/v2/puzzles');
  });

  it('405 with Allow for a known route and the wrong method', async () => {
    const res = await call(app, '/api/v1/solve', { method: 'GET' });
    await expectProblem(res, 405, 'method_not_allowed');
    expect(res.headers.get('allow')).toBe('OPTIONS, POST');
    const put = await call(app, '/api/v1/puzzles', { method: 'PUT', body: '{}' });
    await expectProblem(put, 405, 'method_not_allowed');
    expect(put.headers.get('allow')).toBe('OPTIONS, GET, HEAD');
  });

  it('HEAD works wherever GET does', async () => {
    const res = await call(app, '/api/v1/puzzles?seed=head', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toMatch(/^"/);
    expect(await res.text()).toBe('');
  });

  describe('413 for bodies over 64 KiB', () => {
    const big = JSON.stringify({ puzzle: ' '.repeat(MAX_BODY_BYTES) });

    it('announced by Content-Length', async () => {
      const res = await call(app, '/api/v1/solve', postJson(big));
      const problem = await expectProblem(res, 413, 'payload_too_large');
      expect(problem.detail).toContain(String(MAX_BODY_BYTES));
    });

    it('streamed without a length', async () => {
      const chunk = new TextEncoder().encode(' '.repeat(16 * 1024));
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent++ < 8) controller.enqueue(chunk);
          else controller.close();
        },
      });
      const res = await call(app, '/api/v1/check', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
        body,
      });
      await expectProblem(res, 413, 'payload_too_large');
    });

    it('while a body of exactly the limit is read', async () => {
      const padded = JSON.stringify({ puzzle: PUZZLE });
      const exact = padded + ' '.repeat(MAX_BODY_BYTES - padded.length);
      expect((await call(app, '/api/v1/solve', postJson(exact))).status).toBe(200);
    });
  });

  describe('415 for bodies that are not JSON', () => {
    it.each([
      ['no content type', undefined],
      ['text/plain', 'text/plain'],
      ['a form', 'application/x-www-form-urlencoded'],
      ['multipart', 'multipart/form-data; boundary=x'],
    ])('%s', async (_, type) => {
      const res = await call(app, '/api/v1/solve', {
        method: 'POST',
        headers: type ? { 'Content-Type': type } : {},
        body: JSON.stringify({ puzzle: PUZZLE }),
      });
      const problem = await expectProblem(res, 415, 'unsupported_media_type');
      expect(problem.detail).toContain('application/json');
    });

    it('while JSON with a charset or a +json type is fine', async () => {
      for (const type of ['application/json; charset=utf-8', 'application/problem+json']) {
        const res = await call(app, '/api/v1/check', {
          method: 'POST',
          headers: { 'Content-Type': type },
          body: JSON.stringify({ puzzle: PUZZLE }),
        });
        expect(res.status).toBe(200);
      }
    });
  });

  describe('400 for JSON that is broken or not an object', () => {
    it.each(['', '{', '{"puzzle":}', "{'puzzle':'1'}", '\u0000'])(
      '%j is invalid_json',
      async (body) => {
        await expectProblem(await call(app, '/api/v1/solve', postJson(body)), 400, 'invalid_json');
      },
    );

    it.each(['null', '[]', '"puzzle"', '42', 'true'])('%s is invalid_request', async (body) => {
      const problem = await expectProblem(
        await call(app, '/api/v1/check', postJson(body)),
        400,
        'invalid_request',
      );
      expect(problem.detail).toContain('expected object');
    });
  });

  it('caps the issues listed, and says how many more there were', async () => {
    const puzzle = Array.from({ length: 25 }, () => Array(25).fill('x'));
    const problem = await expectProblem(
      await call(app, '/api/v1/solve', postJson({ puzzle })),
      400,
      'invalid_request',
    );
    expect(problem.issues).toHaveLength(20);
    expect(problem.detail).toMatch(/and \d+ more$/);
  });

  it('a bug (not client input) is a 500 problem that leaks nothing', async () => {
    const buggy = createApp();
    buggy.get('/api/v1/boom', () => {
      throw new Error('secret internals');
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await call(buggy, '/api/v1/boom');
    const problem = await expectProblem(res, 500, 'internal_error');
    expect(JSON.stringify(problem)).not.toContain('secret');
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });
});
