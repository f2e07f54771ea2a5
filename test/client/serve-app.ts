/**
 * The Worker's app served over real HTTP in Node (node:http on a free port of 127.0.0.1), so that
 * the client's tests make real fetches: headers as they travel (Node's server adds Date), bodies
 * as bytes. The app is createApp with the options and bindings a test hands in (a pinned clock, a
 * rate limiter); the client's address goes in CF-Connecting-IP, as Cloudflare sends it.
 */
import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Env } from '../../worker/env.ts';
import { createApp } from '../../worker/index.ts';
import type { AppOptions } from '../../worker/options.ts';

export interface ServedApp {
  /** `http://127.0.0.1:<port>` */
  readonly base: string;
  readonly close: () => Promise<void>;
}

async function requestOf(req: IncomingMessage, base: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const one of [value ?? []].flat()) headers.append(name, one);
  }
  headers.set('CF-Connecting-IP', req.socket.remoteAddress ?? '127.0.0.1');
  const method = req.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? undefined : Buffer.concat(chunks);
  return new Request(new URL(req.url ?? '/', base), { method, headers, body });
}

export async function serveApp(
  options: AppOptions = {},
  bindings: Partial<Env> = {},
): Promise<ServedApp> {
  const app = createApp(options);
  let base = '';
  const server = createServer(async (req, res) => {
    const response = await app.fetch(await requestOf(req, base), bindings);
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    close: async () => {
      server.close();
      server.closeAllConnections();
      await once(server, 'close');
    },
  };
}
