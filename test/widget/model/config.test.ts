// Attributes from the page become a safe configuration; hostile values fall back to defaults.
import { describe, expect, it } from 'vitest';
import {
  type Context,
  DEFAULT_CONFIG,
  DEFAULT_TIMEOUT,
  normalize,
  utcToday,
} from '../../../widget/model/config.ts';

const ctx: Context = {
  today: '2026-11-21',
  base: 'https://blog.example/posts/1',
  defaultApi: 'https://sudoku.example/',
};

describe('config', () => {
  it('starts a session from what no attributes and no API give (DEFAULT_CONFIG)', () => {
    expect(DEFAULT_CONFIG).toEqual(normalize({}, { ...ctx, defaultApi: null }));
  });

  it('has sensible defaults', () => {
    expect(normalize({}, ctx)).toEqual({
      api: 'https://sudoku.example/',
      level: 'medium',
      size: 9,
      seed: null,
      daily: null,
      variant: 'classic',
      lang: 'en',
      theme: 'auto',
      start: 'menu',
      timeout: DEFAULT_TIMEOUT,
      hide: [],
      mistakes: 'conflicts',
      mistakeLimit: null,
      playerToken: null,
      haptics: false,
    });
  });

  it('haptics: off unless present; present, empty or "true" turns it on, "false" or "off" not', () => {
    const haptics = (v: string | null) => normalize({ haptics: v }, ctx).haptics;
    expect(haptics(null)).toBe(false);
    for (const on of ['', 'true', 'on', 'haptics']) expect(haptics(on)).toBe(true);
    for (const off of ['false', 'OFF', ' no ']) expect(haptics(off)).toBe(false);
  });

  it('reads good values, case and spaces forgiven', () => {
    const c = normalize(
      {
        api: 'https://api.example/base',
        level: ' HARD ',
        size: '6',
        seed: 'my-seed',
        daily: '2026-01-31',
        lang: 'id-ID',
        theme: 'Dark',
        start: 'game',
        timeout: '800',
      },
      ctx,
    );
    expect(c).toMatchObject({
      api: 'https://api.example/base/',
      level: 'hard',
      size: 6,
      seed: 'my-seed',
      daily: '2026-01-31',
      lang: 'id',
      theme: 'dark',
      start: 'game',
      timeout: 800,
    });
  });

  it('turns hostile values into defaults', () => {
    const evil = '"><img src=x onerror=alert(1)>';
    const c = normalize(
      {
        api: 'javascript:alert(1)',
        level: evil,
        size: '1e9',
        seed: 'x'.repeat(5000),
        daily: evil,
        variant: evil,
        lang: evil,
        theme: 'url(javascript:1)',
        start: evil,
        timeout: '-5',
      },
      ctx,
    );
    expect(c).toMatchObject({
      api: null,
      level: 'medium',
      size: 9,
      seed: null,
      daily: '2026-11-21',
      variant: 'classic',
      lang: 'en',
      theme: 'auto',
      start: 'menu',
      timeout: DEFAULT_TIMEOUT,
    });
    for (const size of ['0', '10', '-9', '9.5', 'nine', '081']) {
      expect(normalize({ size }, ctx).size).toBe(9);
    }
    expect(normalize({ api: 'data:text/html,x' }, ctx).api).toBeNull();
    expect(normalize({ api: 'https://user:pw@evil.example/' }, ctx).api).toBeNull();
    expect(normalize({ api: 'http://[' }, ctx).api).toBeNull();
    expect(normalize({ seed: 'a\u0000b\nc' }, ctx).seed).toBe('abc');
    // The API's seed rules: bidirectional controls left out, NFC, length in code points.
    expect(normalize({ seed: '\u202ecafe\u0301' }, ctx).seed).toBe('caf\u00e9');
    expect(normalize({ seed: '😀'.repeat(128) }, ctx).seed).toBe('😀'.repeat(128));
    expect(normalize({ seed: '😀'.repeat(129) }, ctx).seed).toBeNull();
    expect(normalize({ timeout: '99999999' }, ctx).timeout).toBe(DEFAULT_TIMEOUT);
    expect(normalize({ timeout: '50' }, ctx).timeout).toBe(100);
  });

  it('variant: arrow and killer are 9x9; the puzzle of the day is classic or Killer', () => {
    expect(normalize({ variant: ' Arrow ', size: '16' }, ctx)).toMatchObject({
      variant: 'arrow',
      size: 9,
    });
    expect(normalize({ variant: 'arrow', daily: '' }, ctx)).toMatchObject({
      variant: 'classic',
      daily: '2026-11-21',
    });
    expect(normalize({ variant: 'KILLER', size: '4' }, ctx)).toMatchObject({
      variant: 'killer',
      size: 9,
    });
    expect(normalize({ variant: 'killer', daily: '2026-01-31' }, ctx)).toMatchObject({
      variant: 'killer',
      daily: '2026-01-31',
    });
    expect(normalize({ variant: 'sandwich' }, ctx).variant).toBe('classic');
  });

  it('api: relative URLs resolve against the page; off means local only', () => {
    expect(normalize({ api: '/sudoku' }, ctx).api).toBe('https://blog.example/sudoku/');
    expect(normalize({ api: 'off' }, ctx).api).toBeNull();
    expect(normalize({ api: '' }, ctx).api).toBeNull();
    expect(normalize({ api: 'https://a.example/x?y=1#z' }, ctx).api).toBe('https://a.example/x/');
  });

  it('daily: present means today, a date means that date, an impossible date means today', () => {
    expect(normalize({ daily: '' }, ctx).daily).toBe('2026-11-21');
    expect(normalize({ daily: 'true' }, ctx).daily).toBe('2026-11-21');
    expect(normalize({ daily: '2024-02-29' }, ctx).daily).toBe('2024-02-29');
    expect(normalize({ daily: '2023-02-29' }, ctx).daily).toBe('2026-11-21');
    expect(normalize({ daily: 'false' }, ctx).daily).toBeNull();
    expect(normalize({ daily: null }, ctx).daily).toBeNull();
  });

  it('non-string property values are ignored', () => {
    const c = normalize({ level: 42 as unknown as string, size: {} as unknown as string }, ctx);
    expect(c.level).toBe('medium');
    expect(c.size).toBe(9);
  });

  it('utcToday is the UTC date', () => {
    expect(utcToday(new Date('2026-11-21T23:59:59-05:00'))).toBe('2026-11-22');
  });

  it('player-token: a JWT-shaped value (three base64url parts, at most 4,096 characters), else none', () => {
    const token = (v: string) => normalize({ playerToken: v }, ctx).playerToken;
    expect(token(' eyJh.eyJz.c2ln ')).toBe('eyJh.eyJz.c2ln');
    expect(token('a_b-c.d.e')).toBe('a_b-c.d.e');
    for (const bad of ['', 'a.b', 'a.b.c.d', 'a b.c.d', 'a.b.c"><x', `${'a'.repeat(4095)}.b.c`]) {
      expect(token(bad)).toBeNull();
    }
  });
});
