/**
 * The chunks a game loads only when it needs them. The engine's deferred part
 * (engine-deferred.ts), loaded once: when a puzzle must be made in the page, when the browser is
 * idle after the board is up, or when a hint is asked for before that. Code that needs it
 * synchronously (a hint) reads `deferred()` once `loadDeferred()` has resolved. Arrow's and
 * Killer's draws (engine-variants.ts), loaded with it when a variant puzzle is made in the page.
 * Solve's replays (replays.ts), loaded when Solve's choice opens or a replay is asked for: a
 * replay on the board reads `replays()`, which its recording came from. The hints' sentences come apart, one language
 * at a time (explain/languages.ts): `loadExplanations(lang)` before a hint in that language. The
 * general search core with Arrow's and Killer's rules and look (board-extras.ts), for every board
 * but a classic 9x9 one: `loadBoard` before such a board is shown or searched (an API puzzle's
 * proof, a puzzle made here, a saved game resumed, a hint, a replay).
 */
import type { Lang } from '../model/config.ts';
import { addGeneral } from '../search/general-slot.ts';
import { addRules } from '../search/rules-slot.ts';

type Deferred = typeof import('../engine-deferred.ts');
type Replays = typeof import('../replays.ts');
type Variants = typeof import('../engine-variants.ts');
type BoardExtras = typeof import('../board-extras.ts');

/** A chunk imported once, kept once in; a failed load is tried again on the next call. */
export function lazy<T>(load: () => Promise<T>) {
  let loaded: T | null = null;
  let loading: Promise<T> | null = null;
  return {
    now: (): T | null => loaded,
    /** Loaded, or on its way. */
    asked: (): boolean => loading !== null,
    load: (): Promise<T> => {
      loading ??= load().then(
        (module) => {
          loaded = module;
          return module;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
  };
}

const engineChunk = lazy(() => import('../engine-deferred.ts'));
/** Everything beyond a classic 9x9 game; the engine's parts go to their slots (search/) as it comes. */
const boardChunk = lazy(() =>
  import('../board-extras.ts').then((chunk) => {
    addGeneral(chunk.searchGeneral);
    addRules(chunk.RULES);
    return chunk;
  }),
);
const replaysChunk = lazy(() => import('../replays.ts'));
const variantsChunk = lazy(() => import('../engine-variants.ts'));

/** The deferred engine, or null while it is not loaded. */
export const deferred = (): Deferred | null => engineChunk.now();

/** Loads the deferred engine (once; a failed load is tried again on the next call). */
export const loadDeferred = (): Promise<Deferred> => engineChunk.load();

/** The deferred engine, which the caller knows is loaded (after `loadDeferred()`). */
export function engine(): Deferred {
  const loaded = engineChunk.now();
  if (!loaded) throw new Error('the deferred engine is not loaded');
  return loaded;
}

/** A board by its size and variant: a puzzle, a request, a game's puzzle, the attributes. */
export interface Board {
  readonly size: number;
  readonly variant: string;
}

/** Whether a board needs more than a classic 9x9 game has (board-extras.ts). */
const needsExtras = (board: Board): boolean => board.size !== 9 || board.variant !== 'classic';

/** Loads what a board needs (once), before it is shown or searched. */
export const loadBoard = (board: Board): Promise<unknown> =>
  needsExtras(board) ? boardChunk.load() : Promise.resolve();

/** Whether a board has what it needs now. */
export const hasBoard = (board: Board): boolean => !needsExtras(board) || boardChunk.now() !== null;

/** Arrow's and Killer's look and the engine beyond classic 9x9 (board-extras.ts), or null. */
export const boardExtras = (): BoardExtras | null => boardChunk.now();

/** The variants' draws (engine-variants.ts), or null while they are not loaded. */
export const variants = (): Variants | null => variantsChunk.now();

/** Loads the variants' draws (once; a failed load is tried again on the next call). */
export const loadVariants = (): Promise<Variants> => variantsChunk.load();

/** The replays' chunk, or null while it is not loaded (never, once a replay is on the board). */
export const replays = (): Replays | null => replaysChunk.now();

/** Loads the replays' chunk (once; a failed load is tried again on the next call). */
export const loadReplays = (): Promise<Replays> => replaysChunk.load();

const EXPLANATIONS: Record<Lang, () => Promise<unknown>> = {
  en: () => import('../explain/explain-en.ts'),
  id: () => import('../explain/explain-id.ts'),
};

const explaining = new Map<Lang, Promise<unknown>>();
const explained = new Set<Lang>();

/** Whether a language's hint sentences have loaded. */
export const hasExplanations = (lang: Lang): boolean => explained.has(lang);

/** Loads a language's hint sentences (once; a failed load is tried again on the next call). */
export function loadExplanations(lang: Lang): Promise<unknown> {
  let load = explaining.get(lang);
  if (!load) {
    load = EXPLANATIONS[lang]().then(
      () => explained.add(lang),
      (error: unknown) => {
        explaining.delete(lang);
        throw error;
      },
    );
    explaining.set(lang, load);
  }
  return load;
}

/**
 * Loads the deferred engine, a language's hint sentences and what a search on the board needs
 * when the browser has nothing else to do.
 */
export function loadDeferredWhenIdle(lang: Lang, board: Board): void {
  if (engineChunk.asked() && explaining.has(lang) && (!needsExtras(board) || boardChunk.asked()))
    return;
  const load = () =>
    void Promise.all([loadDeferred(), loadExplanations(lang), loadBoard(board)]).catch(() => {});
  if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 5000 });
  else setTimeout(load, 1000);
}
