// The daily stats Durable Object on its own, through its RPC methods and inside it
// (runInDurableObject): a record is idempotent, erase undoes it, and for random finishes and
// erasures (fast-check) the counts, median, histogram, standings and leaderboard equal what an
// independent computation over the same finishes gives, and the counts per bin and per second
// equal its rows.
import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  binOf,
  type DailyStatsRpc,
  type FinishEntry,
  HISTOGRAM_BINS,
} from '../../worker/storage/daily-stats.ts';

let objects = 0;
/** A fresh object of its own (a made-up day), so that runs never mix. */
function freshObject(): { rpc: DailyStatsRpc; stub: DurableObjectStub } {
  if (!env.DAILY_STATS) throw new Error('the tests bind DAILY_STATS');
  const name = `test/${objects++}`;
  const rpc = env.DAILY_STATS.getByName(name);
  return { rpc, stub: rpc as unknown as DurableObjectStub };
}

const entry = (player: string, ms: number, extra: Partial<FinishEntry> = {}): FinishEntry => ({
  player,
  ms,
  hints: 0,
  name: null,
  anonymous: true,
  at: 1_800_000_000_000,
  ...extra,
});

function median(sorted: readonly number[]): number | null {
  if (sorted.length === 0) return null;
  const low = sorted[Math.floor((sorted.length - 1) / 2)];
  const high = sorted[Math.floor(sorted.length / 2)];
  return Math.round((low + high) / 2);
}

describe('the daily stats object', () => {
  it("keeps a player's first finish: a second record answers the first one's standing", async () => {
    const { rpc } = freshObject();
    expect(await rpc.record(entry('a', 300_000))).toEqual({
      players: 1,
      slower: 0,
      ms: 300_000,
      medianMs: 300_000,
    });
    expect(await rpc.record(entry('a', 100_000))).toMatchObject({ players: 1, ms: 300_000 });
    expect(await rpc.record(entry('b', 100_000))).toEqual({
      players: 2,
      slower: 1,
      ms: 100_000,
      medianMs: 200_000,
    });
    expect(await rpc.standing('a')).toMatchObject({ players: 2, slower: 0 });
    expect(await rpc.standing('nobody')).toBeNull();
  });

  it('erases a player: gone from the counts, the median and the leaderboard; erasing again is a no-op', async () => {
    const { rpc } = freshObject();
    await rpc.record(entry('named', 200_000, { name: 'Ana', anonymous: false }));
    await rpc.record(entry('anon', 400_000));
    expect(await rpc.erase('named')).toBe(true);
    expect(await rpc.erase('named')).toBe(false);
    expect(await rpc.totals()).toMatchObject({ players: 1, medianMs: 400_000 });
    expect(await rpc.leaders(10)).toEqual({
      players: 1,
      rows: [{ ms: 400_000, name: null, anonymous: true }],
    });
  });

  it('never keeps a name for an anonymous player', async () => {
    const { rpc, stub } = freshObject();
    await rpc.record(entry('anon', 1000, { name: 'should not be kept', anonymous: true }));
    const names = await runInDurableObject(stub, (_, state) =>
      state.storage.sql.exec('SELECT name FROM finishes').toArray(),
    );
    expect(names).toEqual([{ name: null }]);
  });

  it('agrees with an independent count for random finishes and erasures (fast-check)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            player: fc.integer({ min: 0, max: 30 }).map((n) => `p${n}`),
            ms: fc.oneof(
              fc.integer({ min: 0, max: 10_000_000 }),
              // Many in one second and around a bin edge: the counts per second and within it.
              fc.integer({ min: 299_000, max: 302_000 }),
              fc.constantFrom(...HISTOGRAM_BINS.map((s) => s * 1000)),
            ),
            hints: fc.constantFrom(0, 0, 1, 3),
            erase: fc.boolean(),
          }),
          { maxLength: 40 },
        ),
        async (steps) => {
          const { rpc, stub } = freshObject();
          const model = new Map<string, { ms: number; hints: number; order: number }>();
          for (const [order, step] of steps.entries()) {
            if (step.erase) {
              expect(await rpc.erase(step.player)).toBe(model.delete(step.player));
            } else {
              await rpc.record(entry(step.player, step.ms, { hints: step.hints, at: order }));
              if (!model.has(step.player)) model.set(step.player, { ...step, order });
            }
          }
          const times = [...model.values()].map((f) => f.ms).sort((a, b) => a - b);
          const totals = await rpc.totals();
          const counts = HISTOGRAM_BINS.map(() => 0);
          for (const ms of times) counts[binOf(ms)]++;
          expect(totals).toEqual({ players: times.length, medianMs: median(times), counts });
          for (const [player, f] of model) {
            expect(await rpc.standing(player)).toEqual({
              players: times.length,
              slower: times.filter((ms) => ms > f.ms).length,
              ms: f.ms,
              medianMs: median(times),
            });
          }
          const board = [...model.values()]
            .filter((f) => f.hints === 0)
            .sort((a, b) => a.ms - b.ms || a.order - b.order)
            .slice(0, 5)
            .map((f) => f.ms);
          expect((await rpc.leaders(5)).rows.map((r) => r.ms)).toEqual(board);
          // The per-bin counts are exactly the rows.
          const bins = await runInDurableObject(stub, (_, state) =>
            state.storage.sql
              .exec('SELECT bin, COUNT(*) AS n FROM finishes GROUP BY bin')
              .toArray()
              .map((r) => [r.bin, r.n]),
          );
          expect(bins).toEqual(counts.flatMap((n, bin) => (n > 0 ? [[bin, n]] : [])));
          // And so are the counts per second, which standings and the median go through.
          const perSecond = new Map<number, number>();
          for (const ms of times)
            perSecond.set(Math.floor(ms / 1000), (perSecond.get(Math.floor(ms / 1000)) ?? 0) + 1);
          const seconds = await runInDurableObject(stub, (_, state) =>
            state.storage.sql
              .exec('SELECT second, players FROM seconds WHERE players > 0 ORDER BY second')
              .toArray()
              .map((r) => [r.second, r.players]),
          );
          expect(seconds).toEqual([...perSecond].sort(([a], [b]) => a - b));
        },
      ),
      { numRuns: 40 },
    );
  }, 120_000);

  it('puts a time in the last bin whose start it reaches', () => {
    expect(
      [0, 59_999, 60_000, 1_199_999, 1_200_000, 7_199_999, 7_200_000, 1e12].map(binOf),
    ).toEqual([0, 0, 1, 19, 20, 31, 32, 32]);
  });
});
