import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Level } from '../../shared/index.ts';
import { createClient } from '../../worker/client.ts';
import { createApp } from '../../worker/index.ts';
import { call, ORIGIN, PUZZLE } from './support.ts';

// The typed client (Hono RPC), wired to the app in-process: its calls are checked by TypeScript
// against the Worker's own schemas, and they reach the real routes.
const app = createApp();
const api = createClient(ORIGIN, {
  fetch: (input: RequestInfo | URL, init?: RequestInit) =>
    call(app, new Request(input, init).url.slice(ORIGIN.length), init),
});

describe('typed client', () => {
  it('gets a seeded puzzle with typed query and typed body', async () => {
    const res = await api.api.v1.puzzles.$get({ query: { seed: 'client', level: 'hard' } });
    expect(res.status).toBe(200);
    if (!res.ok) return;
    const body = await res.json();
    expectTypeOf(body.level).toEqualTypeOf<Level>();
    // The Hono RPC types follow the handler: text by default, rows with format=rows.
    expectTypeOf(body.puzzle).toEqualTypeOf<string | number[][]>();
    expect(body).toMatchObject({ seed: 'client', level: 'hard', size: 9 });
    expect(typeof body.puzzle).toBe('string');
  });

  it('gets the puzzle of the day', async () => {
    const res = await api.api.v1.daily.$get({ query: { date: '2026-01-01' } });
    if (!res.ok) throw new Error(`status ${res.status}`);
    expect((await res.json()).date).toBe('2026-01-01');
  });

  it('solves and checks with typed bodies', async () => {
    const solved = await api.api.v1.solve.$post({ json: { puzzle: PUZZLE, limit: 2 } });
    if (!solved.ok) throw new Error(`status ${solved.status}`);
    expect((await solved.json()).status).toBe('solved');
    const checked = await api.api.v1.check.$post({ json: { puzzle: PUZZLE } });
    if (!checked.ok) throw new Error(`status ${checked.status}`);
    const body = await checked.json();
    expectTypeOf(body.solutionCount).toEqualTypeOf<number>();
    expect(body.solutionCount).toBe(1);
  });

  it('hints and rates with typed bodies', async () => {
    const hinted = await api.api.v1.hint.$post({ json: { puzzle: PUZZLE, budget: 100_000 } });
    if (!hinted.ok) throw new Error(`status ${hinted.status}`);
    const hint = await hinted.json();
    expect(hint.kind).toBe('step');
    if (hint.kind === 'step') expectTypeOf(hint.step.technique).toBeString();
    const rated = await api.api.v1.rate.$post({ json: { puzzle: PUZZLE } });
    if (!rated.ok) throw new Error(`status ${rated.status}`);
    const rating = await rated.json();
    expectTypeOf(rating.level).toEqualTypeOf<Level>();
    expect(rating.level).toBe('easy');
  });

  it('surfaces problems as error responses', async () => {
    // @ts-expect-error: the type of the body is checked, and 42 is not a puzzle
    const res = await api.api.v1.solve.$post({ json: { puzzle: 42 } });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
  });
});
