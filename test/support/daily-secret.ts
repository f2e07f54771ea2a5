/**
 * The puzzle of the day under a DAILY_SECRET, worked out as worker/api/puzzles/daily-secret.ts
 * documents it, with Web Crypto and the engine, and not with the Worker's code: the day is drawn
 * from `daily:YYYY-MM-DD:LEVEL:<mac>`, mac the first 128 bits (hex) of
 * HMAC-SHA-256(secret, `daily:YYYY-MM-DD:LEVEL`), and named by its public seed.
 */
import { type GeneratedPuzzle, generate, type Level, type Variant } from '../../shared/index.ts';
import { unwrap } from './result.ts';

const utf8 = new TextEncoder();

/** The seed a secret draws a day from. */
export async function drawnFrom(secret: string, date: string, level: Level): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    utf8.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = await crypto.subtle.sign('HMAC', key, utf8.encode(`daily:${date}:${level}`));
  const hex = Array.from(new Uint8Array(mac).slice(0, 16), (b) => b.toString(16).padStart(2, '0'));
  return `daily:${date}:${level}:${hex.join('')}`;
}

/** The day under a secret: drawn from its secret seed, named by its public one. */
export async function secretDay(
  secret: string,
  date: string,
  level: Level,
  variant: Variant,
): Promise<GeneratedPuzzle> {
  const seed = await drawnFrom(secret, date, level);
  return { ...unwrap(generate({ seed, size: 9, level, variant })), seed: `daily:${date}:${level}` };
}
