/**
 * The plays group's entries in the route table: a play the server starts and times, and its
 * finish, counted once per player and puzzle.
 */
import { route } from '../../http/route-spec.ts';
import { TOKEN_PROBLEMS } from '../players/contract.ts';
import {
  FinishRequestSchema,
  FinishSchema,
  PlayParamsSchema,
  PlaySchema,
  StartPlayRequestSchema,
} from './schemas.ts';
import { PLAY_DAYS, SECONDS_PER_EMPTY_CELL, SLACK_SECONDS } from './timing.ts';

export const PLAY_ROUTES = {
  startPlay: route({
    method: 'post',
    path: '/api/v1/plays',
    operationId: 'startPlay',
    tag: 'Players',
    summary: 'Start a play',
    description: `Starts timing the token's player on a puzzle: \`{ daily, level, variant }\` for a puzzle of the day (once it is out) or \`{ seed, size, level, variant }\` for a seeded puzzle, the same parameters as GET /api/v1/daily and GET /api/v1/puzzles. Answers 201 with the play's \`id\`, which carries the start time, signed: nothing is stored until the play is finished, within ${PLAY_DAYS} days.`,
    security: 'player',
    body: StartPlayRequestSchema,
    responses: {
      201: { description: 'The play, timed from now.', schema: PlaySchema },
    },
    problems: [
      'invalid_request',
      'invalid_date',
      'invalid_options',
      'generation_failed',
      ...TOKEN_PROBLEMS,
    ],
  }),
  finishPlay: route({
    method: 'post',
    path: '/api/v1/plays/{id}/finish',
    operationId: 'finishPlay',
    tag: 'Players',
    summary: 'Finish a play',
    description: `Finishes a play of the token's player with \`{ solution, seconds, hints, mistakes }\`. The solution must be the puzzle's (else a 422 \`wrong_solution\`, and the play stays open). The time counted is the player's own \`seconds\`, refused (a 422 \`implausible_time\`) when it is longer than the server's clock allows since the play started (with ${SLACK_SECONDS} seconds for the network) or shorter than ${SECONDS_PER_EMPTY_CELL} seconds per empty cell of the puzzle. Only a player's first finish of a puzzle counts (\`counted\`) in the stats, streaks and leaderboard; finishing the same play again answers what the first finish answered and counts nothing more (a finish sent again after a lost answer is safe). For a puzzle of the day the answer's \`standing\` says where the player's counted time stands: \`players\`, \`fasterThan\` (the share of them slower), and the day's median; it is null when the day's stats cannot be reached, and finishing the same play again later fills it in.`,
    security: 'player',
    params: PlayParamsSchema,
    body: FinishRequestSchema,
    responses: {
      200: { description: 'The finish, as counted.', schema: FinishSchema },
    },
    problems: [
      'invalid_request',
      'invalid_puzzle',
      'invalid_size',
      ...TOKEN_PROBLEMS,
      'play_not_found',
      'play_expired',
      'wrong_solution',
      'implausible_time',
    ],
  }),
} as const;
