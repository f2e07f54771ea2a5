/**
 * The import graph of a folder of TypeScript modules, for the tests that keep it free of cycles
 * (test/engine/import-cycles.test.ts for shared/, test/widget/import-cycles.test.ts for widget/):
 * every relative import and re-export counts, type-only ones included, since a type cycle still
 * ties two modules into one concept.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** Every .ts module under `dir`, at any depth. */
export function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? modules(join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [join(dir, entry.name)]
        : [],
  );
}

/** Every relative module a file imports or re-exports, type-only ones included. */
export function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of source.matchAll(/^(?:import|export)\s[^;]*?from\s+'(\.[^']+)'/gms)) {
    found.push(resolve(dirname(file), match[1]));
  }
  return found;
}

/** The graph of the modules under `root`: each module and what it imports. */
export function importGraph(root: string): Map<string, string[]> {
  return new Map(modules(root).map((file) => [file, importsOf(file)]));
}

/** Every cycle a depth-first walk meets, each as the modules along it, first repeated last. */
export function findCycles(graph: Map<string, string[]>): string[][] {
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

/** The cycles of the modules under `root`, each named by paths relative to it. */
export const namedCycles = (root: string): string[] =>
  findCycles(importGraph(root)).map((cycle) => cycle.map((f) => relative(root, f)).join(' -> '));
