// Every status the OpenAPI document lists for an operation can be produced, and every status this
// table knows how to produce is documented: for each (operation, status), the table below says
// how to provoke it, the provocation must answer that status with the expected problem code, and
// the answer must be one the document promises (contract-responses.test.ts's check). Statuses
// every route shares (304, 400, 405, 413, 415, 429, 500) have one generic way each, derived from
// the operation; the rest are listed by operation. A documented status with no way to provoke it
// fails: add its way here, or take it out of the document if nothing can produce it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERASE_BATCH } from '../../worker/api/players/me.ts';
import { PLAY_DAYS } from '../../worker/api/plays/timing.ts';
import type { ProblemCode } from '../../worker/http/problem.ts';
import type { AppOptions } from '../../worker/options.ts';
import { MAX_GAMES } from '../../worker/storage/games.ts';
import { check, DERIVATION, label, OPERATIONS, operation } from '../support/contract/api.ts';
import { BASES, basesOf, OPEN_9 } from '../support/contract/bases.ts';
import type { Received } from '../support/contract/conformance.ts';
import type { Operation } from '../support/contract/document.ts';
import {
  bindings,
  contractApp,
  limiter,
  problemCode,
  send,
  sendFaulty,
  TODAY,
} from '../support/contract/exchange.ts';
import {
  AS_PLAYER,
  anonymousPlayer,
  EXPIRED_PLAY_ID,
  finishedDays,
  READER,
  SAVED_KEY,
} from '../support/contract/players.ts';
import { type Base, requestOf } from '../support/contract/requests.ts';
import { probesOf } from '../support/contract/values.ts';

// The engine's generator, failing while `engine.failing` is set: `generation_failed` is what
// the API answers when the engine finds no puzzle, which no seed is known to cause.
const engine = vi.hoisted(() => ({ failing: false }));
vi.mock('../../shared/generate/make.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../shared/generate/make.ts')>();
  const { fail } = await import('../../shared/errors.ts');
  return {
    ...real,
    makePuzzle: (...args: Parameters<typeof real.makePuzzle>) =>
      engine.failing
        ? fail('generation_failed', 'no puzzle (the contract test made the generator fail)')
        : real.makePuzzle(...args),
  };
});

interface Provocation {
  /** What is sent, in words. */
  readonly how: string;
  /** The problem code expected; none for a status without a problem (304). */
  readonly code?: ProblemCode;
  readonly provoke: (op: Operation) => Promise<Received>;
}

const first = (op: Operation): Base => basesOf(op)[0];

/** A request sent to a fresh app (nothing cached), built with `options`. */
const asking =
  (base: (op: Operation) => Base, options: AppOptions = {}) =>
  (op: Operation) =>
    send(contractApp(options), requestOf(op, base(op)));

/** The generator fails for the length of one request. */
const withEngineFailing = (base: (op: Operation) => Base) => async (op: Operation) => {
  engine.failing = true;
  try {
    return await asking(base)(op);
  } finally {
    engine.failing = false;
  }
};

/** A base with only the parameters it needs: what is left to the API (a seed) must be computed. */
const bare = (base: Base): Base => ({
  ...base,
  query: Object.fromEntries(
    Object.entries(base.query ?? {}).filter(([name]) => name === 'count' || name === 'daily'),
  ),
});

/** The statuses every route may have, each provoked from the operation itself. */
const GENERIC: Readonly<Record<number, (op: Operation) => Provocation | undefined>> = {
  200: () => ({
    how: 'each valid request of bases.ts',
    async provoke(op) {
      const answers = [];
      for (const base of basesOf(op)) answers.push(await send(contractApp(), requestOf(op, base)));
      return answers.find((answer) => answer.status !== 200) ?? (answers.at(-1) as Received);
    },
  }),
  304: () => ({
    how: 'a valid request again, with the ETag of its answer in If-None-Match',
    async provoke(op) {
      const app = contractApp();
      const request = requestOf(op, first(op));
      const answer = await send(app, request);
      const etag = answer.headers.get('etag');
      if (!etag) return answer;
      return send(app, { ...request, headers: { ...request.headers, 'If-None-Match': etag } });
    },
  }),
  400: (op) => {
    if (op.body) {
      return {
        how: 'a JSON array for a body',
        code: 'invalid_request',
        provoke: asking((o) => ({ ...first(o), body: [] })),
      };
    }
    for (const param of op.parameters) {
      // An empty path value names another URL (a 404 of no route), not the route's parameter.
      const past = probesOf(param.schema, DERIVATION)
        .flatMap((probe) => probe.past)
        .find((value) => param.in !== 'path' || value !== '');
      if (past === undefined || param.in === 'header') continue;
      const value = past as string | number;
      return {
        how: `${param.name}=${JSON.stringify(past)}, past its documented limit`,
        code: 'invalid_request',
        provoke: asking((o) => {
          const base = first(o);
          return param.in === 'path'
            ? { ...base, params: { ...base.params, [param.name]: String(value) } }
            : { ...base, query: { ...base.query, [param.name]: value } };
        }),
      };
    }
    return undefined;
  },
  405: () => ({
    how: 'PATCH',
    code: 'method_not_allowed',
    provoke: (op) => send(contractApp(), { ...requestOf(op, first(op)), method: 'PATCH' }),
  }),
  413: (op) =>
    op.method === 'get'
      ? undefined
      : {
          how: 'a body of 70,000 bytes',
          code: 'payload_too_large',
          provoke: asking((o) => ({ ...basesOf(o)[0], body: { puzzle: '.'.repeat(70_000) } })),
        },
  415: (op) =>
    op.body && {
      how: 'a body sent as text/plain',
      code: 'unsupported_media_type',
      provoke: (o) => {
        const request = requestOf(o, first(o));
        return send(contractApp(), { ...request, headers: { 'Content-Type': 'text/plain' } });
      },
    },
  429: () => ({
    how: 'valid requests, and the same with only the parameters they need, while the limiter refuses',
    code: 'rate_limited',
    async provoke(op) {
      const env = bindings(limiter(() => false));
      const tried = basesOf(op).flatMap((base) => [base, bare(base)]);
      let answer: Received | undefined;
      for (const base of tried) {
        answer = await send(contractApp(), requestOf(op, base), env);
        if (answer.status === 429) break;
      }
      return answer as Received;
    },
  }),
  500: () => ({
    how: 'a valid request whose headers throw when read (a fault inside the app)',
    code: 'internal_error',
    provoke: (op) => sendFaulty(contractApp(), requestOf(op, first(op))),
  }),
};

const solutionToday: Provocation = {
  how: "today's puzzle with include=solution (the day has not ended in UTC-12)",
  code: 'solution_unavailable',
  provoke: asking(() => ({ query: { include: 'solution' } })),
};
const daySeedSolution: Provocation = {
  how: "today's puzzle named by its seed (daily:<today>:<level>) with include=solution",
  code: 'solution_unavailable',
  provoke: asking(() => ({
    query: { seed: `daily:${TODAY}:medium`, level: 'medium', include: 'solution' },
  })),
};
const generatorFails: Provocation = {
  how: 'a valid request while the generator finds no puzzle',
  code: 'generation_failed',
  provoke: withEngineFailing(first),
};
const searchRunsOut: Provocation = {
  how: 'an empty 9x9 board under a node budget of 1',
  code: 'budget_exceeded',
  provoke: asking(() => ({ body: { puzzle: OPEN_9 } }), { budget: 1 }),
};

/** The base without its player token. */
const withoutToken = (op: Operation): Base => {
  const { Authorization: _, ...headers } = first(op).headers ?? {};
  return { ...first(op), headers };
};
const noToken: Provocation = {
  how: 'a valid request without a player token',
  code: 'token_required',
  provoke: asking(withoutToken),
};
/** A valid request to a deployment without the players' storage and keys. */
const unbound = (code: ProblemCode): Provocation => ({
  how: 'a valid request to a deployment without players (no D1, no stats objects, no keys)',
  code,
  provoke: (op) =>
    send(contractApp(), requestOf(op, first(op)), {
      PLAYERS_DB: undefined,
      DAILY_STATS: undefined,
      PLAYER_SIGNING_KEY: undefined,
      PLAYER_SECRET: undefined,
    }),
});
const succeeding = (how: string): Provocation => ({ how, provoke: asking(first) });
/** What every route with a player token can answer besides its own. */
const TOKEN_ROUTE = { 401: noToken, 503: unbound('players_unavailable') };

/** The operation's base on the game under `key`, with `headers` (a precondition) and a token. */
const gameRequest = (
  op: Operation,
  key: string,
  headers: Record<string, string>,
  token: Record<string, string> = AS_PLAYER,
) => requestOf(op, { ...first(op), params: { key }, headers: { ...token, ...headers } });
let games = 0;
/** A key no game was saved under yet, in this file. */
const freshKey = () => `contract-${++games}`;

/** The statuses that depend on what a route does, by operation. */
const SPECIFIC: Readonly<Record<string, Readonly<Record<number, Provocation>>>> = {
  getPuzzle: { 403: daySeedSolution, 422: generatorFails },
  getPuzzleBatch: { 422: generatorFails },
  getDaily: { 403: solutionToday, 422: generatorFails },
  getPuzzleSvg: { 403: daySeedSolution, 422: generatorFails },
  getDailySvg: { 403: solutionToday, 422: generatorFails },
  getPrintSheet: {
    403: {
      how: "a sheet of today's puzzle with include=solution",
      code: 'solution_unavailable',
      provoke: asking(() => ({ query: { daily: TODAY, include: 'solution' } })),
    },
    422: generatorFails,
  },
  solve: { 422: searchRunsOut },
  check: { 422: searchRunsOut },
  hint: { 422: searchRunsOut },
  rate: { 422: searchRunsOut },
  createPlayer: {
    201: succeeding('POST with nothing'),
    503: unbound('players_unavailable'),
  },
  renewPlayerToken: {
    ...TOKEN_ROUTE,
    403: {
      how: "a publisher's reader's token",
      code: 'not_renewable',
      provoke: asking((op) => ({ ...first(op), headers: READER })),
    },
  },
  getPlayer: TOKEN_ROUTE,
  erasePlayer: {
    ...TOKEN_ROUTE,
    202: {
      how: 'a player with more days of the puzzle of the day than one step erases',
      async provoke(op) {
        const player = await anonymousPlayer('contract-many-days');
        await finishedDays(player.id, ERASE_BATCH + 1);
        return send(contractApp(), requestOf(op, { headers: player.headers }));
      },
    },
    204: succeeding('a player with nothing stored'),
  },
  getSavedGame: {
    ...TOKEN_ROUTE,
    404: {
      how: 'a key no game was saved under',
      code: 'game_not_found',
      provoke: (op) => send(contractApp(), gameRequest(op, 'never-saved', {})),
    },
  },
  putSavedGame: {
    ...TOKEN_ROUTE,
    201: {
      how: 'a new key with If-None-Match: *',
      provoke: (op) => send(contractApp(), gameRequest(op, freshKey(), { 'If-None-Match': '*' })),
    },
    409: {
      how: `a new game of a player who has ${MAX_GAMES} already`,
      code: 'too_many_games',
      async provoke(op) {
        const { headers } = await anonymousPlayer('contract-many-games');
        const save = (key: string) =>
          send(contractApp(), gameRequest(op, key, { 'If-None-Match': '*' }, headers));
        for (let i = 0; i < MAX_GAMES; i++) {
          expect((await save(`game-${i}`)).status).toBe(201);
        }
        return save('one-more');
      },
    },
    412: {
      how: 'If-Match with a revision the saved game is no longer at',
      code: 'edit_conflict',
      provoke: (op) => send(contractApp(), gameRequest(op, SAVED_KEY, { 'If-Match': '"stale"' })),
    },
    428: {
      how: 'a write without If-Match or If-None-Match',
      code: 'precondition_required',
      provoke: (op) => send(contractApp(), gameRequest(op, SAVED_KEY, {})),
    },
  },
  deleteSavedGame: {
    ...TOKEN_ROUTE,
    204: {
      how: 'a game saved, then deleted',
      async provoke(op) {
        const key = freshKey();
        const put = operation('putSavedGame');
        const made = await send(contractApp(), gameRequest(put, key, { 'If-None-Match': '*' }));
        expect(made.status, `saving ${key}`).toBe(201);
        return send(contractApp(), gameRequest(op, key, {}));
      },
    },
    404: {
      how: 'a key no game was saved under',
      code: 'game_not_found',
      provoke: asking(first),
    },
    412: {
      how: 'If-Match with a revision the saved game is no longer at',
      code: 'edit_conflict',
      provoke: (op) => send(contractApp(), gameRequest(op, SAVED_KEY, { 'If-Match': '"stale"' })),
    },
  },
  startPlay: {
    ...TOKEN_ROUTE,
    201: succeeding('a puzzle of the day that is out'),
    422: {
      how: 'a seeded puzzle while the generator finds no puzzle',
      code: 'generation_failed',
      provoke: withEngineFailing((op) => basesOf(op)[1]),
    },
  },
  finishPlay: {
    ...TOKEN_ROUTE,
    404: {
      how: 'an id of the right form that this deployment did not sign',
      code: 'play_not_found',
      provoke: asking((op) => {
        const base = first(op);
        const [payload] = String(base.params?.id).split('.');
        return { ...base, params: { id: `${payload}.${'A'.repeat(43)}` } };
      }),
    },
    410: {
      how: `a play started more than ${PLAY_DAYS} days ago`,
      code: 'play_expired',
      provoke: asking((op) => ({ ...first(op), params: { id: EXPIRED_PLAY_ID } })),
    },
    422: {
      how: "a solution that is not the puzzle's",
      code: 'wrong_solution',
      provoke: asking((op) => {
        const base = first(op);
        const body = base.body as { solution: string };
        const swapped = `${body.solution[1]}${body.solution[0]}${body.solution.slice(2)}`;
        return { ...base, body: { ...body, solution: swapped } };
      }),
    },
  },
  getDailyStats: { 503: unbound('stats_unavailable') },
  getDailyLeaderboard: { 503: unbound('stats_unavailable') },
};

/**
 * Every status an operation documents, with every status a way here can provoke: a documented
 * one must be produced; one that is not documented must not be (the way then gets another
 * answer, which must be documented too).
 */
const cases = OPERATIONS.flatMap((op) => {
  const documented = new Set(Object.keys(op.responses).map(Number));
  const statuses = new Set([
    ...documented,
    ...Object.keys(GENERIC).map(Number),
    ...Object.keys(SPECIFIC[op.id] ?? {}).map(Number),
  ]);
  return [...statuses]
    .sort((a, b) => a - b)
    .map((status) => {
      const promise = documented.has(status) ? 'documented' : 'not documented';
      return [`${label(op)} ${status} (${promise})`, op, status, documented.has(status)] as const;
    });
});

describe('every documented status can be produced, and every status produced is documented', () => {
  afterEach(() => vi.restoreAllMocks());

  it('has an operation for every entry of the tables', () => {
    const ids = new Set(OPERATIONS.map((op) => op.id));
    expect([...Object.keys(SPECIFIC), ...Object.keys(BASES)].filter((id) => !ids.has(id))).toEqual(
      [],
    );
  });

  it.each(cases)('%s', async (_, op, status, documented) => {
    const way = SPECIFIC[op.id]?.[status] ?? GENERIC[status]?.(op);
    if (!way) {
      // Only a documented status needs a way; a generic one may not apply (413 without a body).
      if (documented) {
        expect.fail(`${label(op)} documents ${status}, and nothing here says how to provoke it`);
      }
      return;
    }
    // The app logs the errors it did not expect (the 500's fault).
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const received = await way.provoke(op);
    if (documented) {
      const code = problemCode(received);
      expect({ status: received.status, code }, way.how).toEqual({ status, code: way.code });
    }
    expect(check(op, op.method.toUpperCase(), received), way.how).toEqual([]);
  });
});
