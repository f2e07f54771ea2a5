// Hints from the engine: mistakes first, then logical steps (placements and eliminations, with
// highlights and explanations in both languages), a revealed cell when no technique applies, and
// nothing on a solved board. Following the hints solves the puzzle, eliminations included.
import { describe, expect, it } from 'vitest';
import { generate } from '../../../shared/index.ts';
import { type Game, isSolved, newGame, note, place, solveAll } from '../../../widget/model/game.ts';
import { bit } from '../../../widget/model/notes.ts';
import { loadDeferred } from '../../../widget/services/deferred.ts';
import { applyHint, hintText, nextHint, notesOf } from '../../../widget/services/hints.ts';
import { firstEmpty, game, wrongDigit } from '../model/fixtures.ts';

// Hints and replays run on the engine's deferred part, which the widget loads on demand.
await loadDeferred();

function fresh(seed: string, level: 'easy' | 'hard', variant: 'classic' | 'arrow' = 'classic') {
  const made = generate({ seed, level, variant });
  if (!made.ok) throw new Error(made.error.message);
  const g = newGame(made.value);
  if (!g) throw new Error('fixture');
  return g;
}

/** Follows hints to the end; returns the techniques seen and the hints used. */
function follow(start: Game): { game: Game; techniques: Set<string>; eliminations: number } {
  let g = start;
  const techniques = new Set<string>();
  let eliminations = 0;
  for (let i = 0; i < 400 && !isSolved(g); i++) {
    const h = nextHint(g);
    if (!h) break;
    expect(h.kind).not.toBe('mistakes');
    techniques.add(h.technique);
    for (const m of h.move.place) expect(m.digit).toBe(g.solution[m.cell]);
    for (const m of h.move.eliminate) expect(m.digit).not.toBe(g.solution[m.cell]);
    eliminations += h.move.eliminate.length;
    const next = applyHint(g, h);
    // Every hint changes the board: the next one never repeats it.
    expect(next).not.toBe(g);
    g = next;
  }
  return { game: g, techniques, eliminations };
}

describe('hints', () => {
  it('reports a wrong digit before anything else, and applying it clears the digit', () => {
    const g = game();
    const { cell } = firstEmpty(g);
    const wrong = place(g, cell, wrongDigit(g, cell));
    const h = nextHint(wrong);
    expect(h).toMatchObject({ kind: 'mistakes', technique: 'mistake', cells: [cell] });
    if (!h) return;
    expect(h.area).toContain(cell);
    expect(applyHint(wrong, h).values[cell]).toBe(0);
  });

  it('reports notes that leave out the right digit', () => {
    const g = game();
    const { cell } = firstEmpty(g);
    const noted = note(g, cell, wrongDigit(g, cell));
    expect(notesOf(noted)[cell]).toEqual([wrongDigit(g, cell)]);
    const h = nextHint(noted);
    expect(h?.kind).toBe('mistakes');
    if (h) expect(applyHint(noted, h).notes[cell]).toBe(0);
  });

  it('gives a step with a nudge and a full explanation in both languages, and highlights', () => {
    const g = game();
    const h = nextHint(g);
    expect(h?.kind).toBe('step');
    if (!h?.step) return;
    for (const lang of ['en', 'id'] as const) {
      expect(hintText(h, 'nudge', lang).length).toBeGreaterThan(5);
      expect(hintText(h, 'full', lang).length).toBeGreaterThan(hintText(h, 'nudge', lang).length);
    }
    expect(h.cells.length).toBeGreaterThan(0);
    expect(h.area.length).toBeGreaterThan(0);
    // The nudge points, it does not tell.
    const [placed] = h.move.place;
    expect(hintText(h, 'nudge', 'en')).not.toContain(`Place ${placed.digit}`);
  });

  it('following the hints solves an easy puzzle', () => {
    const { game: end, techniques } = follow(game());
    expect(isSolved(end)).toBe(true);
    expect([...techniques].some((t) => t.endsWith('single') || t === 'full-house')).toBe(true);
  });

  it('eliminations show on the marks and are kept, so a player without notes moves on', () => {
    const start = fresh('widget-hard-hints', 'hard');
    const { game: end, techniques, eliminations } = follow(start);
    expect(isSolved(end)).toBe(true);
    expect(eliminations).toBeGreaterThan(0);
    expect([...techniques].some((t) => !t.endsWith('single') && t !== 'full-house')).toBe(true);
  });

  it('marks the step candidates by role, eliminations as gone', () => {
    let g = fresh('widget-hard-hints', 'hard');
    for (let i = 0; i < 200; i++) {
      const h = nextHint(g);
      if (!h) break;
      if (h.move.eliminate.length) {
        const [{ cell, digit }] = h.move.eliminate;
        expect(h.marks.get(cell)?.get(digit)).toBe('gone');
        const after = applyHint(g, h);
        expect(after.notes[cell] & bit(digit)).toBe(0);
        expect(after.notes[cell]).not.toBe(0);
        return;
      }
      g = applyHint(g, h);
    }
    throw new Error('no elimination step met');
  });

  it('arrow puzzles: hints follow the arrows to the solution', () => {
    const { game: end } = follow(fresh('widget-arrow-hints', 'easy', 'arrow'));
    expect(isSolved(end)).toBe(true);
  });

  it('has nothing to say about a solved board', () => {
    expect(nextHint(solveAll(game()))).toBeNull();
  });
});
