/**
 * The rules of a counted time. The server times a play from its start (the time its id carries)
 * and the player sends their own time (the widget's clock, with its pauses left out): that time
 * is counted when it fits in the server's elapsed time, with a little slack for the network, and
 * is not faster than a person can fill the empty cells. A play may be finished within a week.
 */

/** The floor: a person fills an empty cell in no less than this. */
export const SECONDS_PER_EMPTY_CELL = 0.5;
/** The player's clock may start before the server's did: the start request's round trip. */
export const SLACK_SECONDS = 5;
export const PLAY_DAYS = 7;
export const PLAY_LIFETIME_MS = PLAY_DAYS * 86_400_000;

export type Timing =
  | { readonly ok: true; readonly ms: number }
  | { readonly ok: false; readonly why: string };

/** The counted time in ms for a player's `seconds`, or why it cannot be counted. */
export function countedTime(
  seconds: number,
  startedAt: number,
  now: number,
  emptyCells: number,
): Timing {
  const ms = Math.round(seconds * 1000);
  const elapsed = now - startedAt;
  const allowed = elapsed + SLACK_SECONDS * 1000;
  if (ms > allowed) {
    return {
      ok: false,
      why: `${seconds} seconds is longer than the ${(elapsed / 1000).toFixed(1)} seconds since the play started (and ${SLACK_SECONDS} for the network)`,
    };
  }
  const floor = emptyCells * SECONDS_PER_EMPTY_CELL * 1000;
  if (ms < floor) {
    return {
      ok: false,
      why: `${seconds} seconds is faster than a person fills ${emptyCells} empty cells (at least ${SECONDS_PER_EMPTY_CELL} seconds each: ${floor / 1000} seconds)`,
    };
  }
  return { ok: true, ms };
}
