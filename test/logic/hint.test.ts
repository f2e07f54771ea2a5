// `hint`: errors as values for bad puzzles and bad player input, mistakes before anything else,
// the next step from the player's position (their notes respected), a marked reveal when no
// technique applies or the budget runs out, and an API request's fields passed as they come (text
// puzzles and boards; field paths for bad ones). Every answer is checked against the zod schema
// the Worker serves.
import { describe, expect, it } from 'vitest';
import {
  autoNotes,
  type HintRequest,
  type HintResult,
  HintResultSchema,
  hint,
  parse,
} from '../../shared/index.ts';
import { loadPuzzles } from '../support/datasets.ts';
import { unwrap } from '../support/result.ts';
import { puzzle, walk } from './helpers.ts';

const EASY = '2..576.48.142...6.6..4...5...78.4.3.4.69....2.....1..4.6.1.84...8....791.41...586';

function value(result: ReturnType<typeof hint>): HintResult {
  if (!result.ok) throw new Error(result.error.message);
  return HintResultSchema.parse(result.value);
}

const code = (result: ReturnType<typeof hint>) => (result.ok ? 'ok' : result.error.code);

describe('hint errors', () => {
  it('rejects givens that break the rules', () => {
    const grid = parse(`11${'.'.repeat(79)}`);
    if (!grid.ok) throw new Error('parse');
    const result = hint(grid.value);
    expect(code(result)).toBe('invalid_puzzle');
    expect(!result.ok && result.error.message).toMatch(/row 1/);
  });

  it('rejects a puzzle with several solutions', () => {
    const grid = parse(`123${'.'.repeat(78)}`);
    if (!grid.ok) throw new Error('parse');
    expect(code(hint(grid.value))).toBe('multiple_solutions');
  });

  it('rejects a puzzle with no solution', () => {
    // Row 1 needs a 9 in r1c9, but column 9 already has one.
    const grid = parse(`12345678.${'........9'}${'.'.repeat(63)}`);
    if (!grid.ok) throw new Error('parse');
    expect(code(hint(grid.value))).toBe('unsolvable');
  });

  it('rejects entries and notes that do not fit the puzzle', () => {
    const { grid } = puzzle(EASY);
    expect(code(hint(grid, grid.cells.slice(1)))).toBe('invalid_options');
    const overwrite = grid.cells.slice();
    overwrite[0] = 3; // r1c1 is a given 2
    const result = hint(grid, overwrite);
    expect(code(result)).toBe('invalid_options');
    expect(!result.ok && result.error.path).toEqual(['entries', 0]);
    expect(code(hint(grid, null, { notes: [[1]] }))).toBe('invalid_options');
    const notes = grid.cells.map(() => [] as number[]);
    notes[1] = [10];
    expect(code(hint(grid, null, { notes }))).toBe('invalid_options');
    const small = parse('4....1.....41.3.');
    if (!small.ok) throw new Error('parse');
    expect(code(hint(grid, small.value))).toBe('invalid_options');
  });
});

describe('hint: mistakes first', () => {
  it('reports wrong entries with their cells, without giving the right digit away', () => {
    const { grid, solution } = puzzle(EASY);
    const entries = grid.cells.slice();
    // r1c2 and r9c1 are empty in the puzzle: put wrong digits there.
    entries[1] = (solution[1] % 9) + 1;
    entries[72] = (solution[72] % 9) + 1;
    const result = value(hint(grid, entries));
    expect(result.kind).toBe('mistakes');
    if (result.kind !== 'mistakes') return;
    expect(result.mistakes).toEqual([
      { cell: { row: 0, col: 1 }, kind: 'entry', digit: entries[1] },
      { cell: { row: 8, col: 0 }, kind: 'entry', digit: entries[72] },
    ]);
    expect(result.explanation.en.full).toBe(
      `These entries do not match the solution: row 1, column 2 (${entries[1]}) and row 9, column 1 (${entries[72]}). Fix them before going on.`,
    );
    expect(result.explanation.en.nudge).toBe('2 things on the board are not right. Check row 1.');
    expect(result.explanation.id.full).toContain(`baris 1, kolom 2 (${entries[1]})`);
    expect(result.explanation.id.full).toContain(`baris 9, kolom 1 (${entries[72]})`);
    expect(result.explanation.en.full).not.toContain(`(${solution[1]})`);
  });

  it('reports notes that leave out the right digit', () => {
    const { grid, solution } = puzzle(EASY);
    const notes = unwrap(autoNotes(grid));
    notes[1] = notes[1].filter((d) => d !== solution[1]);
    const result = value(hint(grid, null, { notes }));
    expect(result.kind).toBe('mistakes');
    if (result.kind === 'mistakes') {
      expect(result.mistakes).toEqual([{ cell: { row: 0, col: 1 }, kind: 'note' }]);
      expect(result.explanation.id.full).toContain('Catatan');
    }
  });

  it('says so when the board is complete and right', () => {
    const { grid, solution } = puzzle(EASY);
    expect(value(hint(grid, solution)).kind).toBe('solved');
  });
});

describe('hint: the next step', () => {
  it('gives a single on an easy puzzle, with both languages at two levels', () => {
    const { grid, solution } = puzzle(EASY);
    const result = value(hint(grid));
    expect(result.kind).toBe('step');
    if (result.kind !== 'step') return;
    const { step } = result;
    expect(step.level).toBe('easy');
    expect(step.placements).toHaveLength(1);
    const { cell, digit } = step.placements[0];
    expect(solution[cell.row * 9 + cell.col]).toBe(digit);
    const en = `row ${cell.row + 1}, column ${cell.col + 1}`;
    const id = `baris ${cell.row + 1}, kolom ${cell.col + 1}`;
    expect(step.explanation.en.full).toContain(`Place ${digit} in ${en}.`);
    expect(step.explanation.id.full).toContain(`Isi ${id} dengan ${digit}.`);
    // The nudge points, it does not tell.
    expect(step.explanation.en.nudge).not.toContain('Place');
    expect(step.explanation.id.nudge).not.toContain('Isi ');
  });

  it('moves on once the player has struck out what a step eliminates', () => {
    const p = puzzle(loadPuzzles('top95')[0]);
    // Find a position whose next step only eliminates.
    let found: { entries: number[]; notes: number[][] } | null = null;
    walk(p, (state, next) => {
      if (!next || next.placements.length > 0) return false;
      const entries = Array.from(state.values);
      const notes = Array.from(state.cands, (mask, cell) =>
        state.values[cell] ? [] : [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => mask & (1 << (d - 1))),
      );
      found = { entries, notes };
      return true;
    });
    if (!found) throw new Error('no elimination step on the path');
    const { entries, notes } = found as { entries: number[]; notes: number[][] };
    const first = value(hint(p.grid, entries, { notes }));
    expect(first.kind).toBe('step');
    if (first.kind !== 'step') return;
    expect(first.step.eliminations.length).toBeGreaterThan(0);
    for (const m of first.step.eliminations) {
      const cell = m.cell.row * 9 + m.cell.col;
      notes[cell] = notes[cell].filter((d) => d !== m.digit);
    }
    const second = value(hint(p.grid, entries, { notes }));
    expect(second).not.toEqual(first);
    // Without the notes, the same step comes back: the player has not struck anything out.
    expect(value(hint(p.grid, entries))).toEqual(value(hint(p.grid, entries)));
  });

  it('reveals one cell, marked as such, when no technique applies', () => {
    // A puzzle that needs guessing: walk the logic until it is stuck.
    const hard = loadPuzzles('magictour-top1465')[0];
    const p = puzzle(hard);
    let stuck: { entries: number[]; notes: number[][] } | null = null;
    walk(p, (state, next) => {
      if (next) return false;
      stuck = {
        entries: Array.from(state.values),
        notes: Array.from(state.cands, (mask, cell) =>
          state.values[cell]
            ? []
            : [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => mask & (1 << (d - 1))),
        ),
      };
      return true;
    });
    if (!stuck) throw new Error('the puzzle never gets stuck');
    const { entries, notes } = stuck as { entries: number[]; notes: number[][] };
    const result = value(hint(p.grid, entries, { notes }));
    expect(result.kind).toBe('reveal');
    if (result.kind !== 'reveal') return;
    expect(result.reason).toBe('no-technique');
    const { cell, digit } = result.placement;
    expect(p.solution[cell.row * 9 + cell.col]).toBe(digit);
    expect(entries[cell.row * 9 + cell.col]).toBe(0);
    expect(result.explanation.en.full).toContain(
      `here is one number: row ${cell.row + 1}, column ${cell.col + 1} is ${digit}.`,
    );
    expect(result.explanation.id.full).toContain(
      `baris ${cell.row + 1}, kolom ${cell.col + 1} berisi ${digit}.`,
    );
  });

  it('reveals a cell when the work budget runs out first', () => {
    const p = puzzle(loadPuzzles('top95')[0]);
    let position: number[] | null = null;
    walk(p, (state, next) => {
      if (!next || next.technique === 'full-house' || next.technique === 'naked-single')
        return false;
      if (next.technique === 'hidden-single') return false;
      position = Array.from(state.values);
      return true;
    });
    if (!position) throw new Error('no position');
    const result = value(hint(p.grid, position, { budget: 1 }));
    expect(result.kind).toBe('reveal');
    expect(result.kind === 'reveal' && result.reason).toBe('budget');
  });

  it('works on every board size', () => {
    for (const text of ['4....1.....41.3.', '4..65......3.3.5..6.53.15.1..6..4...']) {
      const { grid, solution } = puzzle(text);
      const result = value(hint(grid));
      expect(result.kind).toBe('step');
      if (result.kind === 'step') {
        for (const m of result.step.placements)
          expect(solution[m.cell.row * grid.size + m.cell.col]).toBe(m.digit);
      }
    }
  });
});

/** A request as the API receives it (JSON, unchecked), handed to `hint` field by field. */
const hintFromRequest = (request: unknown) => {
  const { puzzle, entries, ...options } = request as HintRequest;
  return hint(puzzle, entries, options);
};

describe('hint on request fields (the API form)', () => {
  it('reads text puzzles and boards', () => {
    const { solution } = puzzle(EASY);
    const entries = EASY.split('');
    entries[1] = String(solution[1]);
    const result = hint(EASY, entries.join(''));
    expect(result.ok && result.value.kind).toBe('step');
    const { grid } = puzzle(EASY);
    expect(hint([...grid.cells], [...grid.cells]).ok).toBe(true);
  });

  it('gives field paths for bad requests', () => {
    const bad = (request: unknown) => {
      const result = hintFromRequest(request);
      return result.ok ? null : { code: result.error.code, path: result.error.path };
    };
    // No puzzle at all is a bad puzzle (what `parse` answers for anything that is not one); the
    // Worker's request schema catches it earlier, as invalid_request.
    expect(bad({})).toEqual({ code: 'invalid_puzzle', path: ['puzzle'] });
    expect(bad({ puzzle: EASY, notes: 'x' })).toEqual({ code: 'invalid_options', path: ['notes'] });
    expect(bad({ puzzle: `x${EASY.slice(1)}` })?.path).toEqual(['puzzle', 0]);
    expect(bad({ puzzle: EASY, entries: '123' })?.path?.[0]).toBe('entries');
    expect(bad({ puzzle: EASY, budget: 0 })).toEqual({ code: 'invalid_options', path: ['budget'] });
  });
});
