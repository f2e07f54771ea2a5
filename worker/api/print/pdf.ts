/**
 * GET /api/v1/print.pdf: a printable sheet for a news site's print edition (A4 or US Letter),
 * several puzzles a page with their numbers, levels and seeds, the solutions on the last pages
 * on request. Either seeded puzzles (seed prefix and count: puzzle i is the puzzle of seed
 * `<prefix>-<i>`) or the puzzles of a range of days. Every puzzle comes from the same source and
 * cache tiers as its JSON (puzzles/puzzle-source.ts), so a sheet of known puzzles is cache reads
 * and drawing. Cacheable like the puzzles: immutable when every puzzle is named (a seed prefix or
 * dates); a sheet of new random puzzles is not stored. Every puzzle the sheet has to generate is
 * charged to the client's compute quota by its weight (puzzles/supply.ts), and a sheet holds at
 * most the cap of its kind (schemas.ts), so that its CPU stays within the budget.
 */
import { type Context, Hono } from 'hono';
import type { GeneratedPuzzle } from '../../../shared/index.ts';
import {
  type CaptionParts,
  captionParts,
  puzzleSheet,
  type SheetPuzzle,
  sheetTitle,
} from '../../../shared/print/index.ts';
import type { AppEnv } from '../../env.ts';
import { conditional, IMMUTABLE, NO_STORE } from '../../http/policy.ts';
import { type Provenance, sendProvenance } from '../../http/provenance.ts';
import { validate } from '../../http/validate.ts';
import type { Deps } from '../../options.ts';
import { loadDays, loadPrefixed, puzzleParams } from '../puzzles/puzzle-source.ts';
import { PRINT_ROUTES } from './contract.ts';
import { DEFAULT_SHEET_COUNT, rangeDays, type SheetQuery, sheetCap } from './schemas.ts';

export const PDF_MEDIA_TYPE = 'application/pdf';

const { path, query } = PRINT_ROUTES.printSheet;

/** A file name of safe characters: what the sheet is, never more than the name needs. */
const fileName = (parts: readonly string[]): string =>
  `${parts
    .join('-')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .slice(0, 100)}.pdf`;

interface Sheet extends Provenance {
  readonly puzzles: readonly SheetPuzzle[];
  readonly title: string;
  readonly canonical: URLSearchParams;
  readonly file: string;
  readonly cacheControl: string;
}

const sheetPuzzle = (made: GeneratedPuzzle, label: CaptionParts): SheetPuzzle => ({
  ...made,
  caption: label,
});

async function dailySheet(
  c: Context<AppEnv>,
  deps: Deps,
  q: SheetQuery,
  days: readonly string[],
): Promise<Sheet> {
  // loadDays checks every day before any is generated: one bad day must not cost the others' CPU.
  const withSolution = q.include === 'solution';
  const { level, variant } = q;
  const kind = { level, variant };
  const { puzzles, ...provenance } = await loadDays(c, deps, days, kind, {
    withSolution,
    field: 'daily',
  });
  const range = days.length > 1 ? `${days[0]}..${days.at(-1)}` : days[0];
  const canonical = new URLSearchParams({ paper: q.paper, daily: range, level });
  // Classic sheets keep the URL and file name they had before the variants had days.
  const named = variant === 'classic' ? [] : [variant];
  if (variant !== 'classic') canonical.set('variant', variant);
  return {
    puzzles: puzzles.map((puzzle, i) =>
      sheetPuzzle(puzzle, captionParts({ ...puzzle, date: days[i] }, q.lang)),
    ),
    title: sheetTitle({ size: 9, level, variant, date: range }, q.lang),
    canonical,
    file: fileName(['sudoku', 'daily', ...named, range.replace('..', '_'), level]),
    cacheControl: IMMUTABLE,
    ...provenance,
  };
}

async function seededSheet(c: Context<AppEnv>, deps: Deps, q: SheetQuery): Promise<Sheet> {
  const prefix = q.seed ?? deps.randomSeed();
  const count =
    q.count ?? Math.min(DEFAULT_SHEET_COUNT[q.size], sheetCap(q.variant, q.size, q.level) ?? 1);
  const { size, level, variant } = q;
  const { puzzles, ...provenance } = await loadPrefixed(
    c,
    deps,
    { size, level, variant },
    { prefix, count },
    { store: q.seed !== undefined },
  );
  return {
    ...provenance,
    puzzles: puzzles.map((made) => sheetPuzzle(made, captionParts(made, q.lang))),
    title: sheetTitle({ size, level, variant }, q.lang),
    canonical: new URLSearchParams([
      ['paper', q.paper],
      ...puzzleParams({ seed: prefix, size, level, variant }),
      ['count', String(count)],
    ]),
    file: fileName(['sudoku', `${size}x${size}`, variant, level, prefix]),
    cacheControl: q.seed === undefined ? NO_STORE : IMMUTABLE,
  };
}

export const pdfRoute = (deps: Deps) =>
  new Hono<AppEnv>().get(path, conditional(), validate('query', query), async (c) => {
    const q = c.req.valid('query');
    const sheet = q.daily
      ? await dailySheet(c, deps, q, rangeDays(q.daily))
      : await seededSheet(c, deps, q);
    const solutions = q.include === 'solution';
    if (solutions) sheet.canonical.set('include', 'solution');
    if (q.lang !== 'en') sheet.canonical.set('lang', q.lang);
    const pdf = puzzleSheet(sheet.puzzles, {
      paper: q.paper,
      title: sheet.title,
      lang: q.lang,
      solutions,
    });
    sendProvenance(c, sheet);
    return c.body(pdf, 200, {
      'Content-Type': PDF_MEDIA_TYPE,
      'Content-Disposition': `inline; filename="${sheet.file}"`,
      'Cache-Control': sheet.cacheControl,
      'Content-Location': `${path}?${sheet.canonical}`,
    });
  });
