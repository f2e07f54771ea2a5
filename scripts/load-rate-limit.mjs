// The rate limit under load, for `npm run load`, two scenarios. One client (a fixed
// CF-Connecting-IP) sends compute requests as fast as it can while other clients (a new IP per
// request) send theirs at the same time: the greedy client should get its quota (COMPUTE_LIMIT a
// window) and then only 429s, each with Retry-After and the RateLimit fields; the others only
// 200s. Then one client tries a fresh seed on every request, puzzles and PDF sheets, beside
// well-behaved readers (freshSeedScenario): it is served until the weights of what it made use
// up its quota, then refused. Prints one row per side. `wrangler dev` emulates the [[ratelimits]]
// bindings and keeps the CF-Connecting-IP a client sends (Cloudflare's edge sets it).
import autocannon from 'autocannon';

/** A documentation address (TEST-NET-1): never a real client. */
const GREEDY_IP = '192.0.2.1';

// autocannon keeps the names as the server sent them.
const lowerCase = (raw) =>
  Object.fromEntries(Object.entries(raw).map(([k, v]) => [k.toLowerCase(), v]));

function tally() {
  const counts = { 200: 0, 429: 0, other: 0, retryAfter: 0, rateLimit: 0 };
  const onResponse = (status, _body, _context, raw) => {
    const headers = lowerCase(raw);
    if (status === 200) counts[200]++;
    else if (status === 429) {
      counts[429]++;
      if (headers['retry-after']) counts.retryAfter++;
      if (headers.ratelimit && headers['ratelimit-policy']) counts.rateLimit++;
    } else counts.other++;
  };
  return { counts, onResponse };
}

/** A table row: what one side of a scenario sent and got. */
const rowOf = (client, result, { counts }, extra = {}) => ({
  client,
  requests: result.requests.total,
  'status 200': counts[200],
  'status 429': counts[429],
  '429 with Retry-After': counts.retryAfter,
  '429 with RateLimit': counts.rateLimit,
  other: counts.other + result.errors + result.timeouts,
  'p50 ms': result.latency.p50,
  'p99 ms': result.latency.p99,
  ...extra,
});

/**
 * Whether the limit held: the greedy client was served no more than its quota allows (`within`)
 * and then refused, every 429 with Retry-After and the RateLimit fields, and the other clients
 * were served with no 429 and no error.
 */
const held = (within, greedy, others) =>
  within &&
  greedy.counts[429] > 0 &&
  greedy.counts.retryAfter === greedy.counts[429] &&
  greedy.counts.rateLimit === greedy.counts[429] &&
  others.counts[200] > 0 &&
  others.counts[429] === 0 &&
  others.counts.other === 0;

/** Starts an autocannon run: its result, and a way to stop it early. */
function start(options) {
  let instance;
  const result = new Promise((resolve, reject) => {
    instance = autocannon(options, (err, res) => (err ? reject(err) : resolve(res)));
  });
  return { result, stop: () => instance.stop() };
}

/** The policy the Worker advertises: `"compute";q=60;w=60` -> { limit: 60, period: 60 }. */
export function parsePolicy(header) {
  const match = /;q=(\d+);w=(\d+)/.exec(header ?? '');
  return match ? { limit: Number(match[1]), period: Number(match[2]) } : null;
}

/**
 * The greedy client sends twice its quota and some more (so it goes over even when its run
 * spans two windows) while the other clients send theirs, and stop when it is done. Returns the
 * table rows, and whether the limit held: the greedy client got at most its quota of 200s per
 * window and then 429s, every 429 with Retry-After and the RateLimit fields, and the other
 * clients no 429 and no error.
 */
export async function rateLimitScenario({ base, body, asNewClient, policy }) {
  const request = {
    method: 'POST',
    path: '/api/v1/check',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  };
  const greedy = tally();
  const others = tally();
  const common = { url: base, timeout: 10 };
  const rest = start({
    ...common,
    connections: 2,
    duration: 600,
    requests: [{ ...request, setupRequest: asNewClient, onResponse: others.onResponse }],
  });
  const g = await start({
    ...common,
    connections: 4,
    amount: 2 * policy.limit + 20,
    requests: [
      {
        ...request,
        headers: { ...request.headers, 'cf-connecting-ip': GREEDY_IP },
        onResponse: greedy.onResponse,
      },
    ],
  }).result;
  rest.stop();
  const o = await rest.result;
  const rows = [
    rowOf(`one client (${GREEDY_IP}), 4 connections`, g, greedy),
    rowOf('other clients (a new IP per request), 2 connections', o, others),
  ];
  return { rows, ok: held(greedy.counts[200] <= 2 * policy.limit, greedy, others) };
}

/** Another documentation address (TEST-NET-1): the client that tries fresh seeds and sheets. */
const FRESH_IP = '192.0.2.2';

/**
 * Compute units each fresh request of the over-limit client costs (worker/api/budgets.ts): a
 * seeded 9x9 medium puzzle weighs 4, an Arrow Sudoku expert 25 (a sheet of two: 50).
 */
const FRESH_REQUESTS = [
  { units: 4, path: (id) => `/api/v1/puzzles?seed=${id}&level=medium` },
  {
    units: 50,
    path: (id) => `/api/v1/print.pdf?count=2&variant=arrow&level=expert&seed=${id}`,
  },
];

/**
 * A client that tries a fresh seed on every request (each one a cache miss the Worker would
 * generate and write to KV), alternating single puzzles and PDF sheets of the costliest Arrow
 * puzzles a sheet may hold, while well-behaved clients (a new IP per request) ask for cached
 * puzzles and the odd fresh one. The over-limit client should be served until its quota is
 * spent (at most the quota's worth of units a window, so at most two windows' worth in a run
 * that spans two) and then only get 429s; the others only 200s. Returns the table rows and
 * whether that held.
 */
export async function freshSeedScenario({ base, asNewClient, policy, cached }) {
  const run = Date.now().toString(36);
  const greedy = tally();
  const others = tally();
  let units = 0;
  let stored = 0;
  let n = 0;
  const common = { url: base, timeout: 10 };
  let other = 0;
  const rest = start({
    ...common,
    connections: 2,
    duration: 600,
    requests: [
      {
        method: 'GET',
        setupRequest: (req) => {
          const i = other++;
          // One request in ten a fresh seed (weight 4), the rest a puzzle some reader made.
          const path =
            i % 10 === 0
              ? `/api/v1/puzzles?seed=reader-${run}-${i}&level=medium`
              : cached[i % cached.length];
          return asNewClient({ ...req, path });
        },
        onResponse: others.onResponse,
      },
    ],
  });
  const g = await start({
    ...common,
    connections: 2,
    amount: 60,
    requests: [
      {
        method: 'GET',
        headers: { 'cf-connecting-ip': FRESH_IP },
        setupRequest: (req) => {
          const i = n++;
          const kind = FRESH_REQUESTS[i % FRESH_REQUESTS.length];
          return { ...req, path: kind.path(`fresh-${run}-${i}`) };
        },
        onResponse: (status, body, context, raw) => {
          greedy.onResponse(status, body, context, raw);
          if (status !== 200) return;
          const headers = lowerCase(raw);
          const pdf = String(headers['content-type']).startsWith('application/pdf');
          units += pdf ? FRESH_REQUESTS[1].units : FRESH_REQUESTS[0].units;
          if (/; stored;/.test(String(headers['cache-status']))) stored++;
        },
      },
    ],
  }).result;
  rest.stop();
  const o = await rest.result;
  const rows = [
    rowOf(
      `over-limit client (${FRESH_IP}): fresh seeds and Arrow sheets, 2 connections`,
      g,
      greedy,
      {
        'units served': units,
        'stored (Cache-Status)': stored,
      },
    ),
    rowOf('well-behaved clients (a new IP per request), 2 connections', o, others),
  ];
  return { rows, ok: held(units <= 2 * policy.limit, greedy, others) };
}
