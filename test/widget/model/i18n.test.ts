// Every string exists in both languages, is not empty, and the templates fill in their values.
import { describe, expect, it } from 'vitest';
import { en } from '../../../widget/i18n/en.ts';
import { id } from '../../../widget/i18n/id.ts';
import { PLAYERS_WORDS } from '../../../widget/i18n/players.ts';

function leaves(value: unknown, path = ''): [string, unknown][] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k));
  }
  return [[path, value]];
}

describe('strings', () => {
  it('have the same keys in English and Indonesian', () => {
    expect(leaves(id).map(([k]) => k)).toEqual(leaves(en).map(([k]) => k));
  });

  it('are all non-empty, and the Indonesian texts are translated', () => {
    // Proper names: the design documents' algorithm names and Killer Sudoku's are the same in
    // both languages.
    const same = new Set([
      'title',
      'killer',
      'ok',
      'menu',
      'keys',
      'algorithms.backtracking',
      'algorithms.brute-tracking',
      'algorithms.findtracking',
    ]);
    const ens = new Map(leaves(en));
    for (const [key, value] of leaves(id)) {
      const text = typeof value === 'function' ? value('1', '2', '3') : value;
      expect(text, key).toBeTruthy();
      if (typeof value === 'string' && !same.has(key)) expect(value, key).not.toBe(ens.get(key));
    }
  });

  it("of the players' screens too, which travel apart from the tables", () => {
    const { en: players, id: pemain } = PLAYERS_WORDS;
    expect(Object.keys(pemain)).toEqual(Object.keys(players));
    const text = (value: string | ((percent: number, players: number) => string)) =>
      typeof value === 'function' ? value(50, 2) : value;
    for (const key of Object.keys(pemain) as (keyof typeof pemain)[]) {
      expect(text(pemain[key]), key).toBeTruthy();
      expect(text(pemain[key]), key).not.toBe(text(players[key]));
    }
    expect(players.fasterThan(50, 1)).toBe('Faster than 50% of 1 player today');
    expect(pemain.fasterThan(50, 2)).toBe('Lebih cepat dari 50% dari 2 pemain hari ini');
  });

  it('fill in their values', () => {
    expect(en.cell(3, 5)).toBe('Row 3, column 5');
    expect(id.cell(3, 5)).toBe('Baris 3, kolom 5');
    expect(id.summary('1:05', 2, 0)).toContain('1:05');
    expect(id.counter(5, 10, 2)).toBe('Langkah 5 dari 10 · Mundur 2');
    expect(en.arrowCircle(3)).toBe('circle of arrow 3');
  });
});
