/**
 * What pruning a cage gave, remembered by all it depends on: the cage's size, its sum and its
 * cells' candidates. The search meets the same cage on the same candidates again and again (it
 * backtracks to states it has pruned before, a generator's draws search the same cages over and
 * over, and cages of one size and sum recur), and a look-up costs a fraction of working the
 * combinations out again. One direct-mapped table for every cage of up to CACHED_CELLS cells: a
 * new result takes the slot of whatever was there, so memory stays fixed, and a result is the
 * same whether it is looked up or worked out, so what the cache holds never changes an answer.
 */

/** Cages up to this many cells are remembered (larger ones are rare). */
export const CACHED_CELLS = 6;
/** recall's answer when the table does not hold these candidates. */
export const MISSED = -2;

const SLOT_BITS = 13;
// Per slot: the size and sum, the candidates, the kept candidates and the required digits.
const KEPT = 1 + CACHED_CELLS;
const REQUIRED = KEPT + CACHED_CELLS;
const STRIDE = REQUIRED + 1;
/** Made on first use (458 KiB): boards without cages never need it. */
let table: Int32Array | null = null;

/** The slot of these candidates for a cage of this size and sum. */
function slotOf(tag: number, count: number, masks: Int32Array): number {
  let hash = tag;
  for (let i = 0; i < count; i++) hash = Math.imul(hash ^ masks[i], 0x9e3779b1);
  return (hash >>> (32 - SLOT_BITS)) * STRIDE;
}

/**
 * The required digits of the cage (-1: no combination is left) with the candidates it keeps
 * copied into `kept`, when the table holds `masks` for this size and sum; MISSED otherwise.
 */
export function recall(count: number, sum: number, masks: Int32Array, kept: Int32Array): number {
  // Never 0, the tag of an empty slot: count is 1 or more.
  const tag = (sum << 4) | count;
  const slot = slotOf(tag, count, masks);
  table ??= new Int32Array((1 << SLOT_BITS) * STRIDE);
  if (table[slot] !== tag) return MISSED;
  for (let i = 0; i < count; i++) if (table[slot + 1 + i] !== masks[i]) return MISSED;
  for (let i = 0; i < count; i++) kept[i] = table[slot + KEPT + i];
  return table[slot + REQUIRED];
}

/** Stores what the cage gave on `masks`, over whatever its slot held. */
export function record(
  count: number,
  sum: number,
  masks: Int32Array,
  kept: Int32Array,
  required: number,
): void {
  const tag = (sum << 4) | count;
  const slot = slotOf(tag, count, masks);
  table ??= new Int32Array((1 << SLOT_BITS) * STRIDE);
  table[slot] = tag;
  for (let i = 0; i < count; i++) {
    table[slot + 1 + i] = masks[i];
    table[slot + KEPT + i] = kept[i];
  }
  table[slot + REQUIRED] = required;
}
