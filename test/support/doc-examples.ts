/**
 * The code examples of the README and docs/*.md that use the package (`from 'sudoku-break'` or
 * `'sudoku-break/client'`), so tests can run them wherever they live: the documentation cannot
 * drift from the code. Every ```ts block is such an example; ```sh, ```html and ```mermaid blocks
 * illustrate and are not run.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = new URL('../../', import.meta.url);

/** The documentation files, relative to the repository root: README.md, then docs/*.md. */
export const DOC_FILES: readonly string[] = [
  'README.md',
  ...readdirSync(new URL('docs/', ROOT))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`),
];

/** The absolute path of a repository file, such as a documentation file. */
export const repoPath = (file: string): string => fileURLToPath(new URL(file, ROOT));

export interface DocExample {
  /** The documentation file, relative to the repository root. */
  readonly file: string;
  /** 1-based line of the opening fence, for messages. */
  readonly line: number;
  readonly code: string;
  /**
   * `client` when it imports the API client (it needs a running API), `engine` when it imports
   * the engine, `none` when it imports neither (a test refuses those: an example must run).
   */
  readonly kind: 'engine' | 'client' | 'none';
}

/** `file:line`, how a test names an example. */
export const where = (example: DocExample): string => `${example.file}:${example.line}`;

/** The ```ts blocks of one markdown text. */
export function examplesIn(file: string, text: string): DocExample[] {
  const examples: DocExample[] = [];
  for (const match of text.matchAll(/^```ts\n([\s\S]*?)^```$/gm)) {
    const code = match[1];
    const line = text.slice(0, match.index).split('\n').length;
    const kind = code.includes("from 'sudoku-break/client'")
      ? 'client'
      : code.includes("from 'sudoku-break'")
        ? 'engine'
        : 'none';
    examples.push({ file, line, code, kind });
  }
  return examples;
}

/** Every example of every documentation file, in file order. */
export const docExamples = (): DocExample[] =>
  DOC_FILES.flatMap((file) => examplesIn(file, readFileSync(repoPath(file), 'utf8')));

/** The example origin the client examples use, to be replaced by a real server's. */
export const EXAMPLE_ORIGIN = 'https://sudoku.example.com';
