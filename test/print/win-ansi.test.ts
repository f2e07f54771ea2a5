// What the PDF's standard font can print: WinAnsiEncoding agrees byte for byte with Windows-1252
// as the WHATWG decoder (an independent table) reads it, every such character has Helvetica's
// width from Adobe's AFM, and nothing else has a byte.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { charWidth } from '../../shared/print/helvetica.ts';
import { winAnsiByte } from '../../shared/print/win-ansi.ts';

const cp1252 = new TextDecoder('windows-1252');
// The five bytes Windows-1252 leaves unassigned (the decoder gives C1 controls for them).
const UNASSIGNED = [0x81, 0x8d, 0x8f, 0x90, 0x9d];

describe('WinAnsiEncoding', () => {
  it('gives every printable byte its Windows-1252 character, and back', () => {
    let count = 0;
    for (let byte = 0x20; byte <= 0xff; byte++) {
      if (byte === 0x7f || UNASSIGNED.includes(byte)) continue;
      const char = cp1252.decode(Uint8Array.of(byte));
      expect(winAnsiByte(char), `byte ${byte.toString(16)} ${char}`).toBe(byte);
      count++;
    }
    expect(count).toBe(95 + 27 + 96);
  });

  it('has no byte for any other character', () => {
    const printable = new Set(
      Array.from({ length: 0xe0 }, (_, i) => cp1252.decode(Uint8Array.of(i + 0x20))),
    );
    fc.assert(
      fc.property(fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }), (char) => {
        const assigned = printable.has(char) && !/[\u007f-\u009f]/.test(char);
        expect(winAnsiByte(char) !== undefined).toBe(assigned);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("Helvetica's widths", () => {
  // From Adobe's Helvetica AFM (as Debian's groff ships it: font/devps/HR).
  it.each([
    ['A', 667],
    ['%', 889],
    ['·', 278],
    ['é', 556],
    ['Æ', 1000],
    ['æ', 889],
    ['ß', 611],
    ['¼', 834],
    ['€', 556],
    ['ƒ', 556],
    ['Ÿ', 667],
    ['Œ', 1000],
    ['œ', 944],
    ['—', 1000],
    ['‰', 1000],
    ['•', 350],
    ['’', 222],
    ['\u00a0', 278],
  ])('%s is %i', (char, width) => {
    expect(charWidth(char)).toBe(width);
  });

  it('gives every WinAnsi character a width', () => {
    for (let byte = 0x20; byte <= 0xff; byte++) {
      if (byte === 0x7f || UNASSIGNED.includes(byte)) continue;
      expect(charWidth(cp1252.decode(Uint8Array.of(byte)))).toBeGreaterThan(0);
    }
  });
});
