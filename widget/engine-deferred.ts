/**
 * The widget's second door to the engine: what a game needs only now and then, so that the UI
 * chunk does not carry it: making a classic puzzle in the page (when the API fails or is off),
 * and hints with their explanations. Arrow's and Killer's draws (engine-variants.ts) and Solve's
 * replays (replays.ts) have chunks of their own, which a classic game never loads. The UI loads
 * this module as a chunk of its own when the API fails, or when the browser is idle after the
 * board is up (services/deferred.ts). Checking an API's answer, conflicts and the board's geometry stay in
 * engine.ts, which the first board needs.
 */
export { drawClassic, makeTracedWith } from '../shared/generate/make-core.ts';
export { hintGrid } from '../shared/hint.ts';
