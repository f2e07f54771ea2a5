// Links that reopen the very puzzle: the shared line's link carries the puzzle (size, variant,
// level and seed, or the day) in a fragment namespaced to the element, and the element reads it
// back into the same configuration; with several elements only the one named takes it; a daily's
// link opens that day, never one still to come; hostile fragments are ignored, never thrown.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Context, normalize } from '../../../widget/model/config.ts';
import { linkedAttributes } from '../../../widget/model/link.ts';
import { puzzleLink, type Result } from '../../../widget/model/share.ts';

const ctx: Context = { today: '2026-11-28', base: 'https://blog.example/', defaultApi: null };
const result = (over: Partial<Result> = {}): Result => ({
  seed: 'k2j3h4-l5',
  size: 9,
  variant: 'killer',
  level: 'hard',
  daily: null,
  time: 1000,
  hintsUsed: 0,
  mistakes: 0,
  ...over,
});
const hashOf = (link: string | null) => new URL(link ?? 'about:blank').hash;
/** What an element with this id configures from the page's fragment, over its own attributes. */
const opened = (hash: string, id = '', attributes = { level: 'easy', start: 'menu' }) =>
  normalize(linkedAttributes(hash, id, ctx.today) ?? attributes, ctx);

describe('puzzle links', () => {
  it('link the page to the very puzzle, which the element opens as a game', () => {
    const link = puzzleLink('https://blog.example/sudoku?p=1#top', '', result());
    expect(link).toBe('https://blog.example/sudoku?p=1#sudoku=9-killer-hard-k2j3h4-l5');
    expect(opened(hashOf(link))).toMatchObject({
      size: 9,
      variant: 'killer',
      level: 'hard',
      seed: 'k2j3h4-l5',
      daily: null,
      start: 'game',
    });
  });

  it('carry every size, variant, level and seed there and back', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(4, 6, 9, 16, 25),
        fc.constantFrom('classic', 'arrow', 'killer'),
        fc.constantFrom('easy', 'medium', 'hard', 'expert'),
        fc
          .string({ minLength: 1, maxLength: 40 })
          .filter((s) => normalize({ seed: s }, ctx).seed === s),
        (size, variant, level, seed) => {
          const r = result({ size, variant, level: level as Result['level'], seed });
          const config = opened(hashOf(puzzleLink('https://a.example/', 'g', r)), 'g');
          expect(config).toMatchObject({ level, seed, daily: null, start: 'game' });
          // The attributes' own rules: arrow and killer boards are 9x9.
          if (variant === 'classic') expect(config.size).toBe(size);
        },
      ),
    );
  });

  it("open a daily's link on that day, never on a day still to come", () => {
    const link = puzzleLink(
      'https://a.example/',
      '',
      result({ daily: '2026-11-20', level: 'easy' }),
    );
    expect(hashOf(link)).toBe('#sudoku=daily-killer-easy-2026-11-20');
    expect(opened(hashOf(link))).toMatchObject({
      daily: '2026-11-20',
      level: 'easy',
      variant: 'killer',
      seed: null,
    });
    expect(opened('#sudoku=daily-classic-easy-2026-11-29')).toMatchObject({
      daily: null,
      start: 'menu',
    });
    expect(opened('#sudoku=daily-classic-easy-2026-02-30')).toMatchObject({
      daily: null,
      start: 'menu',
    });
  });

  it('go to the element they name: by id, or the one without an id', () => {
    const link = hashOf(puzzleLink('https://a.example/', 'second', result()));
    expect(link).toBe('#sudoku-second=9-killer-hard-k2j3h4-l5');
    expect(opened(link, 'second').seed).toBe('k2j3h4-l5');
    expect(opened(link, 'first')).toMatchObject({ seed: null, start: 'menu' });
    expect(opened(link, '')).toMatchObject({ seed: null, start: 'menu' });
    expect(opened('#sudoku=9-classic-easy-x', 'second').seed).toBeNull();
    // Among the page's own fragment parameters.
    expect(opened('#chapter=2&sudoku=6-classic-expert-x&z', '')).toMatchObject({
      size: 6,
      seed: 'x',
    });
  });

  it('are ignored as a whole when a part is wrong', () => {
    for (const hash of [
      '',
      '#sudoku',
      '#sudoku=',
      '#sudoku=9-classic-hard-',
      '#sudoku=9-classic-insane-x',
      '#sudoku=9-sandwich-hard-x',
      '#sudoku=10-classic-hard-x',
      '#sudoku=123-classic-hard-x',
      '#sudoku=daily-classic-hard-tomorrow',
      '#sudoku=9-CLASSIC-hard-x',
      '#sudoku=9-classic-hard-%00%01',
      `#sudoku=9-classic-hard-${'x'.repeat(400)}`,
    ]) {
      expect(linkedAttributes(hash, '', ctx.today), hash).toBeNull();
    }
  });

  it('never throw on hostile fragments, and give only what the attributes allow', () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ maxLength: 8 }), (tail, id) => {
        for (const hash of [
          tail,
          `#sudoku=${tail}`,
          `#sudoku=9-classic-easy-${tail}`,
          `#sudoku-${id}=${tail}`,
        ]) {
          const attributes = linkedAttributes(hash, id, ctx.today);
          if (attributes) expect(normalize(attributes, ctx).start).toBe('game');
        }
      }),
    );
  });

  it('leave pages without an http(s) address without a link', () => {
    expect(puzzleLink('about:srcdoc', '', result())).toBeNull();
    expect(puzzleLink('file:///x.html', '', result())).toBeNull();
  });
});
