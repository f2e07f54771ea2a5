// `npm run load`: starts `wrangler dev` (local workerd and KV, as `npm start` does, but on a free
// port of 127.0.0.1 with its own throwaway state), waits for /api/v1/health, drives each scenario
// with autocannon for a bounded time (seeded and daily puzzles, solve, check, hint and rate),
// prints requests/s, p50, p99 and errors per scenario, then the rate limit scenarios (one client
// over its quota gets 429s with Retry-After, the others do not; a client trying fresh seeds and
// PDF sheets is refused once their weights use up its quota, beside well-behaved readers;
// scripts/load-rate-limit.mjs), then the players scenario (2,000 finishes of one puzzle of the
// day from 500 players, none lost; scripts/load-players.mjs), then stops wrangler. Only
// 127.0.0.1 is ever contacted.
//
//   npm run load                      # 10 s per scenario, 10 connections
//   npm run load -- --duration 5 --connections 20
//   npm run load -- --only rate-limit # the rate limit scenarios alone (a few seconds)
//   npm run load -- --only players    # the players scenario alone (--connections: at once)
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startDevServer } from './dev-server.ts';
import { playersScenario } from './load-players.mjs';
import { freshSeedScenario, parsePolicy, rateLimitScenario } from './load-rate-limit.mjs';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    only: { type: 'string' },
  },
});
if (args.only !== undefined && !['rate-limit', 'players'].includes(args.only)) {
  console.error(`--only takes rate-limit or players; got ${JSON.stringify(args.only)}`);
  process.exit(2);
}
const DURATION = Number(args.duration);
const CONNECTIONS = Number(args.connections);

const { base, engineVersion, secrets, log, stop } = await startDevServer();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => stop().then(() => process.exit(130)));
}

// Each request comes from its own simulated client: the load is many players, not one client
// over its rate limit (worker/http/rate-limit.ts: 60 units a minute per CF-Connecting-IP, which a
// cold puzzle is charged to as well), and the limiter still runs on every request. `wrangler dev`
// keeps a CF-Connecting-IP the client sends, and sets 127.0.0.1 on a request without one (so
// requests without one would all be one client); Cloudflare's edge sets it.
let client = 0;
const newClientIp = () => {
  const n = client++;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};
const asNewClient = (req) => ({
  ...req,
  headers: { ...req.headers, 'cf-connecting-ip': newClientIp() },
});
/** A GET from a client of its own (the warm-up fetches, which may generate). */
const get = (path) => fetch(base + path, { headers: { 'cf-connecting-ip': newClientIp() } });
const getAs = (path) => ({ method: 'GET', path, setupRequest: asNewClient });

const json = (body) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
  setupRequest: asNewClient,
});

const EASY = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const EASY_SOLUTION =
  '534678912672195348198342567859761423426853791713924856961537284287419635345286179';
// A player's position: EASY with every third empty cell filled in correctly, and one with a mistake.
const MIDGAME = [...EASY]
  .map((ch, i) => (ch === '.' && i % 3 === 0 ? EASY_SOLUTION[i] : ch))
  .join('');
const MISTAKE = `${MIDGAME.slice(0, 2)}${MIDGAME[2] === '.' ? '1' : MIDGAME[2]}${MIDGAME.slice(3)}`;
const HARD = '..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9';
const LEVELS = ['easy', 'medium', 'hard', 'expert'];

function run(title, requests) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: base, title, connections: CONNECTIONS, duration: DURATION, requests, timeout: 10 },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

let cold = 0;
const coldSeed = {
  method: 'GET',
  setupRequest: (req) => asNewClient({ ...req, path: `/api/v1/puzzles?seed=cold-${cold++}` }),
};

async function throughput() {
  const seeded = Array.from({ length: 40 }, (_, i) =>
    getAs(`/api/v1/puzzles?seed=load-${i}&level=${LEVELS[i % 4]}`),
  );
  const daily = [
    getAs('/api/v1/daily'),
    ...LEVELS.map((level) => getAs(`/api/v1/daily?level=${level}`)),
    getAs('/api/v1/daily?date=2026-01-01&level=hard'),
  ];
  // Warm the caches, and fetch a 16x16 puzzle for the solve and check bodies.
  for (const { path } of [...seeded, ...daily]) await (await get(path)).arrayBuffer();
  const p16 = (await (await get('/api/v1/puzzles?seed=load-16&size=16')).json()).puzzle;
  const solve = [EASY, HARD, p16].map((puzzle) => ({ path: '/api/v1/solve', ...json({ puzzle }) }));
  const check = [EASY, HARD, p16].map((puzzle) => ({ path: '/api/v1/check', ...json({ puzzle }) }));
  const arrow = await (await get('/api/v1/puzzles?seed=load-arrow&variant=arrow')).json();
  const hint = [
    { puzzle: EASY },
    { puzzle: HARD },
    { puzzle: EASY, entries: MIDGAME },
    { puzzle: EASY, entries: MISTAKE },
    { puzzle: p16 },
    { puzzle: arrow.puzzle, arrows: arrow.arrows },
  ].map((body) => ({ path: '/api/v1/hint', ...json(body) }));
  // Rated in full by logic, a 16x16 medium puzzle needs more than the API's logic budget (a 422,
  // by design); an easy one does not.
  const easy16 = (await (await get('/api/v1/puzzles?seed=load-16&size=16&level=easy')).json())
    .puzzle;
  const rate = [EASY, HARD, easy16].map((puzzle) => ({
    path: '/api/v1/rate',
    ...json({ puzzle }),
  }));
  const scenarios = [
    ['baseline: health (no engine, no cache)', [getAs('/api/v1/health')]],
    ['seeded puzzle, cached', seeded],
    ['daily puzzle, cached', daily],
    ['seeded puzzle, cold (generate + KV write)', [coldSeed]],
    ['solve (9x9 easy, 9x9 hard, 16x16)', solve],
    ['check (same boards)', check],
    ['hint (9x9 start, hard, mid-game, a mistake; 16x16; arrow)', hint],
    ['rate (9x9 easy, 9x9 hard, 16x16 easy)', rate],
    [
      'mix of all of the above',
      [
        ...seeded.slice(0, 4),
        daily[0],
        solve[0],
        check[1],
        coldSeed,
        solve[2],
        hint[0],
        hint[2],
        hint[3],
        hint[5],
        rate[0],
      ],
    ],
  ];

  console.log(
    `sudoku-break load: engine ${engineVersion}, wrangler dev on ${base}, ${CONNECTIONS} connections, ${DURATION} s per scenario, ${cpus().length} CPUs, Node ${process.version}\n`,
  );
  const rows = [];
  for (const [title, requests] of scenarios) {
    const r = await run(title, requests);
    const errors = r.errors + r.timeouts + r.non2xx;
    rows.push({
      scenario: title,
      'req/s': Math.round(r.requests.average),
      'p50 ms': r.latency.p50,
      'p99 ms': r.latency.p99,
      requests: r.requests.total,
      errors,
    });
    console.log(`  ${title}: done`);
  }
  console.log('');
  console.table(rows);
  if (rows.some((r) => r.errors > 0)) process.exitCode = 1;
}

/** One client over its quota while others are served: a table, and whether the limit held. */
async function rateLimit() {
  const probe = await fetch(`${base}/api/v1/check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': '192.0.2.254' },
    body: JSON.stringify({ puzzle: EASY }),
  });
  await probe.arrayBuffer();
  const policy = parsePolicy(probe.headers.get('ratelimit-policy'));
  if (!policy) throw new Error('the Worker sent no RateLimit-Policy: is the limiter bound?');
  console.log(
    `\nrate limit: ${policy.limit} compute units per ${policy.period} s per client (a check costs one); one client sends ${2 * policy.limit + 20} checks at full speed while other clients send theirs\n`,
  );
  const { rows, ok } = await rateLimitScenario({
    base,
    body: { puzzle: EASY },
    asNewClient,
    policy,
  });
  console.table(rows);
  if (!ok) {
    console.error('the rate limit did not hold: see the table');
    process.exitCode = 1;
  }
  // Puzzles some reader made before: cache reads for everyone after.
  const cached = Array.from({ length: 20 }, (_, i) => `/api/v1/puzzles?seed=read-${i}&level=hard`);
  for (const path of cached) await (await get(path)).arrayBuffer();
  console.log(
    `\nfresh seeds: one client asks for a new seed on every request, a 9x9 medium puzzle (4 units) or a PDF sheet of two Arrow Sudoku experts (50 units), 60 requests on 2 connections, while readers (a new IP per request) fetch cached puzzles and one fresh seed in ten\n`,
  );
  const fresh = await freshSeedScenario({ base, asNewClient, policy, cached });
  console.table(fresh.rows);
  if (!fresh.ok) {
    console.error('the quota did not hold against fresh seeds: see the table');
    process.exitCode = 1;
  }
}

/** 2,000 finishes of one day from 500 players: a table, and whether anything was lost. */
async function players() {
  console.log(
    `\nplayers: 500 players finish one puzzle of the day 2,000 times (two plays each, each sent twice, shuffled), ${CONNECTIONS} requests at once\n`,
  );
  const result = await playersScenario({ base, secrets, concurrency: CONNECTIONS });
  console.table(result.rows);
  console.log(
    `${result.date}: ${result.counted} players counted once each, histogram of ${result.histogram} non-empty bins; ${result.problems.length === 0 ? 'nothing lost: the stats hold exactly what was sent' : 'PROBLEMS:'}`,
  );
  for (const problem of result.problems.slice(0, 20)) console.error(`  ${problem}`);
  if (result.problems.length > 0 || result.rows.some((r) => r.errors > 0)) process.exitCode = 1;
}

try {
  if (args.only === undefined) await throughput();
  if (args.only === undefined || args.only === 'rate-limit') await rateLimit();
  if (args.only === undefined || args.only === 'players') await players();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  console.error(log());
  process.exitCode = 1;
} finally {
  await stop();
}
