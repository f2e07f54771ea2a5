/**
 * Pencil marks as bit sets: digit d is bit (d - 1) of a cell's mask, which keeps a whole board of
 * notes in one small number array (cheap to copy for undo and to save in localStorage).
 */
import type { Size } from '../engine.ts';
import { arePeers } from './geometry.ts';

export const bit = (digit: number): number => 1 << (digit - 1);
export const hasNote = (mask: number, digit: number): boolean => (mask & bit(digit)) !== 0;
export const toggleNote = (mask: number, digit: number): number => mask ^ bit(digit);
export const allNotes = (size: Size): number => (1 << size) - 1;

/** The digits in a mask, smallest first. */
export function noteDigits(mask: number, size: Size): number[] {
  const digits: number[] = [];
  for (let d = 1; d <= size; d++) if (hasNote(mask, d)) digits.push(d);
  return digits;
}

/** Digits that no peer of the cell holds yet (the cell's own value is ignored). */
export function candidates(values: readonly number[], size: Size, cell: number): number {
  let used = 0;
  for (let other = 0; other < values.length; other++) {
    if (values[other] && arePeers(size, cell, other)) used |= bit(values[other]);
  }
  return allNotes(size) & ~used;
}

/** Auto-notes: every empty cell gets all its candidates, filled cells none. */
export const autoNotes = (values: readonly number[], size: Size): number[] =>
  values.map((v, cell) => (v ? 0 : candidates(values, size, cell)));

/** Number of digits in a mask. */
export function noteCount(mask: number): number {
  let n = 0;
  for (let m = mask; m; m &= m - 1) n++;
  return n;
}
