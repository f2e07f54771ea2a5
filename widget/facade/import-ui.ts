/**
 * Imports the UI (view.ts). Written as one import; in widget.js the build (widget/bundle.ts) puts
 * in its place a function that imports the UI's chunk, each chunk that one imports, and the
 * chunks of the language's words (which the UI would import next, i18n/index.ts), all at once,
 * so the browser fetches them side by side instead of one after the other. Either way the files
 * are found beside widget.js: a relative import resolves against the importing module.
 */
import type { Lang } from '../model/config.ts';
import type { Ui } from '../ui-contract.ts';

export const importUi = (_lang: Lang): Promise<Ui> => import('../view.ts');
