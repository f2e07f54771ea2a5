// The result panel of a puzzle of the day, against the Worker under wrangler dev (real local D1
// and the day's Durable Object): after another player's finish, the widget's publisher-signed
// player solves the day and the panel says "faster than N% of M players today" and the median as
// the finish's answer and the day's stats say; the leaderboard lists the reader's signed name and
// the stats screen the solved count.
import { expect, it } from 'vitest';
import { daily } from '../../shared/index.ts';
import { formatTime } from '../../widget/model/timer.ts';
import { signPlay } from '../../worker/api/plays/play-ids.ts';
import {
  emptyCells,
  openWidget,
  place,
  playerToken,
  sleep,
  useServedWorker,
} from './players-server.ts';

const served = useServedWorker();
const today = new Date().toISOString().slice(0, 10);
const made = daily(today, 'easy', 'classic');
if (!made.ok) throw new Error(made.error.message);
const { puzzle, solution } = made.value;
const empty = emptyCells(puzzle);
/** The API's floor: half a second per empty cell. */
const FLOOR_MS = empty.length * 500;

async function post(path: string, body: unknown, token?: string): Promise<Response> {
  return fetch(`${served.server.base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
}

it("shows the day's standing as the API counts it, and opens the leaderboard and the stats", async () => {
  const { browser, server } = served;
  // Another player, slower than the widget's whatever the machine's load: a play signed with the
  // server's key as started ten minutes ago (the server times plays: its key and a start time are
  // what a start would sign), finished in five minutes.
  const other = (await (await post('/api/v1/players', {})).json()) as {
    token: string;
    player: { id: string };
  };
  const keys = { signing: server.secrets.PLAYER_SIGNING_KEY, publisher: undefined };
  const play = await signPlay(keys, {
    player: other.player.id,
    puzzle: { daily: today, level: 'easy', variant: 'classic' },
    startedAt: Date.now() - 600_000,
  });

  const token = playerToken('reader-9', 'Ana', server.secrets.PLAYER_SECRET);
  const context = await browser.newContext();
  try {
    const widget = await openWidget(
      served,
      context,
      `daily level="easy" start="game" api="${served.api}" player-token="${token}"`,
    );
    const opened = Date.now();
    for (const i of empty.slice(0, -1)) await place(widget, i, Number(solution[i]));
    await sleep(Math.max(0, FLOOR_MS + 1500 - (Date.now() - opened)));

    const otherFinish = await post(
      `/api/v1/plays/${encodeURIComponent(play.id)}/finish`,
      { solution, seconds: 300, hints: 0, mistakes: 0 },
      other.token,
    );
    expect(otherFinish.status, await otherFinish.clone().text()).toBe(200);

    const finished = widget.waitForResponse((r) =>
      /\/api\/v1\/plays\/[^/]+\/finish$/.test(r.url()),
    );
    const last = empty[empty.length - 1];
    await place(widget, last, Number(solution[last]));
    const answer = await finished;
    expect(answer.status()).toBe(200);
    const { standing } = (await answer.json()) as {
      standing: { players: number; fasterThan: number; medianSeconds: number };
    };
    expect(standing.players).toBe(2);
    expect(standing.fasterThan).toBe(0.5);

    const result = widget.locator('sudoku-break [part="standing"]');
    await expect
      .poll(() => result.textContent(), { timeout: 10_000 })
      .toContain(`Faster than ${Math.round(standing.fasterThan * 100)}% of 2 players today`);
    const stats = (await (
      await fetch(`${server.base}/api/v1/daily/stats?date=${today}&level=easy`)
    ).json()) as { players: number; medianSeconds: number };
    expect(stats.players).toBe(standing.players);
    expect(stats.medianSeconds).toBe(standing.medianSeconds);
    expect(await result.textContent()).toContain(
      `Median today: ${formatTime(stats.medianSeconds * 1000)}`,
    );

    await widget.getByRole('button', { name: 'Leaderboard' }).click();
    const board = widget.locator('sudoku-break [part="players"]');
    await expect.poll(() => board.locator('li').count(), { timeout: 10_000 }).toBe(2);
    expect(await board.locator('li').first().textContent()).toContain('Ana');
    expect(await board.locator('li').nth(1).textContent()).toContain('Anonymous');
    await widget.getByRole('button', { name: 'Close' }).click();
    await widget.getByRole('button', { name: 'My stats' }).click();
    await expect.poll(() => board.textContent(), { timeout: 10_000 }).toMatch(/Solved\s*1/);
  } finally {
    await context.close();
  }
}, 150_000);
