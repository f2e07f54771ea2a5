/**
 * The Killer cage rule: the digits of a cage add up to its sum and do not repeat in it. Pruning
 * works on the cage's combinations (cage-sums.ts): a combination stays only while the cage's
 * cells can still take its digits one each, and every cell keeps the digits some remaining
 * combination gives it (cage-match.ts: exact up to 6 cells, a sound weaker test beyond). What a
 * cage of up to 6 cells gave on some candidates is remembered (cage-cache.ts).
 */
import { CACHED_CELLS, MISSED, recall, record } from './cage-cache.ts';
import { placedDigits, unreachable } from './cage-check.ts';
import { comboSupport } from './cage-match.ts';
import { cageCombos } from './cage-sums.ts';
import {
  type CellConstraint,
  CONTRADICTION,
  NARROWED,
  type PruneOutcome,
  UNCHANGED,
} from './constraint.ts';

const spreadOut: [number, number] = [0, 0];

/**
 * The digits some cell can still take, and the digits of cells down to one candidate: a
 * combination must lie within the first and hold the second (a cheap test before the full one).
 */
export function spread(masks: ArrayLike<number>, count: number): readonly [number, number] {
  let reach = 0;
  let fixed = 0;
  for (let i = 0; i < count; i++) {
    const m = masks[i];
    reach |= m;
    if ((m & (m - 1)) === 0) fixed |= m;
  }
  spreadOut[0] = reach;
  spreadOut[1] = fixed;
  return spreadOut;
}

/**
 * What a cage's combinations say on some candidates, shared with the rules derived from the
 * cage (killer-derived.ts): the digits every remaining combination holds, for exactly the
 * candidates `masks` (`known` false until first worked out).
 */
export interface CageMemo {
  readonly masks: Int32Array;
  required: number;
  known: boolean;
}

export const cageMemo = (count: number): CageMemo => ({
  masks: new Int32Array(count),
  required: 0,
  known: false,
});

/** Stores in `memo` the digits every remaining combination holds on `masks`. */
function remember(memo: CageMemo, masks: ArrayLike<number>, required: number): void {
  memo.masks.set(masks as Int32Array);
  memo.required = required;
  memo.known = true;
}

/**
 * The digits every combination of the cage still possible on `cand` holds, as the cage's own
 * rule last worked them out; -1 when that was on other candidates (the cage's rule runs again
 * before the search settles, and then it is known).
 */
export function cageRequired(memo: CageMemo, cells: readonly number[], cand: Int32Array): number {
  if (!memo.known) return -1;
  for (let i = 0; i < cells.length; i++) if (cand[cells[i]] !== memo.masks[i]) return -1;
  return memo.required;
}

/**
 * The digits every combination of the cage still possible on `masks` holds (-1 when none is),
 * with the candidates of each cell that some such combination gives it in `kept`.
 */
function supported(
  masks: Int32Array,
  count: number,
  combos: readonly number[],
  kept: Int32Array,
): number {
  kept.fill(0, 0, count);
  let required = -1;
  const [reach, fixed] = spread(masks, count);
  for (const combo of combos) {
    if ((combo & reach) !== combo || (combo & fixed) !== fixed) continue;
    // A combination that could add no digit to any cell, nor take one from `required`, need
    // not be checked: whether the cells can take it changes nothing.
    if ((required & ~combo) === 0) {
      let adds = 0;
      for (let i = 0; i < count && adds === 0; i++) adds = masks[i] & combo & ~kept[i];
      if (adds === 0) continue;
    }
    if (comboSupport(masks, count, combo, kept)) required &= combo;
  }
  for (let i = 0; i < count; i++) kept[i] &= masks[i];
  return required;
}

export function cageConstraint(
  cells: readonly number[],
  sum: number,
  memo: CageMemo = cageMemo(cells.length),
): CellConstraint {
  const count = cells.length;
  const combos = cageCombos(count, sum);
  const masks = new Int32Array(count);
  // What the last prune left: pruning depends on the cells' candidates alone and its result
  // prunes to nothing new, so the same candidates again (the search calls every rule whenever
  // its queues run dry, and most cages have not changed since) need no new look.
  const kept = new Int32Array(count);
  let known = false;
  const cached = count <= CACHED_CELLS;
  const prune = (cand: Int32Array): PruneOutcome => {
    if (known) {
      let same = true;
      for (let i = 0; i < count && same; i++) same = cand[cells[i]] === kept[i];
      if (same) return UNCHANGED;
    }
    known = false;
    for (let i = 0; i < count; i++) masks[i] = cand[cells[i]];
    let required = cached ? recall(count, sum, masks, kept) : MISSED;
    if (required === MISSED) {
      required = supported(masks, count, combos, kept);
      if (cached) record(count, sum, masks, kept, required);
    }
    if (required === -1) return CONTRADICTION;
    let outcome: PruneOutcome = UNCHANGED;
    for (let i = 0; i < count; i++) {
      if (kept[i] === 0) return CONTRADICTION;
      if (kept[i] !== masks[i]) {
        cand[cells[i]] = kept[i];
        outcome = NARROWED;
      }
    }
    known = true;
    // Narrowing to the supported digits keeps every combination that was possible (on large
    // cages, loosely pruned, fewer may be left: the digits they all hold can only be more).
    remember(memo, kept, required);
    return outcome;
  };
  const broken = (digits: ArrayLike<number>): boolean => {
    const placed = placedDigits(cells, digits);
    if (placed < 0) return true;
    let filled = 0;
    let total = 0;
    for (const cell of cells) {
      if (digits[cell] === 0) continue;
      filled++;
      total += digits[cell];
    }
    return filled === count ? total !== sum : unreachable(count, sum, placed);
  };
  return { cells, prune, broken };
}
