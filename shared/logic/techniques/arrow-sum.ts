/**
 * Arrow sum (Arrow Sudoku, seed 003): an arrow's circle equals the sum of its line, so the
 * circle lies between the smallest and the largest sum the line can still make, and each line
 * cell leaves room for the others (at most the circle's largest digit minus the others' smallest
 * sum, at least its smallest minus their largest). Applies only when the state has arrows.
 * Steps: kind 'circle' (cells: circle, then the line; digits: the line's smallest and largest
 * sum) or 'line' (cells: the line cell, the circle, then the other line cells; digits: the
 * cell's lowest and highest possible digit).
 */
import { digitRange, highestDigit, lowestDigit } from '../../constraints/constraint.ts';
import type { LogicState } from '../candidates.ts';
import type { Move } from '../step.ts';
import { TECHNIQUE_NAMES } from './names.ts';
import { found, type Technique } from './technique.ts';

const removals = (cell: number, mask: number): Move[] => {
  const moves: Move[] = [];
  for (let m = mask; m !== 0; m &= m - 1) moves.push({ cell, digit: lowestDigit(m) });
  return moves;
};

function find(state: LogicState) {
  const { values, cands, size } = state;
  const low = (cell: number) => values[cell] || lowestDigit(cands[cell]);
  const high = (cell: number) => values[cell] || highestDigit(cands[cell]);
  for (const { circle, line } of state.arrows) {
    state.work += 2 * (line.length + 1);
    let minSum = 0;
    let maxSum = 0;
    for (const cell of line) {
      minSum += low(cell);
      maxSum += high(cell);
    }
    if (values[circle] === 0) {
      const removed = cands[circle] & ~digitRange(minSum, maxSum, size);
      if (removed !== 0) {
        return found('arrow-sum', {
          eliminations: removals(circle, removed),
          digits: [minSum, maxSum],
          cells: [circle, ...line],
          kind: 'circle',
        });
      }
    }
    const most = high(circle);
    const least = low(circle);
    for (const cell of line) {
      if (values[cell] !== 0) continue;
      const from = least - (maxSum - high(cell));
      const to = most - (minSum - low(cell));
      const removed = cands[cell] & ~digitRange(from, to, size);
      if (removed !== 0) {
        return found('arrow-sum', {
          eliminations: removals(cell, removed),
          digits: [Math.max(1, from), Math.min(size, to)],
          cells: [cell, circle, ...line.filter((other) => other !== cell)],
          kind: 'line',
        });
      }
    }
  }
  return null;
}

export const arrowSum: Technique = {
  id: 'arrow-sum',
  name: TECHNIQUE_NAMES['arrow-sum'],
  level: 'easy',
  score: 8,
  variant: 'arrow',
  find,
};
