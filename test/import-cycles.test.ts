// The engine's, the Worker's, the client's and the widget's modules form no import cycle,
// type-only imports included: shared types and schemas sit below the code that uses them and
// dispatch sits above, so any module can be loaded (and bundled) on its own. In the Worker, http/
// and cache/ sit below the route groups of api/, and the route table and the app (contract.ts,
// index.ts) above them. In the widget, the model (and the store's `step`, model/store/) sits
// below the components, the components below the element, and the element's controllers see
// the store, never each other (test/widget/import-layers.test.ts holds the model's side).
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findCycles, importGraph, importsIn, modules } from './support/import-graph.ts';

const REPO = fileURLToPath(new URL('../', import.meta.url));

describe.each([
  // Each tree, with a module known to import several others: proof the imports were read.
  { tree: 'shared', least: 50, hub: 'index.ts' },
  { tree: 'worker', least: 40, hub: 'index.ts' },
  { tree: 'client', least: 4, hub: 'index.ts' },
  { tree: 'widget', least: 60, hub: 'sudoku-break.ts' },
])('$tree/ module graph', ({ tree, least, hub }) => {
  const root = join(REPO, tree);
  const graph = importGraph(modules(root));

  it('reads the imports of every module', () => {
    expect(graph.size).toBeGreaterThan(least);
    expect(graph.get(join(root, hub))?.length).toBeGreaterThan(2);
  });

  it('has no import cycle', () => {
    const named = findCycles(graph).map((cycle) =>
      cycle.map((f) => relative(REPO, f)).join(' -> '),
    );
    expect(named).toEqual([]);
  });
});

describe('the checker itself', () => {
  it('finds a cycle when there is one', () => {
    const cyclic = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
    ]);
    expect(findCycles(cyclic)).toEqual([['a', 'b', 'c', 'a']]);
  });

  it('reads type-only imports, re-exports and bare imports', () => {
    const source = [
      "import type { A } from './a.ts';",
      "import {\n  b,\n  type B,\n} from '../b.ts';",
      "export { c } from './c.ts';",
      "export type { D } from './d.ts';",
      "import './e.ts';",
      "import { z } from 'zod/mini';",
      "// import { f } from './f.ts';",
    ].join('\n');
    expect(importsIn(source, '/x/y')).toEqual([
      '/x/y/a.ts',
      '/x/b.ts',
      '/x/y/c.ts',
      '/x/y/d.ts',
      '/x/y/e.ts',
    ]);
  });
});
