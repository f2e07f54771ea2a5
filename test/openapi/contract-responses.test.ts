// The OpenAPI document promises every response a route gives: for each operation of the document
// (so a new route is covered by being documented), requests derived from its own schemas (valid,
// at and past each limit, hostile, with wrong methods, media types and conditional headers) are
// sent to the app, with a rate limiter that refuses one call in four; every answer must have a
// documented status, a body its documented schema allows (so a problem's code must be one the
// document lists under that status) and every documented header. The mismatches are collected
// over the whole run and reported together, each with a request that showed it and the
// fast-check seed that replays the run (CONTRACT_SEED=<seed>).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { check, DERIVATION, label, OPERATIONS, operation } from '../support/contract/api.ts';
import { basesOf } from '../support/contract/bases.ts';
import type { Operation } from '../support/contract/document.ts';
import { bindings, contractApp, limiter, send } from '../support/contract/exchange.ts';
import { type ApiRequest, requestsFor, urlOf } from '../support/contract/requests.ts';

const RUNS = 400;

/**
 * The operation that answers a request: another method on the same path is that method's
 * operation when the document has one (GET and DELETE /api/v1/players/me); GET /api/v1/puzzles
 * with `count` answers as GET /api/v1/puzzles/batch (its description says so).
 */
function answeringOperation(op: Operation, request: ApiRequest): Operation {
  const sibling = OPERATIONS.find(
    (o) => o.path === op.path && o.method.toUpperCase() === request.method,
  );
  const answering = sibling ?? op;
  if (answering.id === 'getPuzzle' && new URLSearchParams(request.query).has('count')) {
    return operation('getPuzzleBatch');
  }
  return answering;
}

const shown = (request: ApiRequest): string => {
  const body = request.body ? ` ${request.body.slice(0, 160)}` : '';
  return `${request.method} ${urlOf(request, '').slice(0, 200)}${body}`;
};

describe('every response is documented: status, body schema, headers', { timeout: 300_000 }, () => {
  it.each(OPERATIONS.map((op) => [label(op), op] as const))('%s', async (_, op) => {
    const app = contractApp();
    let calls = 0;
    const env = bindings(limiter(() => ++calls % 4 !== 0));
    const found = new Map<string, string>();
    const seed = Number(process.env.CONTRACT_SEED ?? Math.floor(Math.random() * 2 ** 31));
    await fc.assert(
      fc.asyncProperty(requestsFor(op, OPERATIONS, basesOf(op), DERIVATION), async (request) => {
        const received = await send(app, request, env);
        for (const mismatch of check(answeringOperation(op, request), request.method, received)) {
          if (!found.has(mismatch)) found.set(mismatch, shown(request));
        }
      }),
      { numRuns: RUNS, seed },
    );
    const report = [...found].map(([mismatch, request]) => `${mismatch}\n    e.g. ${request}`);
    expect(report, `fast-check seed ${seed}`).toEqual([]);
  });
});
