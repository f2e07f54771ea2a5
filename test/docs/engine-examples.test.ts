// Every engine example of the README and docs/*.md runs against the engine's sources, as a module
// of its own (the package test runs them again, and the client's, against the packed tarball;
// the Worker tests run the client's inside workerd).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { docExamples, where } from '../support/doc-examples.ts';

const ENGINE = fileURLToPath(new URL('../../shared/index.ts', import.meta.url));
const OUT = fileURLToPath(new URL('../../node_modules/.cache/doc-examples/', import.meta.url));

const examples = docExamples();

describe('the documentation examples', () => {
  it('has examples of the engine and the client', () => {
    expect(examples.filter((e) => e.kind === 'engine').length).toBeGreaterThanOrEqual(2);
    expect(examples.filter((e) => e.kind === 'client').length).toBeGreaterThanOrEqual(1);
  });

  it('has no TypeScript example that imports neither the engine nor the client (it would not run)', () => {
    expect(examples.filter((e) => e.kind === 'none').map(where)).toEqual([]);
  });

  it.each(examples.filter((e) => e.kind === 'engine').map((e) => [where(e), e] as const))(
    'the engine example at %s runs',
    async (_, example) => {
      mkdirSync(OUT, { recursive: true });
      const file = join(OUT, `${example.file.replaceAll('/', '-')}-${example.line}.ts`);
      writeFileSync(file, example.code.replaceAll("'sudoku-break'", JSON.stringify(ENGINE)));
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
