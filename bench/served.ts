/**
 * Served benchmark (`npm run bench -- --only=served`): the API's solve through the Worker as
 * `npm start` serves it (wrangler dev: local workerd, the Worker bundled by wrangler from
 * wrangler.toml; scripts/dev-server.ts) side by side with the engine's solve in this Node
 * process, on the same puzzles (magictour-top1465 and forum-hardest-1106) in one run.
 *
 * The Worker is served twice: from its entry worker/main.ts, which installs the WebAssembly core
 * (as deployed), and from worker/index.ts, the same app without it: the JavaScript core, which the
 * deployed bundle ran while the install was tree-shaken away. Each server's /api/v1/health says
 * which core it runs; the rows take their label from it.
 *
 * Requests go one at a time, each from its own client address (CF-Connecting-IP, as in
 * `npm run load`), so the compute rate limit runs on every request without refusing any. Per
 * solve: the round trip from this process, and the engine's own time, which the API returns in
 * `stats.microseconds`: workerd's clock moves in whole milliseconds, so a single reading is 0 or
 * a few ms and only means over many solves say something. The five heaviest puzzles (most search
 * nodes) are also sent again and again, for their server time on each core. Every answer is
 * checked against the engine's.
 */
import { type DevServer, startDevServer } from '../scripts/dev-server.ts';
import { solve } from '../shared/index.ts';
import { CORE_LABEL, type Core, useCore } from './cores.ts';
import { everyNth, loadDataset, stepFor } from './datasets.ts';
import { int, num, summarize, table } from './stats.ts';

export interface ServedBenchOptions {
  readonly quick: boolean;
  readonly print: (text: string) => void;
  readonly progress: (text: string) => void;
}

const SETS = ['magictour-top1465', 'forum-hardest-1106'] as const;

/** The two ways the Worker is served: its entry (as deployed), and the app without the install. */
const SERVERS = [
  { name: 'worker/main.ts (as deployed)', script: undefined, core: 'wasm' },
  { name: 'worker/index.ts (no install)', script: 'worker/index.ts', core: 'js' },
] as const satisfies readonly { name: string; script: string | undefined; core: Core }[];

interface Puzzle {
  readonly set: string;
  /** 1-based position in its set. */
  readonly index: number;
  readonly text: string;
  /** The engine's answer: the solution as text, and the nodes the search took. */
  readonly solution: string;
  readonly nodes: number;
}

/** One pass of solves: each one's time (round trip, or the call in Node) and the engine's own. */
interface Pass {
  readonly ms: number[];
  readonly engineMs: number[];
  readonly elapsedMs: number;
  readonly wrong: number;
}

const answerOf = (text: string) => {
  const result = solve(text);
  if (!result.ok || result.value.status !== 'solved' || !result.value.solution)
    throw new Error(`the engine does not solve ${text}`);
  return { result: result.value, solution: result.value.solution.join('') };
};

/** What one solve answered: the solution as text, the engine's own time, and whether it is OK. */
interface Answer {
  readonly ok: boolean;
  readonly solution: string | undefined;
  readonly microseconds: number;
}

/** Times `answer` on each puzzle in turn (awaited only when it answers later: over HTTP). */
async function timed(
  puzzles: readonly Puzzle[],
  answer: (puzzle: Puzzle) => Answer | Promise<Answer>,
): Promise<Pass> {
  const ms: number[] = [];
  const engineMs: number[] = [];
  let wrong = 0;
  const started = performance.now();
  for (const puzzle of puzzles) {
    const t = performance.now();
    const pending = answer(puzzle);
    const got = pending instanceof Promise ? await pending : pending;
    ms.push(performance.now() - t);
    engineMs.push(got.microseconds / 1000);
    if (!got.ok || got.solution !== puzzle.solution) wrong++;
  }
  return { ms, engineMs, elapsedMs: performance.now() - started, wrong };
}

const inNode = (puzzles: readonly Puzzle[]): Promise<Pass> =>
  timed(puzzles, ({ text }) => {
    const { result, solution } = answerOf(text);
    return { ok: true, solution, microseconds: result.stats.microseconds };
  });

let client = 0;
/** A new client address for each request: many players, none over the limit. */
const nextClient = (): string => {
  const n = client++;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

interface SolveBody {
  readonly status?: string;
  readonly solution?: string;
  readonly stats?: { readonly microseconds?: number };
}

const overHttp = (base: string, puzzles: readonly Puzzle[]): Promise<Pass> =>
  timed(puzzles, async ({ text }) => {
    const res = await fetch(`${base}/api/v1/solve`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': nextClient() },
      body: JSON.stringify({ puzzle: text }),
    });
    const body = (await res.json()) as SolveBody;
    return {
      ok: res.status === 200 && body.status === 'solved',
      solution: body.solution,
      microseconds: body.stats?.microseconds ?? Number.NaN,
    };
  });

/** The round trip of a request that runs no engine: what HTTP through wrangler dev costs. */
async function healthTrips(base: string, count: number): Promise<number[]> {
  const ms: number[] = [];
  for (let i = 0; i < count; i++) {
    const t = performance.now();
    await (await fetch(`${base}/api/v1/health`)).arrayBuffer();
    ms.push(performance.now() - t);
  }
  return ms;
}

const mean = (values: readonly number[]): number =>
  values.reduce((sum, v) => sum + v, 0) / values.length;

function passRow(set: string, where: string, core: Core, pass: Pass): string[] {
  const s = summarize(pass.ms);
  return [
    set,
    where,
    CORE_LABEL[core],
    int(s.count),
    num((s.count * 1000) / pass.elapsedMs),
    num(s.median),
    num(s.p99),
    num(mean(pass.engineMs)),
    String(pass.wrong),
  ];
}

/** The puzzles of `set`, each with the engine's answer; `step` samples every step-th. */
function puzzlesOf(set: string, max: number): { all: Puzzle[]; sample: Puzzle[] } {
  const data = loadDataset({ name: set, file: `${set}.txt` });
  const all = data.texts.map((text, i) => {
    const { result, solution } = answerOf(text);
    return { set, index: i + 1, text, solution, nodes: result.stats.nodes };
  });
  return { all, sample: everyNth(all, stepFor(all.length, max)) };
}

interface Served {
  readonly core: Core;
  readonly passes: Map<string, Pass>;
  readonly heaviest: Pass[];
  readonly health: number[];
}

async function measureServer(
  server: (typeof SERVERS)[number],
  sets: ReadonlyMap<string, Puzzle[]>,
  heaviest: readonly Puzzle[],
  repeats: number,
  progress: (text: string) => void,
): Promise<Served> {
  progress(`served: starting wrangler dev with ${server.name}`);
  const dev: DevServer = await startDevServer({ script: server.script });
  try {
    if (dev.solver !== server.core)
      throw new Error(`${server.name} reports solver ${dev.solver}, not ${server.core}`);
    progress(`served: ${server.name} on ${dev.base}, warming up`);
    await overHttp(
      dev.base,
      [...sets.values()].flatMap((puzzles) => puzzles.slice(0, 30)),
    );
    const health = await healthTrips(dev.base, repeats * 5);
    const passes = new Map<string, Pass>();
    for (const [set, puzzles] of sets) {
      progress(`served: ${server.name}, ${set} (${puzzles.length})`);
      passes.set(set, await overHttp(dev.base, puzzles));
    }
    progress(`served: ${server.name}, the five heaviest × ${repeats}`);
    const heavy: Pass[] = [];
    for (const puzzle of heaviest)
      heavy.push(
        await overHttp(
          dev.base,
          Array.from({ length: repeats }, () => puzzle),
        ),
      );
    return { core: dev.solver as Core, passes, heaviest: heavy, health };
  } finally {
    await dev.stop();
  }
}

export async function runServedBench({ quick, print, progress }: ServedBenchOptions) {
  const max = quick ? 100 : Number.POSITIVE_INFINITY;
  const repeats = quick ? 5 : 20;
  progress('served: solving the sets in Node for the expected answers');
  useCore('wasm');
  const loaded = SETS.map((set) => [set, puzzlesOf(set, max)] as const);
  const sets = new Map(loaded.map(([set, { sample }]) => [set, sample]));
  const heaviest = loaded
    .flatMap(([, { all }]) => all)
    .sort((a, b) => b.nodes - a.nodes)
    .slice(0, 5);

  const node = new Map<Core, { passes: Map<string, Pass>; heaviest: Pass[] }>();
  for (const core of ['wasm', 'js'] as const) {
    progress(`served: the engine in Node (${CORE_LABEL[core]})`);
    useCore(core);
    await inNode([...sets.values()].flat().slice(0, 200)); // warm-up
    const passes = new Map<string, Pass>();
    for (const [set, puzzles] of sets) passes.set(set, await inNode(puzzles));
    const heavy: Pass[] = [];
    for (const p of heaviest) heavy.push(await inNode(Array.from({ length: repeats }, () => p)));
    node.set(core, { passes, heaviest: heavy });
  }
  useCore('wasm');
  const served: Served[] = [];
  for (const server of SERVERS)
    served.push(await measureServer(server, sets, heaviest, repeats, progress));

  print('## Solve through the served Worker and in Node');
  print('');
  print(
    `POST /api/v1/solve through \`wrangler dev\` (local workerd, the Worker wrangler bundles from wrangler.toml, as \`npm start\` serves it) one request at a time, against \`solve(text)\` in this Node process, on the same puzzles${quick ? ' (every few of each set: --quick)' : ''}. Served from worker/main.ts (the WebAssembly core installed, as deployed) and from worker/index.ts (the app without the install: the JavaScript core the deployed bundle ran before the install was a call). ms per solve: the round trip over HTTP, or the call in Node; engine ms: the engine's own \`stats.microseconds\`, mean (workerd's clock moves in whole ms); wrong: answers other than the engine's.`,
  );
  print('');
  const rows: string[][] = [];
  for (const set of SETS) {
    for (const core of ['wasm', 'js'] as const) {
      const pass = node.get(core)?.passes.get(set);
      if (pass) rows.push(passRow(set, 'Node, solve(text)', core, pass));
    }
    for (const [i, server] of SERVERS.entries()) {
      const pass = served[i].passes.get(set);
      if (pass) rows.push(passRow(set, `Worker via HTTP, ${server.name}`, served[i].core, pass));
    }
  }
  for (const [i, server] of SERVERS.entries()) {
    const s = summarize(served[i].health);
    const health = [int(s.count), '', num(s.median), num(s.p99), '', ''];
    rows.push(['GET /api/v1/health (no engine)', `Worker via HTTP, ${server.name}`, '', ...health]);
  }
  print(
    table(
      [
        'puzzles',
        'solved by',
        'core',
        'n',
        'solves/s',
        'median ms',
        'p99 ms',
        'engine ms',
        'wrong',
      ],
      rows,
      'lllrrrrrr',
    ),
  );
  print('');
  print(
    `### The five heaviest solves (most search nodes in both sets), each sent ${repeats} times`,
  );
  print('');
  print(
    'Mean engine ms per solve (`stats.microseconds`) in Node and in the served Worker on each core, and the mean round trip over HTTP.',
  );
  print('');
  const heavyRows = heaviest.map((puzzle, k) => {
    const engine = (pass: Pass | undefined) => (pass ? num(mean(pass.engineMs)) : '–');
    const trip = (pass: Pass | undefined) => (pass ? num(mean(pass.ms)) : '–');
    return [
      `${puzzle.set} #${puzzle.index}`,
      int(puzzle.nodes),
      engine(node.get('wasm')?.heaviest[k]),
      engine(node.get('js')?.heaviest[k]),
      ...served.map((s) => engine(s.heaviest[k])),
      ...served.map((s) => trip(s.heaviest[k])),
    ];
  });
  const label = (s: Served) => `Worker ${CORE_LABEL[s.core]}`;
  print(
    table(
      [
        'puzzle',
        'nodes',
        'Node WASM ms',
        'Node JS ms',
        ...served.map((s) => `${label(s)} ms`),
        ...served.map((s) => `${label(s)} round trip ms`),
      ],
      heavyRows,
      'lrrrrrrr',
    ),
  );
  const wrong = served.flatMap((s) => s.heaviest).reduce((sum, pass) => sum + pass.wrong, 0);
  if (wrong > 0) print(`\n**${wrong} answers of the heaviest solves were not the engine's.**`);
}
