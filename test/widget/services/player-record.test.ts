// The player's record in localStorage (token, play ids, the finishes waiting for the API): kept
// and read back; a hand-edited, broken or hostile entry reads as an empty record or loses only its
// bad parts, never throws; the play ids kept are the latest twenty; storage that refuses a write
// says so.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readRecord, updateRecord } from '../../../widget/services/player-record.ts';

const API = 'https://api.example/';
const KEY = `sudoku-break:player:${API}`;
const finish = (id: string) => ({
  id,
  body: { solution: '1234341221434321', seconds: 6.5, hints: 0, mistakes: 1 },
});

class MemoryStorage {
  readonly items = new Map<string, string>();
  refuse = false;
  getItem = (k: string) => this.items.get(k) ?? null;
  setItem = (k: string, v: string) => {
    if (this.refuse) throw new DOMException('full', 'QuotaExceededError');
    this.items.set(k, v);
  };
  removeItem = (k: string) => void this.items.delete(k);
}

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'localStorage');
});

describe('the player record', () => {
  it('keeps the token, the plays and the queue per API', () => {
    expect(readRecord(API)).toEqual({ token: null, expiresAt: null, plays: {}, queue: [] });
    expect(updateRecord(API, { token: 'a.b.c', expiresAt: '2027-11-28T00:00:00Z' })).toBe(true);
    expect(updateRecord(API, { plays: { 'classic|4|easy|s': 'p1' }, queue: [finish('p1')] })).toBe(
      true,
    );
    expect(readRecord(API)).toEqual({
      token: 'a.b.c',
      expiresAt: '2027-11-28T00:00:00Z',
      plays: { 'classic|4|easy|s': 'p1' },
      queue: [finish('p1')],
    });
    expect(readRecord('https://other.example/').token).toBeNull();
  });

  it('keeps the latest twenty plays', () => {
    const plays = Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`k${i}`, `p${i}`]));
    updateRecord(API, { plays });
    expect(Object.keys(readRecord(API).plays)).toEqual(
      Array.from({ length: 20 }, (_, i) => `k${i + 5}`),
    );
  });

  it('reads garbage as empty and drops the bad parts of a hand-edited record', () => {
    for (const text of ['{', 'null', '[1,2]', '"text"', '{"token":5,"queue":"x","plays":7}']) {
      storage.items.set(KEY, text);
      expect(readRecord(API)).toEqual({ token: null, expiresAt: null, plays: {}, queue: [] });
    }
    storage.items.set(
      KEY,
      JSON.stringify({
        token: 'x'.repeat(5000),
        plays: { a: 'p', b: 3 },
        queue: [finish('ok'), { id: 'no-body' }, { id: 3, body: finish('x').body }, null],
      }),
    );
    expect(readRecord(API)).toEqual({
      token: null,
      expiresAt: null,
      plays: { a: 'p' },
      queue: [finish('ok')],
    });
  });

  it('says when storage refuses the write, and when there is none', () => {
    storage.refuse = true;
    expect(updateRecord(API, { token: 'a.b.c' })).toBe(false);
    Object.defineProperty(globalThis, 'localStorage', {
      get() {
        throw new DOMException('insecure', 'SecurityError');
      },
      configurable: true,
    });
    expect(updateRecord(API, { token: 'a.b.c' })).toBe(false);
    expect(readRecord(API).token).toBeNull();
  });
});
