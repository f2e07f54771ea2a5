// The PDF reader the sheet tests rely on must catch what would make a viewer fail or guess, or
// its "the PDF opens" would prove nothing: each case breaks one thing in a real sheet.
import { describe, expect, it } from 'vitest';
import { generate } from '../../shared/index.ts';
import { captionParts, puzzleSheet } from '../../shared/print/index.ts';
import { readPdf } from '../support/pdf.ts';
import { unwrap } from '../support/result.ts';

const made = unwrap(generate({ seed: 'reader', size: 4, level: 'easy' }));
// The second caption's seed prints in its URL form, marked with the seed itself (ActualText).
const other = { ...made, seed: '読者' };
const captions = [made, other].map((p) => ({ ...made, caption: captionParts(p, 'en') }));
const bytes = puzzleSheet(captions, {
  paper: 'a4',
  title: 'Reader',
  lang: 'en',
  solutions: true,
});
const text = Array.from(bytes, (b) => String.fromCharCode(b)).join('');
const bytesOf = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0));

describe('the PDF structure reader', () => {
  it('reads the sheet: two pages, their boxes and texts', () => {
    const pdf = readPdf(bytes);
    expect(pdf.version).toBe('1.5');
    expect(pdf.pageCount).toBe(2);
    expect(pdf.pages[0].texts).toContain('1. 4x4 · Easy · #reader');
    const marked = pdf.pages[0].blocks.find((b) => b.actualText !== undefined);
    expect(marked?.actualText).toBe('2. 4x4 · Easy · #読者');
    expect(marked?.lines.map((l) => l.text).join(' ')).toBe(
      '2. 4x4 · Easy · ?seed=%E8%AA%AD%E8%80%85',
    );
  });

  it.each([
    [
      'a byte inserted before an object (every later offset is off)',
      text.replace('2 0 obj', ' 2 0 obj'),
    ],
    [
      'startxref off by one',
      text.replace(/startxref\n(\d+)/, (_, n) => `startxref\n${Number(n) + 1}`),
    ],
    ['a stream longer than its /Length', text.replace('\nendstream', ' \nendstream')],
    ['a /Count that is not the number of kids', text.replace('/Count 2', '/Count 3')],
    ['no %%EOF', text.replace('%%EOF\n', '')],
    ['a /Size that is not the table size', text.replace(/\/Size (\d+)/, '/Size 99')],
    ['a font the page does not declare', text.replace('/F1 ', '/F9 ')],
    ['not a PDF', `%!PS\n${text.slice(9)}`],
    ['marked content never closed', text.replace('\nEMC', '\n')],
    ['marked content that ends inside a text object', text.replace(/ Tj ET\nEMC/, ' Tj EMC ET\n')],
  ])('refuses %s', (_, broken) => {
    expect(broken).not.toBe(text);
    expect(() => readPdf(bytesOf(broken))).toThrow(/bad PDF/);
  });
});
