// How explanations name cells and lists, in both languages: "row 4, column 7", cells that share
// a row or a column together ("row 4, columns 2 and 7"), and lists whose items hold commas set
// apart so that a player can still tell where one cell ends and the next begins.
import { describe, expect, it } from 'vitest';
import { EN } from '../../shared/logic/explain/en.ts';
import { ID } from '../../shared/logic/explain/id.ts';
import { joinList, namer } from '../../shared/logic/explain/names.ts';

const en = namer(EN, 9);
const id = namer(ID, 9);
/** The cell index of a 1-based row and column on 9x9. */
const at = (row: number, col: number) => (row - 1) * 9 + col - 1;

describe('explanation names', () => {
  it('names a cell by row and column', () => {
    expect(en.cell(at(7, 8))).toBe('row 7, column 8');
    expect(id.cell(at(7, 8))).toBe('baris 7, kolom 8');
    expect(namer(EN, 16).cell(255)).toBe('row 16, column 16');
  });

  it('puts cells of one row, or of one column, together, whichever makes fewer groups', () => {
    expect(en.cells([at(1, 5), at(1, 2)])).toBe('row 1, columns 2 and 5');
    expect(en.cells([at(2, 3), at(6, 3), at(4, 3)])).toBe('column 3, rows 2, 4 and 6');
    expect(id.cells([at(1, 2), at(1, 5), at(1, 8)])).toBe('baris 1, kolom 2, 5, dan 8');
    expect(en.cells([at(1, 2), at(5, 6)])).toBe('row 1, column 2 and row 5, column 6');
  });

  it('keeps lists of groups readable: a comma before a last group, semicolons from three', () => {
    expect(en.cells([at(5, 3), at(6, 2), at(6, 3)])).toBe(
      'row 5, column 3, and row 6, columns 2 and 3',
    );
    expect(en.cells([at(1, 1), at(4, 5), at(7, 9)])).toBe(
      'row 1, column 1; row 4, column 5; and row 7, column 9',
    );
    expect(id.cells([at(1, 1), at(4, 5), at(7, 9)])).toBe(
      'baris 1, kolom 1; baris 4, kolom 5; dan baris 7, kolom 9',
    );
    expect(joinList(['1', '2', '3'], 'and')).toBe('1, 2 and 3');
    expect(joinList(['1', '2', '3'], 'dan', true)).toBe('1, 2, dan 3');
  });

  it('says what eliminations remove, and what they mean, grouped by the same cells', () => {
    const moves = [
      { cell: at(7, 8), digit: 6 },
      { cell: at(7, 9), digit: 6 },
      { cell: at(7, 8), digit: 8 },
      { cell: at(7, 9), digit: 8 },
      { cell: at(3, 1), digit: 9 },
    ];
    expect(en.removals(moves)).toBe(
      '6 and 8 from row 7, columns 8 and 9, and 9 from row 3, column 1',
    );
    expect(en.cannot(moves)).toBe(
      'row 7, columns 8 and 9 cannot be 6 or 8, and row 3, column 1 cannot be 9',
    );
    expect(id.removals(moves)).toBe(
      '6 dan 8 dari baris 7, kolom 8 dan 9, serta 9 dari baris 3, kolom 1',
    );
    const three = [...moves, { cell: at(1, 1), digit: 4 }];
    expect(en.removals(three)).toBe(
      '6 and 8 from row 7, columns 8 and 9; 9 from row 3, column 1; and 4 from row 1, column 1',
    );
  });

  it('names houses, grouped by kind, and digits as the board shows them', () => {
    expect(en.houses([1, 4, 7])).toBe('rows 2, 5 and 8');
    expect(id.houses([10, 13])).toBe('kolom 2 dan 5');
    expect(en.house(22)).toBe('box 5');
    expect(namer(EN, 16).digits([10, 16])).toBe('A and G');
  });
});
