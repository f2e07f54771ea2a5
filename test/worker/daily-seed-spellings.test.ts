// No spelling of a seed gets a puzzle of the day out before the daily rules allow. The engine
// draws a puzzle from one text, `drawKey(seed, size, level, variant, attempt)` (attempt 0, then
// `|retry N` while a draw misses its level), so two requests give the same puzzle exactly when
// they draw from the same text. Properties, over spellings of the days' seeds (case, spaces,
// invisible and full-width characters, `|retry N` and other tails, other levels, sizes and
// variants) and any text at all:
// - for every route that takes a seed (the puzzle, its SVG, batches, PDF sheets), a query its
//   schema accepts whose seeds are not exactly a day's seed never draws from any text a day of
//   the window draws from (every attempt, every level and variant, with or without a secret);
// - through the API, at a pinned instant, no 200 holds the puzzle of a day not out yet, nor the
//   solution of a day not over, with or without DAILY_SECRET.
// Days of the window: 2026-03-13 (over) to 2026-03-20; at NOW, 2026-03-14 and 15 are out without
// their solutions, 2026-03-16 on are not out (2026-03-16's hard classic day took two draws).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { drawAttempts, drawKey } from '../../shared/generate/make-core.ts';
import {
  daily,
  dailySeed,
  isCalendarDate,
  LEVELS,
  type Level,
  type Size,
  type Variant,
} from '../../shared/index.ts';
import { ROUTES } from '../../worker/contract.ts';
import { createApp } from '../../worker/index.ts';
import { drawnFrom, secretDay } from '../support/daily-secret.ts';
import { unwrap } from '../support/result.ts';
import { at, call } from './support.ts';

const NOW = at('2026-03-14T18:30:00Z');
const WINDOW = ['13', '14', '15', '16', '17', '18', '19', '20'].map((d) => `2026-03-${d}`);
const NOT_OUT = WINDOW.filter((date) => date >= '2026-03-16');
const NOT_OVER = WINDOW.filter((date) => date >= '2026-03-14');
const VARIANTS: readonly Variant[] = ['classic', 'arrow', 'killer'];
const SECRET = 'spelling test secret';

/** Exactly a day's seed (the spec's form, not the Worker's parser): the daily rules' path. */
const DAY_SEED = /^daily:(\d{4}-\d{2}-\d{2}):(easy|medium|hard|expert)$/;
const namesADay = (seed: string): boolean => {
  const match = DAY_SEED.exec(seed);
  return match !== null && isCalendarDate(match[1]);
};

// ---- spellings ----

const FULL_WIDTH_OFFSET = 0xff01 - 0x21;
const fullWidth = (text: string): string =>
  text.replace(/[!-~]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) + FULL_WIDTH_OFFSET));

const BEFORE = ['', '', '', ' ', '\u00a0', '\u3000', '\u200b', '\ufeff', '\u00ad', '\u2060', 'x'];
const AFTER = [
  ...['', '', '', ' ', '\u00a0', '\u200b', '\u0301', '\u030c', 'x', ':', '-1', '-12'],
  ...['|retry 1', '|retry 2', '|retry 3', '|retry 199', '|retry 1-1', ':0123456789abcdef'],
];

/** A day's seed, spelt any way a person or a script might, and the level it names. */
const spelling = fc
  .record({
    date: fc.constantFrom(...WINDOW),
    level: fc.constantFrom(...LEVELS),
    upper: fc.array(fc.boolean(), { minLength: 32, maxLength: 32 }),
    shout: fc.constantFrom(false, false, true),
    wide: fc.constantFrom(false, false, false, true),
    separator: fc.constantFrom('-', '-', '-', '/', '', '\u2011'),
    before: fc.constantFrom(...BEFORE),
    after: fc.constantFrom(...AFTER),
  })
  .map(({ date, level, upper, shout, wide, separator, before, after }) => {
    let seed = `daily:${date.replaceAll('-', separator)}:${level}`;
    if (shout) seed = [...seed].map((ch, i) => (upper[i] ? ch.toUpperCase() : ch)).join('');
    if (wide) seed = fullWidth(seed);
    return { seed: `${before}${seed}${after}`, level };
  });

const anyLevel = fc.constantFrom(...LEVELS);
const exactly = fc
  .record({ date: fc.constantFrom(...WINDOW), level: anyLevel })
  .map(({ date, level }) => ({ seed: dailySeed(date, level), level }));

const seedText = fc.oneof(
  { weight: 2, arbitrary: exactly },
  { weight: 8, arbitrary: spelling },
  {
    weight: 1,
    arbitrary: fc.record({
      seed: fc.string({ unit: 'grapheme', maxLength: 20 }).map((s) => `daily:${s}`),
      level: anyLevel,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      seed: fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }),
      level: anyLevel,
    }),
  },
);

/** A request: half the time at the level its seed names. */
const request = fc
  .record({
    spelt: seedText,
    other: anyLevel,
    sameLevel: fc.boolean(),
    size: fc.constantFrom<Size>(9, 9, 9, 9, 4, 6, 16, 25),
    variant: fc.constantFrom(...VARIANTS),
    count: fc.integer({ min: 1, max: 3 }),
    solution: fc.boolean(),
  })
  .map(({ spelt, other, sameLevel, ...rest }) => ({
    ...rest,
    seed: spelt.seed,
    level: sameLevel ? spelt.level : other,
  }));
type Request = typeof request extends fc.Arbitrary<infer R> ? R : never;

// ---- 1. The texts drawn from ----

/** The seeds a route would generate for this request, or none when its schema refuses it. */
function generatedSeeds(req: Request): { route: string; seeds: string[] }[] {
  const { seed, size, level, variant, count } = req;
  const one = { seed, size: String(size), level, variant };
  const many = { ...one, count: String(count) };
  const prefixed = Array.from({ length: count }, (_, i) => `${seed}-${i + 1}`);
  const routes = [
    { route: 'puzzles', ok: z.safeParse(ROUTES.puzzles.query, one).success, seeds: [seed] },
    { route: 'puzzleSvg', ok: z.safeParse(ROUTES.puzzleSvg.query, one).success, seeds: [seed] },
    { route: 'batch', ok: z.safeParse(ROUTES.batch.query, many).success, seeds: prefixed },
    {
      route: 'printSheet',
      ok: z.safeParse(ROUTES.printSheet.query, many).success,
      seeds: prefixed,
    },
  ];
  // A route normalises the seed (NFC) before it draws: take the seeds as it parsed them.
  return routes
    .filter((r) => r.ok)
    .map(({ route, seeds }) => ({ route, seeds: seeds.map((s) => s.normalize('NFC')) }));
}

async function dayTexts(): Promise<Set<string>> {
  const texts = new Set<string>();
  for (const date of WINDOW) {
    for (const level of LEVELS) {
      const seeds = [dailySeed(date, level), await drawnFrom(SECRET, date, level)];
      for (const seed of seeds) {
        for (const variant of VARIANTS) {
          for (let a = 0; a < drawAttempts(9); a++) texts.add(drawKey(seed, 9, level, variant, a));
        }
      }
    }
  }
  return texts;
}

describe('the texts a seeded route draws from', () => {
  it("are never a day's, unless its seed is exactly the day's (then the daily rules apply)", async () => {
    const days = await dayTexts();
    // The property can fail: a day's own seed, and its `|retry 1` twin, draw from days' texts.
    const twin = drawKey('daily:2026-03-16:hard|retry 1', 9, 'hard', 'classic', 0);
    expect(days.has(twin)).toBe(true);
    expect(days.has(drawKey('daily:2026-03-16:hard', 9, 'hard', 'arrow', 0))).toBe(true);
    fc.assert(
      fc.property(request, (req) => {
        for (const { route, seeds } of generatedSeeds(req)) {
          for (const seed of seeds) {
            if (namesADay(seed) && (route === 'puzzles' || route === 'puzzleSvg')) continue;
            for (let a = 0; a < drawAttempts(req.size); a++) {
              const text = drawKey(seed, req.size, req.level, req.variant, a);
              if (days.has(text)) throw new Error(`${route} draws ${JSON.stringify(text)}`);
            }
          }
        }
      }),
      { numRuns: 2000 },
    );
  });
});

// ---- 2. What the API serves ----

/** What tells two puzzles of one kind apart: the givens, and the arrows or cages. */
const identity = (p: { puzzle: unknown; arrows?: unknown; cages?: unknown }) =>
  JSON.stringify([p.puzzle, p.arrows ?? null, p.cages ?? null]);

type Made = (date: string, level: Level, variant: Variant) => Promise<{ puzzle: string }>;

/** The identities of the days of `dates`, by kind. */
async function daysOf(dates: readonly string[], made: Made): Promise<Set<string>> {
  const out = new Set<string>();
  for (const date of dates) {
    for (const level of LEVELS) {
      for (const variant of VARIANTS) {
        out.add(`${level}|${variant}|${identity(await made(date, level, variant))}`);
      }
    }
  }
  return out;
}

const publicDay: Made = async (date, level, variant) => unwrap(daily(date, level, variant));
const secretMade: Made = (date, level, variant) => secretDay(SECRET, date, level, variant);

describe.each([
  ['without a secret', undefined, publicDay],
  ['with DAILY_SECRET', SECRET, secretMade],
] as const)('through the API, %s', (_, secret, made) => {
  const app = createApp({ now: () => NOW, edgeCache: () => undefined });

  // Generating the days and the puzzles asked for takes seconds on a loaded machine.
  it('no response holds a day not out, nor the solution of a day not over', {
    timeout: 120_000,
  }, async () => {
    const notOut = await daysOf(NOT_OUT, made);
    const notOver = await daysOf(NOT_OVER, made);
    await fc.assert(
      fc.asyncProperty(request, async (req) => {
        const query = new URLSearchParams({
          seed: req.seed,
          size: String(req.size),
          level: req.level,
          variant: req.variant,
          ...(req.solution && { include: 'solution' }),
        });
        const single = `/api/v1/puzzles?${query}`;
        const batch = `/api/v1/puzzles/batch?${query}&count=${req.count}`;
        for (const path of [single, batch]) {
          const res = await call(app, path, { bindings: { DAILY_SECRET: secret } });
          const body = (await res.json()) as { puzzles?: unknown[] };
          if (res.status !== 200) continue;
          const puzzles = (body.puzzles ?? [body]) as { solution?: string; puzzle: string }[];
          for (const p of puzzles) {
            const id = `${req.level}|${req.variant}|${identity(p)}`;
            const spoiled = notOut.has(id) || (p.solution !== undefined && notOver.has(id));
            if (spoiled) throw new Error(`${path} spoils a day: ${JSON.stringify(p)}`);
          }
        }
      }),
      { numRuns: 50, examples: [[{ ...EXAMPLE, seed: 'daily:2026-03-16:hard|retry 1' }]] },
    );
  });
});

const EXAMPLE: Request = {
  seed: 'daily:2026-03-16:hard',
  size: 9,
  level: 'hard',
  variant: 'classic',
  count: 1,
  solution: false,
};
