/**
 * The catalogue routes of the service group: the algorithms `solve` knows and the techniques
 * hints and ratings use. Documented under the Solving tag, beside the routes that use them.
 */
import { NOT_MODIFIED, route, VALIDATED_HEADERS } from '../../http/route-spec.ts';
import { AlgorithmsSchema, TechniquesSchema } from './schemas.ts';

export const CATALOGUE_ROUTES = {
  algorithms: route({
    method: 'get',
    path: '/api/v1/algorithms',
    operationId: 'algorithms',
    tag: 'Solving',
    summary: 'The solving algorithms',
    description:
      'Every algorithm `solve` accepts by name: the production solver and the teaching algorithms, with where each comes from and what it does.',
    responses: {
      200: { description: 'The algorithms.', schema: AlgorithmsSchema, headers: VALIDATED_HEADERS },
      304: NOT_MODIFIED,
    },
    problems: [],
  }),
  techniques: route({
    method: 'get',
    path: '/api/v1/techniques',
    operationId: 'techniques',
    tag: 'Solving',
    summary: 'The solving techniques',
    description:
      "Every technique hints and ratings use, in difficulty order (the order they are tried in; `rank` 1 is the easiest), with its name and a description in English (`en`) and Bahasa Indonesia (`id`), both in one body, the level it gives a puzzle (a rating's level is that of the hardest technique the puzzle needs, or expert when it needs guessing), its score per use, and the variants whose puzzles it applies to (`arrow-sum` is Arrow Sudoku's own). Changes only with the engine: cache it (ETag, a day).",
    responses: {
      200: {
        description: 'The techniques, easiest first.',
        schema: TechniquesSchema,
        headers: VALIDATED_HEADERS,
      },
      304: NOT_MODIFIED,
    },
    problems: [],
  }),
} as const;
