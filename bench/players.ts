/**
 * Players benchmark (`npm run bench -- --only=players`): what one puzzle of the day's object can
 * write and read. The object's own code (worker/storage/daily-book.ts, the same module the
 * Durable Object runs) runs here on Node's SQLite (node:sqlite, in memory), filled with 1,000,
 * 10,000 and 100,000 players' finishes: per call, the CPU time of a counted finish (`record`,
 * which also answers its standing), of a standing, of the day's totals (players, median,
 * histogram) and of a leaderboard of 20. This is the object's own work only: on Cloudflare each
 * call also waits for the write to be stored and for the RPC, which the load run measures through
 * `wrangler dev` (docs/performance.md). Times drawn from a seeded generator, so runs compare.
 */
import { DatabaseSync } from 'node:sqlite';
import { bookOn } from '../scripts/node-sqlite.ts';
import { createPrng, type Prng } from '../shared/random/prng.ts';
import { cpuSince, int, num, summarize, table } from './stats.ts';

export interface PlayersBenchOptions {
  readonly quick: boolean;
  readonly print: (text: string) => void;
  readonly progress: (text: string) => void;
}

/** A float in [0, 1) from the engine's seeded generator, so that every run draws the same times. */
const uniform = (prng: Prng) => (): number => prng.next() / 4294967296;

/** A time in ms as players make them: most between 3 and 15 minutes, a long tail. */
const timeOf = (rand: () => number): number =>
  Math.round(
    Math.exp(
      Math.log(360_000) +
        0.6 * Math.sqrt(-2 * Math.log(rand() || 1e-9)) * Math.cos(2 * Math.PI * rand()),
    ),
  );

/** Per-call microseconds of `calls` calls of `work`, in CPU time. */
function perCall(calls: number, work: (i: number) => void) {
  const samples: number[] = [];
  for (let i = 0; i < calls; i++) {
    const start = process.cpuUsage();
    work(i);
    samples.push(cpuSince(start) * 1000);
  }
  return summarize(samples);
}

export function runPlayersBench({ quick, print, progress }: PlayersBenchOptions): void {
  const sizes = quick ? [1_000, 10_000] : [1_000, 10_000, 100_000];
  const rows: string[][] = [];
  for (const size of sizes) {
    progress(`players: ${int(size)} finishes in one object`);
    const db = new DatabaseSync(':memory:');
    const book = bookOn(db);
    const rand = uniform(createPrng(`players-bench-${size}`));
    const entry = (i: number) => ({
      player: `p${i}`,
      ms: timeOf(rand),
      hints: rand() < 0.2 ? 1 : 0,
      name: null,
      anonymous: true,
      at: i,
    });
    const fill = size - 1_000;
    for (let i = 0; i < fill; i++) book.record(entry(i));
    // The last thousand are the ones measured: what a record costs at this size.
    const record = perCall(1_000, (i) => book.record(entry(fill + i)));
    const standing = perCall(1_000, () => book.standing(`p${Math.floor(rand() * size)}`));
    const totals = perCall(200, () => book.totals());
    const leaders = perCall(200, () => book.leaders(20));
    const check = book.totals();
    if (check.players !== size) throw new Error(`${check.players} players, not ${size}`);
    for (const [name, s] of [
      ['record (a counted finish and its standing)', record],
      ['standing', standing],
      ['totals (players, median, histogram)', totals],
      ['leaderboard of 20', leaders],
    ] as const) {
      rows.push([
        int(size),
        name,
        num(s.total / s.count),
        num(s.median),
        num(s.p99),
        int(1_000_000 / (s.total / s.count)),
      ]);
    }
    db.close();
  }
  print("## One puzzle of the day's object (its book on node:sqlite, CPU per call)");
  print('');
  print(table(['players', 'call', 'mean us', 'median us', 'p99 us', 'calls/s'], rows, 'rlrrrr'));
}
