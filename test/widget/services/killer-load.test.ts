// Killer Sudoku puzzles in the widget: asked of the API by variant (and the day's Killer puzzle
// by date and variant), accepted only with cages that fit the board and that the one solution
// keeps, made locally the same when the API fails or lies, and saved and restored with cages.
import { describe, expect, it } from 'vitest';
import { daily, generate } from '../../../shared/index.ts';
import { newGame, place } from '../../../widget/model/game.ts';
import { restore, serialize } from '../../../widget/model/persistence.ts';
import { loadPuzzle, verify } from '../../../widget/services/api.ts';
import { dailyRequest, type PuzzleRequest, requestUrl } from '../../../widget/services/request.ts';
import { cagesConnected, cagesCover, cagesHold } from '../../support/killer.ts';
import { respond } from '../../support/respond.ts';
import { unwrap } from '../../support/result.ts';

const API = 'https://api.example/';
const kreq: PuzzleRequest = {
  size: 9,
  level: 'easy',
  variant: 'killer',
  seed: 'api-killer',
  daily: null,
};
const killer = unwrap(generate({ seed: kreq.seed, level: 'easy', variant: 'killer' }));
const cages = killer.cages ?? [];

describe('killer puzzles from the API', () => {
  it('asks for the variant, and for the day of Killer by date and variant', () => {
    expect(new URL(requestUrl(API, kreq)).searchParams.get('variant')).toBe('killer');
    const day = dailyRequest('2026-11-21', 'hard', 'killer');
    const url = new URL(requestUrl(API, day));
    expect(url.pathname).toBe('/api/v1/daily');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      date: '2026-11-21',
      level: 'hard',
      variant: 'killer',
    });
    // The classic day's URL stays as it was.
    expect(new URL(requestUrl(API, dailyRequest('2026-11-21', 'hard'))).search).toBe(
      '?date=2026-11-21&level=hard',
    );
  });

  it('accepts the right puzzle, with its solution or without (found under the cages)', () => {
    expect(cagesCover(cages) && cagesConnected(cages)).toBe(true);
    expect(verify(killer, kreq)).toEqual(killer);
    const { solution, ...bare } = killer;
    expect(verify(bare, kreq)).toEqual(killer);
    expect(cagesHold([...solution].map(Number), cages)).toBe(true);
  });

  it('refuses cages that are missing, malformed, off the board, broken or on a classic puzzle', () => {
    expect(() => verify({ ...killer, cages: undefined }, kreq)).toThrow(/cages/);
    expect(() => verify({ ...killer, cages: [] }, kreq)).toThrow(/cages/);
    expect(() => verify({ ...killer, cages: [{ sum: 5 }] }, kreq)).toThrow(/not a puzzle/);
    expect(() => verify({ ...killer, cages: [{ ...cages[0], x: 1 }] }, kreq)).toThrow(
      /not a puzzle/,
    );
    // One cell left out, one cell twice, one cell off the board: the cages do not fit.
    const [first, ...rest] = cages;
    const short = { ...first, cells: first.cells.slice(1) };
    if (first.cells.length > 1)
      expect(() => verify({ ...killer, cages: [short, ...rest] }, kreq)).toThrow(/cages/);
    const twice = [{ ...first, cells: [...first.cells, rest[0].cells[0]] }, ...rest];
    expect(() => verify({ ...killer, cages: twice }, kreq)).toThrow(/cages/);
    const off = [{ ...first, cells: [...first.cells.slice(1), [9, 0]] }, ...rest];
    expect(() => verify({ ...killer, cages: off }, kreq)).toThrow(/cages/);
    // Sums this solution does not make.
    const sums = cages.map((c, i) => (i === 0 ? { ...c, sum: c.sum + 1 } : c));
    expect(() => verify({ ...killer, cages: sums }, kreq)).toThrow();
    // The cages of another Killer puzzle, or cages on a classic puzzle.
    const other = unwrap(generate({ seed: 'api-killer-other', level: 'easy', variant: 'killer' }));
    expect(() => verify({ ...killer, cages: other.cages }, kreq)).toThrow();
    const classic = unwrap(generate({ seed: kreq.seed, level: 'easy' }));
    expect(() => verify({ ...classic, cages }, { ...kreq, variant: 'classic' })).toThrow(/cages/);
  });

  it('makes the same puzzle locally when the API lies or is away, the day of Killer too', async () => {
    const lying = await loadPuzzle(API, kreq, 50, respond({ ...killer, cages: cages.slice(1) }));
    expect(lying.puzzle).toEqual(killer);
    expect(lying.fallback?.reason).toBe('invalid');
    const away = await loadPuzzle(
      API,
      dailyRequest('2026-11-21', 'medium', 'killer'),
      50,
      respond('', 503),
    );
    expect(away.puzzle).toEqual(unwrap(daily('2026-11-21', 'medium', 'killer')));
    expect(away.puzzle.variant).toBe('killer');
    const served = unwrap(daily('2026-11-21', 'medium', 'killer'));
    const { solution: _, ...bare } = served;
    const fromApi = await loadPuzzle(
      API,
      dailyRequest('2026-11-21', 'medium', 'killer'),
      1000,
      respond(bare),
    );
    expect(fromApi).toEqual({ puzzle: served, source: 'api', fallback: null });
  });
});

describe('saved killer games', () => {
  it('round-trip with their cages, and one whose cages were tampered with is dropped', () => {
    const game = newGame(killer);
    if (!game) throw new Error('fixture');
    const cell = game.values.indexOf(0);
    const played = place(game, cell, game.solution[cell]);
    const back = restore(serialize(played, 1000));
    expect(back?.cages).toEqual(game.cages);
    expect(back?.values).toEqual(played.values);
    const data = JSON.parse(serialize(played, 0));
    data.puzzle.cages[0].sum += 1;
    expect(restore(JSON.stringify(data))).toBeNull();
  });
});
