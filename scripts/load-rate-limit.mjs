// The rate limit under load, for `npm run load`: one client (a fixed CF-Connecting-IP) sends
// compute requests as fast as it can while other clients (a new IP per request) send theirs at
// the same time. The greedy client should get its quota (COMPUTE_LIMIT a window) and then only
// 429s, each with Retry-After and the RateLimit fields; the others only 200s. Prints one row per
// side. `wrangler dev` emulates the [[ratelimits]] binding and keeps the CF-Connecting-IP a
// client sends (Cloudflare's edge sets it).
import autocannon from 'autocannon';

/** A documentation address (TEST-NET-1): never a real client. */
const GREEDY_IP = '192.0.2.1';

function tally() {
  const counts = { 200: 0, 429: 0, other: 0, retryAfter: 0, rateLimit: 0 };
  const onResponse = (status, _body, _context, raw) => {
    // autocannon keeps the names as the server sent them.
    const headers = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k.toLowerCase(), v]));
    if (status === 200) counts[200]++;
    else if (status === 429) {
      counts[429]++;
      if (headers['retry-after']) counts.retryAfter++;
      if (headers.ratelimit && headers['ratelimit-policy']) counts.rateLimit++;
    } else counts.other++;
  };
  return { counts, onResponse };
}

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
  const row = (client, result, { counts }) => ({
    client,
    requests: result.requests.total,
    'status 200': counts[200],
    'status 429': counts[429],
    '429 with Retry-After': counts.retryAfter,
    '429 with RateLimit': counts.rateLimit,
    other: counts.other + result.errors + result.timeouts,
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
  });
  const rows = [
    row(`one client (${GREEDY_IP}), 4 connections`, g, greedy),
    row('other clients (a new IP per request), 2 connections', o, others),
  ];
  const ok =
    greedy.counts[200] <= 2 * policy.limit &&
    greedy.counts[429] > 0 &&
    greedy.counts.retryAfter === greedy.counts[429] &&
    greedy.counts.rateLimit === greedy.counts[429] &&
    others.counts[200] > 0 &&
    others.counts[429] === 0 &&
    others.counts.other === 0;
  return { rows, ok };
}
