/**
 * An independent answer checker for the benchmarks, written without the engine so that it can
 * judge the engine: an answer is right when it fills every cell with a digit 1..N, keeps every
 * given, and puts each digit once in every row, column and box.
 */

/** Box width x height per board size (N = width * height), as in SPEC.md. */
const BOXES: Readonly<Record<number, readonly [number, number]>> = {
  4: [2, 2],
  6: [3, 2],
  9: [3, 3],
  16: [4, 4],
  25: [5, 5],
};

/** Digits 1..N of a text grid (`.` or `0` empty, `1`-`9` then `A`-`P`), 0 for empty. */
export function digitsOf(text: string): number[] {
  const cells: number[] = [];
  for (const ch of text) {
    if (ch === '.' || ch === '0') cells.push(0);
    else if (ch >= '1' && ch <= '9') cells.push(ch.charCodeAt(0) - 48);
    else if (/[A-Pa-p]/.test(ch)) cells.push(ch.toUpperCase().charCodeAt(0) - 55);
    else if (!/\s/.test(ch)) cells.push(-1);
  }
  return cells;
}

/** True when `answer` is a complete, valid grid of size N that agrees with every given. */
export function isSolutionOf(
  size: number,
  puzzle: ArrayLike<number>,
  answer: ArrayLike<number> | null | undefined,
): boolean {
  const box = BOXES[size];
  const cellCount = size * size;
  if (!box || !answer || answer.length !== cellCount || puzzle.length !== cellCount) return false;
  const [width, height] = box;
  const full = 2 ** size - 1;
  const rows = new Array<number>(size).fill(0);
  const cols = new Array<number>(size).fill(0);
  const boxes = new Array<number>(size).fill(0);
  for (let i = 0; i < cellCount; i++) {
    const d = answer[i];
    if (!Number.isInteger(d) || d < 1 || d > size) return false;
    if (puzzle[i] !== 0 && puzzle[i] !== d) return false;
    const r = Math.floor(i / size);
    const c = i % size;
    const b = Math.floor(r / height) * (size / width) + Math.floor(c / width);
    const bit = 2 ** (d - 1);
    rows[r] |= bit;
    cols[c] |= bit;
    boxes[b] |= bit;
  }
  for (let h = 0; h < size; h++) {
    if (rows[h] !== full || cols[h] !== full || boxes[h] !== full) return false;
  }
  return true;
}
