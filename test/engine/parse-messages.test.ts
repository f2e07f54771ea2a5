// Puzzle errors name what was sent as the person sent it: a letter on a board too small for it
// is "A" (not its value 10), an emoji or an accented letter is the whole character (never half
// of a surrogate pair), and positions count characters, not UTF-16 units.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse, solve } from '../../shared/index.ts';
import { expectError } from '../support/result.ts';

const LINE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const put = (text: string, at: number, ch: string) => text.slice(0, at) + ch + text.slice(at + 1);

describe('a digit too big for the board is named as it was typed', () => {
  it.each([
    ['A', 0],
    ['a', 40],
    ['G', 80],
  ])('%s on a 9x9 board, cell %i', (letter, cell) => {
    const error = expectError(parse(put(LINE, cell, letter)));
    expect(error.code).toBe('invalid_puzzle');
    expect(error.path).toEqual([cell]);
    expect(error.message).toContain(`cell ${cell} holds "${letter}"`);
    expect(error.message).toContain('takes 1-9');
    expect(error.message).not.toMatch(/\b1[0-9]\b/);
  });

  it('finds the cell behind decoration, on a 4x4 board ("5") and a 16x16 one (letters up to G)', () => {
    const four = expectError(parse('1 2 | 3 4\n3 4 | 1 2\n-----+----\n2 1 | 4 5\n4 3 | 2 1'));
    expect(four.message).toContain('cell 11 holds "5"');
    expect(four.message).toContain('takes 1-4');
    const sixteen = expectError(parse(put('.'.repeat(256), 17, 'H')));
    expect(sixteen.message).toContain('cell 17 holds "H"');
    expect(sixteen.message).toContain('takes 1-G');
  });

  it('the solver says the same through its puzzle field', () => {
    const error = expectError(solve(put(LINE, 3, 'B')));
    expect(error.path).toEqual(['puzzle', 3]);
    expect(error.message).toContain('"B"');
  });

  it('numbers in rows stay numbers, text in rows stays text', () => {
    const rows = Array.from({ length: 9 }, () => Array(9).fill(0));
    rows[0][0] = 10;
    expect(expectError(parse(rows)).message).toContain('cell 0 holds 10;');
    rows[0][0] = 'A' as unknown as number;
    expect(expectError(parse(rows)).message).toContain('cell 0 holds "A";');
  });
});

describe('an unexpected character is shown whole, at its position in characters', () => {
  it.each([
    ['an emoji', '😀'],
    ['an emoji with a skin tone', '👍🏽'],
    ['a flag (two regional indicators)', '🇮🇩'],
    ['a family (joined by zero-width joiners)', '👨‍👩‍👧'],
    ['a Javanese letter', 'ꦲ'],
  ])('%s', (_, ch) => {
    // Two emoji before it: UTF-16 positions would be 4 further on than character positions.
    const text = `😀😀${ch}${LINE}`;
    const error = expectError(parse(text));
    expect(error.message).toContain(`unexpected character "😀" at position 0`);
    const later = expectError(parse(`12${ch}${LINE}`));
    expect(later.message).toContain(`unexpected character ${JSON.stringify(ch)} at position 2`);
    expect(later.path).toEqual([2]);
  });

  it('a letter with a combining accent is the accented letter', () => {
    const error = expectError(parse(`1x\u0301${LINE}`));
    expect(error.message).toContain('unexpected character "x\u0301" at position 1');
  });

  it('a lone surrogate, the only thing that is not a character, is escaped', () => {
    const error = expectError(parse(`1\ud83d${LINE}`));
    expect(error.message).toContain('"\\ud83d" at position 1');
  });

  it('whatever the text, a message never splits a surrogate pair', () => {
    const isWhole = (s: string) =>
      !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(s);
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 90 }), (text) => {
        const result = parse(text);
        if (!result.ok) expect(isWhole(result.error.message)).toBe(true);
      }),
    );
  });
});
