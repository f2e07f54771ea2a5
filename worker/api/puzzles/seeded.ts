/**
 * The puzzle of a request for one seeded puzzle (JSON or SVG). A seed that names a puzzle of the
 * day (daily-seeds.ts) is that day's puzzle under the daily rules (spoilers.ts): a 400
 * `invalid_date` before the day has begun in UTC+14, a 403 `solution_unavailable` for its
 * solution before it has ended in UTC-12, made, cached and charged as the day is (with the
 * server's secret, if any) and cacheable as /api/v1/daily?date= is. Any other seed is the seeded
 * puzzle, immutable.
 */
import type { Context } from 'hono';
import type { GeneratedPuzzle } from '../../../shared/index.ts';
import type { AppEnv } from '../../env.ts';
import { IMMUTABLE } from '../../http/policy.ts';
import { ProblemError } from '../../http/problem.ts';
import type { Provenance } from '../../http/provenance.ts';
import type { Deps } from '../../options.ts';
import { parseDailySeed, seedIssue } from './daily-seeds.ts';
import { loadDaily, loadPuzzle, type PuzzleOptions } from './puzzle-source.ts';

export interface SeededPuzzle extends Provenance {
  readonly puzzle: GeneratedPuzzle;
  /** The response's Cache-Control. */
  readonly cacheControl: string;
  /** Set for a puzzle of the day: whether the engine makes it from its seed (no DAILY_SECRET). */
  readonly offline?: boolean;
}

export async function loadSeeded(
  c: Context<AppEnv>,
  deps: Deps,
  options: PuzzleOptions,
  { withSolution }: { readonly withSolution: boolean },
): Promise<SeededPuzzle> {
  // The query schemas refuse these already; checked again so that no route can forget to.
  const issue = seedIssue(options.seed, options);
  if (issue) {
    throw new ProblemError('invalid_request', `query parameter ${issue.path}: ${issue.message}`, {
      issues: [{ path: [issue.path], message: issue.message, code: 'custom' }],
    });
  }
  const day = parseDailySeed(options.seed);
  if (!day) {
    return { ...(await loadPuzzle(c, deps, options, { store: true })), cacheControl: IMMUTABLE };
  }
  const kind = { level: day.level, variant: options.variant };
  const { puzzle, cacheControl, offline, source, policy } = await loadDaily(
    c,
    deps,
    day.date,
    kind,
    { withSolution, field: 'seed' },
  );
  return { puzzle, cacheControl, offline, source, policy };
}
