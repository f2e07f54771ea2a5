/**
 * Loads the public puzzle sets kept in the repository's `data/` folder (see data/README.md for
 * their sources): the one reader for every test that uses them. A file whose name ends in `.gz`
 * is gunzipped first.
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

export const DATASETS = [
  '17-clue',
  'magictour-top1465',
  'forum-hardest-1106',
  'top95',
  'sixteen-gecode-janko',
  'twentyfive-gecode-frisch',
] as const;

export type DatasetName = (typeof DATASETS)[number];

/** The file in `data/` that holds each set. */
export const DATASET_FILES: Readonly<Record<DatasetName, string>> = {
  '17-clue': '17-clue.txt.gz',
  'magictour-top1465': 'magictour-top1465.txt',
  'forum-hardest-1106': 'forum-hardest-1106.txt',
  top95: 'top95.txt',
  'sixteen-gecode-janko': 'sixteen-gecode-janko.txt',
  'twentyfive-gecode-frisch': 'twentyfive-gecode-frisch.txt',
};

/** Cells per puzzle of each set: the 9x9 sets' lines may carry more after the grid. */
const CELLS: Partial<Record<DatasetName, number>> = {
  'sixteen-gecode-janko': 256,
  'twentyfive-gecode-frisch': 625,
};

const DATA_DIR = new URL('../../data/', import.meta.url);

/** The text of `data/<file>`, decompressed when the name ends in `.gz`. */
export function readDataFile(file: string): string {
  const bytes = readFileSync(new URL(file, DATA_DIR));
  return (file.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
}

/** The puzzles of a set as text (81, 256 or 625 characters), in file order (`#` lines skipped). */
export function loadPuzzles(name: DatasetName): string[] {
  const cells = CELLS[name] ?? 81;
  return readDataFile(DATASET_FILES[name])
    .split('\n')
    .filter((line) => line.length >= cells && !line.startsWith('#'))
    .map((line) => line.slice(0, cells));
}
