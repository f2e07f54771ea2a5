/**
 * The judge's checks of the patterns of few-candidate cells: XY-Wing, XYZ-Wing, W-Wing and
 * XY-chain.
 */
import type { Found, TechniqueId } from '../../shared/logic/step.ts';
import {
  candList,
  type Fail,
  has,
  houseCells,
  type PatternCheck,
  type Position,
  sameSet,
  seeingAll,
  sees,
} from './judge-board.ts';

/** A {x,y} pivot seeing {x,z} and {y,z} pincers. */
function xyWing(p: Position, step: Found, fail: Fail): void {
  const { size } = p;
  const [pivot, a, b] = step.cells;
  const [x, y, z] = step.digits;
  const set = (c: number) => candList(p, c).join();
  if (set(pivot) !== [x, y].sort((m, n) => m - n).join()) fail('pivot is not {x,y}');
  if (set(a) !== [x, z].sort((m, n) => m - n).join()) fail('pincer a is not {x,z}');
  if (set(b) !== [y, z].sort((m, n) => m - n).join()) fail('pincer b is not {y,z}');
  if (!sees(size, pivot, a) || !sees(size, pivot, b)) fail('pincers do not see the pivot');
  if (!sameSet(step.eliminations, seeingAll(p, z, [a, b]))) fail('eliminations differ');
}

/** A {x,y,z} pivot seeing {x,z} and {y,z} pincers. */
function xyzWing(p: Position, step: Found, fail: Fail): void {
  const { size } = p;
  const [pivot, a, b] = step.cells;
  const [x, y, z] = step.digits;
  const set = (c: number) => candList(p, c).join();
  const sorted = (...ds: number[]) => ds.sort((m, n) => m - n).join();
  if (set(pivot) !== sorted(x, y, z)) fail('pivot is not {x,y,z}');
  if (set(a) !== sorted(x, z) || set(b) !== sorted(y, z)) fail('pincers are not {x,z} and {y,z}');
  if (!sees(size, pivot, a) || !sees(size, pivot, b)) fail('pincers do not see the pivot');
  if (!sameSet(step.eliminations, seeingAll(p, z, [pivot, a, b]))) fail('eliminations differ');
}

/** Two {x,y} cells whose y ends a strong link between them. */
function wWing(p: Position, step: Found, fail: Fail): void {
  const { size } = p;
  const [w1, w2, s1, s2] = step.cells;
  const [x, y] = step.digits;
  const pair = [x, y].sort((m, n) => m - n).join();
  if (candList(p, w1).join() !== pair || candList(p, w2).join() !== pair)
    fail('wings are not {x,y}');
  const where = houseCells(size, step.houses[0]).filter((c) => has(p, c, y));
  if (where.length !== 2 || !where.includes(s1) || !where.includes(s2)) fail('no strong link on y');
  if (!sees(size, s1, w1) || !sees(size, s2, w2)) fail('link ends do not see the wings');
  if (!sameSet(step.eliminations, seeingAll(p, x, [w1, w2]))) fail('eliminations differ');
}

/** Bivalue cells in a chain, each passing on the digit the last one did not take. */
function xyChain(p: Position, step: Found, fail: Fail): void {
  const { size } = p;
  const cells = step.cells;
  const [x, ...values] = step.digits;
  if (values.length !== cells.length || values[values.length - 1] !== x)
    fail('chain does not end on x');
  cells.forEach((c, i) => {
    const incoming = i === 0 ? x : values[i - 1];
    const pair = [incoming, values[i]].sort((m, n) => m - n).join();
    if (candList(p, c).join() !== pair) fail(`cell ${c} is not {${pair}}`);
    if (i > 0 && !sees(size, cells[i - 1], c))
      fail(`cells ${cells[i - 1]} and ${c} do not see each other`);
  });
  const ends = [cells[0], cells[cells.length - 1]];
  if (
    !step.eliminations.every(
      (m) => m.digit === x && seeingAll(p, x, ends).some((e) => e.cell === m.cell),
    )
  )
    fail('eliminates a cell that does not see both ends');
}

export const WING_CHECKS: Partial<Record<TechniqueId, PatternCheck>> = {
  'xy-wing': xyWing,
  'xyz-wing': xyzWing,
  'w-wing': wWing,
  'xy-chain': xyChain,
};
