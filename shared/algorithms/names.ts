/**
 * The names of the solving algorithms a caller can choose: the production solver (`fast`, the
 * default) and the four teaching algorithms from the design documents, easiest idea first.
 */
import * as z from 'zod/mini';

// The list first, then the schema from it: code that only needs the names (the widget) does not
// have to keep a zod schema alive to read them.
export const ALGORITHM_NAMES = [
  'fast',
  'backtracking',
  'brute-tracking',
  'findtracking',
  'candidates',
] as const;
export const AlgorithmNameSchema = z.enum(ALGORITHM_NAMES);
export type AlgorithmName = z.infer<typeof AlgorithmNameSchema>;

/** The teaching algorithms: every name but the production solver. */
export type TeachingAlgorithm = Exclude<AlgorithmName, 'fast'>;
export const TEACHING_ALGORITHMS = ALGORITHM_NAMES.filter(
  (name): name is TeachingAlgorithm => name !== 'fast',
);
