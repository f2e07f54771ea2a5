/**
 * The 9x9 core's branch cell, as the JavaScript core chooses it: the first bivalue cell, else the
 * first with three candidates, else the first unsolved one. The candidates per cell are counted
 * up to four over the nine digits as vectors (lane-wise, then across the lanes), a band at a time.
 */
import { F, getU } from './board';

/** The cell chosen: its band and its bit in the band. */
export let pickBand: i32 = 0;
export let pickBit: i32 = 0;

/** Chooses the branch cell: a bivalue cell if any, else one with three candidates, else any. */
export function pickCell(): void {
  let fallbackBand = -1;
  let fallbackBit = 0;
  let tripleBand = -1;
  let tripleBit = 0;
  for (let b = 0; b < 3; b++) {
    const u = getU(b);
    if (u == 0) continue;
    const base = F + <usize>(b * 48);
    const um = i32x4.splat(u);
    const v0 = v128.and(v128.load(base), um);
    const v1 = v128.and(v128.load(base, 16), um);
    const v2 = v128.and(v128.load(base, 32), um);
    // Per lane: cells with at least 1, 2, 3 candidates; then summed across lanes (at least k of a
    // sum: some i + j = k with at least i on one side and j on the other).
    let o = v128.or(v128.or(v0, v1), v2);
    let t = v128.or(v128.or(v128.and(v0, v1), v128.and(v0, v2)), v128.and(v1, v2));
    let th = v128.and(v128.and(v0, v1), v2);
    let fo = i32x4.splat(0);
    {
      const o2 = i32x4.shuffle(o, o, 1, 0, 3, 2);
      const t2 = i32x4.shuffle(t, t, 1, 0, 3, 2);
      const th2 = i32x4.shuffle(th, th, 1, 0, 3, 2);
      fo = v128.or(v128.or(v128.and(th, o2), v128.and(t, t2)), v128.and(o, th2));
      th = v128.or(v128.or(th, th2), v128.or(v128.and(t, o2), v128.and(o, t2)));
      t = v128.or(v128.or(t, t2), v128.and(o, o2));
      o = v128.or(o, o2);
    }
    {
      const o2 = i32x4.shuffle(o, o, 2, 3, 0, 1);
      const t2 = i32x4.shuffle(t, t, 2, 3, 0, 1);
      const th2 = i32x4.shuffle(th, th, 2, 3, 0, 1);
      const fo2 = i32x4.shuffle(fo, fo, 2, 3, 0, 1);
      fo = v128.or(v128.or(v128.or(fo, fo2), v128.or(v128.and(th, o2), v128.and(t, t2))), v128.and(o, th2));
      th = v128.or(v128.or(th, th2), v128.or(v128.and(t, o2), v128.and(o, t2)));
      t = v128.or(v128.or(t, t2), v128.and(o, o2));
      o = v128.or(o, o2);
    }
    const twice = i32x4.extract_lane(t, 0);
    const thrice = i32x4.extract_lane(th, 0);
    const four = i32x4.extract_lane(fo, 0);
    const two = twice & ~thrice;
    if (two != 0) {
      pickBand = b;
      pickBit = two & -two;
      return;
    }
    const three = thrice & ~four;
    if (three != 0 && tripleBand < 0) {
      tripleBand = b;
      tripleBit = three & -three;
    }
    if (fallbackBand < 0) {
      fallbackBand = b;
      fallbackBit = u & -u;
    }
  }
  pickBand = tripleBand >= 0 ? tripleBand : fallbackBand;
  pickBit = tripleBand >= 0 ? tripleBit : fallbackBit;
}
