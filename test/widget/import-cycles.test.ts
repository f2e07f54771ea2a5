// The widget's modules form no import cycle, type-only imports included: the model (and the
// store's `step` in model/store/) sits below the components, the components below the element,
// and the element's controllers see the store, never each other.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importGraph, namedCycles } from '../support/import-graph.ts';

const ROOT = fileURLToPath(new URL('../../widget/', import.meta.url));

describe('widget module graph', () => {
  const graph = importGraph(ROOT);

  it('reads the imports of every module', () => {
    expect(graph.size).toBeGreaterThan(60);
    expect(graph.get(join(ROOT, 'sudoku-break.ts'))?.length).toBeGreaterThan(10);
    // Type-only imports count: the store's actions name the session's type.
    expect(graph.get(join(ROOT, 'model/store/actions.ts'))).toContain(
      join(ROOT, 'model/store/session.ts'),
    );
  });

  it('has no import cycle', () => {
    expect(namedCycles(ROOT)).toEqual([]);
  });

  it('keeps the store and the model free of the element and its controllers', () => {
    const below = [...graph].filter(([file]) => file.startsWith(join(ROOT, 'model')));
    const reaching = below.flatMap(([file, imports]) =>
      imports
        .filter((i) => /[\\/]widget[\\/](app|components)[\\/]|sudoku-break\.ts$/.test(i))
        .map((i) => `${file} -> ${i}`),
    );
    expect(reaching).toEqual([]);
  });
});
