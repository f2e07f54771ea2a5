// Finishes that race: the same play sent several times at once (a retry while the first is in
// flight), two plays of one puzzle by one player finished at once, and many players finishing the
// same puzzle of the day at once. Each play is stored once, each player counted once, every
// answer to one play is the same, and the day's object holds exactly the counted finishes.
import { describe, expect, it } from 'vitest';
import {
  anonymous,
  dailyWithSolution,
  finish,
  playerApp,
  rowCounts,
  startPlay,
} from './players-support.ts';
import { call } from './support.ts';

interface Finish {
  counted: boolean;
  seconds: number;
  standing: { players: number; fasterThan: number; seconds: number } | null;
}

const json = async (res: Response): Promise<Finish> => {
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return JSON.parse(text) as Finish;
};

describe('finishes at once', () => {
  it('one play sent five times at once: stored and counted once, five identical answers', async () => {
    const date = '2026-10-20';
    const { app, time } = playerApp(`${date}T07:00:00Z`);
    const token = await anonymous(app);
    const { solution } = await dailyWithSolution(date);
    const play = await startPlay(app, token, { daily: date });
    time.advance(600);
    const before = await rowCounts();
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        finish(app, token, play.id, { solution, seconds: 500 + i }).then(json),
      ),
    );
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0].counted).toBe(true);
    expect(answers[0].standing?.players).toBe(1);
    const after = await rowCounts();
    expect({
      plays: after.plays - before.plays,
      completions: after.completions - before.completions,
    }).toEqual({
      plays: 1,
      completions: 1,
    });
  });

  it('two plays of one puzzle by one player at once: exactly one counts, and its time is the standing', async () => {
    const date = '2026-10-21';
    const { app, time } = playerApp(`${date}T07:00:00Z`);
    const token = await anonymous(app);
    const { solution } = await dailyWithSolution(date);
    const one = await startPlay(app, token, { daily: date });
    const two = await startPlay(app, token, { daily: date });
    time.advance(600);
    const [a, b] = await Promise.all([
      finish(app, token, one.id, { solution, seconds: 400 }).then(json),
      finish(app, token, two.id, { solution, seconds: 450 }).then(json),
    ]);
    expect([a.counted, b.counted].filter(Boolean)).toHaveLength(1);
    const counted = a.counted ? a : b;
    expect(a.standing).toEqual(b.standing);
    expect(a.standing).toMatchObject({ players: 1, seconds: counted.seconds });
  });

  it('forty players at once: the day holds forty, its histogram what was sent', async () => {
    const date = '2026-10-22';
    const { app, time } = playerApp(`${date}T07:00:00Z`);
    const { solution } = await dailyWithSolution(date);
    const players = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const token = await anonymous(app);
        return { token, play: await startPlay(app, token, { daily: date }), seconds: 60 + 37 * i };
      }),
    );
    time.advance(3600);
    const answers = await Promise.all(
      players.map((p) =>
        finish(app, p.token, p.play.id, { solution, seconds: p.seconds }).then(json),
      ),
    );
    expect(answers.every((a) => a.counted)).toBe(true);
    const stats = (await (await call(app, `/api/v1/daily/stats?date=${date}`)).json()) as {
      players: number;
      histogram: { fromSeconds: number; players: number }[];
    };
    expect(stats.players).toBe(40);
    const sent = new Map<number, number>();
    for (const { seconds } of players) {
      const from = Math.max(
        ...stats.histogram.map((b) => b.fromSeconds).filter((f) => f <= seconds),
      );
      sent.set(from, (sent.get(from) ?? 0) + 1);
    }
    expect(
      stats.histogram.filter((b) => b.players > 0).map((b) => [b.fromSeconds, b.players]),
    ).toEqual([...sent].sort(([x], [y]) => x - y));
    // The last to finish saw everyone who finished before it.
    expect(Math.max(...answers.map((a) => a.standing?.players ?? 0))).toBe(40);
  });
});
