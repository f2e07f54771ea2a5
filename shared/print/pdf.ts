/**
 * A minimal PDF 1.5 writer: the catalog, the page tree, one page object and one content stream
 * per page, the standard Helvetica and Helvetica-Bold fonts (every reader has them, nothing is
 * embedded, so they draw WinAnsi characters only), text marked with what it stands for
 * (ActualText, PDF 1.5), a document information dictionary, and the cross-reference table with
 * the byte offset of every object. Enough for sheets of lines and text; a few hundred lines of a
 * library would bring nothing a puzzle sheet needs. Deterministic: no dates or ids, so the same
 * sheet is the same bytes (and the same ETag).
 */
import { winAnsiByte } from './win-ansi.ts';

export interface PdfPage {
  /** In points (1/72 inch). */
  readonly width: number;
  readonly height: number;
  /** The page's content stream: PDF operators, text strings already encoded by `pdfString`. */
  readonly content: string;
}

/** Font resource names the content streams use. */
export const FONTS = { regular: 'F1', bold: 'F2' } as const;

/** One character as its WinAnsi byte, or `?` for what the standard fonts cannot show. */
function winAnsi(char: string): string {
  const byte = winAnsiByte(char);
  return byte === undefined ? '?' : String.fromCharCode(byte);
}

/** Text as a PDF literal string for Helvetica with WinAnsiEncoding: `(like this)`. */
export function pdfString(text: string): string {
  let out = '';
  for (const char of text) {
    const byte = winAnsi(char);
    out += byte === '(' || byte === ')' || byte === '\\' ? `\\${byte}` : byte;
  }
  return `(${out})`;
}

/**
 * Text as a PDF text string, for metadata and ActualText (UTF-16BE with its byte order mark, in
 * hex): any text, unlike what the fonts can draw.
 */
export function pdfTextString(text: string): string {
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i++) {
    hex += text.charCodeAt(i).toString(16).toUpperCase().padStart(4, '0');
  }
  return `<${hex}>`;
}

/**
 * Content stream operators marked as showing `text`: what a reader copies, searches and reads
 * aloud in place of the glyphs drawn (a seed's real characters for its printed form). The
 * operators must be whole text objects (BT ... ET).
 */
export const actualText = (text: string, operators: string): string =>
  `/Span << /ActualText ${pdfTextString(text)} >> BDC\n${operators}\nEMC`;

/** A number as PDF writes it: at most two decimals, no exponent. */
export const pdfNumber = (n: number): string => {
  const rounded = Math.round(n * 100) / 100;
  return String(Object.is(rounded, -0) ? 0 : rounded);
};

/**
 * The whole document as bytes. Every string built here is one byte per character (ASCII
 * operators, WinAnsi text), so string lengths are byte offsets.
 */
export function pdfDocument(
  pages: readonly PdfPage[],
  info: { readonly title: string },
): Uint8Array<ArrayBuffer> {
  const objects: string[] = [];
  const add = (body: string): number => objects.push(body); // the object's number
  const pagesRef = 2;
  add(`<< /Type /Catalog /Pages ${pagesRef} 0 R >>`);
  add(''); // the page tree, once its kids are numbered
  const font = (name: string) =>
    add(`<< /Type /Font /Subtype /Type1 /BaseFont /${name} /Encoding /WinAnsiEncoding >>`);
  const resources = `<< /Font << /${FONTS.regular} ${font('Helvetica')} 0 R /${FONTS.bold} ${font('Helvetica-Bold')} 0 R >> >>`;
  const infoRef = add(`<< /Title ${pdfTextString(info.title)} /Producer (Sudoku Break) >>`);
  const kids: number[] = [];
  for (const page of pages) {
    const contents = add(
      `<< /Length ${page.content.length} >>\nstream\n${page.content}\nendstream`,
    );
    kids.push(
      add(
        `<< /Type /Page /Parent ${pagesRef} 0 R /MediaBox [0 0 ${pdfNumber(page.width)} ${pdfNumber(page.height)}] /Resources ${resources} /Contents ${contents} 0 R >>`,
      ),
    );
  }
  objects[pagesRef - 1] =
    `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;

  // The comment's bytes above 127 tell transfer tools that the file is binary.
  let out = '%PDF-1.5\n%\xE2\xE3\xCF\xD3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${infoRef} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  const bytes = new Uint8Array(out.length);
  for (let i = 0; i < out.length; i++) bytes[i] = out.charCodeAt(i);
  return bytes;
}
