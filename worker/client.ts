/**
 * A typed client for serverless apps and the widget: Hono RPC over the API's own route types,
 * so requests and responses are checked by TypeScript against the Worker's schemas.
 *
 *   const api = createClient('https://sudoku.example.com');
 *   const res = await api.api.v1.puzzles.$get({ query: { level: 'hard', seed: 'abc' } });
 *   if (res.ok) console.log((await res.json()).puzzle);
 *
 * Errors come back as problem+json responses (status >= 400); see /api/docs#problems.
 */
import { type ClientRequestOptions, hc } from 'hono/client';
import type { AppType } from './index.ts';

export type Client = ReturnType<typeof hc<AppType>>;

export const createClient = (baseUrl: string, options?: ClientRequestOptions): Client =>
  hc<AppType>(baseUrl, options);
