// Local hints: mistakes first, then a logical single, else a revealed cell; always the right
// digit, with highlights and explanations in both languages.
import { describe, expect, it } from 'vitest';
import { isSolved, place, solveAll } from '../../../widget/model/game.ts';
import { inHouse } from '../../../widget/model/geometry.ts';
import { applyHint, nextHint } from '../../../widget/services/hints.ts';
import { firstEmpty, game, wrongDigit } from '../model/fixtures.ts';

describe('hints', () => {
  it('reports a wrong digit before anything else, and its reveal clears it', () => {
    const g = game();
    const { cell } = firstEmpty(g);
    const wrong = place(g, cell, wrongDigit(g, cell));
    const step = nextHint(wrong);
    expect(step).toMatchObject({ kind: 'mistake', cell });
    if (!step) return;
    expect(applyHint(wrong, step).values[cell]).toBe(0);
  });

  it('gives steps that lead to the solution, each explained in en and id', () => {
    let g = game();
    const techniques = new Set<string>();
    for (let i = 0; i < 81 && !isSolved(g); i++) {
      const step = nextHint(g);
      if (!step) break;
      expect(step.kind).toBe('placement');
      expect(step.digit).toBe(g.solution[step.cell]);
      expect(g.values[step.cell]).toBe(0);
      expect(step.houses.some((h) => inHouse(9, step.cell, h))).toBe(true);
      for (const text of [step.nudge.en, step.nudge.id, step.full.en, step.full.id]) {
        expect(text.length).toBeGreaterThan(5);
      }
      // The nudge points, it does not tell.
      expect(step.nudge.en).not.toContain('solution');
      techniques.add(step.technique);
      g = applyHint(g, step);
    }
    expect(isSolved(g)).toBe(true);
    expect(techniques.has('naked-single') || techniques.has('hidden-single')).toBe(true);
  });

  it('has nothing to say about a solved board', () => {
    expect(nextHint(solveAll(game()))).toBeNull();
  });
});
