/**
 * The engine version. Bump it on purpose whenever a change alters what `generate` produces for a
 * seed: cached puzzles are keyed by it, and the golden vectors in the tests guard it.
 */
export const ENGINE_VERSION = '1.3.0';
