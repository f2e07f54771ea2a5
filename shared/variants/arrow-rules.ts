/**
 * Arrows as engine rules: the constraints the search goes by, and the arrows back in seed 003's
 * coordinate form. Apart from arrow.ts (reading and checking arrows), so that code which only
 * reads arrows (the widget's board) does not carry the rules.
 */
import type { Size } from '../board/geometry.ts';
import { arrowConstraint } from '../constraints/arrow.ts';
import type { CellConstraint } from '../constraints/constraint.ts';
import type { Arrow, ArrowCells } from './arrow.ts';

export const arrowConstraints = (size: Size, arrows: readonly ArrowCells[]): CellConstraint[] =>
  arrows.map(({ circle, line }) => arrowConstraint(size, circle, line));

/** Back to seed 003's coordinate form. */
export const arrowOf = (size: number, { circle, line }: ArrowCells): Arrow => [
  [Math.floor(circle / size), circle % size],
  line.map((cell): [number, number] => [Math.floor(cell / size), cell % size]),
];
