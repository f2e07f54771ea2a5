// Where an embed's saved games live: on a daily embed the day's game and the games New Game starts
// there have a slot each (the day's progress is never overwritten), a reload opens on the day's
// game with the other one offered, and games saved by earlier versions (under the id alone, or
// another puzzle in the day's slot) are moved once to the slot that now reads them.
import { describe, expect, it } from 'vitest';
import { daily as dailyPuzzle } from '../../../shared/index.ts';
import { type Config, type Context, normalize } from '../../../widget/model/config.ts';
import { type Game, newGame, place } from '../../../widget/model/game.ts';
import { restore, serialize } from '../../../widget/model/persistence.ts';
import {
  fits,
  legacyKey,
  migrate,
  opening,
  otherKey,
  type Store,
  storageKey,
} from '../../../widget/model/slots.ts';
import { firstEmpty, game } from './fixtures.ts';

const ctx: Context = { today: '2026-11-21', base: 'https://blog.example/', defaultApi: null };
const config = (attrs: Partial<Record<keyof Config, string>>): Config => normalize(attrs, ctx);

/** localStorage as a Map, with a switch to make writes fail like a full store. */
class MapStore implements Store {
  readonly map = new Map<string, string>();
  full = false;
  read = (key: string): string | null => this.map.get(key) ?? null;
  write = (key: string, value: string): boolean => {
    if (this.full) return false;
    this.map.set(key, value);
    return true;
  };
  remove = (key: string): void => {
    this.map.delete(key);
  };
}

const moved = (g: Game): Game => {
  const { cell, digit } = firstEmpty(g);
  return place(g, cell, digit);
};

function theDay(date = '2026-11-21'): Game {
  const made = dailyPuzzle(date, 'easy');
  const g = made.ok ? newGame(made.value, date) : null;
  if (!g) throw new Error('fixture: daily');
  return g;
}

const solved = (g: Game): Game => ({ ...g, values: g.solution });

describe('the slot of the other game on a daily embed', () => {
  const dailyEmbed = config({ daily: '', level: 'easy', start: 'game' });
  const key = storageKey(dailyEmbed, '');

  it('is its own key, next to the day', () => {
    expect(otherKey(key)).not.toBe(key);
    expect(otherKey(key)).not.toBe(storageKey(config({ level: 'easy', start: 'game' }), ''));
  });

  it('takes a game that is not a daily, of the variant and level asked for', () => {
    const other = game(); // 9x9 easy classic
    expect(fits(other, dailyEmbed, true)).toBe(true);
    expect(fits(other, dailyEmbed)).toBe(false);
    expect(fits(theDay(), dailyEmbed, true)).toBe(false);
    expect(fits(theDay(), dailyEmbed)).toBe(true);
    expect(fits(other, config({ daily: '', level: 'hard', start: 'game' }), true)).toBe(false);
    expect(fits(other, config({ daily: '', level: 'hard' }), true)).toBe(true);
    expect(fits(other, config({ daily: '', variant: 'killer' }), true)).toBe(false);
  });
});

describe('what a daily embed opens with', () => {
  const day = moved(theDay());
  const other = moved(game());

  it("the day's game while it is unfinished, the other game in progress offered beside it", () => {
    expect(opening(day, other)).toEqual({ saved: day, previous: other });
    expect(opening(day, game())).toEqual({ saved: day, previous: null });
    expect(opening(day, null)).toEqual({ saved: day, previous: null });
  });

  it("the other game in progress once the day's is done, else the finished day", () => {
    expect(opening(solved(day), other)).toEqual({ saved: other, previous: null });
    expect(opening(solved(day), solved(other))).toEqual({ saved: solved(day), previous: null });
    expect(opening(solved(day), null)).toEqual({ saved: solved(day), previous: null });
  });

  it("nothing to resume before the day's game is started, the other game offered", () => {
    expect(opening(null, other)).toEqual({ saved: null, previous: other });
    expect(opening(null, null)).toEqual({ saved: null, previous: null });
  });
});

describe('moving older saves', () => {
  const seeded = config({ seed: 'widget-model', level: 'easy', start: 'game' });
  const played = serialize(moved(game()), 42_000);

  it("moves a game kept under the id alone to its attributes' key, once", () => {
    const store = new MapStore();
    store.write(legacyKey('w'), played);
    const key = storageKey(seeded, 'w');
    migrate(store, seeded, key, 'w');
    expect([...store.map.keys()]).toEqual([key]);
    expect(restore(store.read(key))?.values).toEqual(moved(game()).values);
    // The next load finds it where it now is and has nothing left to move.
    migrate(store, seeded, key, 'w');
    expect([...store.map]).toEqual([[key, played]]);
  });

  it('leaves a game these attributes do not ask for to the embed it belongs to', () => {
    const store = new MapStore();
    store.write(legacyKey('w'), played);
    const sixes = config({ size: '6', level: 'easy', start: 'game' });
    migrate(store, sixes, storageKey(sixes, 'w'), 'w');
    expect([...store.map]).toEqual([[legacyKey('w'), played]]);
  });

  it('never overwrites a game already in the new slot', () => {
    const store = new MapStore();
    const key = storageKey(seeded, 'w');
    const newer = serialize(game(), 1_000);
    store.write(legacyKey('w'), played);
    store.write(key, newer);
    migrate(store, seeded, key, 'w');
    expect(store.read(key)).toBe(newer);
    expect(store.read(legacyKey('w'))).toBe(played);
  });

  it('keeps the old entry when the new one cannot be written (storage full)', () => {
    const store = new MapStore();
    store.write(legacyKey('w'), played);
    store.full = true;
    migrate(store, seeded, storageKey(seeded, 'w'), 'w');
    expect([...store.map]).toEqual([[legacyKey('w'), played]]);
  });

  it('drops an unreadable entry under the old key, and touches nothing without an id', () => {
    const store = new MapStore();
    store.write(legacyKey('w'), '{"v":1,"puzzle":');
    store.write(legacyKey(''), played);
    migrate(store, seeded, storageKey(seeded, 'w'), 'w');
    expect(store.read(legacyKey('w'))).toBeNull();
    migrate(store, seeded, storageKey(seeded, ''), '');
    expect([...store.map]).toEqual([[legacyKey(''), played]]);
  });

  it("on a daily embed, sorts the old games into the day's slot and the other slot", () => {
    const embed = config({ daily: '', level: 'easy', start: 'game' });
    const key = storageKey(embed, 'd');
    const today = serialize(moved(theDay()), 5_000);
    // Under the id alone: the day's game goes to the day's slot.
    const a = new MapStore();
    a.write(legacyKey('d'), today);
    migrate(a, embed, key, 'd');
    expect([...a.map]).toEqual([[key, today]]);
    // Under the id alone: another puzzle goes to the other slot.
    const b = new MapStore();
    b.write(legacyKey('d'), played);
    migrate(b, embed, key, 'd');
    expect([...b.map]).toEqual([[otherKey(key), played]]);
    // In the day's slot, where earlier versions saved New Game's game: moved beside it.
    const c = new MapStore();
    const plain = storageKey(embed, '');
    c.write(plain, played);
    migrate(c, embed, plain, '');
    expect([...c.map]).toEqual([[otherKey(plain), played]]);
    // Yesterday's puzzle stays where it is: today's game will take the slot.
    const d = new MapStore();
    const yesterday = serialize(moved(theDay('2026-11-20')), 5_000);
    d.write(plain, yesterday);
    migrate(d, embed, plain, '');
    expect([...d.map]).toEqual([[plain, yesterday]]);
  });
});
