/**
 * The warnings and errors in what wrangler printed (its own and esbuild's, as `▲ [WARNING] …` and
 * `✘ [ERROR] …` blocks), colours removed, each with the lines under it that say where: tests of
 * the Worker's bundle fail on any of them.
 */
import { stripVTControlCharacters } from 'node:util';

export const complaints = (output: string): string[] =>
  stripVTControlCharacters(output)
    .split(/\n(?=\S)/)
    .filter((block) => /^(▲ |✘ )?\[(WARNING|ERROR)\]/m.test(block))
    .map((block) => block.trim());
