// What the players' browser tests share: the Worker served by `wrangler dev` (real local D1 and
// Durable Objects, scripts/dev-server.ts) with the widget bundle npm run build makes
// (test/support/site.ts) and an empty host page on the same origin, Debian's Chromium, a
// publisher's token signed with the server's PLAYER_SECRET as docs/players.md shows, and
// helpers to open the widget, play a puzzle's digits and read the board.
import { createHmac } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { type DevServer, startDevServer } from '../../scripts/dev-server.ts';
import { type BuiltSite, buildSite } from '../support/site.ts';
import { launch } from './harness.ts';

export interface Served {
  readonly server: DevServer;
  readonly browser: Browser;
  /** The API's base URL, as the widget's `api` attribute takes it. */
  readonly api: string;
}

/** One served Worker and one Chromium for the file. */
export function useServedWorker(): Served {
  const ctx = {} as { server: DevServer; browser: Browser; api: string; site: BuiltSite };
  beforeAll(async () => {
    ctx.site = await buildSite();
    await writeFile(join(ctx.site.dir, 'host.html'), '<!doctype html><title>host</title><body>');
    ctx.server = await startDevServer({ assets: ctx.site.dir });
    ctx.api = `${ctx.server.base}/`;
    ctx.browser = await launch();
  }, 240_000);
  afterAll(async () => {
    await ctx.browser?.close();
    await ctx.server?.stop();
    await ctx.site?.cleanup();
  });
  return ctx;
}

/** docs/players.md's publisher snippet: the token of a signed-in reader. */
export function playerToken(readerId: string, name: string | null, secret: string): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const claims: Record<string, unknown> = {
    sub: readerId,
    exp: Math.floor(Date.now() / 1000) + 3600,
  };
  if (name) claims.name = name;
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

/** The host page on the served origin with `<sudoku-break ${attrs}>`, its board on screen. */
export async function openWidget(
  served: Served,
  context: BrowserContext,
  attrs: string,
): Promise<Page> {
  const page = await context.newPage();
  page.on('pageerror', (error) => {
    throw error;
  });
  await page.goto(`${served.server.base}/host.html`);
  await page.evaluate(
    `document.body.insertAdjacentHTML('beforeend', ${JSON.stringify(`<sudoku-break ${attrs}></sudoku-break>`)});
     import('/widget.js');`,
  );
  await page.locator('sudoku-break [data-i="0"]').waitFor();
  return page;
}

/** Places `digit` in cell `i` (a click, then the key). */
export async function place(page: Page, i: number, digit: number): Promise<void> {
  await page.locator(`sudoku-break [data-i="${i}"]`).click();
  await page.keyboard.press(String(digit));
}

/** The board's digits as the engine's text ('.' for an empty cell). */
export const boardOf = (page: Page): Promise<string> =>
  page.evaluate(`(() => {
    const root = document.querySelector('sudoku-break').shadowRoot;
    return [...root.querySelectorAll('[data-i]')]
      .sort((a, b) => Number(a.dataset.i) - Number(b.dataset.i))
      .map((c) => (c.querySelector('.notes') ? '' : c.textContent.trim()) || '.')
      .join('');
  })()`) as Promise<string>;

/** The empty cells of a puzzle's text. */
export const emptyCells = (puzzle: string): number[] =>
  [...puzzle].flatMap((c, i) => (c === '.' || c === '0' ? [i] : []));

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
