// What the fetch client's tests against the Worker share: a client whose `fetch` records every
// request it sends and hands it to the Worker's entry point, and the checks of a result's value
// or problem.
import { exports } from 'cloudflare:workers';
import { expect } from 'vitest';
import { type ApiResult, type Client, createClient, type Problem } from '../../client/index.ts';
import { ORIGIN } from './support.ts';

/** A client of the Worker, and every request it has sent (each answered by the Worker). */
export function recordingClient(): { api: Client; requests: Request[] } {
  const requests: Request[] = [];
  const api = createClient({
    baseUrl: ORIGIN,
    fetch: (input, init) => {
      const request = new Request(input, init);
      requests.push(request.clone());
      return exports.default.fetch(request);
    },
  });
  return { api, requests };
}

/** The value of a success; fails the test with the problem otherwise. */
export function success<T>(result: ApiResult<T>): T {
  if (!result.ok) {
    throw new Error(`expected success, got ${result.status} ${JSON.stringify(result.problem)}`);
  }
  return result.value;
}

/** The problem of a failure, checked against the status and code it should have. */
export function problemOf(
  result: ApiResult<unknown>,
  status: number,
  code: Problem['code'],
): Problem {
  if (result.ok) throw new Error(`expected ${code}, got ${result.status} with a value`);
  expect({ status: result.status, code: result.problem.code }).toEqual({ status, code });
  expect(result.problem.status).toBe(status);
  expect(result.problem.detail.length).toBeGreaterThan(0);
  return result.problem;
}
