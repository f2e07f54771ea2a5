// Solve's replay: every teaching algorithm's trace replays from the givens to the solution (or
// says it was cut), with a backtrack count; and each step's frame shows what the algorithm saw:
// the last cell it touched, `candidates`' notes with the digit just written crossed out of its
// peers, the house of a hidden single or the cell a backtrack gives up on, and at the end the
// solution with the rest of a cut trace marked as revealed.
import { describe, expect, it } from 'vitest';
import { generate } from '../../../shared/index.ts';
import { TEACHING_ALGORITHMS } from '../../../widget/engine.ts';
import { type Game, newGame } from '../../../widget/model/game.ts';
import { arePeers } from '../../../widget/model/geometry.ts';
import { type Replay, replayLength } from '../../../widget/model/replay.ts';
import { boardAt, frameAt, loadReplay, stepAt } from '../../../widget/services/replay.ts';
import { game } from '../model/fixtures.ts';

function made(seed: string, level: 'easy' | 'medium' | 'hard'): Game {
  const m = generate({ seed, size: 9, level });
  const g = m.ok ? newGame(m.value) : null;
  if (!g) throw new Error('fixture');
  return g;
}

function replay(g: Game, algorithm: (typeof TEACHING_ALGORITHMS)[number]): Replay {
  const r = loadReplay(g, algorithm);
  if (!r) throw new Error('no trace');
  return r;
}

/** Digits that fit a cell: none of its peers holds them (the cell's own value ignored). */
function fitting(values: readonly number[], size: number, cell: number): number[] {
  const digits: number[] = [];
  for (let d = 1; d <= size; d++) {
    if (!values.some((v, c) => v === d && arePeers(size as 9, c, cell))) digits.push(d);
  }
  return digits;
}

const digitsOf = (mask: number, size: number) =>
  Array.from({ length: size }, (_, i) => i + 1).filter((d) => mask & (1 << (d - 1)));

describe('loadReplay', () => {
  for (const algorithm of TEACHING_ALGORITHMS) {
    it(`${algorithm}: from the givens to the solution`, () => {
      const g = game('replay-4x4', 4);
      const r = replay(g, algorithm);
      expect(r.truncated).toBe(false);
      expect(boardAt(r, g, 0)).toEqual(g.givens);
      expect(boardAt(r, g, replayLength(r))).toEqual(g.solution);
      expect(r.backtracks[0]).toBe(0);
      expect(r.backtracks[replayLength(r)]).toBe(
        r.trace.events.filter((e) => e.type === 'remove').length,
      );
    });
  }

  it('a long search is cut and says so', () => {
    const g = made('a', 'hard');
    const r = replay(g, 'backtracking');
    expect(r.truncated).toBe(true);
    expect(boardAt(r, g, replayLength(r)).filter(Boolean).length).toBeLessThan(81);
  });

  it('arrow puzzles replay under their arrows', () => {
    const m = generate({ seed: 'replay-arrow', level: 'easy', variant: 'arrow' });
    const g = m.ok ? newGame(m.value) : null;
    if (!g) throw new Error('fixture');
    const r = replay(g, 'candidates');
    if (!r.truncated) expect(boardAt(r, g, replayLength(r))).toEqual(g.solution);
  });
});

describe('stepAt', () => {
  it('is null before the first step, then names the cell each event touched', () => {
    const g = made('widget-model', 'easy');
    const r = replay(g, 'backtracking');
    expect(stepAt(r, g, 0)).toBeNull();
    for (let step = 1; step <= 40; step++) {
      const info = stepAt(r, g, step);
      const e = r.trace.events[step - 1];
      expect(info?.cell).toBe(e.row * 9 + e.col);
      expect(info?.values).toEqual(boardAt(r, g, step));
    }
  });
});

describe('frameAt', () => {
  it('backtracking: the algorithm digits as neither given nor revealed, no notes', () => {
    const g = made('widget-model', 'easy');
    const r = replay(g, 'backtracking');
    const step = r.trace.events.findIndex((e) => e.type === 'remove') + 1;
    const f = frameAt(r, g, step, false);
    expect(f.view.values).toEqual(boardAt(r, g, step));
    expect(f.view.hinted.some(Boolean)).toBe(false);
    expect(f.view.notes.every((n) => n === 0)).toBe(true);
    expect(f.marks).toBeUndefined();
    const e = r.trace.events[step - 1];
    expect(f.last).toEqual({ cell: e.row * 9 + e.col, back: true });
    // The cell the backtrack gives up on: empty, and no digit fits it on the board before.
    const before = boardAt(r, g, step - 1);
    expect(f.area).toHaveLength(1);
    expect(before[f.area[0]]).toBe(0);
    expect(fitting(before, 9, f.area[0])).toEqual([]);
  });

  it("candidates: its notes, the digit just written crossed out of its peers' notes", () => {
    const g = made('replay-full', 'medium');
    const r = replay(g, 'candidates');
    for (let step = 1; step <= replayLength(r); step++) {
      const f = frameAt(r, g, step, false);
      const e = r.trace.events[step - 1];
      const cell = e.row * 9 + e.col;
      const before = boardAt(r, g, step - 1);
      const lost =
        e.type === 'place'
          ? f.view.values.flatMap((v, c) =>
              !v && arePeers(9, c, cell) && fitting(before, 9, c).includes(e.digit) ? [c] : [],
            )
          : [];
      // Each empty cell's candidates; the digit just written still shows, struck out, where
      // it was one a moment ago.
      f.view.values.forEach((v, c) => {
        const struck = lost.includes(c) ? [e.digit] : [];
        expect(digitsOf(f.view.notes[c], 9)).toEqual(
          v ? [] : [...fitting(f.view.values, 9, c), ...struck].sort(),
        );
      });
      if (e.type !== 'place') continue;
      expect([...(f.marks?.keys() ?? [])]).toEqual(lost);
      for (const c of lost) expect(f.marks?.get(c)?.get(e.digit)).toBe('gone');
      if (e.rule === 'hidden-single') {
        expect(f.area).toHaveLength(9);
        expect(f.area).toContain(cell);
      } else expect(f.area).toEqual([]);
    }
  });

  it('at the end: the solution, with what a cut trace did not get right shown as revealed', () => {
    const g = made('a', 'hard');
    const r = replay(g, 'backtracking');
    const end = replayLength(r);
    const board = boardAt(r, g, end);
    const f = frameAt(r, g, end, true);
    expect(f.view.values).toEqual(g.solution);
    // Mid-search, some of the algorithm's digits are wrong: those cells are revealed too.
    expect(f.view.hinted).toEqual(board.map((v, c) => v !== g.solution[c]));
    expect(f.view.hinted.filter(Boolean).length).toBeGreaterThan(board.filter((v) => !v).length);
    expect(f.last).toBeNull();
    expect(f.area).toEqual([]);
    const whole = replay(g, 'candidates');
    const done = frameAt(whole, g, replayLength(whole), true);
    expect(done.view.values).toEqual(g.solution);
    expect(done.view.hinted.some(Boolean)).toBe(false);
    expect(done.view.notes.every((n) => n === 0)).toBe(true);
  });
});
