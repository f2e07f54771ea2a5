/**
 * Board geometry for the widget: where a cell sits (row, column, box) and which cells share a
 * house with it. Built on the engine's box shapes so every supported size works the same way.
 */
import { BOX_SHAPES, type Size } from '../engine.ts';

export type HouseKind = 'row' | 'column' | 'box';
export interface HouseRef {
  readonly kind: HouseKind;
  /** 0-based; boxes are counted row by row. */
  readonly index: number;
}

export const rowOf = (size: Size, cell: number): number => Math.floor(cell / size);
export const colOf = (size: Size, cell: number): number => cell % size;

export function boxOf(size: Size, cell: number): number {
  const { width, height } = BOX_SHAPES[size];
  return (
    Math.floor(rowOf(size, cell) / height) * (size / width) + Math.floor(colOf(size, cell) / width)
  );
}

/** Whether a cell belongs to a house. */
export function inHouse(size: Size, cell: number, house: HouseRef): boolean {
  if (house.kind === 'row') return rowOf(size, cell) === house.index;
  if (house.kind === 'column') return colOf(size, cell) === house.index;
  return boxOf(size, cell) === house.index;
}

/** The cells of a house, in reading order. */
export function houseCells(size: Size, house: HouseRef): number[] {
  const cells: number[] = [];
  for (let cell = 0; cell < size * size; cell++) if (inHouse(size, cell, house)) cells.push(cell);
  return cells;
}

/** Two different cells that share a row, a column or a box. */
export const arePeers = (size: Size, a: number, b: number): boolean =>
  a !== b &&
  (rowOf(size, a) === rowOf(size, b) ||
    colOf(size, a) === colOf(size, b) ||
    boxOf(size, a) === boxOf(size, b));

/** The three houses of a cell. */
export const housesOf = (size: Size, cell: number): HouseRef[] => [
  { kind: 'row', index: rowOf(size, cell) },
  { kind: 'column', index: colOf(size, cell) },
  { kind: 'box', index: boxOf(size, cell) },
];
