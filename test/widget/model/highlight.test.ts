// Highlights: the selection's houses, the same digit, conflicts and the hint's houses.
import { describe, expect, it } from 'vitest';
import { houseCells } from '../../../widget/model/geometry.ts';
import {
  CONFLICT,
  HINT_CELL,
  HINT_HOUSE,
  highlights,
  PEER,
  SAME,
  SELECTED,
} from '../../../widget/model/highlight.ts';

describe('highlights', () => {
  const values = new Array<number>(81).fill(0);
  values[0] = 5;
  values[80] = 5;
  values[1] = 5;

  it('marks the selection, its peers and the same digit elsewhere', () => {
    const f = highlights(9, values, 0, new Set([0, 1]));
    expect(f[0] & SELECTED).toBeTruthy();
    expect(f[8] & PEER).toBeTruthy(); // same row
    expect(f[72] & PEER).toBeTruthy(); // same column
    expect(f[20] & PEER).toBeTruthy(); // same box
    expect(f[40] & PEER).toBe(0);
    expect(f[80] & SAME).toBeTruthy();
    expect(f[1] & CONFLICT).toBeTruthy();
    expect(f[80] & CONFLICT).toBe(0);
  });

  it('marks the hint cell and its houses', () => {
    const f = highlights(9, values, null, new Set(), {
      cells: [40],
      area: houseCells(9, { kind: 'column', index: 4 }),
    });
    expect(f[40] & HINT_CELL).toBeTruthy();
    expect(f[4] & HINT_HOUSE).toBeTruthy();
    expect(f[41] & HINT_HOUSE).toBe(0);
    expect(f.every((x, i) => i === 40 || (x & SELECTED) === 0)).toBe(true);
  });
});
