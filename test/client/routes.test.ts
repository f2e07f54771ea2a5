// The client has a method for every route of the Worker's route table, so that a new route
// cannot be forgotten: at compile time the client's endpoint table must name every route with
// its path, method and media type (client/routes.ts), and here every method of a client is
// called and the requests it sends must cover the table, one route per method (a path with a
// parameter, `{key}`, matched by any one segment in its place).
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createClient } from '../../client/index.ts';
import { ENDPOINTS } from '../../client/routes.ts';
import { ROUTES, type RouteName } from '../../worker/contract.ts';

/** What a method is called with: its path parameter first where its route has one. */
const ARGUMENTS: Readonly<Record<string, readonly unknown[]>> = {
  savedGame: ['a-key'],
  saveGame: ['a-key', {}, { create: true }],
  deleteSavedGame: ['a-key'],
  finishPlay: ['a-play', {}],
};

/** The route a request was sent to, `METHOD /path/{param}`, or the request itself if none. */
function routeOf(sent: string): string {
  const [method, path] = sent.split(' ');
  const route = Object.values(ROUTES).find((r) => {
    const pattern = new RegExp(`^${r.path.replace(/\{\w+\}/g, '[^/]+')}$`);
    return r.method.toUpperCase() === method && pattern.test(path);
  });
  return route ? `${route.method.toUpperCase()} ${route.path}` : sent;
}

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

  it('sends each route from one method of its own, the player token to those that need it', async () => {
    const sent: string[] = [];
    const withToken = new Set<string>();
    const api = createClient({
      baseUrl: 'https://sudoku.example',
      token: 'a-player-token',
      fetch: async (input, init) => {
        const request = `${init.method} ${new URL(input).pathname}`;
        sent.push(request);
        const auth = new Headers(init.headers).get('Authorization');
        if (auth !== null) {
          expect(auth).toBe('Bearer a-player-token');
          withToken.add(routeOf(request));
        }
        return new Response('{}', { headers: { 'Content-Type': 'application/json' } });
      },
    });
    const methods = Object.entries(api) as [string, (...args: unknown[]) => Promise<unknown>][];
    const byMethod = new Map<string, string[]>();
    for (const [name, method] of methods) {
      const before = sent.length;
      await method(...(ARGUMENTS[name] ?? [{}]));
      byMethod.set(name, sent.slice(before));
    }
    for (const [name, requests] of byMethod) expect(requests, name).toHaveLength(1);
    const routes = Object.values(ROUTES).map((r) => `${r.method.toUpperCase()} ${r.path}`);
    expect(sent.map(routeOf).sort()).toEqual([...routes].sort());
    // Only the routes whose security is `player`: the others stay simple requests (no preflight).
    const secured = Object.values(ROUTES)
      .filter((r) => 'security' in r && r.security === 'player')
      .map((r) => `${r.method.toUpperCase()} ${r.path}`);
    expect(secured.length).toBeGreaterThan(0);
    expect([...withToken].sort()).toEqual(secured.sort());
  });
});
