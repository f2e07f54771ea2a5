/**
 * Where a finish of a puzzle of the day stands, from the day's stats object: a counted finish is
 * recorded there (idempotent: a second record answers the first's standing), another finish only
 * reads the player's standing. The object failing (or not bound) is no error: the finish is kept
 * in D1 and answered without the day's numbers (null), which a later finish of the same play
 * fills in.
 */
import type { Context } from 'hono';
import { describeError } from '../../cache/tier.ts';
import type { AppEnv } from '../../env.ts';
import type { Player } from '../../players/tokens.ts';
import { type DailyRef, dailyStatsName, type Standing } from '../../storage/daily-stats.ts';
import { dailyStats } from '../../storage/failures.ts';

export interface StandingOut {
  readonly players: number;
  readonly fasterThan: number;
  readonly seconds: number;
  readonly medianSeconds: number;
}

/** `slower / players` to four decimals: 0.75 is "faster than 75% of players". */
export const shareOf = (standing: Standing): number =>
  standing.players === 0 ? 0 : Math.round((standing.slower / standing.players) * 10_000) / 10_000;

const toOut = (standing: Standing): StandingOut => ({
  players: standing.players,
  fasterThan: shareOf(standing),
  seconds: standing.ms / 1000,
  medianSeconds: standing.medianMs / 1000,
});

export async function standingOf(
  c: Context<AppEnv>,
  daily: DailyRef,
  player: Player,
  finish: {
    readonly counted: boolean;
    readonly ms: number;
    readonly hints: number;
    readonly at: number;
  },
): Promise<StandingOut | null> {
  const namespace = dailyStats(c);
  if (!namespace) return null;
  try {
    const object = namespace.getByName(dailyStatsName(daily));
    const standing = finish.counted
      ? await object.record({
          player: player.id,
          ms: finish.ms,
          hints: finish.hints,
          name: player.name,
          anonymous: player.kind === 'anonymous',
          at: finish.at,
        })
      : await object.standing(player.id);
    return standing ? toOut(standing) : null;
  } catch (err) {
    console.error(
      `stats: ${dailyStatsName(daily)} failed, answering without it: ${describeError(err)}`,
    );
    return null;
  }
}
