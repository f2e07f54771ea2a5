/**
 * The query strings of the printable forms of puzzles: an SVG of a seeded puzzle or of a puzzle
 * of the day, and a PDF sheet of several. Built from the puzzle routes' own parameters
 * (../puzzles/schemas.ts) so that a puzzle is named the same way whatever form it comes in.
 */
import * as z from 'zod/mini';
import { SEED_MAX_CHARACTERS } from '../../../shared/generate/seed.ts';
import {
  isCalendarDate,
  LEVELS,
  type Level,
  SeedSchema,
  SIZES,
  type Size,
  type Variant,
  VariantSchema,
} from '../../../shared/index.ts';
import { PrintLanguageSchema } from '../../../shared/print/index.ts';
import { characterCount } from '../../../shared/text.ts';
import { batchCap } from '../budgets.ts';
import { batchSeed, kindName } from '../puzzles/batch-schemas.ts';
import { prefixIssue } from '../puzzles/daily-seeds.ts';
import {
  DailyQuerySchema,
  dailySeedCheck,
  PuzzleParams,
  pushSeedIssue,
} from '../puzzles/schemas.ts';

/**
 * Puzzles per sheet at most, by size: three pages of 4x4, 6x6 or 9x9 puzzles (a week's worth),
 * a page of 16x16 or 25x25 ones. Costly kinds hold fewer (sheetCap).
 */
export const MAX_SHEET_COUNT: Readonly<Record<Size, number>> = {
  4: 12,
  6: 12,
  9: 12,
  16: 2,
  25: 1,
};

/**
 * The most puzzles a sheet of a kind may hold, seeded or of the day: what its pages hold
 * (MAX_SHEET_COUNT), and no more than a batch of its kind (../budgets.ts), so that a sheet of
 * puzzles no cache holds stays within the CPU budget as a batch does; drawing a sheet costs
 * little beside generating it (docs/performance.md has both). Undefined for a kind the engine
 * does not make.
 */
export function sheetCap(variant: Variant, size: Size, level: Level): number | undefined {
  const cap = batchCap(variant, size, level);
  return cap === undefined ? undefined : Math.min(MAX_SHEET_COUNT[size], cap);
}

/** The most puzzles of any sheet: the documented maximum of `count`, each kind capped lower. */
const LARGEST_SHEET = Math.max(...Object.values(MAX_SHEET_COUNT));

/**
 * The longest seed prefix a sheet takes, in characters (code points): 125, so that the seed of
 * every puzzle on the largest sheet, the prefix then "-12", is a seed (at most 128 characters).
 * The same whatever the count, so that one number is both the rule and the document.
 */
export const MAX_SHEET_PREFIX = SEED_MAX_CHARACTERS - batchSeed('', LARGEST_SHEET).length;

/** The caps below what the pages hold, in words: `10 of 9x9 hard, ...`. */
const LOWER_CAPS = VariantSchema.options
  .flatMap((variant) =>
    SIZES.flatMap((size) =>
      LEVELS.flatMap((level) => {
        const cap = sheetCap(variant, size, level);
        if (cap === undefined || cap >= MAX_SHEET_COUNT[size]) return [];
        return [`${cap} of ${kindName({ variant, size, level })}`];
      }),
    ),
  )
  .join(', ');

/** The default: one page of puzzles (at most the cap of the kind). */
export const DEFAULT_SHEET_COUNT: Readonly<Record<Size, number>> = {
  4: 6,
  6: 6,
  9: 4,
  16: 2,
  25: 1,
};

// Query text piped into the type it is read as, which the OpenAPI document shows (a boolean).
const Caption = z
  .pipe(
    z.pipe(
      z.enum(['true', 'false']),
      z.transform((v) => v === 'true'),
    ),
    z.boolean(),
  )
  .check(
    z.describe('`true` writes a caption under the grid: the level and the seed (or the day).'),
  );

const Lang = PrintLanguageSchema.check(
  z.describe('Language of the title and caption: `en` (English) or `id` (Bahasa Indonesia).'),
);

const SOLUTION_FILL = "`solution` fills the empty cells with the solution's digits, in blue";

const SvgInclude = z.optional(z.enum(['solution']).check(z.describe(`${SOLUTION_FILL}.`)));

const DailySvgInclude = z.optional(
  z
    .enum(['solution'])
    .check(
      z.describe(
        `${SOLUTION_FILL}, once the day has ended everywhere (UTC-12); before, a 403 \`solution_unavailable\`.`,
      ),
    ),
);

export const PuzzleSvgQuerySchema = z
  .object({
    ...z.pick(PuzzleParams, { size: true, level: true, variant: true }).shape,
    seed: SeedSchema.check(
      z.describe(
        'Any text; the same seed, size, level and variant give the same puzzle (the one /api/v1/puzzles serves, `daily:` seeds and their rules included). Required: an image is always the same image.',
      ),
    ),
    include: SvgInclude,
    caption: z._default(Caption, false),
    lang: z._default(Lang, 'en'),
  })
  .check(dailySeedCheck());

export const DailySvgQuerySchema = z.object({
  ...z.pick(DailyQuerySchema, { date: true, level: true, variant: true }).shape,
  include: DailySvgInclude,
  caption: z._default(Caption, false),
  lang: z._default(Lang, 'en'),
});

const DAY_MS = 86_400_000;
const DATE = '\\d{4}-\\d{2}-\\d{2}';

/** `2026-11-01` or `2026-11-01..2026-11-07`: a day or a range of days, kept as text. */
const DailyRange = z.string().check(
  z.regex(
    new RegExp(`^${DATE}(\\.\\.${DATE})?$`),
    'a day YYYY-MM-DD or a range YYYY-MM-DD..YYYY-MM-DD',
  ),
  z.refine(
    (text) => text.split('..').every(isCalendarDate),
    'not a calendar date (YYYY-MM-DD, a day that exists)',
  ),
  z.refine((text) => {
    const [from, to = from] = text.split('..');
    return from <= to;
  }, 'the range ends before it starts'),
  z.describe(
    `Puzzles of the day instead of seeded ones: a UTC day, or a range of days such as \`2026-11-01..2026-11-07\` (at most ${MAX_SHEET_COUNT[9]}, fewer for costly kinds: see \`count\`), at \`level\` and \`variant\` (each variant has its own puzzle of the day). Not with \`seed\`, \`count\` or \`size\`.`,
  ),
);

/** The days of a valid range, stopping one past the cap (a longer range is refused anyway). */
export function rangeDays(range: string): string[] {
  const [from, to = from] = range.split('..');
  const days: string[] = [];
  const end = Date.parse(`${to}T00:00:00Z`);
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= end; t += DAY_MS) {
    days.push(new Date(t).toISOString().slice(0, 10));
    if (days.length > MAX_SHEET_COUNT[9]) break;
  }
  return days;
}

const Count = z.pipe(
  z.pipe(
    z.string().check(z.regex(/^[1-9]\d{0,2}$/, 'count is a whole number from 1')),
    z.transform(Number),
  ),
  z.int().check(
    z.minimum(1),
    // Held by the sheet's own rule below, which names the cap of the kind asked for.
    z.meta({ maximum: LARGEST_SHEET }),
    z.describe(
      `How many puzzles: at most ${Object.entries(MAX_SHEET_COUNT)
        .map(([size, max]) => `${max} of ${size}x${size}`)
        .join(
          ', ',
        )}; costly kinds fewer, as many as a batch of the kind (and a sheet of days) holds: ${LOWER_CAPS}. Default: one page (${Object.entries(
        DEFAULT_SHEET_COUNT,
      )
        .map(([size, n]) => `${n} of ${size}x${size}`)
        .join(', ')}), at most the cap.`,
    ),
  ),
);

type Issue = { readonly path: string; readonly message: string };

export const SheetQuerySchema = z
  .object({
    paper: z._default(
      z
        .enum(['a4', 'letter'])
        .check(z.describe('Paper: `a4` (595x842 pt) or `letter` (612x792 pt).')),
      'a4',
    ),
    ...z.pick(PuzzleParams, { size: true, level: true, variant: true }).shape,
    seed: z.optional(
      SeedSchema.check(
        z.refine((seed) => characterCount(seed) <= MAX_SHEET_PREFIX, {
          error: (issue) =>
            `${characterCount(String(issue.input))} characters; a sheet's seed prefix has at most ${MAX_SHEET_PREFIX}, so that puzzle ${LARGEST_SHEET}'s seed, the prefix then "-${LARGEST_SHEET}", is a seed (at most ${SEED_MAX_CHARACTERS})`,
        }),
        z.meta({ maxLength: MAX_SHEET_PREFIX }),
        z.describe(
          `Seed prefix: puzzle i (from 1) is the puzzle of seed \`<seed>-<i>\`, the same one /api/v1/puzzles serves for that seed. At most ${MAX_SHEET_PREFIX} characters (code points, in NFC), whatever \`count\`, so that puzzle ${LARGEST_SHEET}'s seed is a seed. A prefix that begins with \`daily:\` is a 400 (for days, use \`daily\`). Omitted: the API picks a prefix and returns it in Content-Location.`,
        ),
      ),
    ),
    count: z.optional(Count),
    daily: z.optional(DailyRange),
    include: z.optional(
      z
        .enum(['solution'])
        .check(
          z.describe(
            '`solution` adds the solutions, on the last pages; on a sheet of days, once each day has ended everywhere (UTC-12): before, a 403 `solution_unavailable`.',
          ),
        ),
    ),
    lang: z._default(Lang, 'en'),
  })
  .check(
    z.superRefine((q, ctx) => {
      const issues: Issue[] = [];
      if (q.daily) {
        for (const key of ['seed', 'count'] as const) {
          if (q[key] !== undefined) issues.push({ path: key, message: `not with daily` });
        }
        if (q.size !== 9) issues.push({ path: 'size', message: 'puzzles of the day are 9x9' });
        const most = sheetCap(q.variant, 9, q.level);
        if (most !== undefined && rangeDays(q.daily).length > most) {
          const kind = kindName({ ...q, size: 9 });
          issues.push({ path: 'daily', message: `at most ${most} days of ${kind} puzzles` });
        }
      } else {
        const max = sheetCap(q.variant, q.size, q.level);
        // A kind the engine does not make is refused by the engine, at `size`.
        if (max !== undefined && q.count !== undefined && q.count > max) {
          issues.push({
            path: 'count',
            message: `at most ${max} ${kindName(q)} ${max === 1 ? 'puzzle' : 'puzzles'} per sheet, so that it stays within the CPU budget; ask for several sheets`,
          });
        }
      }
      for (const { path, message } of issues) {
        ctx.issues.push({ code: 'custom', path: [path], message, input: q });
      }
      if (q.seed !== undefined) pushSeedIssue(ctx, prefixIssue(q.seed), q.seed);
    }),
  );
export type SheetQuery = z.output<typeof SheetQuerySchema>;
