/**
 * The players group's entries in the route table: anonymous players and their tokens, a
 * player's progress, erasing a player, and saved games that follow a reader between devices.
 * Every route but POST /api/v1/players needs a player token (`security: 'player'`).
 */
import type { ProblemCode } from '../../http/problem.ts';
import { route } from '../../http/route-spec.ts';
import { MAX_GAMES } from '../../storage/games.ts';
import {
  EditConflictSchema,
  EraseProgressSchema,
  GameParamsSchema,
  PlayerTokenSchema,
  ProfileSchema,
  PutGameRequestSchema,
  SavedGameSchema,
} from './schemas.ts';

/** What every route with a player token can answer besides its own. */
export const TOKEN_PROBLEMS: readonly ProblemCode[] = [
  'token_required',
  'invalid_token',
  'token_expired',
  'rate_limited',
  'players_unavailable',
];

const GAME_HEADERS = {
  ETag: "The saved game's revision, in quotes: send it back in If-Match.",
};

export const PLAYER_ROUTES = {
  createPlayer: route({
    method: 'post',
    path: '/api/v1/players',
    operationId: 'createPlayer',
    tag: 'Players',
    summary: 'A new anonymous player',
    description:
      "A new anonymous player and its token (a JWT signed by the API, valid for a year): nothing is stored until the player finishes a puzzle or saves a game. Send the token as `Authorization: Bearer <token>`. A publisher that signs its own readers does not need this: its server signs each reader's token with PLAYER_SECRET (see the players guide). Limited per address.",
    responses: {
      201: { description: 'The player and its token.', schema: PlayerTokenSchema },
    },
    problems: ['rate_limited', 'players_unavailable'],
  }),
  renewToken: route({
    method: 'post',
    path: '/api/v1/players/me/token',
    operationId: 'renewPlayerToken',
    tag: 'Players',
    summary: 'Renew an anonymous token',
    description:
      'A fresh token for the same anonymous player, valid for another year; the old one stays valid until it expires. Renew before it expires: an expired token is a 401 `token_expired` and cannot be renewed. Publisher-signed tokens are renewed by their publisher (403 `not_renewable`).',
    security: 'player',
    responses: {
      200: { description: 'The player and its new token.', schema: PlayerTokenSchema },
    },
    problems: [...TOKEN_PROBLEMS, 'not_renewable'],
  }),
  me: route({
    method: 'get',
    path: '/api/v1/players/me',
    operationId: 'getPlayer',
    tag: 'Players',
    summary: "The player's progress",
    description:
      "Who the token's player is, and their progress on every device: puzzles solved (each once, its first finish), best and average hint-free times per kind of puzzle, and the streak of puzzles of the day finished on consecutive days. Never cached.",
    security: 'player',
    responses: {
      200: { description: 'The player and their progress.', schema: ProfileSchema },
    },
    problems: TOKEN_PROBLEMS,
  }),
  eraseMe: route({
    method: 'delete',
    path: '/api/v1/players/me',
    operationId: 'erasePlayer',
    tag: 'Players',
    summary: 'Erase the player',
    description:
      "Erases everything about the token's player: finished plays, solved puzzles, streaks, saved games, and their times and names from every puzzle of the day's stats and leaderboard (edge caches of those keep them up to 30 seconds). 204 when all is gone; a player with very many days is erased in steps of 40 days, each answered 202 with `remaining`: send DELETE again until 204. The token stays valid (it is not stored anywhere) but names an empty player: forget it.",
    security: 'player',
    responses: {
      202: { description: 'Some erased; send DELETE again.', schema: EraseProgressSchema },
      204: { description: 'Everything about the player is gone.' },
    },
    problems: [...TOKEN_PROBLEMS, 'stats_unavailable'],
  }),
  getGame: route({
    method: 'get',
    path: '/api/v1/players/me/games/{key}',
    operationId: 'getSavedGame',
    tag: 'Players',
    summary: 'A saved game',
    description:
      'The game saved under `key` with its revision (also the ETag; If-None-Match gives a 304). Never cached by shared caches.',
    security: 'player',
    params: GameParamsSchema,
    headers: { 'If-None-Match': 'A revision in quotes: 304 when the game is still at it.' },
    responses: {
      200: { description: 'The saved game.', schema: SavedGameSchema, headers: GAME_HEADERS },
      304: { description: 'Not modified: the game is still at the revision in If-None-Match.' },
    },
    problems: ['invalid_request', ...TOKEN_PROBLEMS, 'game_not_found'],
  }),
  putGame: route({
    method: 'put',
    path: '/api/v1/players/me/games/{key}',
    operationId: 'putSavedGame',
    tag: 'Players',
    summary: 'Save a game',
    description: `Saves \`{ game }\` under \`key\`, never over a copy the writer has not seen: send \`If-None-Match: *\` to create it (201), or \`If-Match: "<revision>"\` with the revision last read to replace it (200). A write without either is a 428 \`precondition_required\`; one whose precondition no longer holds (another device saved in between, or deleted it) is a 412 \`edit_conflict\` whose \`current\` is the server's copy (null when there is none): merge, then write again with its revision. At most ${MAX_GAMES} saved games a player (409 \`too_many_games\`: delete some), each at most 48 KiB of JSON.`,
    security: 'player',
    params: GameParamsSchema,
    headers: {
      'If-Match': 'The revision the write replaces, in quotes (`*`: whatever is there).',
      'If-None-Match': '`*`: create only, when there is no game under this key.',
    },
    body: PutGameRequestSchema,
    responses: {
      200: { description: 'Replaced.', schema: SavedGameSchema, headers: GAME_HEADERS },
      201: { description: 'Created.', schema: SavedGameSchema, headers: GAME_HEADERS },
    },
    problems: [
      'invalid_request',
      ...TOKEN_PROBLEMS,
      'too_many_games',
      'edit_conflict',
      'precondition_required',
    ],
    problemBodies: { edit_conflict: EditConflictSchema },
  }),
  deleteGame: route({
    method: 'delete',
    path: '/api/v1/players/me/games/{key}',
    operationId: 'deleteSavedGame',
    tag: 'Players',
    summary: 'Delete a saved game',
    description:
      'Deletes the game saved under `key` (204): with `If-Match: "<revision>"` only if it is still at that revision (else a 412 `edit_conflict` with the server\'s copy).',
    security: 'player',
    params: GameParamsSchema,
    headers: { 'If-Match': 'The revision to delete, in quotes.' },
    responses: {
      204: { description: 'Deleted.' },
    },
    problems: ['invalid_request', ...TOKEN_PROBLEMS, 'game_not_found', 'edit_conflict'],
    problemBodies: { edit_conflict: EditConflictSchema },
  }),
} as const;
