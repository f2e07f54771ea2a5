// Hints and replays on Killer Sudoku in the widget: hints know the cages (easy and medium
// puzzles are finished by hints alone, with no wrong step, the killer techniques among them,
// their cages highlighted), and Solve's replays never show a board that breaks a cage; the
// `candidates` replay ends on the solution.
import { describe, expect, it } from 'vitest';
import { generate } from '../../../shared/index.ts';
import { checkGrid, TEACHING_ALGORITHMS } from '../../../widget/engine.ts';
import { type Game, isSolved, newGame } from '../../../widget/model/game.ts';
import { replayLength } from '../../../widget/model/replay.ts';
import { loadDeferred } from '../../../widget/services/deferred.ts';
import { applyHint, nextHint } from '../../../widget/services/hints.ts';
import { boardAt, loadReplay } from '../../../widget/services/replay.ts';

// Hints and replays run on the engine's deferred part, which the widget loads on demand.
await loadDeferred();

function killer(seed: string, level: 'easy' | 'medium'): Game {
  const made = generate({ seed, level, variant: 'killer' });
  const game = made.ok ? newGame(made.value) : null;
  if (!game) throw new Error('fixture');
  return game;
}

describe('killer hints', () => {
  for (const level of ['easy', 'medium'] as const) {
    it(`finish the ${level} puzzle alone, every step right, killer techniques among them`, () => {
      let game = killer(`killer-hints-${level}`, level);
      const techniques = new Set<string>();
      for (let i = 0; i < 600 && !isSolved(game); i++) {
        const hint = nextHint(game);
        if (!hint) break;
        expect(hint.kind).toBe('step');
        techniques.add(hint.technique);
        for (const m of hint.move.place) expect(m.digit).toBe(game.solution[m.cell]);
        for (const m of hint.move.eliminate) expect(m.digit).not.toBe(game.solution[m.cell]);
        game = applyHint(game, hint);
      }
      expect(isSolved(game)).toBe(true);
      expect(techniques.has('cage-combination')).toBe(true);
    });
  }

  it("highlight the step's cage: its cells, and the candidates that prove it", () => {
    const game = killer('killer-hints-first', 'easy');
    const hint = nextHint(game);
    expect(hint?.technique).toBe('cage-combination');
    const cage = game.cages.find(({ cells }) => cells.includes(hint?.cells[0] ?? -1));
    expect([...(hint?.cells ?? [])].sort((a, b) => a - b)).toEqual(
      [...(cage?.cells ?? [])].sort((a, b) => a - b),
    );
    expect(hint?.area.length).toBeGreaterThan(0);
    // A single placed, or candidates marked and struck out, all inside that cage.
    const marked = [...(hint?.marks.keys() ?? []), ...(hint?.move.place.map((m) => m.cell) ?? [])];
    expect(marked.length).toBeGreaterThan(0);
    for (const cell of marked) expect(cage?.cells).toContain(cell);
  });
});

describe('killer replays', () => {
  const game = killer('killer-replay', 'easy');
  for (const algorithm of TEACHING_ALGORITHMS) {
    it(`${algorithm}: no board of the replay breaks a cage`, () => {
      const replay = loadReplay(game, algorithm);
      if (!replay) throw new Error('no trace');
      const n = replayLength(replay);
      expect(n).toBeGreaterThan(0);
      for (let k = 1; k <= n; k += Math.max(1, Math.floor(n / 200))) {
        const board = { size: game.size, cells: [...boardAt(replay, game, k)] };
        const broken = checkGrid(board, [], game.cages).conflicts;
        expect(broken, `step ${k}`).toEqual([]);
      }
      if (algorithm === 'candidates') {
        expect(replay.truncated).toBe(false);
        expect(boardAt(replay, game, n)).toEqual(game.solution);
      }
    });
  }
});
