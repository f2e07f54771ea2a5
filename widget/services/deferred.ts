/**
 * The engine's deferred part (engine-deferred.ts), loaded once: when a puzzle must be made in the
 * page, when the browser is idle after the board is up, or when a hint or a replay is asked for
 * before that. Code that needs it synchronously (a hint, a replay's frames) reads `deferred()`
 * once `loadDeferred()` has resolved. The hints' sentences come apart, one language at a time
 * (explain/languages.ts): `loadExplanations(lang)` before a hint in that language.
 */
import type { Lang } from '../model/config.ts';

type Deferred = typeof import('../engine-deferred.ts');

let loaded: Deferred | null = null;
let loading: Promise<Deferred> | null = null;

/** The deferred engine, or null while it is not loaded. */
export const deferred = (): Deferred | null => loaded;

/** Loads the deferred engine (once; a failed load is tried again on the next call). */
export function loadDeferred(): Promise<Deferred> {
  loading ??= import('../engine-deferred.ts').then(
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
}

/** The deferred engine, which the caller knows is loaded (after `loadDeferred()`). */
export function engine(): Deferred {
  if (!loaded) throw new Error('the deferred engine is not loaded');
  return loaded;
}

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
  if ((loaded || loading) && explaining.has(lang)) return;
  const load = () => void Promise.all([loadDeferred(), loadExplanations(lang)]).catch(() => {});
  if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 5000 });
  else setTimeout(load, 1000);
}
