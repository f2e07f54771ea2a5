// The graph of a source tree's relative imports, and the cycles in it: what the import-cycle test
// checks for the engine, the Worker and the client.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** Every .ts file under `dir`, depth first. */
export function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? modules(join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [join(dir, entry.name)]
        : [],
  );
}

/**
 * Every relative module a source imports or re-exports, as absolute paths from `dir`: type-only
 * imports included (a cycle of types still ties the modules together), and bare imports run
 * for their effect (`import './wasm.ts'`).
 */
export function importsIn(source: string, dir: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/^(?:import|export)\s(?:[^;]*?from\s+)?'(\.[^']+)'/gms)) {
    found.push(resolve(dir, match[1]));
  }
  return found;
}

/** The import graph of `files`: each file and the modules it imports. */
export const importGraph = (files: readonly string[]): Map<string, string[]> =>
  new Map(files.map((file) => [file, importsIn(readFileSync(file, 'utf8'), dirname(file))]));

/** Every cycle a depth-first walk meets, each from its first module back to it. */
export function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string): void => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return cycles;
}
