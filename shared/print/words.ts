/**
 * The words printed around a puzzle (titles, captions, page headings), in English and Bahasa
 * Indonesia, as the widget speaks them: level names, "Daily", "#seed" for a puzzle's identity.
 */
import * as z from 'zod/mini';
import type { Level } from '../generate/levels.ts';
import { PLAIN_MARK } from './seed-form.ts';

export const PrintLanguageSchema = z.enum(['en', 'id']);
export type PrintLanguage = z.infer<typeof PrintLanguageSchema>;

export interface PrintWords {
  readonly levels: Readonly<Record<Level, string>>;
  readonly arrow: string;
  readonly killer: string;
  readonly daily: (date: string) => string;
  readonly withSolution: string;
  readonly solutions: string;
  readonly page: (n: number, of: number) => string;
}

const WORDS: Readonly<Record<PrintLanguage, PrintWords>> = {
  en: {
    levels: { easy: 'Easy', medium: 'Medium', hard: 'Hard', expert: 'Expert' },
    arrow: 'Arrow Sudoku',
    killer: 'Killer Sudoku',
    daily: (date) => `Daily ${date}`,
    withSolution: 'with its solution',
    solutions: 'Solutions',
    page: (n, of) => `Page ${n} of ${of}`,
  },
  id: {
    levels: { easy: 'Mudah', medium: 'Sedang', hard: 'Sulit', expert: 'Ahli' },
    arrow: 'Sudoku Panah',
    killer: 'Sudoku Killer',
    daily: (date) => `Harian ${date}`,
    withSolution: 'dengan solusinya',
    solutions: 'Solusi',
    page: (n, of) => `Halaman ${n} dari ${of}`,
  },
};

export const printWords = (lang: PrintLanguage): PrintWords => WORDS[lang];

/** What a printed puzzle is: enough to name it in a caption and to fetch it again. */
export interface PuzzleLabel {
  readonly size: number;
  readonly level: Level;
  readonly variant: string;
  readonly seed: string;
  /** Set for a puzzle of the day (or a range of days, on a sheet): named by it, not its seed. */
  readonly date?: string;
}

/** The name of a variant that is not classic Sudoku, in words; undefined for classic. */
function variantName(variant: string, words: PrintWords): string | undefined {
  if (variant === 'arrow') return words.arrow;
  return variant === 'killer' ? words.killer : undefined;
}

/**
 * What kind of puzzle, without its seed: "9x9 · Hard", "Arrow Sudoku · Hard", "Daily 2026-11-21 ·
 * Medium", "Killer Sudoku · Daily 2026-11-21 · Medium".
 */
function kind(label: Omit<PuzzleLabel, 'seed'>, lang: PrintLanguage): string {
  const words = printWords(lang);
  const level = words.levels[label.level];
  const named = variantName(label.variant, words);
  if (label.date !== undefined)
    return `${named ? `${named} · ` : ''}${words.daily(label.date)} · ${level}`;
  return `${named ?? `${label.size}x${label.size}`} · ${level}`;
}

/** A caption in its two parts: what kind of puzzle, and the seed that names it (none for a day). */
export interface CaptionParts {
  readonly kind: string;
  readonly seed?: string;
}

/** The parts of a caption: a day is its own name, so a puzzle of the day has no seed. */
export const captionParts = (label: PuzzleLabel, lang: PrintLanguage): CaptionParts =>
  label.date !== undefined
    ? { kind: kind(label, lang) }
    : { kind: kind(label, lang), seed: label.seed };

/** Separates the parts of a caption. */
export const CAPTION_SEPARATOR = ' · ';

/** Parts as one line of text: "9x9 · Hard · #my-seed", the seed as it is after `#`. */
export const captionLine = (parts: CaptionParts): string =>
  parts.seed === undefined
    ? parts.kind
    : `${parts.kind}${CAPTION_SEPARATOR}${PLAIN_MARK}${parts.seed}`;

/** A short caption: "9x9 · Hard · #my-seed", "Daily 2026-11-21 · Medium" (a day is its own name). */
export const caption = (label: PuzzleLabel, lang: PrintLanguage): string =>
  captionLine(captionParts(label, lang));

/** An image's accessible name: "Sudoku 9x9 · Hard · #my-seed, with its solution". */
export function imageTitle(label: PuzzleLabel, lang: PrintLanguage, solution: boolean): string {
  const words = printWords(lang);
  // A variant's name says Sudoku already.
  const text =
    variantName(label.variant, words) !== undefined
      ? caption(label, lang)
      : `Sudoku ${caption(label, lang)}`;
  return solution ? `${text}, ${words.withSolution}` : text;
}

/** A sheet's heading and title: "Sudoku Break · 9x9 · Hard". */
export const sheetTitle = (label: Omit<PuzzleLabel, 'seed'>, lang: PrintLanguage): string =>
  `Sudoku Break · ${kind(label, lang)}`;
