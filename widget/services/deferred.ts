/**
 * The chunks a game loads only when it needs them. The engine's deferred part
 * (engine-deferred.ts), loaded once: when a puzzle must be made in the page, when the browser is
 * idle after the board is up, or when a hint is asked for before that. Code that needs it
 * synchronously (a hint) reads `deferred()` once `loadDeferred()` has resolved. Arrow's and
 * Killer's draws (engine-variants.ts), loaded with it when a variant puzzle is made in the page.
 * Solve's replays (replays.ts), loaded when Solve's choice opens or a replay is asked for: a
 * replay on the board reads `replays()`, which its recording came from. The hints' sentences come apart, one language
 * at a time (explain/languages.ts): `loadExplanations(lang)` before a hint in that language.
 */
import type { Lang } from '../model/config.ts';

type Deferred = typeof import('../engine-deferred.ts');
type Replays = typeof import('../replays.ts');
type Variants = typeof import('../engine-variants.ts');

/** A chunk imported once, kept once in; a failed load is tried again on the next call. */
function lazy<T>(load: () => Promise<T>) {
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

/** Loads the deferred engine and a language's hint sentences when the browser has nothing else to do. */
export function loadDeferredWhenIdle(lang: Lang): void {
  if (engineChunk.asked() && explaining.has(lang)) return;
  const load = () => void Promise.all([loadDeferred(), loadExplanations(lang)]).catch(() => {});
  if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 5000 });
  else setTimeout(load, 1000);
}
