/**
 * The languages the explanations are written in (English and Bahasa Indonesia), by code: the
 * explainer (index.ts) writes every explanation in each of them. The widget's build puts a module
 * of its own in this one's place (widget/bundle.ts, widget/explain/languages.ts), which holds the
 * languages its page has loaded, so that a page downloads one language's sentences.
 */
import { EN } from './en.ts';
import { ID } from './id.ts';
import type { Language } from './language.ts';

export const LANGUAGES: { readonly en: Language; readonly id: Language } = { en: EN, id: ID };
