/**
 * Cages for a Killer Sudoku grid: grown at random over a solved grid (each cage from a random
 * free cell, through orthogonal neighbours whose digits are not in it yet, to a size drawn from
 * the level's weights), one-cell cages then merged into a neighbour where the level wants few of
 * them; and where a puzzle needs more information to have one solution, a cage split in two or
 * a cell moved to a neighbouring cage. Every choice comes from the seeded PRNG, so the same seed
 * gives the same cages.
 */
import { cageCombos } from '../constraints/cage-sums.ts';
import type { Prng } from '../random/prng.ts';
import type { CageCells } from '../variants/killer.ts';

const N = 9;

/** How a level's cages are grown. */
export interface CageShape {
  /** Relative weights of cage sizes 1, 2, 3, ... */
  readonly sizes: readonly number[];
  /**
   * The chance (in 1/100) that a cage's last cell is the one that leaves its sum the fewest
   * combinations.
   */
  readonly fewestWays: number;
  /** Merge one-cell cages into a neighbour (up to this many cells) where the digits allow. */
  readonly mergeSingles: number;
}

/** Orthogonal neighbours of a cell. */
export function neighbours(cell: number): number[] {
  const row = Math.floor(cell / N);
  const col = cell % N;
  const out: number[] = [];
  if (row > 0) out.push(cell - N);
  if (row < N - 1) out.push(cell + N);
  if (col > 0) out.push(cell - 1);
  if (col < N - 1) out.push(cell + 1);
  return out;
}

const bit = (digit: number) => 1 << (digit - 1);

function drawSize(sizes: readonly number[], rng: Prng): number {
  const total = sizes.reduce((a, b) => a + b, 0);
  let pick = rng.int(total);
  for (let i = 0; i < sizes.length; i++) {
    if (pick < sizes[i]) return i + 1;
    pick -= sizes[i];
  }
  return 1;
}

const sumOf = (solution: ArrayLike<number>, cells: readonly number[]) =>
  cells.reduce((sum, cell) => sum + solution[cell], 0);

/** Cages covering the grid, each a connected set of cells whose digits do not repeat. */
export function growCages(solution: ArrayLike<number>, shape: CageShape, rng: Prng): number[][] {
  const owner = new Int16Array(N * N).fill(-1);
  const cages: number[][] = [];
  for (const start of rng.shuffle(Array.from({ length: N * N }, (_, i) => i))) {
    if (owner[start] >= 0) continue;
    const target = drawSize(shape.sizes, rng);
    const id = cages.length;
    const cells = [start];
    owner[start] = id;
    let digits = bit(solution[start]);
    while (cells.length < target) {
      const frontier: number[] = [];
      for (const cell of cells)
        for (const next of neighbours(cell))
          if (owner[next] < 0 && !(digits & bit(solution[next])) && !frontier.includes(next))
            frontier.push(next);
      if (frontier.length === 0) break;
      let next = frontier[rng.int(frontier.length)];
      if (cells.length + 1 === target && rng.int(100) < shape.fewestWays) {
        const ways = (cell: number) =>
          cageCombos(target, sumOf(solution, cells) + solution[cell]).length;
        for (const cell of frontier) if (ways(cell) < ways(next)) next = cell;
      }
      owner[next] = id;
      cells.push(next);
      digits |= bit(solution[next]);
    }
    cages.push(cells);
  }
  return shape.mergeSingles > 1 ? mergeSingles(cages, solution, shape.mergeSingles, rng) : cages;
}

/** One-cell cages joined to a random neighbouring cage that lacks their digit and has room. */
function mergeSingles(
  cages: number[][],
  solution: ArrayLike<number>,
  most: number,
  rng: Prng,
): number[][] {
  const owner = new Int16Array(N * N);
  cages.forEach((cells, id) => {
    for (const cell of cells) owner[cell] = id;
  });
  const gone = new Set<number>();
  cages.forEach((cells, id) => {
    if (cells.length !== 1) return;
    const cell = cells[0];
    const options = neighbours(cell)
      .map((next) => owner[next])
      .filter((other, i, all) => {
        if (other === id || gone.has(other) || all.indexOf(other) !== i) return false;
        const host = cages[other];
        return host.length < most && host.every((c) => solution[c] !== solution[cell]);
      });
    if (options.length === 0) return;
    const host = options[rng.int(options.length)];
    cages[host].push(cell);
    owner[cell] = host;
    gone.add(id);
  });
  return cages.filter((_, id) => !gone.has(id));
}

/** True when `cells` are orthogonally connected. */
export function isConnected(cells: readonly number[]): boolean {
  if (cells.length === 0) return true;
  const inside = new Set(cells);
  const seen = new Set([cells[0]]);
  const queue = [cells[0]];
  while (queue.length > 0) {
    const cell = queue.pop() as number;
    for (const next of neighbours(cell)) {
      if (!inside.has(next) || seen.has(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return seen.size === cells.length;
}

/**
 * Splits `cells` in two connected parts of `least` cells or more, the first grown at random
 * from `from` and kept away from `apart`: the two cells then lie in different cages. With
 * `least` 1 a split is always found (a leaf of a spanning tree leaves the rest connected); null
 * when the cage has too few cells or no random try worked.
 */
export function splitCage(
  cells: readonly number[],
  from: number,
  apart: number,
  least: number,
  rng: Prng,
): [number[], number[]] | null {
  if (cells.length < 2 * least) return null;
  const inside = new Set(cells);
  for (let tries = 0; tries < 8; tries++) {
    const size = rng.between(least, cells.length - least);
    const part = [from];
    while (part.length < size) {
      const frontier: number[] = [];
      for (const cell of part)
        for (const next of neighbours(cell))
          if (
            inside.has(next) &&
            next !== apart &&
            !part.includes(next) &&
            !frontier.includes(next)
          )
            frontier.push(next);
      if (frontier.length === 0) break;
      part.push(frontier[rng.int(frontier.length)]);
    }
    const rest = cells.filter((cell) => !part.includes(cell));
    if (part.length >= least && rest.length >= least && isConnected(rest)) return [part, rest];
  }
  if (least > 1) return null;
  for (const cell of cells) {
    const rest = cells.filter((c) => c !== cell);
    if (isConnected(rest)) return [[cell], rest];
  }
  return null;
}

/** A move of `cell` to the cage `to`; for a two-cell cage, its other cell moves on too. */
interface Move {
  readonly cell: number;
  readonly to: number;
  readonly partner?: number;
  readonly partnerTo?: number;
}

/**
 * Moves one of `cells` (cells where another solution differs) from its cage to a neighbouring
 * cage that lacks its digit and has fewer than `most` cells, when its own cage keeps two cells
 * or more and stays connected; a two-cell cage is dissolved instead, its other cell joining a
 * neighbouring cage too. The cage the cell joins no longer adds up under the other solution (it
 * held the cage's old sum there), so that solution is ruled out without a one-cell cage. False
 * when no such move exists.
 */
export function moveCell(
  cages: number[][],
  solution: ArrayLike<number>,
  cells: readonly number[],
  most: number,
  rng: Prng,
): boolean {
  const owner = new Int16Array(N * N);
  cages.forEach((members, id) => {
    for (const cell of members) owner[cell] = id;
  });
  const hosts = (cell: number, from: number): number[] => {
    const out: number[] = [];
    for (const next of neighbours(cell)) {
      const to = owner[next];
      if (to === from || out.includes(to) || cages[to].length >= most) continue;
      if (cages[to].every((c) => solution[c] !== solution[cell])) out.push(to);
    }
    return out;
  };
  const moves: Move[] = [];
  for (const cell of cells) {
    const from = owner[cell];
    const members = cages[from];
    if (members.length >= 3) {
      if (!isConnected(members.filter((c) => c !== cell))) continue;
      for (const to of hosts(cell, from)) moves.push({ cell, to });
    } else if (members.length === 2) {
      const partner = members[0] === cell ? members[1] : members[0];
      for (const to of hosts(cell, from))
        for (const partnerTo of hosts(partner, from))
          if (partnerTo !== to || cages[to].length + 1 < most)
            moves.push({ cell, to, partner, partnerTo });
    }
  }
  if (moves.length === 0) return false;
  const { cell, to, partner, partnerTo } = moves[rng.int(moves.length)];
  const from = owner[cell];
  cages[from] = cages[from].filter((c) => c !== cell && c !== partner);
  cages[to].push(cell);
  if (partner !== undefined && partnerTo !== undefined) {
    cages[partnerTo].push(partner);
    cages.splice(from, 1);
  }
  return true;
}

/** Cells to cages with their sums from the solution. */
export const withSums = (cages: readonly number[][], solution: ArrayLike<number>): CageCells[] =>
  cages.map((cells) => ({ sum: sumOf(solution, cells), cells: [...cells].sort((a, b) => a - b) }));
