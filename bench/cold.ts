/**
 * Cold benchmark (`npm run bench -- --only=cold`): what a fresh isolate's first request costs per
 * route group, before and after the scheduled job (worker/premade/premake.ts) has made the days
 * and the pool. Each sample is a new `wrangler dev` (scripts/dev-server.ts with `cold`: it waits
 * for a static asset, so the Worker has served nothing) whose first request to one route is
 * timed from here, on localhost (the Worker sends no Server-Timing for these routes, and workerd's
 * clock stands still while code runs); then one warm request of the same shape (a new seed where
 * a seed is cached) for comparison. Cache-Status of the first answer says what it was.
 *
 * - before: local KV empty and POOL_SIZE=0, as without the job: the day and every unseeded
 *   puzzle are generated on the reader's request;
 * - after: local KV as one run of the job left it (run once through `GET /__scheduled` with
 *   PREMADE_CPU_MS=30000, so that everything fits in one run; on the Free plan's budget it takes
 *   several runs), copied per sample; wrangler.toml's own vars.
 *
 * Each sample starts wrangler (a few seconds); `--quick` takes one sample per cell, a full run 3.
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DevServer, type DevServerOptions, startDevServer } from '../scripts/dev-server.ts';
import { generate } from '../shared/index.ts';
import { num, summarize, table } from './stats.ts';

export interface ColdBenchOptions {
  readonly quick: boolean;
  readonly print: (text: string) => void;
  readonly progress: (text: string) => void;
}

const made = generate({ seed: 'cold-bench', level: 'hard' });
if (!made.ok) throw new Error('the engine makes hard 9x9 puzzles');
const PUZZLE = made.value.puzzle;

/** One route group's request; `n` tells samples apart (a seed nobody cached). */
interface Probe {
  readonly name: string;
  readonly request: (n: number) => { path: string; body?: unknown };
}

const PROBES: readonly Probe[] = [
  {
    name: 'GET /api/v1/puzzles (unseeded, hard)',
    request: () => ({ path: '/api/v1/puzzles?level=hard' }),
  },
  {
    name: 'GET /api/v1/puzzles?seed= (hard)',
    request: (n) => ({ path: `/api/v1/puzzles?level=hard&seed=cold-${n}` }),
  },
  {
    name: 'GET /api/v1/daily (today, hard)',
    request: () => ({ path: '/api/v1/daily?level=hard' }),
  },
  {
    name: 'GET /api/v1/daily (today, Killer expert)',
    request: () => ({ path: '/api/v1/daily?level=expert&variant=killer' }),
  },
  {
    name: 'POST /api/v1/solve',
    request: () => ({ path: '/api/v1/solve', body: { puzzle: PUZZLE } }),
  },
  {
    name: 'POST /api/v1/hint',
    request: () => ({ path: '/api/v1/hint', body: { puzzle: PUZZLE } }),
  },
  {
    name: 'GET /api/v1/puzzles.svg?seed=',
    request: (n) => ({ path: `/api/v1/puzzles.svg?level=hard&seed=cold-svg-${n}` }),
  },
  {
    name: 'GET /api/v1/print.pdf?seed=&count=2',
    request: (n) => ({ path: `/api/v1/print.pdf?level=hard&count=2&seed=cold-pdf-${n}` }),
  },
];

interface Timed {
  readonly ms: number;
  readonly cacheStatus: string;
}

async function timedRequest(server: DevServer, { path, body }: { path: string; body?: unknown }) {
  const started = performance.now();
  const res = await fetch(`${server.base}${path}`, {
    ...(body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) }),
    // Each request its own client, as in `npm run load`: no one runs into the compute limit.
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      'CF-Connecting-IP': `198.51.100.${1 + Math.floor(Math.random() * 250)}`,
    },
  });
  await res.arrayBuffer();
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`${path}: ${res.status}\n${server.log()}`);
  return { ms, cacheStatus: res.headers.get('cache-status') ?? '' } satisfies Timed;
}

/** A folder of local KV as one run of the scheduled job leaves it. */
async function preparedState(): Promise<string> {
  const state = await mkdtemp(join(tmpdir(), 'sudoku-break-cold-'));
  const server = await startDevServer({
    state,
    testScheduled: true,
    vars: { PREMADE_CPU_MS: '30000' },
  });
  try {
    const res = await fetch(
      `${server.base}/__scheduled?cron=${encodeURIComponent('*/30 * * * *')}`,
    );
    if (!res.ok) throw new Error(`/__scheduled: ${res.status} ${await res.text()}`);
  } finally {
    await server.stop();
  }
  return state;
}

interface Condition {
  readonly name: string;
  /** A fresh server's options, and what to remove after it. */
  readonly options: () => Promise<{ options: DevServerOptions; cleanup: () => Promise<void> }>;
}

/** One sample: a fresh server, its first request to the probe, then a warm one. */
async function sample(condition: Condition, probe: Probe, n: number) {
  const { options, cleanup } = await condition.options();
  const server = await startDevServer({ ...options, cold: true });
  try {
    const cold = await timedRequest(server, probe.request(n));
    const warm = await timedRequest(server, probe.request(n + 1000));
    return { cold, warm };
  } finally {
    await server.stop();
    await cleanup();
  }
}

/** `sudoku-break; hit; detail=kv` as `hit kv`: what the first answer was. */
const shortStatus = (status: string): string =>
  status
    .replace(/^sudoku-break;\s*/, '')
    .replace(/;\s*detail=/, ' ')
    .replace(/;\s*/g, ' ') || '-';

export async function runColdBench({ quick, print, progress }: ColdBenchOptions): Promise<void> {
  const samples = quick ? 1 : 3;
  progress('cold: running the scheduled job once into a prepared state');
  const prepared = await preparedState();
  const conditions: Condition[] = [
    {
      name: 'before',
      options: async () => ({ options: { vars: { POOL_SIZE: '0' } }, cleanup: async () => {} }),
    },
    {
      name: 'after',
      options: async () => {
        const state = await mkdtemp(join(tmpdir(), 'sudoku-break-cold-'));
        await cp(prepared, state, { recursive: true });
        return { options: { state }, cleanup: () => rm(state, { recursive: true, force: true }) };
      },
    },
  ];
  const rows: string[][] = [];
  try {
    for (const probe of PROBES) {
      const cells: string[] = [probe.name];
      for (const condition of conditions) {
        const cold: number[] = [];
        const warm: number[] = [];
        let status = '';
        for (let n = 0; n < samples; n++) {
          progress(`cold: ${condition.name} ${probe.name} (${n + 1}/${samples})`);
          const one = await sample(condition, probe, n);
          cold.push(one.cold.ms);
          warm.push(one.warm.ms);
          status = shortStatus(one.cold.cacheStatus);
        }
        cells.push(num(summarize(cold).median), num(summarize(warm).median), status);
      }
      rows.push(cells);
    }
  } finally {
    await rm(prepared, { recursive: true, force: true });
  }
  print(
    `## A fresh isolate's first request, before and after the scheduled job (ms, median of ${samples})`,
  );
  print('');
  print(
    table(
      ['Route', 'Before: 1st', 'warm', 'served as', 'After: 1st', 'warm', 'served as'],
      rows,
      'lrrlrrl',
    ),
  );
  print('');
  print(
    'Round trips on localhost to a new `wrangler dev` each sample (its first request to the Worker), then one more request of the same shape (a new seed where seeds are cached). Before: empty KV, POOL_SIZE=0. After: KV as one run of the job left it.',
  );
}
