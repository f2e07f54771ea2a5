// The published fetch client's batch and technique catalogue methods against the real Worker:
// typed queries sent as text, typed answers back, and a batch's puzzles the same as the single
// puzzle method's.
import { exports } from 'cloudflare:workers';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  type ApiResult,
  type BatchQuery,
  createClient,
  type PuzzleBatch,
  type Techniques,
} from '../../client/index.ts';
import { TECHNIQUE_CATALOG } from '../../shared/index.ts';
import { ORIGIN } from './support.ts';

const sent: string[] = [];
const api = createClient({
  baseUrl: ORIGIN,
  fetch: (input, init) => {
    sent.push(String(input));
    return exports.default.fetch(new Request(input, init));
  },
});

function success<T>(result: ApiResult<T>): T {
  if (!result.ok) throw new Error(`expected success, got ${JSON.stringify(result.problem)}`);
  return result.value;
}

describe('the client: batches and techniques', () => {
  it('fetches a batch with a typed query, each puzzle the one puzzle() gives for its seed', async () => {
    const query: BatchQuery = { count: 3, size: 6, level: 'hard', seed: 'client-batch' };
    const batch = success(await api.batch(query));
    expectTypeOf(batch).toEqualTypeOf<PuzzleBatch>();
    expect(sent.at(-1)).toBe(
      `${ORIGIN}/api/v1/puzzles/batch?count=3&size=6&level=hard&seed=client-batch`,
    );
    expect(batch.puzzles).toHaveLength(3);
    for (const [i, puzzle] of batch.puzzles.entries()) {
      const alone = success(
        await api.puzzle({ size: 6, level: 'hard', seed: `client-batch-${i + 1}` }),
      );
      expect(puzzle).toEqual(alone);
    }
  });

  it('gets a typed problem for a batch over its cap', async () => {
    const result = await api.batch({ count: 50, size: 25, level: 'expert' });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.status).toBe(400);
      expect(result.problem.issues?.[0]?.path).toEqual(['count']);
    }
  });

  it('fetches the technique catalogue', async () => {
    const techniques = success(await api.techniques());
    expectTypeOf(techniques).toEqualTypeOf<Techniques>();
    expect(techniques).toEqual(TECHNIQUE_CATALOG);
  });
});
