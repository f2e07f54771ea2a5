// The storage slots' rules: one slot per puzzle asked for (an id only namespaces it), a saved
// game resumed only by attributes that ask for it, and what counts as a game in progress.
import { describe, expect, it } from 'vitest';
import { type Config, type Context, normalize } from '../../../widget/model/config.ts';
import { place } from '../../../widget/model/game.ts';
import { fits, inProgress, storageKey } from '../../../widget/model/slots.ts';
import { firstEmpty, game } from './fixtures.ts';

const ctx: Context = { today: '2026-11-21', base: 'https://blog.example/', defaultApi: null };
const config = (attrs: Partial<Record<keyof Config, string>>): Config => normalize(attrs, ctx);

describe('storage key', () => {
  it('holds what the attributes ask for, with the id only as a namespace', () => {
    const one = config({ seed: 'post-one', level: 'easy' });
    const two = config({ seed: 'post-two', level: 'hard', size: '6' });
    expect(storageKey(one, 'w')).not.toBe(storageKey(two, 'w'));
    expect(storageKey(one, 'w')).toContain('post-one');
    expect(storageKey(one, 'w')).not.toBe(storageKey(one, 'v'));
    expect(storageKey(one, 'w')).not.toBe(storageKey(one, ''));
    expect(storageKey(config({ level: 'easy' }), 'w')).not.toBe(storageKey(config({}), 'w'));
    expect(storageKey(config({ variant: 'arrow' }), '')).not.toBe(storageKey(config({}), ''));
    expect(storageKey(config({ daily: '' }), '')).not.toBe(storageKey(config({}), ''));
    expect(storageKey(config({ start: 'game' }), '')).not.toBe(storageKey(config({}), ''));
  });

  it('keeps the key of earlier versions when there is no id', () => {
    expect(storageKey(config({ seed: 'abc', size: '6', level: 'hard', start: 'game' }), '')).toBe(
      'sudoku-break:v1:game||abc|6|hard',
    );
    expect(storageKey(config({ daily: '', variant: 'arrow' }), '')).toBe(
      'sudoku-break:v1:menu|daily||9|medium',
    );
  });

  it('does not depend on the language, theme, API or hidden controls', () => {
    const a = config({ seed: 's' });
    const b = config({ seed: 's', lang: 'id', theme: 'dark', api: 'off', hide: 'hint' });
    expect(storageKey(a, 'x')).toBe(storageKey(b, 'x'));
  });
});

describe('a saved game fits the attributes', () => {
  const g = game(); // 9x9 easy classic, seed widget-model
  it('when size, variant and level match (the level only when the game starts at once)', () => {
    expect(fits(g, config({ level: 'easy', start: 'game' }))).toBe(true);
    expect(fits(g, config({ level: 'hard', start: 'game' }))).toBe(false);
    expect(fits(g, config({ level: 'hard' }))).toBe(true); // the menu chooses the level
    expect(fits(g, config({ level: 'easy', size: '6' }))).toBe(false);
    expect(fits(g, config({ level: 'easy', variant: 'arrow' }))).toBe(false);
  });

  it('a puzzle of the day only on its day, and never for a non-daily embed', () => {
    const day = { ...g, daily: '2026-11-20' };
    expect(fits(day, config({ daily: '2026-11-20', level: 'easy', start: 'game' }))).toBe(true);
    expect(fits(day, config({ daily: '', level: 'easy', start: 'game' }))).toBe(false);
    expect(fits(day, config({ level: 'easy' }))).toBe(false);
    expect(fits(g, config({ daily: '2026-11-20' }))).toBe(false);
  });
});

describe('in progress', () => {
  it('once something of the player is on the board, until it is solved', () => {
    const g = game();
    expect(inProgress(g)).toBe(false);
    const { cell, digit } = firstEmpty(g);
    expect(inProgress(place(g, cell, digit))).toBe(true);
    expect(inProgress({ ...g, notes: g.notes.map((_, i) => (i === cell ? 2 : 0)) })).toBe(true);
    expect(inProgress({ ...g, values: g.solution })).toBe(false);
  });
});
