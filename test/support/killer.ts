/**
 * An independent Killer Sudoku checker for tests: it shares no code with the engine. It checks a
 * set of cages (every cell of the 9x9 board in exactly one cage, each cage orthogonally
 * connected, 1-9 cells) and a solution against them (each cage's digits different and adding up
 * to its sum), and counts solutions by its own small backtracking search: rows, columns, boxes,
 * and for each cage the sum still to make with digits it does not hold yet.
 */

/** A cage as the engine's input and output carry it: `[row, col]` cells, 0-based. */
export interface CageInput {
  readonly sum: number;
  readonly cells: readonly (readonly [number, number])[];
}

const N = 9;
const index = ([r, c]: readonly [number, number]) => r * N + c;

/** True when the cages cover every cell of the board exactly once. */
export function cagesCover(cages: readonly CageInput[]): boolean {
  const seen = new Array<number>(N * N).fill(0);
  for (const cage of cages) for (const cell of cage.cells) seen[index(cell)]++;
  return seen.every((n) => n === 1);
}

/** True when every cage has 1-9 cells, orthogonally connected. */
export function cagesConnected(cages: readonly CageInput[]): boolean {
  return cages.every(({ cells }) => {
    if (cells.length < 1 || cells.length > 9) return false;
    const keys = new Set(cells.map(index));
    const reached = new Set([index(cells[0])]);
    const todo = [cells[0]];
    while (todo.length > 0) {
      const [r, c] = todo.pop() as readonly [number, number];
      for (const next of [
        [r - 1, c],
        [r + 1, c],
        [r, c - 1],
        [r, c + 1],
      ] as const) {
        const k = index(next);
        if (next[0] < 0 || next[0] >= N || next[1] < 0 || next[1] >= N) continue;
        if (!keys.has(k) || reached.has(k)) continue;
        reached.add(k);
        todo.push(next);
      }
    }
    return reached.size === keys.size;
  });
}

/** True when every cage's digits in `solution` differ and add up to its sum. */
export function cagesHold(solution: readonly number[], cages: readonly CageInput[]): boolean {
  return cages.every(({ sum, cells }) => {
    const digits = cells.map((cell) => solution[index(cell)]);
    return new Set(digits).size === digits.length && digits.reduce((a, b) => a + b, 0) === sum;
  });
}

/** subsets[count][sum]: every set of `count` different digits 1-9 adding up to `sum`, as masks. */
const subsets: number[][][] = Array.from({ length: 10 }, () =>
  Array.from({ length: 46 }, () => []),
);
for (let mask = 0; mask < 512; mask++) {
  let count = 0;
  let sum = 0;
  for (let d = 1; d <= 9; d++) {
    if (mask & (1 << (d - 1))) {
      count++;
      sum += d;
    }
  }
  subsets[count][sum].push(mask);
}

const bitCount = (m: number): number => {
  let n = 0;
  for (let x = m; x !== 0; x &= x - 1) n++;
  return n;
};

const lowest = (m: number): number => 32 - Math.clz32(m & -m);
const highest = (m: number): number => 32 - Math.clz32(m);

/**
 * Cells whose total the cages fix, by the rule that each row, column and box holds 1 to 9 (45):
 * for every row, column and box and every band of 2 or 3 rows or columns, the cells inside it of
 * the cages that stick out (45 per house minus the cages inside), and the cells outside it of the
 * cages that reach in (their sums, plus the cages inside, minus 45 per house).
 */
function sumSets(cages: readonly CageInput[]): { cells: number[]; total: number }[] {
  const regions: number[][] = [];
  for (let k = 0; k < N; k++) {
    const r0 = Math.floor(k / 3) * 3;
    const c0 = (k % 3) * 3;
    regions.push(Array.from({ length: N }, (_, j) => (r0 + Math.floor(j / 3)) * N + c0 + (j % 3)));
  }
  for (let width = 1; width <= 3; width++) {
    for (let first = 0; first + width <= N; first++) {
      const rowsHere: number[] = [];
      const colsHere: number[] = [];
      for (let k = first; k < first + width; k++)
        for (let j = 0; j < N; j++) {
          rowsHere.push(k * N + j);
          colsHere.push(j * N + k);
        }
      regions.push(rowsHere, colsHere);
    }
  }
  const out: { cells: number[]; total: number }[] = [];
  for (const region of regions) {
    const inside = new Set(region);
    let whole = 0;
    let partial = 0;
    const innies: number[] = [];
    const outies: number[] = [];
    for (const cage of cages) {
      const cells = cage.cells.map(index);
      const count = cells.filter((c) => inside.has(c)).length;
      if (count === 0) continue;
      if (count === cells.length) whole += cage.sum;
      else {
        partial += cage.sum;
        for (const c of cells) (inside.has(c) ? innies : outies).push(c);
      }
    }
    const houses = region.length / N;
    if (innies.length > 0 && innies.length <= N)
      out.push({ cells: innies, total: 45 * houses - whole });
    if (outies.length > 0 && outies.length <= N)
      out.push({ cells: outies, total: partial + whole - 45 * houses });
  }
  return out;
}

/**
 * Solutions of the givens (`puzzle`, 0 for empty) and the cages, counted up to `limit`, and the
 * first one found. Digits as bit masks (bit d-1 for d) per row, column, box and cage; a cell's
 * options are the digits its houses lack that some set of different digits still able to finish
 * its cage holds, narrowed by the 45 rule's totals (`sumSets`); the cell with the fewest
 * options goes first.
 */
export function countKillerSolutions(
  puzzle: readonly number[],
  cages: readonly CageInput[],
  limit = 2,
): { count: number; first: number[] | null } {
  const grid = [...puzzle];
  const cageOf = new Array<number>(N * N).fill(-1);
  cages.forEach((cage, i) => {
    for (const cell of cage.cells) cageOf[index(cell)] = i;
  });
  const rows = new Array<number>(N).fill(0);
  const cols = new Array<number>(N).fill(0);
  const boxes = new Array<number>(N).fill(0);
  const cageUsed = new Array<number>(cages.length).fill(0);
  const cageLeft = cages.map((cage) => cage.sum);
  const cageEmpty = cages.map((cage) => cage.cells.length);
  const boxOf = (cell: number) => Math.floor(cell / 27) * 3 + Math.floor((cell % 9) / 3);
  const set = (cell: number, d: number, on: boolean) => {
    const bit = 1 << (d - 1);
    const r = Math.floor(cell / N);
    const c = cell % N;
    const b = boxOf(cell);
    const k = cageOf[cell];
    if (on) {
      rows[r] |= bit;
      cols[c] |= bit;
      boxes[b] |= bit;
      if (k >= 0) {
        cageUsed[k] |= bit;
        cageLeft[k] -= d;
        cageEmpty[k]--;
      }
    } else {
      rows[r] &= ~bit;
      cols[c] &= ~bit;
      boxes[b] &= ~bit;
      if (k >= 0) {
        cageUsed[k] &= ~bit;
        cageLeft[k] += d;
        cageEmpty[k]++;
      }
    }
    grid[cell] = on ? d : 0;
  };
  /** Digits that some set of different digits, none already in the cage, finishing it holds. */
  const cageAllows = (k: number): number => {
    if (k < 0) return 511;
    const left = cageLeft[k];
    if (left < 0 || left > 45) return 0;
    let allowed = 0;
    for (const s of subsets[cageEmpty[k]][left]) if ((s & cageUsed[k]) === 0) allowed |= s;
    return allowed;
  };
  const options = (cell: number): number => {
    const r = Math.floor(cell / N);
    const c = cell % N;
    return ~(rows[r] | cols[c] | boxes[boxOf(cell)]) & 511 & cageAllows(cageOf[cell]);
  };
  // Givens that break a rule leave nothing to count.
  for (let cell = 0; cell < N * N; cell++) {
    const given = puzzle[cell];
    if (given === 0) continue;
    grid[cell] = 0;
    if ((options(cell) & (1 << (given - 1))) === 0) return { count: 0, first: null };
    set(cell, given, true);
  }
  const sums = sumSets(cages);
  const opts = new Array<number>(N * N).fill(0);
  let count = 0;
  let first: number[] | null = null;
  /** Narrows `opts` by the sum sets' bounds; false when some set cannot make its total. */
  const bounded = (): boolean => {
    for (const { cells, total } of sums) {
      let low = 0;
      let high = 0;
      for (const cell of cells) {
        const v = grid[cell];
        const m = v !== 0 ? 1 << (v - 1) : opts[cell];
        if (m === 0) return false;
        low += lowest(m);
        high += highest(m);
      }
      if (total < low || total > high) return false;
      for (const cell of cells) {
        if (grid[cell] !== 0) continue;
        const m = opts[cell];
        let kept = 0;
        for (let d = 1; d <= N; d++) {
          if ((m & (1 << (d - 1))) === 0) continue;
          const rest = total - d;
          if (rest >= low - lowest(m) && rest <= high - highest(m)) kept |= 1 << (d - 1);
        }
        if (kept === 0) return false;
        opts[cell] = kept;
      }
    }
    return true;
  };
  const walk = (): boolean => {
    let empty = 0;
    for (let cell = 0; cell < N * N; cell++) {
      if (grid[cell] !== 0) continue;
      empty++;
      opts[cell] = options(cell);
      if (opts[cell] === 0) return false;
    }
    if (empty === 0) {
      count++;
      if (!first) first = [...grid];
      return count >= limit;
    }
    if (!bounded()) return false;
    let best = -1;
    let fewest = 10;
    for (let cell = 0; cell < N * N; cell++) {
      if (grid[cell] !== 0) continue;
      const n = bitCount(opts[cell]);
      if (n < fewest) {
        best = cell;
        fewest = n;
      }
    }
    const mask = opts[best];
    for (let d = 1; d <= N; d++) {
      if ((mask & (1 << (d - 1))) === 0) continue;
      set(best, d, true);
      const done = walk();
      set(best, d, false);
      if (done) return true;
    }
    return false;
  };
  walk();
  return { count, first };
}
