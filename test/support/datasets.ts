/** Loads the team's public puzzle sets from `../shared/data/` beside the repository. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const DATA = fileURLToPath(new URL('../../../shared/data/', import.meta.url));

export const DATASETS = ['17-clue', 'magictour-top1465', 'forum-hardest-1106', 'top95'] as const;

export function loadPuzzles(name: (typeof DATASETS)[number]): string[] {
  return readFileSync(`${DATA}${name}.txt`, 'utf8')
    .split('\n')
    .filter((line) => line.length >= 81 && !line.startsWith('#'))
    .map((line) => line.slice(0, 81));
}
