// A single's evidence: the placed digits that rule the digit out of the house's other cells
// (hidden single: as few as cover them all) or rule the other digits out of the cell (naked).
import { describe, expect, it } from 'vitest';
import { houseCells } from '../../../widget/model/geometry.ts';
import { singleEvidence } from '../../../widget/model/highlight.ts';

const at = (r: number, c: number) => r * 9 + c;

function board(entries: [number, number, number][]): number[] {
  const values = new Array<number>(81).fill(0);
  for (const [r, c, d] of entries) values[at(r, c)] = d;
  return values;
}

describe('hidden single evidence', () => {
  const box0 = houseCells(9, { kind: 'box', index: 0 });

  it('names the copies of the digit that see the other cells of the house, and no others', () => {
    const values = board([
      [0, 5, 5], // row 1
      [1, 7, 5], // row 2
      [4, 1, 5], // column 2
      [7, 2, 5], // column 3
      [3, 4, 5], // sees nothing of box 1
    ]);
    const found = singleEvidence(9, values, at(2, 0), 5, box0);
    expect(found.sort((a, b) => a - b)).toEqual([at(0, 5), at(1, 7), at(4, 1), at(7, 2)]);
  });

  it('leaves out a copy whose cells are already covered, and filled cells need none', () => {
    const values = board([
      [0, 5, 5],
      [1, 7, 5],
      [2, 1, 3], // the rest of row 3 is filled
      [2, 2, 4],
      [5, 0, 5], // would rule out the target's column: not part of a true hidden single
    ]);
    // Without the column-0 copy the target stays open; the two rows cover every other cell.
    values[at(5, 0)] = 0;
    expect(singleEvidence(9, values, at(2, 0), 5, box0).sort((a, b) => a - b)).toEqual([
      at(0, 5),
      at(1, 7),
    ]);
  });

  it('a cell ruled out only by notes adds nothing', () => {
    const values = board([
      [0, 5, 5],
      [1, 7, 5],
    ]);
    // Row 3's other cells have no copy in sight: the function names what it can and stops.
    expect(singleEvidence(9, values, at(2, 0), 5, box0).sort((a, b) => a - b)).toEqual([
      at(0, 5),
      at(1, 7),
    ]);
  });
});

describe('naked single evidence', () => {
  it('names one placed peer for each other digit', () => {
    const values = board([
      [4, 0, 1],
      [4, 8, 2],
      [4, 2, 3],
      [0, 4, 4],
      [8, 4, 5],
      [3, 3, 6],
      [5, 5, 7],
      [3, 5, 8],
      [4, 1, 3], // a second 3 in sight: one is enough
      [0, 0, 9], // not a peer
    ]);
    const found = singleEvidence(9, values, at(4, 4), 9, null);
    expect(found).toHaveLength(8);
    expect(new Set(found.map((c) => values[c]))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8]));
    expect(found).not.toContain(at(0, 0));
  });
});
