/**
 * The site icon, drawn once from one description: a rounded blue tile holding a 3x3 grid of
 * white cells, one of them amber (a Sudoku box with a selected cell). `faviconSvg()` writes it
 * as SVG (public/favicon.svg, what modern browsers use); `faviconIco()` rasterises the same
 * shapes into a 16x16 and a 32x32 32-bit BMP inside an ICO (public/favicon.ico, for clients
 * that ask for /favicon.ico by habit). Run `node scripts/favicon.ts` to rewrite both files;
 * test/site/favicon.test.ts checks that the committed files are what this script makes.
 */
import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Coordinates on a 32-unit square. */
const VIEW = 32;
const TILE = { radius: 7, colour: '#1d4ed8' };
const CELL = { first: 5, size: 6, step: 8, colour: '#ffffff', marked: '#fbbf24' };
/** The amber cell: the centre of the 3x3 grid. */
const MARKED = 4;

interface Square {
  readonly x: number;
  readonly y: number;
  readonly colour: string;
}

const cells: readonly Square[] = Array.from({ length: 9 }, (_, i) => ({
  x: CELL.first + (i % 3) * CELL.step,
  y: CELL.first + Math.floor(i / 3) * CELL.step,
  colour: i === MARKED ? CELL.marked : CELL.colour,
}));

export function faviconSvg(): string {
  const squares = cells.map(
    (c) =>
      `<rect x="${c.x}" y="${c.y}" width="${CELL.size}" height="${CELL.size}" fill="${c.colour}"/>`,
  );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${VIEW}" height="${VIEW}" viewBox="0 0 ${VIEW} ${VIEW}">`,
    '<title>Sudoku Break</title>',
    `<rect width="${VIEW}" height="${VIEW}" rx="${TILE.radius}" fill="${TILE.colour}"/>`,
    ...squares,
    '</svg>',
    '',
  ].join('\n');
}

const rgb = (hex: string): [number, number, number] => [
  Number.parseInt(hex.slice(1, 3), 16),
  Number.parseInt(hex.slice(3, 5), 16),
  Number.parseInt(hex.slice(5, 7), 16),
];

/** Inside the rounded tile (corner circles of TILE.radius)? */
function inTile(x: number, y: number): boolean {
  const r = TILE.radius;
  const dx = Math.max(r - x, x - (VIEW - r), 0);
  const dy = Math.max(r - y, y - (VIEW - r), 0);
  return dx * dx + dy * dy <= r * r;
}

/** The colour at a point of the 32-unit square, or null outside the tile. */
function colourAt(x: number, y: number): [number, number, number] | null {
  if (!inTile(x, y)) return null;
  const cell = cells.find(
    (c) => x >= c.x && x < c.x + CELL.size && y >= c.y && y < c.y + CELL.size,
  );
  return rgb(cell ? cell.colour : TILE.colour);
}

/** 4x4 samples per pixel: straight (not premultiplied) BGRA rows, top row first. */
function raster(size: number): Uint8Array {
  const out = new Uint8Array(size * size * 4);
  const n = 4;
  const unit = VIEW / size;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const sum = [0, 0, 0];
      let hits = 0;
      for (let sy = 0; sy < n; sy++) {
        for (let sx = 0; sx < n; sx++) {
          const c = colourAt((px + (sx + 0.5) / n) * unit, (py + (sy + 0.5) / n) * unit);
          if (!c) continue;
          hits++;
          for (let k = 0; k < 3; k++) sum[k] += c[k];
        }
      }
      const o = (py * size + px) * 4;
      if (hits === 0) continue;
      out[o] = Math.round(sum[2] / hits);
      out[o + 1] = Math.round(sum[1] / hits);
      out[o + 2] = Math.round(sum[0] / hits);
      out[o + 3] = Math.round((255 * hits) / (n * n));
    }
  }
  return out;
}

/**
 * One ICO image: a BITMAPINFOHEADER (height doubled, as ICO wants for the XOR and AND masks),
 * the BGRA pixels bottom row first, then an all-zero AND mask (the alpha channel decides).
 */
function bmpEntry(size: number): Uint8Array {
  const pixels = raster(size);
  const maskRow = Math.ceil(size / 32) * 4;
  const data = new Uint8Array(40 + pixels.length + maskRow * size);
  const view = new DataView(data.buffer);
  view.setUint32(0, 40, true);
  view.setInt32(4, size, true);
  view.setInt32(8, size * 2, true);
  view.setUint16(12, 1, true); // planes
  view.setUint16(14, 32, true); // bits per pixel
  view.setUint32(20, pixels.length + maskRow * size, true); // image size
  const row = size * 4;
  for (let y = 0; y < size; y++) {
    data.set(pixels.subarray((size - 1 - y) * row, (size - y) * row), 40 + y * row);
  }
  return data;
}

export const ICO_SIZES = [16, 32] as const;

export function faviconIco(): Uint8Array {
  const images = ICO_SIZES.map(bmpEntry);
  const header = 6 + 16 * images.length;
  const total = header + images.reduce((n, img) => n + img.length, 0);
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  view.setUint16(2, 1, true); // type: icon
  view.setUint16(4, images.length, true);
  let offset = header;
  images.forEach((img, i) => {
    const entry = 6 + 16 * i;
    out[entry] = ICO_SIZES[i]; // width (0 would mean 256)
    out[entry + 1] = ICO_SIZES[i]; // height
    view.setUint16(entry + 4, 1, true); // colour planes
    view.setUint16(entry + 6, 32, true); // bits per pixel
    view.setUint32(entry + 8, img.length, true);
    view.setUint32(entry + 12, offset, true);
    out.set(img, offset);
    offset += img.length;
  });
  return out;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const pub = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
  await writeFile(join(pub, 'favicon.svg'), faviconSvg());
  await writeFile(join(pub, 'favicon.ico'), faviconIco());
  console.log('favicon: public/favicon.svg, public/favicon.ico');
}
