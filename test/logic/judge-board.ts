/**
 * The judge's own board (test/logic/verify.ts): rows, columns and boxes recomputed without the
 * engine's geometry, candidates read off a position, and the links and sights the patterns are
 * made of.
 */
import type { Found } from '../../shared/logic/step.ts';
import { BOXES } from '../support/rules.ts';

/** What the judge needs of a position: size, values and candidate masks. */
export interface Position {
  readonly size: number;
  readonly values: ArrayLike<number>;
  readonly cands: ArrayLike<number>;
}

export function houseCells(size: number, house: number): number[] {
  const [bw, bh] = BOXES[size];
  const k = house % size;
  const out: number[] = [];
  for (let j = 0; j < size; j++) {
    if (house < size) out.push(k * size + j);
    else if (house < 2 * size) out.push(j * size + k);
    else {
      const r0 = Math.floor(k / (size / bw)) * bh;
      const c0 = (k % (size / bw)) * bw;
      out.push((r0 + Math.floor(j / bw)) * size + c0 + (j % bw));
    }
  }
  return out;
}

export function housesOf(size: number, cell: number): number[] {
  const [bw, bh] = BOXES[size];
  const r = Math.floor(cell / size);
  const c = cell % size;
  return [r, size + c, 2 * size + Math.floor(r / bh) * (size / bw) + Math.floor(c / bw)];
}

export const sees = (size: number, a: number, b: number): boolean =>
  a !== b && housesOf(size, a).some((h, i) => h === housesOf(size, b)[i]);

export const has = (p: Position, cell: number, d: number): boolean =>
  p.values[cell] === 0 && (p.cands[cell] & (1 << (d - 1))) !== 0;

export const candList = (p: Position, cell: number): number[] => {
  const out: number[] = [];
  for (let d = 1; d <= p.size; d++) if (has(p, cell, d)) out.push(d);
  return out;
};

const key = (m: { cell: number; digit: number }) => `${m.cell}:${m.digit}`;

export function sameSet(
  found: readonly { cell: number; digit: number }[],
  expected: { cell: number; digit: number }[],
): boolean {
  const a = new Set(found.map(key));
  const b = new Set(expected.map(key));
  return a.size === found.length && a.size === b.size && [...a].every((k) => b.has(k));
}

/** A strong link: some house holds digit d as a candidate in exactly these two cells. */
export function strong(p: Position, d: number, a: number, b: number): boolean {
  const ha = housesOf(p.size, a);
  const hb = housesOf(p.size, b);
  return ha.some((h, i) => {
    if (h !== hb[i]) return false;
    const where = houseCells(p.size, h).filter((c) => has(p, c, d));
    return where.length === 2 && where.includes(a) && where.includes(b);
  });
}

/** Cells with candidate d that see every one of `cells`. */
export function seeingAll(p: Position, d: number, cells: readonly number[]) {
  const out: { cell: number; digit: number }[] = [];
  for (let cell = 0; cell < p.size * p.size; cell++) {
    if (has(p, cell, d) && cells.every((c) => sees(p.size, cell, c))) out.push({ cell, digit: d });
  }
  return out;
}

/** Checks the pattern of one technique's step; reports what is wrong through `fail`. */
export type Fail = (why: string) => void;
export type PatternCheck = (p: Position, step: Found, fail: Fail) => void;
