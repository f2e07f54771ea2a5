/**
 * The public puzzle sets kept in the repository's `data/` folder (sources in data/README.md):
 * one puzzle per line, the first 81 characters are the grid, `#` starts a comment; a file whose
 * name ends in `.gz` is gunzipped first. Also reads the reference speeds table from that
 * folder's README.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { digitsOf } from './verify.ts';

/** The repository's `data/` folder (this file sits in `bench/`). */
export const DATA_DIR = new URL('../data/', import.meta.url);

export interface DatasetInfo {
  /** Short name used in tables. */
  readonly name: string;
  readonly file: string;
}

export interface Dataset extends DatasetInfo {
  /** The puzzles as 81-character text, in file order. */
  readonly texts: readonly string[];
  /** The same puzzles as 81 digits, 0 for empty. */
  readonly cells: readonly (readonly number[])[];
}

export const DATASETS: readonly DatasetInfo[] = [
  { name: '17-clue', file: '17-clue.txt.gz' },
  { name: 'magictour-top1465', file: 'magictour-top1465.txt' },
  { name: 'forum-hardest-1106', file: 'forum-hardest-1106.txt' },
  { name: 'top95', file: 'top95.txt' },
];

/** The text of `data/<file>`, decompressed when the name ends in `.gz`. */
function readData(file: string): string {
  const url = new URL(file, DATA_DIR);
  if (!existsSync(url)) {
    throw new Error(
      `missing ${fileURLToPath(url)}: the benchmarks read the puzzle sets in the repository's data/ folder`,
    );
  }
  const bytes = readFileSync(url);
  return (file.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
}

export function loadDataset(info: DatasetInfo): Dataset {
  const texts: string[] = [];
  const cells: number[][] = [];
  const lines = readData(info.file).split(/\r?\n/);
  lines.forEach((line, i) => {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return;
    const text = trimmed.slice(0, 81);
    const digits = digitsOf(text);
    if (digits.length !== 81 || digits.some((d) => d < 0 || d > 9)) {
      throw new Error(`${info.file}:${i + 1}: not an 81-cell 9x9 puzzle: ${JSON.stringify(line)}`);
    }
    texts.push(text);
    cells.push(digits);
  });
  return { ...info, texts, cells };
}

/** Every `step`-th item, starting with the first: a deterministic sample. */
export function everyNth<T>(items: readonly T[], step: number): T[] {
  return step <= 1 ? items.slice() : items.filter((_, i) => i % step === 0);
}

/** The smallest step that leaves at most `max` items. */
export const stepFor = (count: number, max: number): number => Math.max(1, Math.ceil(count / max));

/**
 * The reference speeds table of `data/README.md` (header row, then data rows), or null
 * when the README has none.
 */
export function referenceSpeeds(): { headers: string[]; rows: string[][]; intro: string } | null {
  let text: string;
  try {
    text = readData('README.md');
  } catch {
    return null;
  }
  const lines = text.split(/\r?\n/);
  const start = lines.findIndex((l) => /^\|\s*solver\s*\|/i.test(l));
  if (start < 0) return null;
  const cells = (l: string): string[] =>
    l
      .trim()
      .replace(/^\||\|$/g, '')
      .split('|')
      .map((c) => c.trim());
  const rows: string[][] = [];
  for (let i = start + 2; i < lines.length && lines[i].trim().startsWith('|'); i++) {
    rows.push(cells(lines[i]));
  }
  // The paragraph just above the table says how the figures were taken.
  let introEnd = start;
  while (introEnd > 0 && lines[introEnd - 1].trim() === '') introEnd--;
  let introStart = introEnd;
  while (introStart > 0 && lines[introStart - 1].trim() !== '') introStart--;
  const intro = lines.slice(introStart, introEnd).join(' ').replace(/\s+/g, ' ').trim();
  return { headers: cells(lines[start]), rows, intro };
}
