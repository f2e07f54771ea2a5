// The players' features when the API or storage is away, against the Worker under wrangler dev:
// with the API down the game plays and ends as before, without the server's numbers; a finish
// made offline is kept and sent when the API is back (the player's stats count it); with
// localStorage refused (private mode, a third-party frame) the player is told once and the
// server's copy keeps the game for the next page.
import type { Page, Response } from 'playwright-core';
import { expect, it } from 'vitest';
import { freePort } from '../../scripts/dev-server.ts';
import { generate } from '../../shared/index.ts';
import {
  boardOf,
  emptyCells,
  openWidget,
  place,
  playerToken,
  sleep,
  useServedWorker,
} from './players-server.ts';

const served = useServedWorker();

function made(seed: string) {
  const got = generate({ seed, size: 4, level: 'easy' });
  if (!got.ok) throw new Error(got.error.message);
  return { ...got.value, empty: emptyCells(got.value.puzzle) };
}

const fill = async (page: Page, p: ReturnType<typeof made>, cells = p.empty) => {
  for (const i of cells) await place(page, i, Number(p.solution[i]));
};

it('plays and ends a game with the API down, without the server numbers', async () => {
  const api = `http://127.0.0.1:${await freePort()}/`;
  const p = made('players-down');
  const context = await served.browser.newContext();
  // The players' code is a chunk of its own, loaded only when the API answers.
  const chunks: string[] = [];
  context.on('request', (r) => void chunks.push(r.url().split('/').at(-1) ?? ''));
  try {
    const page = await openWidget(
      served,
      context,
      `start="game" size="4" seed="players-down" level="easy" api="${api}"`,
    );
    await fill(page, p);
    const result = page.locator('sudoku-break [part="result"]');
    await result.waitFor();
    expect(await result.textContent()).toContain('Solved!');
    expect(await page.locator('sudoku-break [part="standing"]').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'My stats' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Leaderboard' }).count()).toBe(0);
    expect(chunks.some((name) => name.startsWith('widget-view-'))).toBe(true);
    expect(chunks.filter((name) => name.startsWith('widget-players-'))).toEqual([]);
  } finally {
    await context.close();
  }
}, 90_000);

it('keeps a finish made offline and sends it when the API is back', async () => {
  const p = made('players-offline');
  const context = await served.browser.newContext();
  const answers: Response[] = [];
  context.on('response', (r) => answers.push(r));
  const recordKey = `sudoku-break:player:${served.api}`;
  const record = (page: Page) =>
    page.evaluate(
      `JSON.parse(localStorage.getItem(${JSON.stringify(recordKey)}) ?? 'null')`,
    ) as Promise<{
      token: string;
      queue: unknown[];
    } | null>;
  try {
    const attrs = `start="game" size="4" seed="players-offline" level="easy" api="${served.api}"`;
    const page = await openWidget(served, context, attrs);
    await expect
      .poll(() => answers.some((r) => r.url().endsWith('/api/v1/plays') && r.status() === 201), {
        timeout: 15_000,
      })
      .toBe(true);
    const opened = Date.now();
    await fill(page, p, p.empty.slice(0, -1));
    // The API's floor: half a second per empty cell, on the widget's clock and the server's.
    await sleep(Math.max(0, p.empty.length * 500 + 1500 - (Date.now() - opened)));
    await context.setOffline(true);
    await fill(page, p, p.empty.slice(-1));
    await page.locator('sudoku-break [part="result"]').waitFor();
    await expect.poll(async () => (await record(page))?.queue.length, { timeout: 15_000 }).toBe(1);
    expect(await page.locator('sudoku-break .faster').count()).toBe(0);

    await context.setOffline(false);
    // The next page (a reload: the host page adds the element again).
    const sent = context.waitForEvent('response', {
      predicate: (r) => /\/api\/v1\/plays\/[^/]+\/finish$/.test(r.url()),
      timeout: 20_000,
    });
    await page.close();
    const next = await openWidget(served, context, attrs);
    expect((await sent).status()).toBe(200);
    await expect.poll(async () => (await record(next))?.queue.length, { timeout: 15_000 }).toBe(0);
    const token = (await record(next))?.token;
    const me = await fetch(`${served.server.base}/api/v1/players/me`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await me.json()) as { solved: number }).solved).toBe(1);
  } finally {
    await context.close();
  }
}, 120_000);

it('tells once that storage keeps nothing, and the server copy keeps the game for the next page', async () => {
  const p = made('players-nostorage');
  const token = playerToken('reader-private', null, served.server.secrets.PLAYER_SECRET);
  const context = await served.browser.newContext();
  await context.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  const saved = (page: Page) =>
    page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().includes('/players/me/games/'),
      {
        timeout: 20_000,
      },
    );
  try {
    const attrs = `start="game" size="4" seed="players-nostorage" level="easy" api="${served.api}" player-token="${token}"`;
    const page = await openWidget(served, context, attrs);
    const put = saved(page);
    await fill(page, p, p.empty.slice(0, 2));
    const notice = page.locator('sudoku-break [part~="notice"]');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('keeps nothing');
    expect((await put).status()).toBe(201);
    await notice.getByRole('button', { name: 'Close' }).click();
    const again = saved(page);
    await fill(page, p, p.empty.slice(2, 3));
    expect((await again).status()).toBe(200);
    expect(await notice.count()).toBe(0);

    const next = await openWidget(served, context, attrs);
    const board = [...p.puzzle]
      .map((c, i) => (p.empty.slice(0, 3).includes(i) ? p.solution[i] : c))
      .join('');
    await expect.poll(() => boardOf(next), { timeout: 15_000 }).toBe(board);
  } finally {
    await context.close();
  }
}, 120_000);
