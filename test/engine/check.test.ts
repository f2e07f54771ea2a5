// `check` lists every conflict as a pair of cells with its house, and says complete and solved.
import { describe, expect, it } from 'vitest';
import { check, type Grid, parse } from '../../shared/index.ts';
import { unwrap } from '../support/result.ts';

const grid = (text: string): Grid => {
  const parsed = parse(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
};

const SOLVED = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';

describe('check', () => {
  it('a solved grid has no conflicts and is complete and solved', () => {
    expect(unwrap(check(grid(SOLVED)))).toEqual({ conflicts: [], complete: true, solved: true });
  });

  it('an empty grid is neither complete nor solved', () => {
    expect(unwrap(check(grid('.'.repeat(81))))).toEqual({
      conflicts: [],
      complete: false,
      solved: false,
    });
  });

  it('reports row, column and box conflicts as pairs', () => {
    // Swap two cells of a solved grid in one row: each moved digit now repeats in its column and box.
    const cells = [...SOLVED];
    [cells[0], cells[4]] = [cells[4], cells[0]];
    const result = unwrap(check(grid(cells.join(''))));
    expect(result.complete).toBe(true);
    expect(result.solved).toBe(false);
    const houses = result.conflicts.map((c) => `${c.house.kind}${c.house.index}:${c.digit}`).sort();
    expect(houses).toEqual(['box0:7', 'box1:5', 'column0:7', 'column4:5']);
    for (const conflict of result.conflicts) {
      const [a, b] = conflict.cells;
      expect(cells[a.row * 9 + a.col]).toBe(String(conflict.digit));
      expect(cells[b.row * 9 + b.col]).toBe(String(conflict.digit));
    }
  });

  it('lists every pair when a digit repeats three times', () => {
    const result = unwrap(check(grid(`1.1.1${'.'.repeat(76)}`)));
    expect(result.conflicts.filter((c) => c.house.kind === 'row')).toHaveLength(3);
    expect(result.conflicts.filter((c) => c.house.kind === 'box')).toHaveLength(1);
  });

  it('uses 6x6 boxes of three columns and two rows', () => {
    const result = unwrap(check(grid(`1.....${'..1...'}${'.'.repeat(24)}`)));
    expect(result.conflicts).toEqual([
      {
        digit: 1,
        cells: [
          { row: 0, col: 0 },
          { row: 1, col: 2 },
        ],
        house: { kind: 'box', index: 0 },
      },
    ]);
  });
});
