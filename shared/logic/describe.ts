/**
 * Turns a step as the engine finds it (cell indexes, house indexes) into the public `Step`: cells
 * as `{row, col}`, houses as `{kind, index}`, the technique's name and level, and explanations.
 */
import type { Size } from '../board/geometry.ts';
import { cellAt } from '../board/grid.ts';
import { houseOf } from '../check.ts';
import { explain } from './explain/index.ts';
import type { Found, Move, PublicMove, Step } from './step.ts';
import { TECHNIQUES } from './techniques/index.ts';

export const publicMove = (size: Size, move: Move): PublicMove => ({
  cell: cellAt(size, move.cell),
  digit: move.digit,
});

export function describe(step: Found, size: Size): Step {
  const technique = TECHNIQUES[step.technique];
  return {
    technique: step.technique,
    name: technique.name,
    level: technique.level,
    placements: step.placements.map((m) => publicMove(size, m)),
    eliminations: step.eliminations.map((m) => publicMove(size, m)),
    highlight: {
      cells: step.cells.map((cell) => cellAt(size, cell)),
      houses: step.houses.map((house) => houseOf(size, house)),
      candidates: step.marks.map((m) => ({
        cell: cellAt(size, m.cell),
        digit: m.digit,
        role: m.role,
      })),
    },
    explanation: explain(step, size),
  };
}
