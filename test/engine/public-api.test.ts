// One way to call the engine: every public function takes every puzzle form `parse` takes, or a
// parsed grid, and answers a result value; bad options are `invalid_options` errors that name the
// field and what it takes.
import { describe, expect, it } from 'vitest';
import {
  autoNotes,
  check,
  daily,
  format,
  generate,
  hint,
  type PuzzleLike,
  parse,
  rate,
  replay,
  solve,
} from '../../shared/index.ts';
import { expectError, unwrap } from '../support/result.ts';

const TEXT = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const SOLUTION =
  '534678912672195348198342567859761423426853791713924856961537284287419635345286179';
const digits = (text: string): number[] => [...text].map((ch) => (ch === '.' ? 0 : Number(ch)));

const grid = unwrap(parse(TEXT));
const FORMS: Record<string, PuzzleLike> = {
  text: TEXT,
  'text with zeros': TEXT.replaceAll('.', '0'),
  'decorated text': unwrap(format(TEXT, 'pretty')),
  rows: unwrap(format(TEXT, 'rows')),
  'flat array': digits(TEXT),
  grid,
};

describe.each(Object.entries(FORMS))('every public function takes a puzzle as %s', (_, puzzle) => {
  it('solve', () => {
    const result = unwrap(solve(puzzle));
    expect(result.status).toBe('solved');
    expect(result.solution).toEqual(digits(SOLUTION));
  });
  it('check', () => {
    expect(unwrap(check(puzzle))).toEqual({ conflicts: [], complete: false, solved: false });
  });
  it('hint', () => {
    expect(unwrap(hint(puzzle)).kind).toBe('step');
    expect(unwrap(hint(puzzle, puzzle)).kind).toBe('step');
  });
  it('rate', () => {
    expect(unwrap(rate(puzzle)).level).toBe('easy');
  });
  it('autoNotes', () => {
    const notes = unwrap(autoNotes(puzzle));
    expect(notes).toHaveLength(81);
    expect(notes[0]).toEqual([]);
    expect(notes[2]).toEqual([1, 2, 4]);
  });
  it('format', () => {
    expect(unwrap(format(puzzle))).toBe(TEXT);
  });
  it('parse', () => {
    expect(unwrap(parse(puzzle))).toEqual(grid);
  });
});

describe('bad options are errors that name the field and what it takes', () => {
  it('an unknown algorithm', () => {
    const error = expectError(solve(TEXT, { algorithm: 'nope' as 'fast' }));
    expect(error.code).toBe('invalid_options');
    expect(error.path).toEqual(['algorithm']);
    expect(error.message).toMatch(/algorithm/);
    expect(error.message).toMatch(/backtracking/);
  });
  it('a limit out of range', () => {
    const error = expectError(solve(TEXT, { limit: -1 }));
    expect(error).toMatchObject({ code: 'invalid_options', path: ['limit'] });
    expect(error.message).toMatch(/limit.*1/);
    expect(expectError(solve(TEXT, { limit: 1.5 })).path).toEqual(['limit']);
  });
  it('a misspelt option', () => {
    const error = expectError(solve(TEXT, { limt: 2 } as never));
    expect(error).toMatchObject({ code: 'invalid_options', path: ['limt'] });
    expect(error.message).toMatch(/unknown option "limt"; the options are limit, budget/);
  });
  it('options that are not an object', () => {
    expect(expectError(check(TEXT, 7 as never))).toMatchObject({
      code: 'invalid_options',
      path: [],
    });
  });
  it('generate without options or without a seed', () => {
    const none = expectError(generate(undefined as never));
    expect(none).toMatchObject({ code: 'invalid_options', path: ['seed'] });
    expect(none.message).toMatch(/seed is required/);
    expect(expectError(generate({} as never)).message).toMatch(/seed is required/);
    expect(expectError(generate({ seed: 'a', size: 7 as 9 })).path).toEqual(['size']);
    expect(expectError(generate({ seed: 'a', level: 'impossible' as 'easy' })).path).toEqual([
      'level',
    ]);
  });
  it('daily with a bad date or level', () => {
    expect(expectError(daily('2026-02-30')).code).toBe('invalid_date');
    expect(expectError(daily(20260101 as never)).code).toBe('invalid_date');
    expect(expectError(daily('2026-02-03', 'nope' as 'easy'))).toMatchObject({
      code: 'invalid_options',
      path: ['level'],
    });
    expect(unwrap(daily('2026-02-03', 'hard')).seed).toBe('daily:2026-02-03:hard');
  });
  it('hint with entries of another size or notes of the wrong shape', () => {
    expect(expectError(hint(TEXT, '1234....'.repeat(2)))).toMatchObject({
      code: 'invalid_options',
      path: ['entries'],
    });
    expect(expectError(hint(TEXT, null, { notes: [[1]] })).path).toEqual(['notes']);
    expect(expectError(hint(TEXT, null, { notes: [[0]] })).path).toEqual(['notes', 0, 0]);
  });
  it('arrows off the board or not connected', () => {
    expect(expectError(check(TEXT, { arrows: [[[0, 0], [[9, 9]]]] })).path).toEqual([
      'arrows',
      0,
      1,
      0,
    ]);
    expect(expectError(solve(TEXT, { arrows: [[[0, 0], [[5, 5]]]] })).path).toEqual([
      'arrows',
      0,
      1,
      0,
    ]);
  });
  it('format with an unknown style, replay with a bad trace', () => {
    expect(expectError(format(TEXT, 'fancy' as 'line')).path).toEqual(['style']);
    expect(expectError(replay({} as never)).path?.[0]).toBe('trace');
    expect(expectError(replay(undefined as never)).code).toBe('invalid_options');
  });
});

describe('puzzle errors name where the puzzle went wrong', () => {
  it('a bad character, a wrong length, a grid whose size does not match its cells', () => {
    expect(expectError(solve(`${TEXT.slice(0, 80)}x`))).toMatchObject({
      code: 'invalid_puzzle',
      path: ['puzzle', 80],
    });
    expect(expectError(check(TEXT.slice(0, 80))).code).toBe('invalid_size');
    expect(expectError(rate({ size: 4, cells: grid.cells }))).toMatchObject({
      code: 'invalid_size',
      path: ['puzzle', 'size'],
    });
    expect(expectError(autoNotes({ size: 9, cells: [...grid.cells.slice(1), 10] }))).toMatchObject({
      code: 'invalid_puzzle',
      path: ['puzzle', 'cells', 80],
    });
  });
  it('invalid givens are a solve status, and an error where no step can be proved', () => {
    const broken = `55${TEXT.slice(2)}`;
    expect(unwrap(solve(broken)).status).toBe('invalid');
    expect(unwrap(check(broken)).conflicts).toHaveLength(2); // the row and the box
    expect(expectError(hint(broken)).code).toBe('invalid_puzzle');
    expect(expectError(rate('.'.repeat(81))).code).toBe('multiple_solutions');
  });
});
