/**
 * POST /api/v1/plays/{id}/finish: a play finished. In order: the token's player; the play, which
 * must be theirs, signed here and not older than a week; the solution, which must be the
 * puzzle's; the player's time, which must fit the server's clock (timing.ts). Then one D1 batch
 * stores the play and, if it is the player's first finish of the puzzle, the completion
 * (storage/progress.ts), and a puzzle of the day's object records it (standing.ts). The answer is
 * stored with the play, and a repeated finish answers it again: counted once, answered the same.
 * Nothing is written for a refused finish. Server-Timing says how long D1 and the object took.
 */
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { type Grid, parse } from '../../../shared/index.ts';
import type { AppEnv } from '../../env.ts';
import { NO_STORE } from '../../http/policy.ts';
import { engineProblem, ProblemError } from '../../http/problem.ts';
import { honoPath } from '../../http/route-spec.ts';
import { serverTiming } from '../../http/server-timing.ts';
import { validate } from '../../http/validate.ts';
import type { Deps } from '../../options.ts';
import { authenticate } from '../../players/auth.ts';
import { dailyOf } from '../../players/puzzle-ref.ts';
import { guarded, playersDb } from '../../storage/failures.ts';
import { recordFinish, replaceAnswer, storeAnswer } from '../../storage/progress.ts';
import { isoTime } from '../puzzles/dates.ts';
import { PLAY_ROUTES } from './contract.ts';
import { readPlay } from './play-ids.ts';
import { emptyCells, puzzleOf } from './puzzles.ts';
import { FinishSchema } from './schemas.ts';
import { standingOf } from './standing.ts';
import { countedTime, PLAY_LIFETIME_MS } from './timing.ts';

const { path, params, body } = PLAY_ROUTES.finishPlay;

/** Whether a board holds exactly the digits of a solution given as text. */
function sameCells(board: Grid, solution: string): boolean {
  const expected = parse(solution);
  return expected.ok && board.cells.join(',') === expected.value.cells.join(',');
}

const issue = (field: string, message: string, code: string) => ({
  issues: [{ path: [field], message, code }],
});

export const finishRoute = (deps: Deps) =>
  new Hono<AppEnv>().post(
    honoPath(path),
    validate('param', params),
    validate('json', body),
    async (c) => {
      const caller = await authenticate(c, deps);
      const { id } = c.req.valid('param');
      const play = await readPlay(caller.keys, id);
      if (!play || play.player !== caller.player.id) {
        throw new ProblemError('play_not_found', 'no play of this player has this id');
      }
      const now = deps.now();
      if (now - play.startedAt > PLAY_LIFETIME_MS) {
        throw new ProblemError(
          'play_expired',
          `the play started at ${isoTime(play.startedAt)}; a play is finished within a week`,
        );
      }
      const { solution, seconds, hints = 0, mistakes = 0 } = c.req.valid('json');
      const puzzle = await puzzleOf(c, deps, play.puzzle);
      const sent = parse(solution);
      if (!sent.ok) throw engineProblem(sent.error, 'solution');
      if (!sameCells(sent.value, puzzle.solution)) {
        throw new ProblemError(
          'wrong_solution',
          "the board sent is not the puzzle's solution; the play stays open",
          issue('solution', "not the puzzle's solution", 'wrong_solution'),
        );
      }
      const timing = countedTime(seconds, play.startedAt, now, emptyCells(puzzle));
      if (!timing.ok) {
        throw new ProblemError(
          'implausible_time',
          `the time cannot be counted: ${timing.why}`,
          issue('seconds', timing.why, 'implausible_time'),
        );
      }
      const db = playersDb(c);
      const player = caller.player.id;
      const waits = serverTiming();
      const stored = await guarded('players_unavailable', 'recording a finish', () =>
        waits.time('d1', () =>
          recordFinish(db, {
            player,
            play: play.key,
            puzzle: play.puzzle,
            ms: timing.ms,
            hints,
            mistakes,
            at: now,
          }),
        ),
      );
      c.header('Cache-Control', NO_STORE);
      const daily = dailyOf(play.puzzle);
      const before =
        stored.answer === null ? undefined : z.parse(FinishSchema, JSON.parse(stored.answer));
      if (before && (daily === undefined || before.standing !== null)) {
        c.header('Server-Timing', waits.header());
        return c.json(before, 200);
      }
      const standing = daily
        ? await waits.time('stats', () =>
            standingOf(c, daily, caller.player, { ...stored, at: stored.finishedAt }),
          )
        : undefined;
      const answer = {
        id,
        puzzle: play.puzzle,
        seconds: stored.ms / 1000,
        hints: stored.hints,
        mistakes: stored.mistakes,
        counted: stored.counted,
        finishedAt: isoTime(stored.finishedAt),
        ...(daily ? { standing } : {}),
      };
      const text = JSON.stringify(answer);
      const sentText = await guarded('players_unavailable', 'storing a finish', () =>
        waits.time('d1', async () => {
          if (!before) return storeAnswer(db, player, play.key, text);
          // A repeat that got the day's numbers the first finish could not: they fill it in.
          if (standing) await replaceAnswer(db, player, play.key, text);
          return standing ? text : JSON.stringify(before);
        }),
      );
      c.header('Server-Timing', waits.header());
      return c.json(z.parse(FinishSchema, JSON.parse(sentText)), 200);
    },
  );
