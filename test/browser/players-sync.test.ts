// One publisher-signed player on two devices (two browser contexts, so two localStorages): the
// game played on the first is saved on the server (the Worker under wrangler dev, real local D1)
// and the second opens on it, then the first takes the second's moves back through a stale write
// (412) resolved by the more advanced copy.
import { expect, it } from 'vitest';
import { generate } from '../../shared/index.ts';
import {
  boardOf,
  emptyCells,
  openWidget,
  place,
  playerToken,
  useServedWorker,
} from './players-server.ts';

const served = useServedWorker();
const made = generate({ seed: 'players-sync', size: 9, level: 'easy' });
if (!made.ok) throw new Error(made.error.message);
const { puzzle, solution } = made.value;
const empty = emptyCells(puzzle);
const digit = (i: number) => Number(solution[i]);

const savedOnServer = (page: import('playwright-core').Page) =>
  page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().includes('/api/v1/players/me/games/'),
    { timeout: 20_000 },
  );

it('shares a saved game between two devices of one publisher-signed player', async () => {
  const { browser, server } = served;
  const token = playerToken('reader-7@news.example', 'Ana', server.secrets.PLAYER_SECRET);
  const attrs = `start="game" seed="players-sync" level="easy" api="${served.api}" player-token="${token}"`;
  const phone = await browser.newContext();
  const laptop = await browser.newContext();
  try {
    const first = await openWidget(served, phone, attrs);
    const put = savedOnServer(first);
    for (const i of empty.slice(0, 3)) await place(first, i, digit(i));
    const created = await put;
    expect(created.status()).toBe(201);
    expect(created.request().headers()['if-none-match']).toBe('*');

    const second = await openWidget(served, laptop, attrs);
    const moved = [...puzzle]
      .map((c, i) => (empty.slice(0, 3).includes(i) ? solution[i] : c))
      .join('');
    await expect.poll(() => boardOf(second), { timeout: 15_000 }).toBe(moved);

    // The laptop plays on (its write replaces the phone's revision); the phone, still at the old
    // revision, writes too: a 412 whose copy is further, so the phone takes it.
    const laptopPut = savedOnServer(second);
    for (const i of empty.slice(3, 6)) await place(second, i, digit(i));
    expect((await laptopPut).status()).toBe(200);
    const stale = savedOnServer(first);
    await place(first, empty[10], digit(empty[10]));
    expect((await stale).status()).toBe(412);
    const further = [...puzzle]
      .map((c, i) => (empty.slice(0, 6).includes(i) ? solution[i] : c))
      .join('');
    await expect.poll(() => boardOf(first), { timeout: 15_000 }).toBe(further);
  } finally {
    await phone.close();
    await laptop.close();
  }
}, 120_000);
