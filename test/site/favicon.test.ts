// The committed favicons are what scripts/favicon.ts makes, and the ICO is well formed: a
// directory whose entries point at 32-bit BMP images of the sizes they claim, inside the file.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { faviconIco, faviconSvg, ICO_SIZES } from '../../scripts/favicon.ts';

const ico = new Uint8Array(readFileSync('public/favicon.ico'));
const view = new DataView(ico.buffer, ico.byteOffset, ico.byteLength);

describe('favicon', () => {
  it('is up to date with scripts/favicon.ts (run `node scripts/favicon.ts` after changing it)', () => {
    expect(readFileSync('public/favicon.svg', 'utf8')).toBe(faviconSvg());
    expect(Buffer.from(ico).equals(Buffer.from(faviconIco()))).toBe(true);
  });

  it('is a valid ICO of 32-bit BMP images', () => {
    expect(view.getUint16(0, true)).toBe(0); // reserved
    expect(view.getUint16(2, true)).toBe(1); // icon, not cursor
    const count = view.getUint16(4, true);
    expect(count).toBe(ICO_SIZES.length);
    let end = 6 + 16 * count;
    for (let i = 0; i < count; i++) {
      const entry = 6 + 16 * i;
      const size = ICO_SIZES[i];
      expect([ico[entry], ico[entry + 1]]).toEqual([size, size]);
      expect(view.getUint16(entry + 6, true)).toBe(32);
      const bytes = view.getUint32(entry + 8, true);
      const offset = view.getUint32(entry + 12, true);
      expect(offset).toBe(end);
      // BITMAPINFOHEADER: 40 bytes, the height doubled for the AND mask, 32 bits per pixel,
      // then the pixels and a mask row of whole 32-bit words per image row.
      expect(view.getUint32(offset, true)).toBe(40);
      expect(view.getInt32(offset + 4, true)).toBe(size);
      expect(view.getInt32(offset + 8, true)).toBe(size * 2);
      expect(view.getUint16(offset + 14, true)).toBe(32);
      expect(bytes).toBe(40 + size * size * 4 + Math.ceil(size / 32) * 4 * size);
      end = offset + bytes;
    }
    expect(end).toBe(ico.length);
  });

  it('draws the tile: transparent corners, blue edges, an amber centre', () => {
    // The 32x32 image, rows stored bottom first, BGRA.
    const offset = view.getUint32(6 + 16 + 12, true) + 40;
    const pixel = (x: number, y: number) => {
      const o = offset + ((31 - y) * 32 + x) * 4;
      return [ico[o + 2], ico[o + 1], ico[o], ico[o + 3]];
    };
    expect(pixel(0, 0)[3]).toBe(0);
    expect(pixel(1, 16)).toEqual([0x1d, 0x4e, 0xd8, 255]);
    expect(pixel(16, 16)).toEqual([0xfb, 0xbf, 0x24, 255]);
    expect(pixel(7, 7)).toEqual([255, 255, 255, 255]);
  });
});
