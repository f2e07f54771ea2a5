/**
 * The print group: the puzzles group's puzzles drawn for print and pages, as SVG images
 * (svg.ts) and PDF sheets (pdf.ts).
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';
import { apiGroup } from '../group.ts';
import { PRINT_ROUTES } from './contract.ts';
import { pdfRoute } from './pdf.ts';
import { svgRoutes } from './svg.ts';

export const printGroup = apiGroup({
  routes: PRINT_ROUTES,
  app: (deps) => new Hono<AppEnv>().route('/', svgRoutes(deps)).route('/', pdfRoute(deps)),
});
