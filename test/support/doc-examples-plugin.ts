/**
 * A Vite plugin that serves the documentation's code examples (doc-examples.ts) as modules, for
 * tests that cannot read files: the Worker tests run inside workerd, with no file system. The
 * module `virtual:doc-examples` lists the examples (where they are, their code), each with
 * `load()`, which imports the example as written, its package imports pointing at the
 * repository's sources ('sudoku-break' at shared/index.ts, 'sudoku-break/client' at
 * client/index.ts). Loading runs it.
 */
import type { Plugin } from 'vitest/config';
import { type DocExample, docExamples, repoPath } from './doc-examples.ts';

export const DOC_EXAMPLES_MODULE = 'virtual:doc-examples';

const RESOLVED = `\0${DOC_EXAMPLES_MODULE}`;
const EXAMPLE = `${DOC_EXAMPLES_MODULE}/`;

/** The example's code with the package's specifiers turned into the repository's sources. */
const fromSources = (example: DocExample): string =>
  example.code
    .replaceAll("'sudoku-break/client'", JSON.stringify(repoPath('client/index.ts')))
    .replaceAll("'sudoku-break'", JSON.stringify(repoPath('shared/index.ts')));

export function docExamplesPlugin(): Plugin {
  return {
    name: 'sudoku-break:doc-examples',
    resolveId(id) {
      return id === DOC_EXAMPLES_MODULE || id.startsWith(EXAMPLE) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      // Read afresh on every load, so a watch run sees the docs as they are now.
      const examples = docExamples();
      if (id === RESOLVED) {
        const entries = examples.map(
          ({ file, line, kind, code }, i) =>
            `{ file: ${JSON.stringify(file)}, line: ${line}, kind: ${JSON.stringify(kind)}, code: ${JSON.stringify(code)}, load: () => import(${JSON.stringify(`${EXAMPLE}${i}`)}) }`,
        );
        return `export default [\n  ${entries.join(',\n  ')},\n];\n`;
      }
      const example = examples[Number(id.slice(RESOLVED.length + 1))];
      if (!example) throw new Error(`no documentation example ${id.slice(1)}`);
      return fromSources(example);
    },
  };
}
