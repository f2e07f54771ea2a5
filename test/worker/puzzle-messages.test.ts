// Problems about a puzzle name what was sent: a letter too big for the board as the letter, an
// emoji whole, positions in characters, through every endpoint that reads a puzzle.
import { describe, expect, it } from 'vitest';
import { createApp } from '../../worker/index.ts';
import { call, expectProblem, PUZZLE, postJson } from './support.ts';

const app = createApp({ edgeCache: () => undefined });

describe('a bad puzzle is reported as the person typed it', () => {
  it.each(['solve', 'check', 'hint', 'rate'])('a letter on a 9x9 board, via %s', async (route) => {
    const res = await call(app, `/api/v1/${route}`, postJson({ puzzle: `A${PUZZLE.slice(1)}` }));
    const problem = await expectProblem(res, 400, 'invalid_puzzle');
    expect(problem.detail).toContain('cell 0 holds "A"');
    expect(problem.detail).not.toContain('10');
    expect(problem.issues?.[0]).toMatchObject({ path: ['puzzle', 0] });
  });

  it('an emoji whole, at its position in characters', async () => {
    const puzzle = `🧩🧩${PUZZLE.slice(0, 3)}👍🏽${PUZZLE.slice(4)}`;
    const res = await call(app, '/api/v1/solve', postJson({ puzzle: puzzle.slice(4) }));
    const problem = await expectProblem(res, 400, 'invalid_puzzle');
    expect(problem.detail).toContain('unexpected character "👍🏽" at position 3');
    expect(problem.issues?.[0]).toMatchObject({ path: ['puzzle', 3] });
    const first = await call(app, '/api/v1/check', postJson({ puzzle }));
    expect((await expectProblem(first, 400, 'invalid_puzzle')).detail).toContain(
      'unexpected character "🧩" at position 0',
    );
  });

  it("the player's entries too", async () => {
    const res = await call(
      app,
      '/api/v1/hint',
      postJson({ puzzle: PUZZLE, entries: `${PUZZLE.slice(0, 2)}b${PUZZLE.slice(3)}` }),
    );
    const problem = await expectProblem(res, 400, 'invalid_puzzle');
    expect(problem.detail).toContain('cell 2 holds "b"');
    expect(problem.issues?.[0]).toMatchObject({ path: ['entries', 2] });
  });
});
