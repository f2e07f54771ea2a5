/**
 * Loading puzzles: what to ask for (the page's puzzle, a level from the menu, another of the same
 * kind), the API with the engine as its safety net (services/api.ts), one load at a time (a newer
 * request makes an older answer stale) and the `sudoku-fallback` event.
 */
import type { Level } from '../engine.ts';
import { emit } from '../model/events.ts';
import { type Game, newGame } from '../model/game.ts';
import { dailyRequest, loadPuzzle, newSeed, type PuzzleRequest } from '../services/api.ts';
import type { Host } from './controller.ts';
import type { StoreController } from './store.ts';

export interface Loaded {
  readonly game: Game;
  readonly source: 'api' | 'local';
}

/** Not added to the host: it hooks into none of its lifecycle. */
export class LoadController {
  get loading(): boolean {
    return this.store.session.loading !== null;
  }
  set loading(on: boolean) {
    this.store.set({ loading: on ? { focus: false } : null });
  }
  /** The last load gave no usable puzzle. */
  get failed(): boolean {
    return this.store.session.failed;
  }
  set failed(failed: boolean) {
    this.store.set({ failed });
  }
  private readonly host: Host;
  private readonly store: StoreController;
  private get token(): number {
    return this.store.session.ticket;
  }
  private set token(ticket: number) {
    this.store.set({ ticket });
  }

  constructor(host: Host, store: StoreController) {
    this.host = host;
    this.store = store;
  }

  /** The puzzle the page asked for: the day's, the page's seed, or a new random one. */
  configured(level: Level): PuzzleRequest {
    const c = this.host.config;
    if (c.daily) return dailyRequest(c.daily, level, c.variant);
    return { size: c.size, level, variant: c.variant, seed: c.seed ?? newSeed(), daily: null };
  }

  /** New Game: a different puzzle of the same kind as this one. */
  another(game: Game | null): PuzzleRequest {
    const c = this.host.config;
    return {
      size: game?.size ?? c.size,
      level: game?.puzzle.level ?? c.level,
      variant: c.variant,
      seed: newSeed(),
      daily: null,
    };
  }

  /** Drops the load in flight, if any: its answer will be ignored. */
  cancel(): void {
    this.token++;
    this.loading = false;
  }

  /** A new game, or null when the puzzle was unusable (`failed`) or a newer load took over. */
  async load(req: PuzzleRequest): Promise<Loaded | null> {
    const token = ++this.token;
    this.loading = true;
    this.failed = false;
    const { api, timeout, mistakes } = this.host.config;
    let loaded: Loaded | null = null;
    try {
      const got = await loadPuzzle(api, req, timeout);
      if (token !== this.token) return null;
      const game = newGame(got.puzzle, req.daily, mistakes);
      if (game) loaded = { game, source: got.source };
      if (got.fallback) emit(this.host, 'sudoku-fallback', { ...got.fallback, seed: req.seed });
    } catch {
      // Even the engine could not make it: say so on the board.
    }
    if (token !== this.token) return null;
    this.loading = false;
    this.failed = !loaded;
    return loaded;
  }
}
