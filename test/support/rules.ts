/**
 * An independent Sudoku rule checker for tests: it shares no code with the engine, so a bug in
 * the engine's own checker cannot hide a wrong solution.
 */
/** Box width and height by board size. */
export const BOXES: Record<number, [number, number]> = {
  4: [2, 2],
  6: [3, 2],
  9: [3, 3],
  16: [4, 4],
  25: [5, 5],
};

/** True when `solution` is a complete valid grid that keeps every given of `puzzle`. */
export function isValidSolution(puzzle: readonly number[], solution: readonly number[]): boolean {
  const n = Math.round(Math.sqrt(solution.length));
  const box = BOXES[n];
  if (!box || solution.length !== n * n || puzzle.length !== n * n) return false;
  const [bw, bh] = box;
  for (let i = 0; i < n * n; i++) {
    const v = solution[i];
    if (!Number.isInteger(v) || v < 1 || v > n) return false;
    if (puzzle[i] !== 0 && puzzle[i] !== v) return false;
  }
  const seen = (cells: number[]): boolean => new Set(cells.map((i) => solution[i])).size === n;
  for (let k = 0; k < n; k++) {
    const row: number[] = [];
    const col: number[] = [];
    const boxCells: number[] = [];
    const br = Math.floor(k / (n / bw)) * bh;
    const bc = (k % (n / bw)) * bw;
    for (let j = 0; j < n; j++) {
      row.push(k * n + j);
      col.push(j * n + k);
      boxCells.push((br + Math.floor(j / bw)) * n + bc + (j % bw));
    }
    if (!seen(row) || !seen(col) || !seen(boxCells)) return false;
  }
  return true;
}

/** Digits of a puzzle line (`.`/`0` empty, 1-9, A-P). */
export const digits = (line: string): number[] =>
  [...line].map((ch) => (ch === '.' ? 0 : Number.parseInt(ch, 36)));

/** True when every arrow's line digits add up to its circle's digit (arrows as [[r, c], [[r, c], ...]]). */
export function arrowsHold(
  size: number,
  solution: readonly number[],
  arrows: readonly (readonly [readonly [number, number], readonly (readonly [number, number])[]])[],
): boolean {
  return arrows.every(
    ([[r, c], line]) =>
      solution[r * size + c] === line.reduce((sum, [lr, lc]) => sum + solution[lr * size + lc], 0),
  );
}
