// The two production search cores (9x9 band bitboards and the general bit-set search) are
// independent implementations: they must agree on solution counts and solutions.
import { describe, expect, it } from 'vitest';
import { searchBitboard9 } from '../../shared/solve/bitboard9.ts';
import { searchGeneral } from '../../shared/solve/general.ts';
import { loadPuzzles } from '../support/datasets.ts';
import { digits } from '../support/rules.ts';

describe('bitboard and general search agree', () => {
  it('on top95 and a sample of the hardest puzzles, and on their multi-solution variants', () => {
    const puzzles = [
      ...loadPuzzles('top95'),
      ...loadPuzzles('forum-hardest-1106').filter((_, i) => i % 5 === 0),
    ];
    for (const line of puzzles) {
      const cells = digits(line);
      const fast = searchBitboard9(cells, { limit: 2, budget: 1e6 });
      const general = searchGeneral(9, cells, { limit: 2, budget: 1e6 });
      expect(fast.count).toBe(1);
      expect(general.count).toBe(1);
      expect(Array.from(general.solution ?? [])).toEqual(Array.from(fast.solution ?? []));
      // Drop the first two givens: both must agree how many solutions (up to 10) remain.
      const looser = [...cells];
      let dropped = 0;
      for (let i = 0; i < 81 && dropped < 2; i++) {
        if (looser[i] === 0) continue;
        looser[i] = 0;
        dropped++;
      }
      expect(searchGeneral(9, looser, { limit: 10, budget: 1e6 }).count).toBe(
        searchBitboard9(looser, { limit: 10, budget: 1e6 }).count,
      );
    }
  });

  it('both honour an excluded digit', () => {
    const line = loadPuzzles('top95')[0];
    const cells = digits(line);
    const solution = searchBitboard9(cells, { limit: 1, budget: 1e6 }).solution ?? new Uint8Array();
    const empty = cells.indexOf(0);
    const exclude = { cell: empty, digit: solution[empty] };
    expect(searchBitboard9(cells, { limit: 2, budget: 1e6, exclude }).count).toBe(0);
    expect(searchGeneral(9, cells, { limit: 2, budget: 1e6, exclude }).count).toBe(0);
  });
});
