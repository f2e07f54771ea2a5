// Plays timed by the server: starting one (a puzzle of the day once it is out, or a seeded puzzle),
// and the rules of a finish: the solution must be the puzzle's, the time must fit the server's
// clock and a person's floor (0.5 s per empty cell), a play is the player's own and at most a
// week old, a repeated finish answers the same and counts once, and only a player's first
// finish of a puzzle counts. Every refusal writes nothing.
import { describe, expect, it } from 'vitest';
import { signToken } from '../../worker/players/tokens.ts';
import {
  anonymous,
  asPlayer,
  dailyWithSolution,
  finish,
  floorSeconds,
  playerApp,
  rowCounts,
  seededWithSolution,
  startPlay,
} from './players-support.ts';
import { at, call, expectProblem } from './support.ts';

// Storage lives as long as the test file: each test plays a day of its own.
let days = 0;
function nextDay(): { day: string; during: string } {
  days++;
  const day = `2026-04-${String(days).padStart(2, '0')}`;
  return { day, during: `${day}T08:00:00Z` };
}

/** The change in every players' table's rows since `before`. */
async function added(before: Record<string, number>) {
  const after = await rowCounts();
  return Object.fromEntries(Object.entries(after).map(([t, n]) => [t, n - (before[t] ?? 0)]));
}

interface Finish {
  id: string;
  seconds: number;
  hints: number;
  mistakes: number;
  counted: boolean;
  finishedAt: string;
  puzzle: Record<string, unknown>;
  standing?: { players: number; fasterThan: number; seconds: number; medianSeconds: number } | null;
}

async function finished(res: Response): Promise<Finish> {
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return JSON.parse(text) as Finish;
}

/** Rows of a 9x9 text grid, for a solution sent as rows. */
const rowsOf = (text: string): number[][] =>
  Array.from({ length: 9 }, (_, r) => [...text.slice(r * 9, r * 9 + 9)].map(Number));

describe('starting a play', () => {
  it('a puzzle of the day: 201, its puzzle named, timed from the server clock, nothing stored', async () => {
    const { day: DAY, during: DURING } = nextDay();
    const { app } = playerApp(DURING);
    const token = await anonymous(app);
    const before = await rowCounts();
    const res = await call(
      app,
      '/api/v1/plays',
      asPlayer(token, { json: { daily: DAY, level: 'hard' } }),
    );
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const play = (await res.json()) as Record<string, unknown>;
    expect(play).toEqual({
      id: expect.stringMatching(/^[\w-]+\.[\w-]{43}$/),
      puzzle: { daily: DAY, level: 'hard', variant: 'classic' },
      startedAt: DURING,
      expiresAt: new Date(at(DURING) + 7 * 86_400_000).toISOString().replace('.000Z', 'Z'),
    });
    expect(await rowCounts()).toEqual(before);
  });

  it('a seeded puzzle with its defaults, of any size; Arrow Sudoku off 9x9 is a 400', async () => {
    const { during: DURING } = nextDay();
    const { app } = playerApp(DURING);
    const token = await anonymous(app);
    const play = await startPlay(app, token, { seed: 'news-1', size: 4 });
    expect(play.puzzle).toEqual({ seed: 'news-1', size: 4, level: 'medium', variant: 'classic' });
    const arrow = await call(
      app,
      '/api/v1/plays',
      asPlayer(token, { json: { seed: 'x', size: 16, variant: 'arrow' } }),
    );
    await expectProblem(arrow, 400, 'invalid_options');
  });

  it('no spoilers: a day not begun in UTC+14 cannot be played (400 invalid_date); one begun there can', async () => {
    const { app } = playerApp('2026-05-01T09:59:00Z');
    const token = await anonymous(app);
    const early = await call(
      app,
      '/api/v1/plays',
      asPlayer(token, { json: { daily: '2026-05-02' } }),
    );
    const problem = await expectProblem(early, 400, 'invalid_date');
    expect(problem.detail).toContain('not out yet');
    const { app: later } = playerApp('2026-05-01T10:00:00Z');
    await startPlay(later, token, { daily: '2026-05-02' });
  });

  it('refuses bodies that are neither kind of play, and unknown keys', async () => {
    const { day: DAY, during: DURING } = nextDay();
    const { app } = playerApp(DURING);
    const token = await anonymous(app);
    for (const body of [
      {},
      { daily: '2026-02-30' },
      { daily: DAY, seed: 'x' },
      { seed: '' },
      { daily: DAY, size: 9 },
    ]) {
      await expectProblem(
        await call(app, '/api/v1/plays', asPlayer(token, { json: body })),
        400,
        'invalid_request',
      );
    }
  });
});

describe('finishing a play', () => {
  it("counts the player's own time when the solution is the puzzle's and the time fits", async () => {
    const { day: DAY, during: DURING } = nextDay();
    const { app, time } = playerApp(DURING);
    const token = await anonymous(app);
    const { solution, givens } = await dailyWithSolution(DAY);
    const play = await startPlay(app, token, { daily: DAY });
    const before = await rowCounts();
    time.advance(400);
    const body = await finished(
      await finish(app, token, play.id, { solution, seconds: 312.345, hints: 1, mistakes: 2 }),
    );
    expect(body).toMatchObject({
      id: play.id,
      puzzle: { daily: DAY, level: 'medium', variant: 'classic' },
      seconds: 312.345,
      hints: 1,
      mistakes: 2,
      counted: true,
      finishedAt: DURING.replace('08:00:00', '08:06:40'),
      standing: { players: 1, fasterThan: 0, seconds: 312.345, medianSeconds: 312.345 },
    });
    expect(floorSeconds(givens)).toBeLessThan(312);
    expect(await added(before)).toEqual({ plays: 1, completions: 1, games: 0 });
  });

  it("says in Server-Timing how long it waited on D1 and on the day's object", async () => {
    const { day: DAY, during: DURING } = nextDay();
    const { app, time } = playerApp(DURING);
    const token = await anonymous(app);
    const { solution } = await dailyWithSolution(DAY);
    const play = await startPlay(app, token, { daily: DAY });
    time.advance(400);
    const res = await finish(app, token, play.id, { solution, seconds: 300 });
    expect(res.status).toBe(200);
    expect(res.headers.get('server-timing')).toMatch(
      /^d1;dur=\d+\.\d, stats;dur=\d+\.\d, d1;dur=\d+\.\d$/,
    );
  });

  it('takes the solution as rows too; a seeded puzzle has no standing', async () => {
    const { during: DURING } = nextDay();
    const { app, time } = playerApp(DURING);
    const token = await anonymous(app);
    const { solution } = await seededWithSolution('seed=rows-play&level=easy');
    const play = await startPlay(app, token, { seed: 'rows-play', level: 'easy' });
    time.advance(100);
    const body = await finished(
      await finish(app, token, play.id, { solution: rowsOf(solution), seconds: 90 }),
    );
    expect(body.counted).toBe(true);
    expect(body).not.toHaveProperty('standing');
    expect({ hints: body.hints, mistakes: body.mistakes }).toEqual({ hints: 0, mistakes: 0 });
  });

  it('refuses a wrong solution (422 wrong_solution), writes nothing, and the play stays open', async () => {
    const { day: DAY, during: DURING } = nextDay();
    const { app, time } = playerApp(DURING);
    const token = await anonymous(app);
    const { puzzle, solution } = await dailyWithSolution(DAY);
    const play = await startPlay(app, token, { daily: DAY });
    time.advance(300);
    const before = await rowCounts();
    const swapped = solution[0] === '1' ? `2${solution.slice(1)}` : `1${solution.slice(1)}`;
    const unfinished = puzzle;
    for (const wrong of [swapped, unfinished, '1'.repeat(81), '.'.repeat(16)]) {
      const res = await finish(app, token, play.id, { solution: wrong, seconds: 200 });
      const problem = await expectProblem(res, 422, 'wrong_solution');
      expect(problem.issues?.[0]?.path).toEqual(['solution']);
    }
    await expectProblem(
      await finish(app, token, play.id, { solution: 'x', seconds: 200 }),
      400,
      'invalid_puzzle',
    );
    expect(await rowCounts()).toEqual(before);
    expect(
      (await finished(await finish(app, token, play.id, { solution, seconds: 200 }))).counted,
    ).toBe(true);
  });

  it('refuses an impossible time: longer than the server clock allows (+5 s), or under 0.5 s an empty cell', async () => {
    const { day: DAY, during: DURING } = nextDay();
    const { app, time } = playerApp(DURING);
    const token = await anonymous(app);
    const { solution, givens } = await dailyWithSolution(DAY);
    const floor = floorSeconds(givens);
    const play = await startPlay(app, token, { daily: DAY });
    time.advance(floor + 10);
    const before = await rowCounts();
    for (const seconds of [floor + 15.001, floor + 100, 7 * 86_400, floor - 0.001, 0, 1]) {
      const res = await finish(app, token, play.id, { solution, seconds });
      const problem = await expectProblem(res, 422, 'implausible_time');
      expect(problem.issues?.[0]?.path).toEqual(['seconds']);
    }
    for (const seconds of [-1, 7 * 86_400 + 1, '100']) {
      await expectProblem(
        await finish(app, token, play.id, { solution, seconds }),
        400,
        'invalid_request',
      );
    }
    expect(await rowCounts()).toEqual(before);
    // The bounds themselves are counted: the floor exactly, and the elapsed time plus 5 seconds.
    const at = await finished(await finish(app, token, play.id, { solution, seconds: floor + 15 }));
    expect(at.seconds).toBe(floor + 15);
    const other = await startPlay(app, token, { daily: DAY, level: 'easy' });
    const easy = await dailyWithSolution(DAY, 'easy');
    time.advance(floorSeconds(easy.givens));
    const fastest = await finished(
      await finish(app, token, other.id, {
        solution: easy.solution,
        seconds: floorSeconds(easy.givens),
      }),
    );
    expect(fastest.counted).toBe(true);
  });

  it('answers a repeated finish as the first one, and counts it once', async () => {
    const { day: DAY, during: DURING } = nextDay();
    const { app, time } = playerApp(DURING);
    const token = await anonymous(app);
    const { solution } = await dailyWithSolution(DAY);
    const play = await startPlay(app, token, { daily: DAY });
    time.advance(500);
    const before = await rowCounts();
    const first = await finished(
      await finish(app, token, play.id, { solution, seconds: 400, hints: 0 }),
    );
    time.advance(60);
    // Sent again later, even with other numbers: the first finish's answer.
    const again = await finished(
      await finish(app, token, play.id, { solution, seconds: 420, hints: 3 }),
    );
    expect(again).toEqual(first);
    expect(await added(before)).toEqual({ plays: 1, completions: 1, games: 0 });
    const stats = (await (await call(app, `/api/v1/daily/stats?date=${DAY}`)).json()) as {
      players: number;
    };
    expect(stats.players).toBe(1);
  });

  it("counts only a player's first finish of a puzzle: a second play is answered, not counted", async () => {
    const { day: DAY, during: DURING } = nextDay();
    const { app, time } = playerApp(DURING);
    const token = await anonymous(app);
    const { solution } = await dailyWithSolution(DAY);
    const one = await startPlay(app, token, { daily: DAY });
    const two = await startPlay(app, token, { daily: DAY });
    const before = await rowCounts();
    time.advance(600);
    const first = await finished(await finish(app, token, one.id, { solution, seconds: 500 }));
    const second = await finished(await finish(app, token, two.id, { solution, seconds: 300 }));
    expect(first.counted).toBe(true);
    expect(second).toMatchObject({ counted: false, seconds: 300 });
    // Its standing is the counted time's.
    expect(second.standing).toEqual({
      players: 1,
      fasterThan: 0,
      seconds: 500,
      medianSeconds: 500,
    });
    const me = (await (await call(app, '/api/v1/players/me', asPlayer(token))).json()) as {
      solved: number;
    };
    expect(me.solved).toBe(1);
    expect(await added(before)).toEqual({ plays: 2, completions: 1, games: 0 });
  });

  it("a play is its player's: another player's token, or an id changed or made up, is a 404", async () => {
    const { day: DAY, during: DURING } = nextDay();
    const { app, time } = playerApp(DURING);
    const token = await anonymous(app);
    const intruder = await anonymous(app);
    const { solution } = await dailyWithSolution(DAY);
    const play = await startPlay(app, token, { daily: DAY });
    time.advance(300);
    const before = await rowCounts();
    await expectProblem(
      await finish(app, intruder, play.id, { solution, seconds: 200 }),
      404,
      'play_not_found',
    );
    const [payload, signature] = play.id.split('.');
    const mine = JSON.parse(atob(payload.replaceAll('-', '+').replaceAll('_', '/')));
    const earlier = btoa(JSON.stringify({ ...mine, t: mine.t - 86_400_000 }))
      .replaceAll('+', '-')
      .replaceAll('/', '_')
      .replace(/=+$/, '');
    await expectProblem(
      await finish(app, token, `${earlier}.${signature}`, { solution, seconds: 200 }),
      404,
      'play_not_found',
    );
    await expectProblem(
      await finish(app, token, `${payload}.${'A'.repeat(43)}`, { solution, seconds: 200 }),
      404,
      'play_not_found',
    );
    await expectProblem(
      await finish(app, token, 'nothing', { solution, seconds: 200 }),
      400,
      'invalid_request',
    );
    expect(await rowCounts()).toEqual(before);
  });

  it('a play older than a week cannot be finished (410 play_expired)', async () => {
    const { day: DAY, during: DURING } = nextDay();
    const { app, time } = playerApp(DURING);
    const token = await anonymous(app);
    const { solution } = await dailyWithSolution(DAY);
    const play = await startPlay(app, token, { daily: DAY });
    time.advance(7 * 86_400 + 1);
    const before = await rowCounts();
    const res = await finish(app, token, play.id, { solution, seconds: 600 });
    await expectProblem(res, 410, 'play_expired');
    expect(await rowCounts()).toEqual(before);
  });

  it("a play signed by another deployment's key is not found there, even for the same player", async () => {
    const { day: DAY, during: DURING } = nextDay();
    const { app, time } = playerApp(DURING);
    const token = await anonymous(app);
    const { solution } = await dailyWithSolution(DAY);
    const play = await startPlay(app, token, { daily: DAY });
    time.advance(300);
    const other = 'another deployment, another key, 32 characters or more';
    const claims = JSON.parse(atob(token.split('.')[1].replaceAll('-', '+').replaceAll('_', '/')));
    const sameSub = await signToken(other, claims);
    const res = await call(app, `/api/v1/plays/${play.id}/finish`, {
      ...asPlayer(sameSub, { json: { solution, seconds: 200 } }),
      bindings: { PLAYER_SIGNING_KEY: other },
    });
    await expectProblem(res, 404, 'play_not_found');
  });
});
