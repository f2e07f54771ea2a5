/**
 * Naming for explanations, shared by both languages: cells as "r4c7" (the notation players use
 * everywhere), digits as the board shows them (10-25 as A-P), house kinds and numbers, lists.
 */
import { charOfDigit } from '../../board/format.ts';
import { type HouseKind, houseKind, type Size } from '../../board/geometry.ts';
import type { Move } from '../step.ts';

export const cellName = (size: number, cell: number): string =>
  `r${Math.floor(cell / size) + 1}c${(cell % size) + 1}`;

export const digitName = (digit: number): string => charOfDigit(digit);

export const houseNumber = (size: number, house: number): number => (house % size) + 1;

export const kindOf = (size: Size, house: number): HouseKind => houseKind(size, house);

/** "a", "a and b", "a, b and c" (or with a serial comma). */
export function joinList(items: readonly string[], and: string, serial = false): string {
  if (items.length <= 1) return items[0] ?? '';
  if (items.length === 2) return `${items[0]} ${and} ${items[1]}`;
  return `${items.slice(0, -1).join(', ')}${serial ? ',' : ''} ${and} ${items[items.length - 1]}`;
}

/** Eliminations grouped by digit, in the order they first appear. */
export function byDigit(moves: readonly Move[]): { digit: number; cells: number[] }[] {
  const groups: { digit: number; cells: number[] }[] = [];
  for (const { cell, digit } of moves) {
    let group = groups.find((g) => g.digit === digit);
    if (!group) {
      group = { digit, cells: [] };
      groups.push(group);
    }
    group.cells.push(cell);
  }
  return groups;
}

/**
 * Eliminations as groups of digits removed from the same cells: "6 and 8 from r7c8 and r7c9",
 * then "9 from r7c9", so that a sentence never nests one "and" list inside another.
 */
export function removalGroups(moves: readonly Move[]): { digits: number[]; cells: number[] }[] {
  const groups: { digits: number[]; cells: number[] }[] = [];
  for (const { digit, cells } of byDigit(moves)) {
    const key = cells.join();
    const same = groups.find((g) => g.cells.join() === key);
    if (same) same.digits.push(digit);
    else groups.push({ digits: [digit], cells });
  }
  return groups;
}

/** Joins clauses that contain lists themselves: "a, b, and c" style with a comma before the last. */
export function joinClauses(clauses: readonly string[], and: string): string {
  if (clauses.length <= 1) return clauses[0] ?? '';
  return `${clauses.slice(0, -1).join(', ')}, ${and} ${clauses[clauses.length - 1]}`;
}

/** Houses grouped by kind, in the order they first appear, with 1-based numbers. */
export function byKind(
  size: Size,
  houses: readonly number[],
): { kind: HouseKind; numbers: number[] }[] {
  const groups: { kind: HouseKind; numbers: number[] }[] = [];
  for (const house of houses) {
    const kind = kindOf(size, house);
    let group = groups.find((g) => g.kind === kind);
    if (!group) {
      group = { kind, numbers: [] };
      groups.push(group);
    }
    group.numbers.push(houseNumber(size, house));
  }
  return groups;
}
