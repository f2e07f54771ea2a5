// The client has a method for every route of the Worker's route table, so that a new route
// cannot be forgotten: at compile time the client's endpoint table must name every route with
// its path, method and media type (client/routes.ts), and here every method of a client is
// called and the requests it sends must cover the table, one route per method.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createClient } from '../../client/index.ts';
import { ENDPOINTS } from '../../client/routes.ts';
import { ROUTES, type RouteName } from '../../worker/contract.ts';

describe('a client method for every route', () => {
  it('names every route of the table in its endpoints, with its path and method', () => {
    expectTypeOf<keyof typeof ENDPOINTS>().toEqualTypeOf<RouteName>();
    const endpoints = Object.entries(ENDPOINTS).map(([name, e]) => [
      name,
      `${'method' in e ? e.method : 'GET'} ${e.path}`,
    ]);
    const routes = Object.entries(ROUTES).map(([name, r]) => [
      name,
      `${r.method.toUpperCase()} ${r.path}`,
    ]);
    expect(Object.fromEntries(endpoints)).toEqual(Object.fromEntries(routes));
  });

  it('sends each route from one method of its own', async () => {
    const sent: string[] = [];
    const api = createClient({
      baseUrl: 'https://sudoku.example',
      fetch: async (input, init) => {
        sent.push(`${init.method} ${new URL(input).pathname}`);
        return new Response('{}', { headers: { 'Content-Type': 'application/json' } });
      },
    });
    const methods = Object.entries(api) as [string, (arg?: unknown) => Promise<unknown>][];
    const byMethod = new Map<string, string[]>();
    for (const [name, method] of methods) {
      const before = sent.length;
      await method({});
      byMethod.set(name, sent.slice(before));
    }
    for (const [name, requests] of byMethod) expect(requests, name).toHaveLength(1);
    const routes = Object.values(ROUTES).map((r) => `${r.method.toUpperCase()} ${r.path}`);
    expect([...sent].sort()).toEqual([...routes].sort());
  });
});
