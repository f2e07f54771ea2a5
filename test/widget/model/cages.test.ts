// The widget's reading of Killer cages (widget/model/cages.ts) accepts exactly the cage sets the
// engine's `cageCells` accepts, with the same cell indexes, and only on Killer puzzles: real
// puzzles' cages, and cages broken at random (a cell moved to another cage, dropped, doubled, or
// off the board), with their sums kept possible.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sumBounds } from '../../../shared/constraints/cage-sums.ts';
import { type Cage, generate } from '../../../shared/index.ts';
import { cageCells } from '../../../shared/variants/killer.ts';
import { cagesOf } from '../../../widget/model/cages.ts';

const puzzles = ['cages-1', 'cages-2'].map((seed) => {
  const made = generate({ seed, level: 'hard', variant: 'killer' });
  if (!made.ok) throw new Error('fixture');
  return made.value;
});

/** What the engine makes of these cages: the cell indexes, or null. */
function engine(cages: Cage[]) {
  const read = cageCells(9, cages);
  return read.ok ? read.value : null;
}

const possible = (cages: Cage[]): Cage[] =>
  cages.map(({ cells }) => ({ sum: sumBounds(cells.length)[0], cells }));

describe('cagesOf', () => {
  it('takes real puzzles as the engine does, and refuses cages on other variants', () => {
    for (const p of puzzles) {
      expect(cagesOf(p)).toEqual(engine(p.cages ?? []));
      expect(cagesOf({ ...p, variant: 'classic' })).toBeNull();
      expect(cagesOf({ ...p, cages: [] })).toBeNull();
      expect(cagesOf({ ...p, variant: 'classic', cages: undefined })).toEqual([]);
      expect(cagesOf({ ...p, size: 4 })).toBeNull();
    }
  });

  it('agrees with the engine on cages broken at random', () => {
    const seen = { taken: 0, refused: 0 };
    const change = fc.record({
      kind: fc.constantFrom('move', 'drop', 'double', 'off', 'swap', 'join', 'join'),
      from: fc.nat(80),
      to: fc.nat(80),
      at: fc.nat(8),
    });
    fc.assert(
      fc.property(
        fc.constantFrom(...puzzles),
        fc.array(change, { minLength: 1, maxLength: 3 }),
        (p, changes) => {
          const cages = (p.cages ?? []).map((c) => ({ sum: c.sum, cells: [...c.cells] }));
          for (const { kind, from, to, at } of changes) {
            const a = cages[from % cages.length];
            const b = cages[to % cages.length];
            const k = at % a.cells.length;
            if (kind === 'move' && a.cells.length > 1) b.cells.push(...a.cells.splice(k, 1));
            if (kind === 'drop' && a.cells.length > 1) a.cells.splice(k, 1);
            if (kind === 'double') b.cells.push(a.cells[k]);
            if (kind === 'off') a.cells[k] = [a.cells[k][0], 9 + (at % 16)];
            if (kind === 'swap') a.cells[k] = [a.cells[k][1], a.cells[k][0]];
            if (kind === 'join' && a.cells.length > 1) {
              // To the cage of an orthogonal neighbour: often still sound.
              const [r, c] = a.cells[k];
              const near = [r + (at % 2 ? 1 : -1), c] as const;
              const into = cages.find(
                (x) => x !== a && x.cells.some(([y, z]) => y === near[0] && z === near[1]),
              );
              if (into) into.cells.push(...a.cells.splice(k, 1));
            }
          }
          const kept = possible(cages.filter((c) => c.cells.length > 0 && c.cells.length <= 9));
          const want = engine(kept);
          expect(cagesOf({ ...p, cages: kept })).toEqual(want);
          seen[want ? 'taken' : 'refused']++;
        },
      ),
      { numRuns: 400 },
    );
    // Both answers come up: a cell moved to a neighbouring cage can leave both sound.
    expect(seen.taken).toBeGreaterThan(10);
    expect(seen.refused).toBeGreaterThan(10);
  });
});
