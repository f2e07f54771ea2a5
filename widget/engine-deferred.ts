/**
 * The widget's second door to the engine: what a game needs only now and then, so that the UI
 * chunk does not carry it. Making a puzzle in the page (when the API fails or is off), hints with
 * their explanations, and Solve's recorded replays. The UI loads this module as a chunk of its
 * own when the API fails, or when the browser is idle after the board is up
 * (services/deferred.ts). Checking an API's answer, conflicts and the board's geometry stay in
 * engine.ts, which the first board needs.
 */
export { replayTrace } from '../shared/algorithms/replay.ts';
export { makePuzzle } from '../shared/generate/make.ts';
export { hintGrid } from '../shared/hint.ts';
export { solveGrid } from '../shared/solve/solve.ts';
