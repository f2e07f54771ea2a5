/**
 * Printable puzzles: an SVG image of one puzzle and a PDF sheet of several, both drawn from one
 * description of the grid (drawing.ts). Pure like the rest of the engine. The Worker's print
 * routes use this door; it is not (yet) part of the npm package's engine export.
 */
export type { PrintablePuzzle } from './drawing.ts';
export { PAPERS, type Paper, puzzleSheet, type SheetPuzzle, sheetPages } from './sheet.ts';
export { puzzleSvg, type SvgOptions } from './svg.ts';
export {
  type CaptionParts,
  caption,
  captionParts,
  imageTitle,
  type PrintLanguage,
  PrintLanguageSchema,
  type PuzzleLabel,
  printWords,
  sheetTitle,
} from './words.ts';
