// Reads the captions of a PDF sheet as a reader of the paper does, to type a puzzle's seed back:
// a caption is the text object that starts "<n>. "; its seed starts at `#` (the seed as it is)
// or `?seed=` (its URL form) and runs to the end, its lines joined with nothing between them (a
// break inside a seed's form stands for nothing); a `*` in it stands for the page's note, the
// text after "* = ". What the reader types is a URL's query, `seed=...`, as a browser sends it.
import type { PdfPageInfo, PdfTextBlock } from './pdf.ts';

export interface PrintedCaption {
  readonly number: number;
  readonly block: PdfTextBlock;
  /** The query a reader types after a puzzle URL's `?`, or undefined for a caption without seed. */
  readonly typed?: string;
}

const joined = (block: PdfTextBlock) => block.lines.map((l) => l.text).join('\n');

/** The page's note (`* = ...`), joined, or undefined when it has none. */
function noteOf(page: PdfPageInfo): string | undefined {
  const note = page.blocks.find((b) => b.lines[0]?.text.startsWith('* = '));
  return note && joined(note).slice('* = '.length).replaceAll('\n', '');
}

/** The page's puzzle captions, in order, each with what a reader types for its seed. */
export function captionsOf(page: PdfPageInfo): PrintedCaption[] {
  const note = noteOf(page);
  return page.blocks
    .filter((b) => /^\d+\. /.test(b.lines[0]?.text ?? '') && b.lines[0].font === 'F1')
    .map((block) => {
      const text = joined(block);
      const number = Number(/^(\d+)\. /.exec(text)?.[1]);
      const at = /#|\?seed=/.exec(text);
      if (!at) return { number, block };
      const form = text.slice(at.index).replaceAll('\n', '');
      if (form.startsWith('#')) return { number, block, typed: `seed=${form.slice(1)}` };
      const url = form.slice(1);
      if (!url.includes('*')) return { number, block, typed: url };
      if (note === undefined) throw new Error(`caption ${number} refers to a note the page lacks`);
      return { number, block, typed: url.replace('*', note) };
    });
}

/** A caption's text as its text layer gives it: its ActualText, or the lines it shows. */
export const copiedText = (block: PdfTextBlock): string =>
  block.actualText ?? block.lines.map((l) => l.text).join(' ');
