// The widget's layers hold: the model and the store's `step` (model/, model/store/) never import
// the element, its controllers (app/) or the components, type-only imports included, so the game's
// rules and the session run in Node without a DOM. (test/import-cycles.test.ts checks the widget
// for import cycles.)
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importGraph, modules } from '../support/import-graph.ts';

const ROOT = fileURLToPath(new URL('../../widget/', import.meta.url));
const ABOVE = /[\\/]widget[\\/](app|components)[\\/]|[\\/]sudoku-break\.ts$/;

describe('widget layers', () => {
  const model = importGraph(modules(join(ROOT, 'model')));

  it('reads the model, the store and their imports, type-only ones included', () => {
    expect(model.size).toBeGreaterThan(30);
    expect(model.get(join(ROOT, 'model/store/actions.ts'))).toContain(
      join(ROOT, 'model/store/session.ts'),
    );
  });

  it('keeps the model and the store free of the element, its controllers and components', () => {
    const reaching = [...model].flatMap(([file, imports]) =>
      imports.filter((i) => ABOVE.test(i)).map((i) => `${file} -> ${i}`),
    );
    expect(reaching).toEqual([]);
  });

  it('would see a module that reached above (the check itself works)', () => {
    expect(ABOVE.test(join(ROOT, 'app/store.ts'))).toBe(true);
    expect(ABOVE.test(join(ROOT, 'components/board.ts'))).toBe(true);
    expect(ABOVE.test(join(ROOT, 'sudoku-break.ts'))).toBe(true);
    expect(ABOVE.test(join(ROOT, 'model/store/step.ts'))).toBe(false);
  });
});
