/**
 * The README's TypeScript examples that use the package (`from 'sudoku-break'` or
 * `'sudoku-break/client'`), so tests can run them: the documentation cannot drift from the code.
 */
import { readFileSync } from 'node:fs';

export interface ReadmeBlock {
  /** 1-based line of the opening fence, for messages. */
  readonly line: number;
  readonly code: string;
  /** `client` when it imports the API client (it needs a running API), else `engine`. */
  readonly kind: 'engine' | 'client';
}

export const README = new URL('../../README.md', import.meta.url);

export function readmeBlocks(text = readFileSync(README, 'utf8')): ReadmeBlock[] {
  const blocks: ReadmeBlock[] = [];
  for (const match of text.matchAll(/^```ts\n([\s\S]*?)^```$/gm)) {
    const code = match[1];
    if (!/from 'sudoku-break(\/client)?'/.test(code)) continue;
    const line = text.slice(0, match.index).split('\n').length;
    blocks.push({ line, code, kind: code.includes("'sudoku-break/client'") ? 'client' : 'engine' });
  }
  return blocks;
}

/** The example origin the client examples use, to be replaced by a real server's. */
export const EXAMPLE_ORIGIN = 'https://sudoku.example.com';
