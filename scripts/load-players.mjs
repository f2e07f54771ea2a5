// The players under load, for `npm run load`: 500 players (each made by POST /api/v1/players from
// an address of its own) finish one puzzle of the day 2,000 times, through `wrangler dev` with its
// local D1 and Durable Object. Each player has two plays of the day and sends each finish twice,
// all 2,000 shuffled and sent N at a time, so that a play's repeat and a player's other play race
// the first. The server times plays, and a real start would mean waiting as long as a player
// plays: the plays are instead signed with the server's own key (the dev server's, made for this
// run) as started minutes to two hours ago, which is what the server itself signs at a start; the
// production rule (no time longer than the server's clock allows, none under 0.5 s an empty cell)
// is checked on every finish unchanged. Then the day's stats must hold exactly what was sent:
// 500 players, the histogram and median of each player's counted time, the leaderboard's
// fastest. Prints latency (p50, p99, max) and throughput of the starts, the finishes and the
// reads, and whether nothing was lost. Only 127.0.0.1 is ever contacted.
import { performance } from 'node:perf_hooks';
import { createPrng } from '../shared/random/prng.ts';
import { signPlay } from '../worker/api/plays/play-ids.ts';
import { binOf, HISTOGRAM_BINS } from '../worker/storage/daily-stats.ts';

const PLAYERS = 500;
const PLAYS_PER_PLAYER = 2;
const SENDS_PER_PLAY = 2;
const LEVEL = 'medium';

/** A document-range address of its own per player (wrangler dev keeps CF-Connecting-IP). */
const addressOf = (n) => `198.51.${(n >> 8) & 255}.${n & 255}`;

/** Runs `tasks` (functions returning promises) `concurrency` at a time; their results in order. */
async function pool(tasks, concurrency) {
  const results = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await tasks[i]();
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
}

const percentile = (sorted, p) =>
  sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Latency and throughput of timed requests. */
function summary(name, timings, wallMs) {
  const sorted = timings.map((t) => t.ms).sort((a, b) => a - b);
  const failed = timings.filter((t) => !t.ok).length;
  return {
    requests: name,
    count: timings.length,
    'req/s': Math.round((timings.length / wallMs) * 1000),
    'p50 ms': Math.round(percentile(sorted, 50)),
    'p99 ms': Math.round(percentile(sorted, 99)),
    'max ms': Math.round(sorted.at(-1) ?? 0),
    errors: failed,
  };
}

/** `Server-Timing: d1;dur=3.0, stats;dur=1.0, d1;dur=2.0` -> { d1: 5, stats: 1 }. */
function waitsOf(header) {
  const waits = {};
  for (const entry of (header ?? '').split(',')) {
    const match = /^\s*([\w-]+);dur=([\d.]+)/.exec(entry);
    if (match) waits[match[1]] = (waits[match[1]] ?? 0) + Number(match[2]);
  }
  return waits;
}

async function timed(request, expected) {
  const started = performance.now();
  try {
    const res = await request();
    const text = await res.text();
    const ms = performance.now() - started;
    const waits = waitsOf(res.headers.get('server-timing'));
    return { ok: res.status === expected, ms, status: res.status, text, waits };
  } catch (err) {
    return { ok: false, ms: performance.now() - started, status: 0, text: String(err) };
  }
}

/** A past day (over everywhere, so its solution is served) for this run. */
const pastDay = () => new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);

export async function playersScenario({ base, secrets, concurrency, seed = 'players-load' }) {
  // The engine's seeded generator: a run can be repeated exactly.
  const prng = createPrng(seed);
  const rand = () => prng.next() / 4294967296;
  const date = pastDay();
  const dayRes = await fetch(`${base}/api/v1/daily?date=${date}&level=${LEVEL}&include=solution`);
  if (!dayRes.ok) throw new Error(`the day's puzzle: ${dayRes.status} ${await dayRes.text()}`);
  const day = await dayRes.json();
  const floorSeconds = (81 - day.givens) * 0.5;

  // The baseline of this machine at this moment: as many requests that touch nothing.
  let wall = performance.now();
  const healthy = await pool(
    Array.from({ length: PLAYERS }, () => () => timed(() => fetch(`${base}/api/v1/health`), 200)),
    concurrency,
  );
  const baseline = summary('GET /api/v1/health (baseline)', healthy, performance.now() - wall);

  // 500 players, each from its own address.
  wall = performance.now();
  const made = await pool(
    Array.from(
      { length: PLAYERS },
      (_, n) => () =>
        timed(
          () =>
            fetch(`${base}/api/v1/players`, {
              method: 'POST',
              headers: { 'cf-connecting-ip': addressOf(n) },
            }),
          201,
        ),
    ),
    concurrency,
  );
  const creating = summary('POST /api/v1/players', made, performance.now() - wall);
  const players = made.map((r, n) => {
    if (!r.ok) throw new Error(`player ${n}: ${r.status} ${r.text}`);
    const { token, player } = JSON.parse(r.text);
    return { n, token, id: player.id, ip: addressOf(n) };
  });
  const headersOf = (p) => ({
    authorization: `Bearer ${p.token}`,
    'content-type': 'application/json',
    'cf-connecting-ip': p.ip,
  });

  // One real start each (the route's cost; these plays are not finished: their time is real).
  wall = performance.now();
  const starts = await pool(
    players.map(
      (p) => () =>
        timed(
          () =>
            fetch(`${base}/api/v1/plays`, {
              method: 'POST',
              headers: headersOf(p),
              body: JSON.stringify({ daily: date, level: LEVEL }),
            }),
          201,
        ),
    ),
    concurrency,
  );
  const starting = summary('POST /api/v1/plays', starts, performance.now() - wall);

  // Two plays each, signed as started 1 to 120 minutes ago; a time for each that the server's
  // clock allows and a person could make.
  const keys = { signing: secrets.PLAYER_SIGNING_KEY, publisher: undefined };
  const puzzle = { daily: date, level: LEVEL, variant: 'classic' };
  const plays = [];
  for (const p of players) {
    for (let k = 0; k < PLAYS_PER_PLAYER; k++) {
      const elapsed = 60 + rand() * 7140;
      const seconds = Math.round((floorSeconds + rand() * (elapsed - floorSeconds)) * 1000) / 1000;
      const hints = rand() < 0.2 ? 1 + Math.floor(rand() * 3) : 0;
      const { id } = await signPlay(keys, {
        player: p.id,
        puzzle,
        startedAt: Date.now() - Math.round(elapsed * 1000),
      });
      plays.push({ player: p, id, seconds, hints });
    }
  }
  const sends = plays.flatMap((play) => Array.from({ length: SENDS_PER_PLAY }, () => play));
  prng.shuffle(sends);
  wall = performance.now();
  const finishes = await pool(
    sends.map(
      (play) => () =>
        timed(
          () =>
            fetch(`${base}/api/v1/plays/${play.id}/finish`, {
              method: 'POST',
              headers: headersOf(play.player),
              body: JSON.stringify({
                solution: day.solution,
                seconds: play.seconds,
                hints: play.hints,
              }),
            }),
          200,
        ).then((r) => ({ ...r, play })),
    ),
    concurrency,
  );
  const finishing = summary('POST /api/v1/plays/{id}/finish', finishes, performance.now() - wall);
  // Inside the finishes: the waits on D1 and on the day's object (Server-Timing).
  const waited = (name, label) =>
    summary(
      label,
      finishes
        .filter((f) => f.waits?.[name] !== undefined)
        .map((f) => ({ ok: true, ms: f.waits[name] })),
      performance.now() - wall,
    );
  const onD1 = { ...waited('d1', '  of which waiting on D1'), 'req/s': '' };
  const onObject = { ...waited('stats', "  of which waiting on the day's object"), 'req/s': '' };

  // What was sent: each play's answers must be one answer; each player counted once.
  const problems = [];
  const answersOf = new Map();
  for (const f of finishes) {
    if (!f.ok) {
      problems.push(`finish ${f.play.id.slice(-8)}: ${f.status} ${f.text.slice(0, 200)}`);
      continue;
    }
    const list = answersOf.get(f.play) ?? [];
    list.push(f.text);
    answersOf.set(f.play, list);
  }
  const counted = new Map();
  for (const [play, texts] of answersOf) {
    if (new Set(texts).size !== 1) problems.push(`play ${play.id.slice(-8)} answered differently`);
    const answer = JSON.parse(texts[0]);
    if (answer.counted) {
      if (counted.has(play.player.id)) problems.push(`player ${play.player.n} counted twice`);
      counted.set(play.player.id, play);
    }
  }
  if (counted.size !== PLAYERS) problems.push(`${counted.size} players counted, not ${PLAYERS}`);
  const times = [...counted.values()]
    .map((p) => Math.round(p.seconds * 1000))
    .sort((a, b) => a - b);
  const expected = HISTOGRAM_BINS.map(() => 0);
  for (const ms of times) expected[binOf(ms)]++;
  const median =
    Math.round(
      (times[Math.floor((times.length - 1) / 2)] + times[Math.floor(times.length / 2)]) / 2,
    ) / 1000;

  // What the day's object holds.
  wall = performance.now();
  const reads = await pool(
    [
      () => timed(() => fetch(`${base}/api/v1/daily/stats?date=${date}&level=${LEVEL}`), 200),
      () =>
        timed(
          () => fetch(`${base}/api/v1/daily/leaderboard?date=${date}&level=${LEVEL}&limit=100`),
          200,
        ),
    ],
    2,
  );
  const reading = summary('GET stats and leaderboard', reads, performance.now() - wall);
  const [statsRead, boardRead] = reads;
  if (!statsRead.ok || !boardRead.ok)
    problems.push(`reads: ${statsRead.status}, ${boardRead.status}`);
  else {
    const stats = JSON.parse(statsRead.text);
    const got = stats.histogram.map((b) => b.players);
    if (stats.players !== PLAYERS) problems.push(`stats: ${stats.players} players, not ${PLAYERS}`);
    if (JSON.stringify(got) !== JSON.stringify(expected)) {
      problems.push(
        `histogram ${JSON.stringify(got)} is not what was sent, ${JSON.stringify(expected)}`,
      );
    }
    if (stats.medianSeconds !== median)
      problems.push(`median ${stats.medianSeconds}, not ${median}`);
    const board = JSON.parse(boardRead.text);
    const fastest = [...counted.values()]
      .filter((p) => p.hints === 0)
      .map((p) => Math.round(p.seconds * 1000) / 1000)
      .sort((a, b) => a - b)
      .slice(0, 100);
    const listed = board.entries.map((e) => e.seconds);
    if (JSON.stringify(listed) !== JSON.stringify(fastest))
      problems.push('leaderboard is not the fastest hint-free times');
  }
  return {
    date,
    rows: [baseline, creating, starting, finishing, onD1, onObject, reading],
    counted: counted.size,
    histogram: expected.filter((n) => n > 0).length,
    problems,
  };
}
