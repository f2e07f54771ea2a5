/**
 * The eliminations a step of the fast 9x9 level check makes (grade9.ts): cells and candidate
 * bits in reused typed arrays, since grading only applies them and never explains them.
 */
export interface Eliminations {
  readonly cells: Int16Array;
  readonly bits: Int32Array;
  count: number;
}

/** Room for every candidate of a 9x9 board. */
export const eliminations = (): Eliminations => ({
  cells: new Int16Array(729),
  bits: new Int32Array(729),
  count: 0,
});

export function push(out: Eliminations, cell: number, bit: number): void {
  out.cells[out.count] = cell;
  out.bits[out.count++] = bit;
}
