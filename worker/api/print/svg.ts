/**
 * GET /api/v1/puzzles.svg and /api/v1/daily.svg: a seeded puzzle or a puzzle of the day as an
 * SVG image that a page, a social card or a newsletter can use as `<img src>`. The puzzle comes
 * from the same source and cache tiers as its JSON (puzzles/puzzle-source.ts) and the image is
 * cacheable the same way: immutable per seed or date, today's until midnight, strong ETag, 304.
 * A seed is required: an image URL must always show the same image. A puzzle no cache holds is
 * generated and charged to the client's compute quota, as for its JSON (puzzles/supply.ts). A
 * seed that names a puzzle of the day follows the daily rules, as in JSON (puzzles/seeded.ts).
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { GeneratedPuzzle } from '../../../shared/index.ts';
import {
  captionParts,
  imageTitle,
  type PrintLanguage,
  puzzleSvg,
} from '../../../shared/print/index.ts';
import type { AppEnv } from '../../env.ts';
import { conditional } from '../../http/policy.ts';
import { type Provenance, sendProvenance } from '../../http/provenance.ts';
import { validate } from '../../http/validate.ts';
import type { Deps } from '../../options.ts';
import { dailyParams, loadDaily, puzzleParams } from '../puzzles/puzzle-source.ts';
import { loadSeeded } from '../puzzles/seeded.ts';
import { PRINT_ROUTES } from './contract.ts';

export const SVG_MEDIA_TYPE = 'image/svg+xml';

interface Look {
  readonly include?: 'solution';
  readonly caption: boolean;
  readonly lang: PrintLanguage;
}

/** The image's own query parameters, after the puzzle's, when they differ from the defaults. */
function withLook(params: URLSearchParams, look: Look): URLSearchParams {
  if (look.include) params.set('include', look.include);
  if (look.caption) params.set('caption', 'true');
  if (look.lang !== 'en') params.set('lang', look.lang);
  return params;
}

function svgResponse(
  c: Context<AppEnv>,
  made: GeneratedPuzzle & { readonly date?: string },
  look: Look,
  headers: { readonly cacheControl: string; readonly location: string },
  provenance: Provenance,
): Response {
  const solution = look.include === 'solution';
  const svg = puzzleSvg(made, {
    title: imageTitle(made, look.lang, solution),
    caption: look.caption ? captionParts(made, look.lang) : undefined,
    solution: solution ? made.solution : undefined,
  });
  sendProvenance(c, provenance);
  return c.body(svg, 200, {
    'Content-Type': SVG_MEDIA_TYPE,
    'Cache-Control': headers.cacheControl,
    'Content-Location': headers.location,
    // Opened on its own, the image is a document of this origin: it may run and load nothing.
    'Content-Security-Policy': "default-src 'none'",
  });
}

export const svgRoutes = (deps: Deps) =>
  new Hono<AppEnv>()
    .get(
      PRINT_ROUTES.puzzleSvg.path,
      conditional(),
      validate('query', PRINT_ROUTES.puzzleSvg.query),
      async (c) => {
        const { size, level, variant, seed, ...look } = c.req.valid('query');
        const options = { seed, size, level, variant };
        const { puzzle, cacheControl, ...provenance } = await loadSeeded(c, deps, options, {
          withSolution: look.include === 'solution',
        });
        const query = withLook(puzzleParams(options), look);
        return svgResponse(
          c,
          puzzle,
          look,
          { cacheControl, location: `${PRINT_ROUTES.puzzleSvg.path}?${query}` },
          provenance,
        );
      },
    )
    .get(
      PRINT_ROUTES.dailySvg.path,
      conditional(),
      validate('query', PRINT_ROUTES.dailySvg.query),
      async (c) => {
        const { date: given, level, variant, ...look } = c.req.valid('query');
        const kind = { level, variant };
        const { date, puzzle, cacheControl, ...provenance } = await loadDaily(
          c,
          deps,
          given,
          kind,
          { withSolution: look.include === 'solution' },
        );
        const query = withLook(dailyParams(date, kind), look);
        return svgResponse(
          c,
          { ...puzzle, date },
          look,
          { cacheControl, location: `${PRINT_ROUTES.dailySvg.path}?${query}` },
          provenance,
        );
      },
    );
