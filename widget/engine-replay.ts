/**
 * The widget's third door to the engine: the teaching algorithms, which record a solve event by
 * event, and the replay of a recording. Only Solve's replays need them, so they travel in the
 * replays' chunk (replays.ts) rather than in the engine's deferred part.
 */
export { replayTrace } from '../shared/algorithms/replay.ts';
export { solveGrid } from '../shared/solve/solve.ts';
