/**
 * The explanations' languages in the widget: the widget's build puts this module in the place of
 * the engine's shared/logic/explain/languages.ts (widget/bundle.ts), so that the engine's
 * deferred part carries no sentences, and each language's come in a chunk of their own
 * (explain-en.ts, explain-id.ts), loaded with the deferred part for the element's language
 * (services/deferred.ts). A language not loaded yet reads as one that is: a hint asked for just
 * as the page switches language says its words in the language it had.
 */
import type { Language } from '../../shared/logic/explain/language.ts';
import type { Lang } from '../model/config.ts';

const loaded: Partial<Record<Lang, Language>> = {};

/** The first language loaded: explaining waits for one (services/deferred.ts). */
function some(): Language {
  const table = loaded.en ?? loaded.id;
  if (!table) throw new Error('no explanations loaded');
  return table;
}

export const LANGUAGES: { readonly en: Language; readonly id: Language } = {
  get en() {
    return loaded.en ?? some();
  },
  get id() {
    return loaded.id ?? some();
  },
};

/** A language's sentences have loaded. */
export function addLanguage(lang: Lang, table: Language): void {
  loaded[lang] = table;
}
