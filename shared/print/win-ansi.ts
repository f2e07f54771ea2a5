/**
 * WinAnsiEncoding, the one-byte encoding the PDF's standard fonts (Helvetica) are used with: what
 * a sheet can print as itself. Bytes 0x20-0x7E are ASCII and 0xA0-0xFF Latin-1; 0x80-0x9F hold
 * these 27 characters (PDF 1.7, Annex D.2). Anything else needs another form on paper (a seed's
 * printed form, seed-form.ts) or, in other text, a `?`.
 */

const EXTRA: Readonly<Record<string, number>> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

/** The WinAnsi byte of one character (a code point), or undefined when it has none. */
export function winAnsiByte(char: string): number | undefined {
  const code = char.codePointAt(0) ?? 0;
  if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) return code;
  return Object.hasOwn(EXTRA, char) ? EXTRA[char] : undefined;
}
