/**
 * Cost benchmark (`npm run bench -- --only=costs`): the CPU time one API request of each kind
 * takes, against the ~100 ms the API allows itself, and the batch caps of worker/api/budgets.ts
 * and the PDF sheet caps of worker/api/print/schemas.ts (the same table) checked against it.
 *
 * Requests go through the Worker's own Hono app in Node (`app.request`): validation, the engine
 * under the API's budgets, JSON and the ETag, as in workerd (the same V8), without I/O. There is
 * no KV, edge cache or memory tier, so every seeded request generates its puzzle: the cost of a
 * cache miss, the most a request of its kind costs.
 *
 * Time is the CPU time of this thread (`process.threadCpuUsage`), which other processes on a
 * busy machine do not inflate as they do wall time. The kernel counts it in scheduler ticks (4
 * ms here), so each request is sent again until its runs have used at least MIN_CPU_MS, and its
 * cost is their mean: within a tick over all runs. Code is warmed up first: a fresh isolate's
 * first requests run before compilation and cost several times more.
 */
import { createPrng } from '../shared/random/prng.ts';
import { createApp } from '../worker/index.ts';
import {
  batchKinds,
  costKinds,
  type Kind,
  type Probe,
  type Shape,
  sheetKinds,
} from './cost-requests.ts';
import { num, summarize, table } from './stats.ts';

/** The CPU a request may take: the API's own bound (docs/api.md, worker/api/budgets.ts). */
export const TARGET_MS = 100;
/** Runs of one request at most (the cheapest never reach MIN_CPU_MS). */
const MAX_RUNS = 500;

export interface CostsBenchOptions {
  readonly quick: boolean;
  readonly print: (text: string) => void;
  readonly progress: (text: string) => void;
  /** Only the kinds (and batches) whose name holds this text, case aside. */
  readonly kinds?: string;
}

type App = ReturnType<typeof createApp>;

interface Measured {
  readonly kind: Kind;
  readonly ms: number[];
  readonly statuses: Map<number, number>;
}

const cpuMs = (): number => {
  const { user, system } = process.threadCpuUsage();
  return (user + system) / 1000;
};

/** The mean CPU of `probe` over enough runs to outweigh the clock's tick. */
async function cost(
  app: App,
  probe: Probe,
  minCpuMs: number,
): Promise<[ms: number, status: number]> {
  const started = cpuMs();
  let runs = 0;
  let status = 0;
  do {
    const res = await app.request(probe.path, probe.init);
    await res.arrayBuffer();
    status = res.status;
    runs++;
  } while ((cpuMs() - started < minCpuMs || runs < 2) && runs < MAX_RUNS);
  return [(cpuMs() - started) / runs, status];
}

async function measure(app: App, kind: Kind, minCpuMs: number): Promise<Measured> {
  const ms: number[] = [];
  const statuses = new Map<number, number>();
  for (const probe of kind.probes) {
    const [mean, status] = await cost(app, probe, minCpuMs);
    ms.push(mean);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  }
  return { kind, ms, statuses };
}

const statusText = (statuses: Map<number, number>) =>
  [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${count}× ${status}`)
    .join(', ');

function row({ kind, ms, statuses }: Measured): string[] {
  const s = summarize(ms);
  return [
    kind.name,
    String(s.count),
    statusText(statuses),
    num(s.median),
    num(s.p99),
    num(s.max),
    s.max <= TARGET_MS ? 'yes' : 'no',
  ];
}

const HEADERS = ['request', 'n', 'status', 'median ms', 'p99 ms', 'max ms', `≤ ${TARGET_MS} ms`];

const shapeKey = ({ variant, size, level }: Shape) => `${variant}:${size}:${level}`;

/**
 * The largest batch (up to 50) whose CPU, summed from single puzzles drawn at random from the
 * measured ones, stays within the target in 99 draws out of 100.
 */
function largestWithin(single: readonly number[]): number {
  const prng = createPrng('costs');
  let best = 0;
  for (let count = 1; count <= 50; count++) {
    const sums = Array.from({ length: 1000 }, () => {
      let total = 0;
      for (let i = 0; i < count; i++) total += single[prng.int(single.length)];
      return total;
    });
    if (summarize(sums).p99 > TARGET_MS) break;
    best = count;
  }
  return best;
}

export async function runCostsBench({
  quick,
  print,
  progress,
  kinds: only,
}: CostsBenchOptions): Promise<void> {
  const wanted = (kind: Kind) =>
    only === undefined || kind.name.toLowerCase().includes(only.toLowerCase());
  const app = createApp({ memoryEntries: 0, edgeCache: () => undefined });
  const cachedApp = createApp({ edgeCache: () => undefined });
  const appFor = (kind: Kind) => (kind.cached ? cachedApp : app);
  const n = (full: number) => (quick ? Math.max(1, Math.ceil(full / 15)) : full);
  const minCpuMs = quick ? 12 : 40;
  progress('costs: preparing requests');
  const kinds = costKinds(n).filter(wanted);
  const batches = (count: number) => batchKinds(count).filter(wanted);
  progress('costs: warming up');
  for (const kind of [...kinds, ...batches(1)]) {
    await measure(appFor(kind), { ...kind, probes: kind.probes.slice(0, 2) }, 0);
  }

  // With --kinds, a section left without a row is not printed.
  const single = new Map<string, number[]>();
  if (kinds.length > 0) {
    print('## Cost per request');
    print('');
    print(
      `CPU time per request through the Worker's app in Node (no I/O; every seeded request generates, as on a cache miss, except the cached row, served from the isolate's memory), each request's mean over runs of at least ${minCpuMs} ms; target ≤ ${TARGET_MS} ms.`,
    );
    print('');
    const rows: string[][] = [];
    for (const kind of kinds) {
      progress(`costs: ${kind.name} (${kind.probes.length})`);
      if (kind.cached) await measure(cachedApp, kind, 0);
      const measured = await measure(appFor(kind), kind, minCpuMs);
      rows.push(row(measured));
      if (kind.shape) single.set(shapeKey(kind.shape), measured.ms);
    }
    print(table(HEADERS, rows, 'lrlrrrl'));
    print('');
  }
  const atCaps = batches(n(10));
  if (atCaps.length > 0) {
    print('## Batches at their caps (worker/api/budgets.ts)');
    print('');
    const batchRows: string[][] = [];
    for (const kind of atCaps) {
      progress(`costs: ${kind.name}`);
      const measured = await measure(app, kind, minCpuMs);
      const ones = kind.shape ? single.get(shapeKey(kind.shape)) : undefined;
      batchRows.push([...row(measured), ones ? String(largestWithin(ones)) : '–']);
    }
    print(
      table(
        [...HEADERS, `largest count ≤ ${TARGET_MS} ms (p99, from single puzzles)`],
        batchRows,
        'lrlrrrlr',
      ),
    );
    print('');
  }
  await sheetsAtCaps(n, minCpuMs, wanted, single, { app, cachedApp }, { print, progress });
}

/**
 * PDF sheets at their caps, solutions included: generated (a cache miss for every puzzle) and
 * drawn from puzzles the isolate's memory holds (the drawing alone), and the largest count whose
 * CPU (single puzzles drawn at random plus the drawing per puzzle) stays within the target.
 */
async function sheetsAtCaps(
  n: (full: number) => number,
  minCpuMs: number,
  wanted: (kind: Kind) => boolean,
  single: ReadonlyMap<string, number[]>,
  apps: { readonly app: App; readonly cachedApp: App },
  { print, progress }: Pick<CostsBenchOptions, 'print' | 'progress'>,
): Promise<void> {
  const cold = sheetKinds(n(10), false).filter(wanted);
  if (cold.length === 0) return;
  const drawn = sheetKinds(n(10), true).filter(wanted);
  print('## PDF sheets at their caps (worker/api/print/schemas.ts), solutions included');
  print('');
  const rows: string[][] = [];
  for (const [i, kind] of cold.entries()) {
    progress(`costs: ${kind.name}`);
    const measured = await measure(apps.app, kind, minCpuMs);
    await measure(apps.cachedApp, drawn[i], 0);
    const drawing = summarize((await measure(apps.cachedApp, drawn[i], minCpuMs)).ms).median;
    const count = Number(/sheet of (\d+)/.exec(kind.name)?.[1] ?? 1);
    const ones = kind.shape ? single.get(shapeKey(kind.shape)) : undefined;
    const within = ones ? String(largestWithin(ones.map((ms) => ms + drawing / count))) : '–';
    rows.push([...row(measured), num(drawing), within]);
  }
  print(
    table(
      [
        ...HEADERS,
        'drawing ms (puzzles cached, median)',
        `largest count ≤ ${TARGET_MS} ms (p99, single puzzles + drawing)`,
      ],
      rows,
      'lrlrrrlrr',
    ),
  );
}
