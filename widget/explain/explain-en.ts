/** The explanations' English sentences, a chunk of their own in the widget (languages.ts). */
import { EN } from '../../shared/logic/explain/en.ts';
import { addLanguage } from './languages.ts';

addLanguage('en', EN);
