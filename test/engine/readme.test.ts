// Every README example of the engine runs against the engine's sources, as a module of its own
// (the package test runs them again, and the client's, against the packed tarball).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { readmeBlocks } from '../support/readme.ts';

const ENGINE = fileURLToPath(new URL('../../shared/index.ts', import.meta.url));
const OUT = fileURLToPath(new URL('../../node_modules/.cache/readme-blocks/', import.meta.url));

const blocks = readmeBlocks();

describe('README examples', () => {
  it('has examples of the engine and the client', () => {
    expect(blocks.filter((b) => b.kind === 'engine').length).toBeGreaterThanOrEqual(2);
    expect(blocks.filter((b) => b.kind === 'client').length).toBeGreaterThanOrEqual(1);
  });

  it.each(blocks.filter((b) => b.kind === 'engine').map((b) => [b.line, b] as const))(
    'the engine example at README.md:%i runs',
    async (line, block) => {
      mkdirSync(OUT, { recursive: true });
      const file = join(OUT, `readme-${line}.ts`);
      writeFileSync(file, block.code.replaceAll("'sudoku-break'", JSON.stringify(ENGINE)));
      const log = vi.spyOn(console, 'log').mockImplementation(() => {});
      try {
        await import(/* @vite-ignore */ file);
        expect(log).toHaveBeenCalled();
      } finally {
        log.mockRestore();
      }
    },
  );
});
