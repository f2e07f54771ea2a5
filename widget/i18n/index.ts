/**
 * The widget's languages and the string table for each. Each table is a chunk of its own, loaded
 * for the languages a page uses (an English page never downloads the Indonesian words): the UI
 * loads the element's language before it shows anything (view.ts `prepare`), and another one
 * when the `lang` attribute changes, showing the words it has meanwhile.
 */
import type { Lang } from '../model/config.ts';
import type { Strings } from './en.ts';

export type { Strings };

const TABLES: Record<Lang, () => Promise<Strings>> = {
  en: () => import('./en.ts').then((m) => m.en),
  id: () => import('./id.ts').then((m) => m.id),
};

const loaded = new Map<Lang, Strings>();

/** Loads a language's table (once). */
export async function loadStrings(lang: Lang): Promise<Strings> {
  const known = loaded.get(lang);
  if (known) return known;
  const table = await TABLES[lang]();
  loaded.set(lang, table);
  return table;
}

/**
 * A language's table, or while it is still loading, one that is loaded already (the words shown
 * until then). At least one has been loaded before any screen renders.
 */
export function stringsFor(lang: Lang): Strings {
  const table = loaded.get(lang) ?? loaded.values().next().value;
  if (!table) throw new Error(`no strings loaded for ${lang}`);
  return table;
}
