/**
 * The replays' chunk: what Solve's replays need and nothing else does, the recorder with the
 * engine's teaching algorithms (services/replay.ts), the boards and the step notes a replay
 * shows and the panel that plays it. The store loads it when Solve's choice opens (services/deferred.ts `loadReplays`), so
 * that a replay asked for starts at once; a game never replayed never loads it.
 */

export { renderReplay } from './components/replay-panel.ts';
export { frameAt, loadReplay } from './services/replay.ts';
