// The engine's modules form no import cycle: shared types and schemas sit below the code that
// uses them and dispatch sits above, so any module can be loaded (and bundled) on its own.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findCycles, importGraph, namedCycles } from '../support/import-graph.ts';

const ROOT = fileURLToPath(new URL('../../shared/', import.meta.url));

describe('engine module graph', () => {
  const graph = importGraph(ROOT);

  it('reads the imports of every module', () => {
    expect(graph.size).toBeGreaterThan(50);
    expect(graph.get(join(ROOT, 'index.ts'))?.length).toBeGreaterThan(10);
  });

  it('has no import cycle', () => {
    expect(namedCycles(ROOT)).toEqual([]);
  });

  it('finds a cycle when there is one (the checker itself works)', () => {
    const cyclic = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
    ]);
    expect(findCycles(cyclic)).toEqual([['a', 'b', 'c', 'a']]);
  });
});
