import type { CellConstraint } from '../constraints/constraint.ts';

/**
 * What a search core reports back, whichever solver ran: solutions counted up to the limit, the
 * first solution, and the work done. Shared by the production solvers and the generator.
 */
export interface SearchOptions {
  /** Stop after this many solutions (2 proves uniqueness). */
  readonly limit: number;
  /** Maximum search nodes before giving up with `aborted`. */
  readonly budget: number;
  /** Exclude one digit from one cell before searching (cell index, digit). */
  readonly exclude?: { readonly cell: number; readonly digit: number };
  /** When given, branch on candidates in a random order drawn from this source (for filling). */
  readonly random?: () => number;
  /** Extra rules beyond rows, columns and boxes (arrows, ...). */
  readonly constraints?: readonly CellConstraint[];
}

export interface SearchOutcome {
  count: number;
  solution: Uint8Array | null;
  /** The second solution found, when the general core found two (the generator's use). */
  second?: Uint8Array;
  nodes: number;
  guesses: number;
  aborted: boolean;
}

/** Number of set bits of a 32-bit integer. */
export function popcount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** Index of the lowest set bit. */
export const lowBitIndex = (x: number): number => 31 - Math.clz32(x & -x);

/** A uniformly chosen set bit of `mask`, using one draw from `random` (a uint32 source). */
export function randomBit(mask: number, random: () => number): number {
  let pick = (random() >>> 0) % popcount(mask);
  let m = mask;
  while (pick-- > 0) m &= m - 1;
  return m & -m;
}
