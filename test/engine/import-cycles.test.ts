// The engine's modules form no import cycle: shared types and schemas sit below the code that
// uses them and dispatch sits above, so any module can be loaded (and bundled) on its own.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../shared/', import.meta.url));

function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? modules(join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [join(dir, entry.name)]
        : [],
  );
}

/** Every relative module a file imports or re-exports, type-only ones included. */
function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of source.matchAll(/^(?:import|export)\s[^;]*?from\s+'(\.[^']+)'/gms)) {
    found.push(resolve(dirname(file), match[1]));
  }
  return found;
}

function findCycles(graph: Map<string, string[]>): string[][] {
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

describe('engine module graph', () => {
  const files = modules(ROOT);
  const graph = new Map(files.map((file) => [file, importsOf(file)]));

  it('reads the imports of every module', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(graph.get(join(ROOT, 'index.ts'))?.length).toBeGreaterThan(10);
  });

  it('has no import cycle', () => {
    const named = findCycles(graph).map((cycle) =>
      cycle.map((f) => relative(ROOT, f)).join(' -> '),
    );
    expect(named).toEqual([]);
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
