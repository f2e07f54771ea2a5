/**
 * The names of the solving algorithms a caller can choose: the production solver (`fast`, the
 * default) and the four teaching algorithms from the design documents, easiest idea first.
 */
import * as z from 'zod/mini';

export const AlgorithmNameSchema = z.enum([
  'fast',
  'backtracking',
  'brute-tracking',
  'findtracking',
  'candidates',
]);
export type AlgorithmName = z.infer<typeof AlgorithmNameSchema>;

/** The teaching algorithms: every name but the production solver. */
export type TeachingAlgorithm = Exclude<AlgorithmName, 'fast'>;

export const ALGORITHM_NAMES = AlgorithmNameSchema.options;
export const TEACHING_ALGORITHMS = ALGORITHM_NAMES.filter(
  (name): name is TeachingAlgorithm => name !== 'fast',
);
