/** The widget's languages and the string table for each. */
import type { Lang } from '../model/config.ts';
import { en, type Strings } from './en.ts';
import { id } from './id.ts';

export type { Strings };
export const STRINGS: Record<Lang, Strings> = { en, id };
export const stringsFor = (lang: Lang): Strings => STRINGS[lang];
