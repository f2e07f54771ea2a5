// Reads a PDF back the way a viewer finds its way through it, and throws where a viewer would
// stumble: the header, `startxref` pointing at the cross-reference table, every table entry's
// byte offset pointing at its `N 0 obj`, every stream exactly as long as its /Length, the trailer's
// /Root and /Size, the page tree's /Count against its kids, marked content (BDC ... EMC) that
// pairs up around whole text objects. Gives back each page's /MediaBox, the text its content
// stream shows (the strings of its Tj operators, decoded as WinAnsiEncoding: Windows-1252), and
// its text objects with where each line starts and what ActualText it stands for, for assertions.

export interface PdfTextLine {
  readonly text: string;
  /** Where the line starts (its text matrix's origin), in points. */
  readonly x: number;
  readonly y: number;
  /** The font's resource name and size. */
  readonly font: string;
  readonly size: number;
}

/** One text object (BT ... ET): its lines, and the text it is marked as standing for. */
export interface PdfTextBlock {
  readonly lines: readonly PdfTextLine[];
  readonly actualText?: string;
}

export interface PdfPageInfo {
  readonly mediaBox: readonly number[];
  /** The strings shown on the page, in order. */
  readonly texts: readonly string[];
  readonly blocks: readonly PdfTextBlock[];
  readonly content: string;
}

export interface PdfInfo {
  readonly version: string;
  readonly objectCount: number;
  readonly pageCount: number;
  readonly pages: readonly PdfPageInfo[];
  readonly title: string;
}

const latin1 = (bytes: Uint8Array): string =>
  Array.from(bytes, (b) => String.fromCharCode(b)).join('');

function check(ok: boolean, why: string): asserts ok {
  if (!ok) throw new Error(`bad PDF: ${why}`);
}

/** A PDF literal string's bytes, its escapes undone. */
function unescapeLiteral(literal: string): string {
  return literal.replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, e: string) => {
    const simple: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
    if (simple[e]) return simple[e];
    if (/^[0-7]+$/.test(e)) return String.fromCharCode(Number.parseInt(e, 8));
    return e;
  });
}

const winAnsi = new TextDecoder('windows-1252');
const decode = (literal: string): string =>
  winAnsi.decode(Uint8Array.from(unescapeLiteral(literal), (c) => c.charCodeAt(0)));

/** The strings a content stream shows with Tj. */
export function shownTexts(content: string): string[] {
  return [...content.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)].map((m) => decode(m[1]));
}

/** A hex PDF text string (UTF-16BE after its byte order mark), as text. */
function textString(hex: string): string {
  check(hex.startsWith('FEFF') && hex.length % 4 === 0, `not a UTF-16 text string: <${hex}>`);
  return String.fromCharCode(
    ...(hex.slice(4).match(/.{4}/g) ?? []).map((h) => Number.parseInt(h, 16)),
  );
}

// Operands and operators inside a text object: names, numbers, literal strings, operators.
const TOKEN = /\/(\w+)|(-?\d+(?:\.\d+)?)|\(((?:\\.|[^\\)])*)\)|([A-Za-z*']+)/g;

/** The lines of one text object, each where its Tm puts it. */
function textLines(body: string): PdfTextLine[] {
  const lines: PdfTextLine[] = [];
  const operands: (string | number)[] = [];
  let font = '';
  let size = 0;
  let x = 0;
  let y = 0;
  for (const [, name, number, literal, operator] of body.matchAll(TOKEN)) {
    if (name !== undefined) operands.push(name);
    else if (number !== undefined) operands.push(Number(number));
    else if (literal !== undefined) operands.push(literal);
    else if (operator === 'Tf') [font, size] = operands.splice(0) as [string, number];
    else if (operator === 'Tm') [x, y] = (operands.splice(0) as number[]).slice(4);
    else if (operator === 'Tj') {
      lines.push({ text: decode(String(operands.splice(0)[0])), x, y, font, size });
    } else operands.length = 0;
  }
  return lines;
}

/** A content stream's text objects, checking that marked content pairs up around them. */
export function textBlocks(content: string): PdfTextBlock[] {
  const opened = content.match(/\bBDC\b/g)?.length ?? 0;
  const closed = content.match(/\bEMC\b/g)?.length ?? 0;
  check(opened === closed, `${opened} BDC but ${closed} EMC`);
  const blocks: PdfTextBlock[] = [];
  const objects =
    /(?:\/Span << \/ActualText <([0-9A-F]*)> >> BDC\n)?BT\b([\s\S]*?)\bET\b(\nEMC\b)?/g;
  for (const [, hex, body, end] of content.matchAll(objects)) {
    check(
      (hex === undefined) === (end === undefined),
      'marked content around part of a text object',
    );
    const lines = textLines(body);
    blocks.push(hex === undefined ? { lines } : { lines, actualText: textString(hex) });
  }
  return blocks;
}

export function readPdf(bytes: Uint8Array): PdfInfo {
  const text = latin1(bytes);
  const header = /^%PDF-(1\.\d)\n/.exec(text);
  check(header !== null, 'no %PDF-1.x header');
  check(text.endsWith('%%EOF\n'), 'does not end with %%EOF');
  const start = /startxref\n(\d+)\n%%EOF\n$/.exec(text);
  check(start !== null, 'no startxref');
  const xrefAt = Number(start[1]);
  check(text.startsWith('xref\n', xrefAt), `startxref ${xrefAt} does not point at xref`);
  const head = /^xref\n0 (\d+)\n/.exec(text.slice(xrefAt));
  check(head !== null, 'no xref subsection');
  const size = Number(head[1]);
  const entriesAt = xrefAt + head[0].length;
  const objects = new Map<number, string>();
  for (let i = 0; i < size; i++) {
    const entry = text.slice(entriesAt + i * 20, entriesAt + (i + 1) * 20);
    check(
      /^\d{10} \d{5} [nf] \n$/.test(entry),
      `xref entry ${i} is not 20 bytes: ${JSON.stringify(entry)}`,
    );
    if (i === 0) {
      check(entry === '0000000000 65535 f \n', 'entry 0 is not the free list head');
      continue;
    }
    const offset = Number(entry.slice(0, 10));
    check(
      text.startsWith(`${i} 0 obj\n`, offset),
      `xref offset of object ${i} (${offset}) does not point at "${i} 0 obj"`,
    );
    const end = text.indexOf('\nendobj\n', offset);
    check(end > 0, `object ${i} never ends`);
    objects.set(i, text.slice(offset + `${i} 0 obj\n`.length, end));
  }
  const trailer = text.slice(entriesAt + size * 20);
  check(trailer.startsWith('trailer\n'), 'no trailer after the xref table');
  check(new RegExp(`/Size ${size}\\b`).test(trailer), 'trailer /Size is not the xref size');
  const body = (ref: string | undefined, what: string): string => {
    const n = Number(ref);
    const found = objects.get(n);
    check(found !== undefined, `${what} refers to a missing object ${ref}`);
    return found;
  };
  const refOf = (dict: string, key: string) => new RegExp(`/${key} (\\d+) 0 R`).exec(dict)?.[1];

  const root = body(refOf(trailer, 'Root'), '/Root');
  check(/\/Type \/Catalog/.test(root), 'the root is not a catalog');
  const tree = body(refOf(root, 'Pages'), '/Pages');
  check(/\/Type \/Pages/.test(tree), 'the page tree is not /Pages');
  const kids = [...(/\/Kids \[([^\]]*)\]/.exec(tree)?.[1].matchAll(/(\d+) 0 R/g) ?? [])].map(
    (m) => m[1],
  );
  const count = Number(/\/Count (\d+)/.exec(tree)?.[1]);
  check(count === kids.length, `/Count ${count} but ${kids.length} kids`);

  const pages = kids.map((kid): PdfPageInfo => {
    const page = body(kid, 'a kid');
    check(/\/Type \/Page\b/.test(page), `object ${kid} is not a page`);
    const box = /\/MediaBox \[([^\]]*)\]/.exec(page);
    check(box !== null, `page ${kid} has no /MediaBox`);
    const stream = body(refOf(page, 'Contents'), '/Contents');
    const parts = /^<< \/Length (\d+) >>\nstream\n/.exec(stream);
    check(parts !== null, 'a content stream without /Length');
    const length = Number(parts[1]);
    const content = stream.slice(parts[0].length, parts[0].length + length);
    check(
      stream.slice(parts[0].length + length) === '\nendstream',
      'a stream longer or shorter than its /Length',
    );
    const fonts = /\/Font << ([^>]*) >>/.exec(page)?.[1] ?? '';
    for (const used of content.matchAll(/\/(\w+) [\d.]+ Tf/g)) {
      check(fonts.includes(`/${used[1]} `), `font ${used[1]} is not in the page's resources`);
    }
    return {
      mediaBox: box[1].split(' ').map(Number),
      texts: shownTexts(content),
      blocks: textBlocks(content),
      content,
    };
  });
  const info = body(refOf(trailer, 'Info'), '/Info');
  const title = textString(/\/Title <([0-9A-F]*)>/.exec(info)?.[1] ?? '');
  return { version: header[1], objectCount: size - 1, pageCount: count, pages, title };
}
