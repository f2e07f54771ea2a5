/**
 * Finds the 6x6 puzzles the generator starts its medium, hard and expert levels from
 * (shared/generate/catalogue.ts): minimal puzzles (no given can go without losing uniqueness)
 * drawn from seeds `catalogue:0`, `catalogue:1`, ..., kept when `rate` puts them at one of those
 * levels. About 95% of random minimal 6x6 puzzles fall to singles, 4% are hard and 0.4% each
 * medium and expert, too few for a request to find one in time, so they are found here once.
 * It prints them as catalogue.ts stores them (`ENTRIES`: each puzzle encoded by `encodeEntry`,
 * one string of entries per level, separated by spaces), ready to paste; the figures go to stderr.
 *
 *   node scripts/find-6x6-puzzles.ts [per level, default 48]
 */
import type { Size } from '../shared/board/geometry.ts';
import { encodeEntry } from '../shared/generate/catalogue.ts';
import { HouseDigits } from '../shared/generate/forced.ts';
import { singlesReach } from '../shared/generate/grade.ts';
import { singlesForce } from '../shared/generate/singles.ts';
import { rate } from '../shared/index.ts';
import { createPrng } from '../shared/random/prng.ts';
import { search } from '../shared/solve/search.ts';

const SIZE: Size = 6;
const perLevel = Number(process.argv[2] ?? 48);
const found: Record<string, string[]> = { medium: [], hard: [], expert: [] };
const reach: Record<string, number[]> = { medium: [], hard: [], expert: [] };
const cells = SIZE * SIZE;
let draws = 0;
while (Object.values(found).some((list) => list.length < perLevel)) {
  const rng = createPrng(`catalogue:${draws++}`);
  const empty = { size: SIZE, cells: new Array<number>(cells).fill(0) } as const;
  const filled = search(empty, { limit: 1, budget: 100_000, random: rng.next });
  if (!filled.solution) continue;
  const puzzle = Uint8Array.from(filled.solution);
  const houses = new HouseDigits(SIZE, puzzle);
  for (const cell of rng.shuffle(Array.from({ length: cells }, (_, i) => i))) {
    const digit = puzzle[cell];
    houses.remove(cell, digit);
    if (houses.forced(cell, digit) || singlesForce(SIZE, puzzle, cell, digit)) continue;
    const grid = { size: SIZE, cells: puzzle as unknown as number[] };
    const rival = search(grid, { limit: 1, budget: 100_000, exclude: { cell, digit } });
    if (rival.count > 0 || rival.aborted) houses.restore(cell, digit);
  }
  const grid = { size: SIZE, cells: Array.from(puzzle) } as const;
  const rating = rate(grid);
  if (!rating.ok) continue;
  const list = found[rating.value.level];
  if (!list || list.length >= perLevel) continue;
  const entry = encodeEntry(SIZE, puzzle);
  if (list.includes(entry)) continue;
  list.push(entry);
  reach[rating.value.level].push(singlesReach(SIZE, puzzle).length);
}

/**
 * A level's entries as string pieces of at most `width` characters (their trailing space aside),
 * joined with `+`: the width catalogue.ts is written in, so that a run with the default count
 * prints its `6` entry byte for byte.
 */
function pieces(entries: readonly string[], width = 92): string {
  const lines: string[] = [];
  for (const entry of entries) {
    const last = lines.length - 1;
    if (last >= 0 && lines[last].length + 1 + entry.length <= width) lines[last] += ` ${entry}`;
    else lines.push(entry);
  }
  // Each piece but the last keeps the space that separates it from the next entry.
  return lines.map((line, i) => `'${line}${i < lines.length - 1 ? ' ' : ''}'`).join(' +\n      ');
}

console.error(`${draws} draws`);
console.log(`  ${SIZE}: {`);
for (const [level, list] of Object.entries(found)) {
  const givens = list.map((entry) => entry.length); // one character per given
  console.error(
    `${level}: givens ${Math.min(...givens)}-${Math.max(...givens)}, singles before the first harder step ${Math.min(...reach[level])}-${Math.max(...reach[level])}`,
  );
  console.log(`    ${level}:\n      ${pieces(list)},`);
}
console.log('  },');
