/**
 * The service routes' schemas: the algorithm and technique catalogues, the health check, the
 * OpenAPI document's outline and the HTML documentation page.
 */
import * as z from 'zod/mini';
import { AlgorithmInfoSchema, TechniqueInfoSchema } from '../../../shared/index.ts';

export const AlgorithmsSchema = z.array(AlgorithmInfoSchema);

export const HealthSchema = z.object({
  status: z.literal('ok'),
  engineVersion: z.string(),
  solver: z
    .enum(['wasm', 'js'])
    .check(
      z.describe(
        'The core 9x9 classic searches run on: `wasm` (WebAssembly, as deployed) or `js` (the JavaScript core, same answers, slower).',
      ),
    ),
});

/** The outline of the OpenAPI document the API serves; the rest is OpenAPI 3.1 itself. */
export const OpenApiDocumentSchema = z
  .looseObject({
    openapi: z.string().check(z.regex(/^3\.1\.\d+$/)),
    info: z.looseObject({ title: z.string(), version: z.string() }),
    paths: z.record(z.string(), z.looseObject({})),
    components: z.optional(z.looseObject({})),
  })
  .check(z.describe('An OpenAPI 3.1 document: https://spec.openapis.org/oas/v3.1.0'));

/** The HTML documentation page. */
export const DocsPageSchema = z.string().check(z.describe('One self-contained HTML page.'));

/** The technique catalogue, easiest first, names and descriptions in English and Indonesian. */
export const TechniquesSchema = z.array(TechniqueInfoSchema);
