/** The explanations' Indonesian sentences, a chunk of their own in the widget (languages.ts). */
import { ID } from '../../shared/logic/explain/id.ts';
import { addLanguage } from './languages.ts';

addLanguage('id', ID);
