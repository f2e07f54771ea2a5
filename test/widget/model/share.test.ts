// The shared result: which puzzle, level, time, hints, mistakes and a link, in English and
// Indonesian, and nothing of the board; sent with the Web Share API or copied, whatever happens.
import { describe, expect, it, vi } from 'vitest';
import { en } from '../../../widget/i18n/en.ts';
import { id } from '../../../widget/i18n/id.ts';
import { type Result, resultText, shareText, shareUrl } from '../../../widget/model/share.ts';
import { puzzle } from './fixtures.ts';

const result = (over: Partial<Result> = {}): Result => ({
  seed: 'post-one',
  size: 9,
  variant: 'classic',
  level: 'medium',
  daily: '2025-01-15',
  time: 245_000,
  hintsUsed: 0,
  mistakes: 1,
  ...over,
});

describe('the result text', () => {
  it('names the puzzle, level, time, hints and mistakes, and links to it on the page', () => {
    const text = resultText(result(), en, 'https://example.com/play?x=1#board');
    expect(text.split('\n')).toEqual([
      'Sudoku Break · Daily 2025-01-15 · Medium',
      'Solved in 4:05 · 0 hints · 1 mistake',
      'https://example.com/play?x=1#sudoku=daily-classic-medium-2025-01-15',
    ]);
  });

  it('speaks Indonesian', () => {
    const text = resultText(result({ hintsUsed: 2, mistakes: 3 }), id, 'https://example.com/');
    expect(text.split('\n')).toEqual([
      'Sudoku Break · Harian 2025-01-15 · Sedang',
      'Selesai dalam 4:05 · 2 petunjuk · 3 kesalahan',
      'https://example.com/#sudoku=daily-classic-medium-2025-01-15',
    ]);
  });

  it('names a puzzle that is not the daily by its seed, with its variant and size', () => {
    const arrow = resultText(result({ daily: null, variant: 'arrow', level: 'hard' }), en);
    expect(arrow.split('\n')[0]).toBe('Sudoku Break · Puzzle #post-one · Arrow · Hard');
    const small = resultText(result({ daily: null, size: 6, hintsUsed: 1, mistakes: 0 }), en);
    expect(small).toBe(
      'Sudoku Break · Puzzle #post-one · 6×6 · Medium\nSolved in 4:05 · 1 hint · 0 mistakes',
    );
  });

  it('gives nothing of the board away: no givens, no solution, no row of either', () => {
    const p = puzzle();
    for (const s of [en, id]) {
      const text = resultText(result({ seed: p.seed }), s, 'https://example.com/');
      expect(text).not.toContain(p.puzzle);
      expect(text).not.toContain(p.solution);
      for (let r = 0; r < 9; r++) {
        expect(text).not.toContain(p.solution.slice(r * 9, r * 9 + 9));
        expect(text).not.toContain(p.puzzle.slice(r * 9, r * 9 + 9));
      }
      // The only numbers: the date, the time, the two counts and the link's date.
      expect(text.match(/\d+/g)).toEqual([
        '2025',
        '01',
        '15',
        '4',
        '05',
        '0',
        '1',
        '2025',
        '01',
        '15',
      ]);
    }
  });

  it('links only to http(s) pages, without the fragment or credentials', () => {
    expect(shareUrl('https://u:p@example.com/a?b=1#c')).toBe('https://example.com/a?b=1');
    for (const bad of [
      'about:srcdoc',
      'file:///home/me/page.html',
      'javascript:alert(1)',
      '',
      null,
    ]) {
      expect(shareUrl(bad)).toBeNull();
    }
    expect(resultText(result(), en, 'about:srcdoc').split('\n')).toHaveLength(2);
  });
});

describe('sharing', () => {
  const abort = () => Promise.reject(new DOMException('closed', 'AbortError'));
  const refuse = () => Promise.reject(new DOMException('no permission', 'NotAllowedError'));

  it('uses the share sheet where there is one', async () => {
    const share = vi.fn(() => Promise.resolve());
    const writeText = vi.fn(() => Promise.resolve());
    expect(await shareText('hello', { share, clipboard: { writeText } })).toBe('shared');
    expect(share).toHaveBeenCalledWith({ text: 'hello' });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('treats a closed share sheet as cancelled, not as a reason to copy', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    expect(await shareText('hello', { share: abort, clipboard: { writeText } })).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies when sharing is refused, unsupported or missing', async () => {
    for (const nav of [
      { share: refuse },
      { share: () => Promise.resolve(), canShare: () => false },
      {},
    ]) {
      const writeText = vi.fn(() => Promise.resolve());
      expect(await shareText('hello', { ...nav, clipboard: { writeText } })).toBe('copied');
      expect(writeText).toHaveBeenCalledWith('hello');
    }
  });

  it('fails (without throwing) when nothing works', async () => {
    const deny = { writeText: () => Promise.reject(new Error('denied')) };
    expect(await shareText('hello', { share: refuse, clipboard: deny })).toBe('failed');
    expect(await shareText('hello', {})).toBe('failed');
  });
});
