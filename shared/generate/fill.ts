/**
 * A random full grid for the generator: the production search with a seeded random digit order,
 * started afresh whenever a try runs out of its node budget (the same random stream carries on,
 * so this stays deterministic).
 */
import type { Size } from '../board/geometry.ts';
import type { Prng } from '../random/prng.ts';
import { search } from '../solve/search.ts';

/** Tries to fill an empty grid at random before a draw gives up. */
const FILL_TRIES = 8;

export function fill(size: Size, rng: Prng, budget: number): Uint8Array | null {
  const empty = { size, cells: new Array<number>(size * size).fill(0) };
  for (let i = 0; i < FILL_TRIES; i++) {
    const filled = search(empty, { limit: 1, budget, random: rng.next });
    if (filled.solution) return filled.solution;
  }
  return null;
}
