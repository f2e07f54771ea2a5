// Property tests: a player who does nothing but follow hints (placing the digits, striking out
// the eliminated candidates in their notes, taking reveals) always finishes the puzzle, and no
// hint ever places a wrong digit or removes the right one — across generated puzzles of every
// level and size and real puzzles from the data sets. And every technique stays sound on any
// candidate grid that still holds the solution (what a player's notes may look like).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  autoNotes,
  type Grid,
  generate,
  type HintResult,
  HintResultSchema,
  hint,
  LEVELS,
} from '../../shared/index.ts';
import { copyState, createState } from '../../shared/logic/candidates.ts';
import { LIBRARY } from '../../shared/logic/techniques/index.ts';
import { loadPuzzles } from '../support/datasets.ts';
import { unwrap } from '../support/result.ts';
import { isValidSolution } from '../support/rules.ts';
import { BIG_BUDGET, puzzle, walk } from './helpers.ts';
import { judge } from './verify.ts';

interface Followed {
  hints: number;
  reveals: number;
  /** Reveals because the work budget ran out (never, on a real puzzle). */
  budgetReveals: number;
  kinds: Set<string>;
}

/** Plays the puzzle by hints alone; throws on the first wrong move. */
function followHints(grid: Grid, solution: readonly number[]): Followed {
  const { size } = grid;
  const entries = grid.cells.slice();
  let notes: number[][] | undefined;
  const seen: Followed = { hints: 0, reveals: 0, budgetReveals: 0, kinds: new Set() };
  const rc = (cell: { row: number; col: number }) => cell.row * size + cell.col;
  for (let guard = 0; guard < 4 * size * size * size; guard++) {
    const result = hint(grid, entries, { notes });
    if (!result.ok) throw new Error(result.error.message);
    const value: HintResult = HintResultSchema.parse(result.value);
    seen.hints++;
    if (value.kind === 'solved') {
      if (!isValidSolution(grid.cells, entries)) throw new Error('solved, but the board is wrong');
      return seen;
    }
    if (value.kind === 'mistakes') throw new Error('a hint follower made a mistake');
    if (value.kind === 'reveal') {
      seen.reveals++;
      if (value.reason === 'budget') seen.budgetReveals++;
      const cell = rc(value.placement.cell);
      if (solution[cell] !== value.placement.digit) throw new Error('wrong reveal');
      entries[cell] = value.placement.digit;
      continue;
    }
    const { step } = value;
    seen.kinds.add(step.technique);
    for (const m of step.placements) {
      const cell = rc(m.cell);
      if (solution[cell] !== m.digit) throw new Error(`${step.technique} placed a wrong digit`);
      entries[cell] = m.digit;
    }
    if (step.eliminations.length > 0) {
      notes ??= unwrap(autoNotes({ size, cells: entries }));
      for (const m of step.eliminations) {
        const cell = rc(m.cell);
        if (solution[cell] === m.digit)
          throw new Error(`${step.technique} removed the right digit`);
        notes[cell] = notes[cell].filter((d) => d !== m.digit);
      }
    }
  }
  throw new Error('hints did not finish the puzzle');
}

const grids = (texts: readonly string[]) =>
  texts.map((text) => {
    const p = puzzle(text);
    return { grid: p.grid, solution: p.solution };
  });

describe('following hints alone', () => {
  it('finishes generated 9x9 puzzles of every level, never wrong', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.constantFrom(...LEVELS),
        (n, level) => {
          const made = generate({ seed: `follow-${n}`, size: 9, level });
          if (!made.ok) throw new Error(made.error.message);
          const p = puzzle(made.value.puzzle);
          const run = followHints(p.grid, p.solution);
          // A puzzle rated below expert never needs a reveal: its level's techniques suffice.
          if (level !== 'expert') expect(run.reveals).toBe(0);
        },
      ),
      { numRuns: 120, seed: 4242 },
    );
  });

  it('finishes generated 4x4, 6x6 and 16x16 puzzles', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.constantFrom(4, 6, 6, 4),
        (n, size) => {
          const made = generate({ seed: `follow-${n}`, size: size as 4 | 6, level: 'hard' });
          if (!made.ok) throw new Error(made.error.message);
          const p = puzzle(made.value.puzzle);
          followHints(p.grid, p.solution);
        },
      ),
      { numRuns: 30, seed: 7 },
    );
    const big = generate({ seed: 'follow-16', size: 16, level: 'easy' });
    if (!big.ok) throw new Error(big.error.message);
    const p = puzzle(big.value.puzzle);
    followHints(p.grid, p.solution);
  });

  // Big boards: easy and medium 16x16 puzzles are graded by technique, so hints alone finish
  // them with (next to) no reveals; 25x25 easy is singles only. Never a reveal for want of
  // budget, and never a wrong digit or a wrong elimination (followHints throws on one).
  it.each([
    ['16x16', 'easy', 16, 3],
    ['16x16', 'medium', 16, 3],
    ['25x25', 'easy', 25, 1],
  ] as const)(
    'finishes generated %s %s puzzles, reveals for at most 5 percent of the cells',
    (_, level, size, seeds) => {
      for (let i = 0; i < seeds; i++) {
        const made = unwrap(generate({ seed: `follow-big-${i}`, size, level }));
        const p = puzzle(made.puzzle, BIG_BUDGET);
        const empty = p.grid.cells.filter((v) => v === 0).length;
        const run = followHints(p.grid, p.solution);
        expect(run.budgetReveals).toBe(0);
        expect(run.reveals).toBeLessThanOrEqual(0.05 * empty);
      }
    },
  );

  it('finishes real puzzles from the data sets, hard ones included', () => {
    const pool = grids([
      ...loadPuzzles('magictour-top1465').filter((_, i) => i % 50 === 0),
      ...loadPuzzles('top95').filter((_, i) => i % 8 === 0),
      ...loadPuzzles('17-clue').filter((_, i) => i % 5000 === 0),
    ]);
    const kinds = new Set<string>();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: pool.length - 1 }), (i) => {
        for (const k of followHints(pool[i].grid, pool[i].solution).kinds) kinds.add(k);
      }),
      { numRuns: 100, seed: 99 },
    );
    expect(kinds.size).toBeGreaterThan(8);
  });

  it('starts from the player notes: a hint never contradicts notes that hold the solution', () => {
    const p = puzzle(loadPuzzles('top95')[3]);
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 511 }), { minLength: 81, maxLength: 81 }),
        (noise) => {
          // Notes: the solution digit plus random others, in every empty cell.
          const notes = p.grid.cells.map((v, cell) => {
            if (v !== 0) return [];
            const mask = noise[cell] | (1 << (p.solution[cell] - 1));
            return [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => mask & (1 << (d - 1)));
          });
          const result = hint(p.grid, null, { notes });
          if (!result.ok) throw new Error(result.error.message);
          const value = result.value;
          if (value.kind === 'step') {
            for (const m of value.step.eliminations) {
              const cell = m.cell.row * 9 + m.cell.col;
              expect(notes[cell]).toContain(m.digit);
              expect(p.solution[cell]).not.toBe(m.digit);
            }
            for (const m of value.step.placements)
              expect(p.solution[m.cell.row * 9 + m.cell.col]).toBe(m.digit);
          } else {
            expect(value.kind).toBe('reveal');
          }
        },
      ),
      { numRuns: 60, seed: 5 },
    );
  });
});

describe('soundness on any candidate grid that holds the solution', () => {
  it('no technique places a wrong digit or removes the right one', () => {
    const pool = [
      ...loadPuzzles('magictour-top1465').filter((_, i) => i % 100 === 0),
      ...loadPuzzles('top95').filter((_, i) => i % 10 === 0),
    ].map((text) => puzzle(text));
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: pool.length - 1 }),
        fc.integer({ min: 0, max: 60 }),
        fc.array(fc.integer({ min: 0, max: 511 }), { minLength: 81, maxLength: 81 }),
        fc.integer({ min: 0, max: 2 }),
        (i, depth, noise, mode) => {
          const p = pool[i];
          let at = createState(p.grid);
          let steps = 0;
          walk(p, (state) => {
            at = copyState(state);
            return steps++ >= depth;
          });
          // mode 0: extra candidates; 1: fewer; 2: random — always keeping the solution digit
          // and never a digit the rules forbid (the engine's invariant, notes included).
          const rules = createState({ size: 9, cells: Array.from(at.values) }).cands;
          for (let cell = 0; cell < 81; cell++) {
            if (at.values[cell] !== 0) continue;
            const truth = 1 << (p.solution[cell] - 1);
            const c = at.cands[cell];
            const mixed = mode === 0 ? c | noise[cell] : mode === 1 ? c & noise[cell] : noise[cell];
            at.cands[cell] = (mixed & rules[cell]) | truth;
          }
          for (const t of LIBRARY) {
            const step = t.find(at);
            if (step) expect(judge(at, step, p.solution)).toEqual([]);
          }
        },
      ),
      { numRuns: 300, seed: 11 },
    );
  });
});
