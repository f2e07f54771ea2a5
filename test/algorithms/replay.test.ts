// Traces: they replay to the solution, stay under their cap with a `truncated` flag, step one
// event at a time, give true reasons for `candidates` placements, and bad traces are rejected.
import { describe, expect, it } from 'vitest';
import {
  type Grid,
  MAX_TRACE_LIMIT,
  replay,
  solve,
  TEACHING_ALGORITHMS,
  type Trace,
  TraceSchema,
} from '../../shared/index.ts';
import { unwrap } from '../support/result.ts';
import { generated, solutionProblem, TOP95 } from './helpers.ts';

const puzzles = [...generated('easy', 3), ...generated('medium', 3)].map((g) => g.puzzle);

function replayed(trace: Trace, upTo?: number): Grid {
  const result = replay(trace, upTo);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

/** True when no two filled cells of a house share a digit (independent of the engine). */
function consistent(cells: readonly number[], size: number, boxW: number, boxH: number): boolean {
  const houseOf = (i: number) => {
    const r = Math.floor(i / size);
    const c = i % size;
    return [`r${r}`, `c${c}`, `b${Math.floor(r / boxH)},${Math.floor(c / boxW)}`];
  };
  const seen = new Set<string>();
  for (let i = 0; i < cells.length; i++) {
    if (cells[i] === 0) continue;
    for (const house of houseOf(i)) {
      const key = `${house}:${cells[i]}`;
      if (seen.has(key)) return false;
      seen.add(key);
    }
  }
  return true;
}

describe('traces', () => {
  it.each(TEACHING_ALGORITHMS)('%s: the trace replays to the solution', (algorithm) => {
    let complete = 0;
    for (const puzzle of puzzles) {
      const result = unwrap(solve(puzzle, { algorithm, trace: true, traceLimit: MAX_TRACE_LIMIT }));
      expect(result.status).toBe('solved');
      const trace = result.trace as Trace;
      expect(TraceSchema.safeParse(trace).success).toBe(true);
      expect(trace.algorithm).toBe(algorithm);
      const end = replayed(trace);
      if (trace.truncated) continue;
      complete++;
      expect(end.cells).toEqual(result.solution);
      expect(solutionProblem(puzzle.cells, end.cells)).toBeNull();
      // One event per cell written or erased.
      const { steps = 0, backtracks = 0 } = result.stats;
      expect(trace.events).toHaveLength(steps + backtracks);
    }
    expect(complete).toBeGreaterThanOrEqual(3);
  });

  it.each(TEACHING_ALGORITHMS)('%s: a capped trace says truncated and replays', (algorithm) => {
    const puzzle = TOP95[0];
    const result = unwrap(solve(puzzle, { algorithm, trace: true, traceLimit: 40 }));
    const trace = result.trace as Trace;
    expect(trace.truncated).toBe(true);
    expect(trace.events.length).toBeLessThanOrEqual(40);
    // The cut board is a board the search really held: givens kept, no clash.
    const cut = replayed(trace);
    cut.cells.forEach((v, i) => {
      if (puzzle.cells[i] !== 0) expect(v).toBe(puzzle.cells[i]);
    });
    expect(consistent(cut.cells, 9, 3, 3)).toBe(true);
  });

  it('never grows past the cap, in entries or in bytes', () => {
    const result = unwrap(
      solve(TOP95[1], {
        algorithm: 'backtracking',
        trace: true,
        traceLimit: MAX_TRACE_LIMIT,
        budget: 5_000_000,
      }),
    );
    const trace = result.trace as Trace;
    expect(trace.truncated).toBe(true);
    expect(trace.events.length).toBeLessThanOrEqual(MAX_TRACE_LIMIT);
    expect(JSON.stringify(result).length).toBeLessThan(600_000);
  });

  it('has no trace unless asked, and none for fast', () => {
    expect(unwrap(solve(TOP95[2], { algorithm: 'candidates' })).trace).toBeUndefined();
    expect(unwrap(solve(TOP95[2], { trace: true })).trace).toBeUndefined();
  });

  it('steps one event at a time, every board on the way consistent', () => {
    const result = unwrap(solve(TOP95[3], { algorithm: 'findtracking', trace: true }));
    const trace = result.trace as Trace;
    expect(replayed(trace, 0).cells).toEqual(TOP95[3].cells);
    for (let k = 1; k <= Math.min(500, trace.events.length); k++) {
      const board = replayed(trace, k);
      const event = trace.events[k - 1];
      expect(board.cells[event.row * 9 + event.col]).toBe(event.type === 'place' ? event.digit : 0);
      expect(consistent(board.cells, 9, 3, 3)).toBe(true);
    }
  });

  it("gives true reasons for candidates' singles", () => {
    let checked = 0;
    for (const puzzle of [...puzzles, TOP95[4], TOP95[5]]) {
      const trace = unwrap(solve(puzzle, { algorithm: 'candidates', trace: true })).trace as Trace;
      const cells = puzzle.cells.slice();
      const holds = (row: number, col: number, digit: number) => {
        for (let k = 0; k < 9; k++)
          if (cells[row * 9 + k] === digit || cells[k * 9 + col] === digit) return true;
        const r0 = row - (row % 3);
        const c0 = col - (col % 3);
        for (let k = 0; k < 9; k++)
          if (cells[(r0 + Math.floor(k / 3)) * 9 + c0 + (k % 3)] === digit) return true;
        return false;
      };
      for (const event of trace.events) {
        const at = event.row * 9 + event.col;
        if (event.type === 'remove') {
          cells[at] = 0;
          continue;
        }
        if (event.rule === 'naked-single' || event.rule === 'hidden-single') {
          checked++;
          // Each crossed-out note is crossed out for a reason: its digit is already a peer's.
          for (const e of event.eliminated ?? []) {
            expect(cells[e.row * 9 + e.col]).toBe(0);
            expect(holds(e.row, e.col, e.digit)).toBe(true);
          }
          const eliminated = event.eliminated ?? [];
          if (event.rule === 'naked-single') {
            // Every other digit is gone from this cell.
            expect(eliminated.map((e) => e.digit).sort((a, b) => a - b)).toEqual(
              [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => d !== event.digit),
            );
          } else {
            // The digit is gone from every other empty cell of the house.
            const { kind, index } = event.house ?? { kind: 'row', index: -1 };
            const house = Array.from({ length: 9 }, (_, k) =>
              kind === 'row'
                ? index * 9 + k
                : kind === 'column'
                  ? k * 9 + index
                  : (Math.floor(index / 3) * 3 + Math.floor(k / 3)) * 9 + (index % 3) * 3 + (k % 3),
            );
            expect(house).toContain(at);
            const others = house.filter((i) => i !== at && cells[i] === 0).sort((a, b) => a - b);
            expect(eliminated.every((e) => e.digit === event.digit)).toBe(true);
            expect(eliminated.map((e) => e.row * 9 + e.col).sort((a, b) => a - b)).toEqual(others);
          }
        }
        expect(holds(event.row, event.col, event.digit)).toBe(false);
        cells[at] = event.digit;
      }
    }
    expect(checked).toBeGreaterThan(300);
  });

  it('rejects traces no search could have made', () => {
    const trace = unwrap(solve(puzzles[0], { algorithm: 'candidates', trace: true }))
      .trace as Trace;
    const given = puzzles[0].cells.findIndex((v) => v !== 0);
    const bad: Trace[] = [
      { ...trace, puzzle: 'nonsense' },
      { ...trace, size: 16 },
      { ...trace, events: [{ type: 'place', row: 9, col: 0, digit: 1 }] },
      { ...trace, events: [trace.events[0], trace.events[0]] },
      {
        ...trace,
        events: [
          {
            type: 'remove',
            row: Math.floor(given / 9),
            col: given % 9,
            digit: puzzles[0].cells[given],
          },
        ],
      },
    ];
    for (const t of bad) expect(replay(t).ok).toBe(false);
  });
});
