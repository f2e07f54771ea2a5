/**
 * Playing a hint's step as a player keeping notes would, for the tests that follow hints to the
 * end of a 9x9 puzzle: every placement must be the solution's digit and no elimination may remove
 * it; placements go on the board, eliminations come off the notes (a cell without notes starts
 * from every digit), and a filled cell keeps no notes.
 */
import { expect } from 'vitest';
import type { Step } from '../../shared/index.ts';

export function playStep(
  step: Step,
  board: number[],
  notes: number[][],
  solution: readonly number[],
): void {
  for (const { cell, digit } of step.placements) {
    expect(solution[cell.row * 9 + cell.col]).toBe(digit);
    board[cell.row * 9 + cell.col] = digit;
  }
  for (const { cell, digit } of step.eliminations) {
    const i = cell.row * 9 + cell.col;
    expect(solution[i]).not.toBe(digit);
    if (notes[i].length === 0) notes[i] = [1, 2, 3, 4, 5, 6, 7, 8, 9];
    notes[i] = notes[i].filter((d) => d !== digit);
  }
  for (let i = 0; i < 81; i++) if (board[i] !== 0) notes[i] = [];
}
