/**
 * Penjelasan dalam Bahasa Indonesia (Bahasa Indonesia explanations), written from the step
 * itself like the English ones: a nudge (petunjuk) and the full step (langkah lengkap), cells as
 * "r4c7" and houses as "baris 4", "kolom 7", "kotak 5".
 */
import type { HouseKind, Size } from '../../board/geometry.ts';
import type { Explanation, Found, Move, TechniqueId } from '../step.ts';
import {
  byKind,
  cellName,
  digitName,
  houseNumber,
  joinClauses,
  joinList,
  kindOf,
  removalGroups,
} from './names.ts';

export const NAMES_ID: Record<TechniqueId, string> = {
  'full-house': 'Sel terakhir',
  'naked-single': 'Kandidat tunggal',
  'hidden-single': 'Tempat tunggal',
  'arrow-sum': 'Jumlah panah',
  pointing: 'Kandidat terkunci (pointing)',
  claiming: 'Kandidat terkunci (claiming)',
  'naked-pair': 'Pasangan terbuka',
  'hidden-pair': 'Pasangan tersembunyi',
  'naked-triple': 'Tripel terbuka',
  'hidden-triple': 'Tripel tersembunyi',
  'naked-quad': 'Kuartet terbuka',
  'hidden-quad': 'Kuartet tersembunyi',
  'x-wing': 'X-Wing',
  skyscraper: 'Pencakar langit (Skyscraper)',
  'two-string-kite': 'Layang-layang dua benang (Two-string kite)',
  swordfish: 'Swordfish',
  'xy-wing': 'XY-Wing',
  'xyz-wing': 'XYZ-Wing',
  'w-wing': 'W-Wing',
  'simple-colouring': 'Pewarnaan sederhana',
  jellyfish: 'Jellyfish',
  'x-chain': 'Rantai X',
  'xy-chain': 'Rantai XY',
};

const KIND: Record<HouseKind, string> = { row: 'baris', column: 'kolom', box: 'kotak' };
const COUNT = ['nol', 'satu', 'dua', 'tiga', 'empat'];

function words(size: Size) {
  const c = (cell: number) => cellName(size, cell);
  const cs = (cells: readonly number[]) => joinList(cells.map(c), 'dan', true);
  const d = digitName;
  const ds = (digits: readonly number[]) => joinList(digits.map(d), 'dan', true);
  const h = (house: number) => `${KIND[kindOf(size, house)]} ${houseNumber(size, house)}`;
  const hs = (houses: readonly number[]) =>
    joinList(
      byKind(size, houses).map(
        ({ kind, numbers }) => `${KIND[kind]} ${joinList(numbers.map(String), 'dan', true)}`,
      ),
      'dan',
    );
  /** "5 dan 6 dari r1c1 dan r1c2, serta 7 dari r1c3" */
  const removals = (moves: readonly Move[]) =>
    joinClauses(
      removalGroups(moves).map(({ digits, cells }) => `${ds(digits)} dari ${cs(cells)}`),
      'serta',
    );
  /** "r1c1 dan r1c2 tidak mungkin berisi 5 atau 6, serta r1c3 tidak mungkin berisi 7" */
  const cannot = (moves: readonly Move[]) =>
    joinClauses(
      removalGroups(moves).map(
        ({ digits, cells }) =>
          `${cs(cells)} tidak mungkin berisi ${joinList(digits.map(d), 'atau', true)}`,
      ),
      'serta',
    );
  return { c, cs, d, ds, h, hs, removals, cannot };
}

type Words = ReturnType<typeof words>;
type Template = (s: Found, w: Words, size: Size) => Explanation;

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const place = (s: Found, w: Words) =>
  `Isi ${w.c(s.placements[0].cell)} dengan ${w.d(s.placements[0].digit)}.`;

const single: Template = (s, w) => {
  const { cell, digit } = s.placements[0];
  if (s.technique === 'full-house') {
    const house = s.houses[0];
    return {
      nudge: `Lihat ${w.h(house)}: tinggal satu sel yang masih kosong.`,
      full: `${cap(w.h(house))} tinggal punya satu sel kosong, yaitu ${w.c(cell)}, dan satu-satunya angka yang belum ada di sana adalah ${w.d(digit)}. ${place(s, w)}`,
    };
  }
  if (s.technique === 'naked-single') {
    return {
      nudge: `Lihat ${w.c(cell)}: angka apa saja yang masih bisa masuk ke sana?`,
      full: `Hanya ${w.d(digit)} yang masih mungkin di ${w.c(cell)}: setiap angka lain sudah ada di baris, kolom, atau kotaknya, atau sudah tersingkir. ${place(s, w)}`,
    };
  }
  const house = s.houses[0];
  return {
    nudge: `Lihat ${w.h(house)}: di mana ${w.d(digit)} bisa ditempatkan?`,
    full: `Di ${w.h(house)}, ${w.d(digit)} hanya bisa masuk ke ${w.c(cell)}: setiap sel lain di sana sudah terisi atau tidak bisa berisi ${w.d(digit)}. ${place(s, w)}`,
  };
};

const locked: Template = (s, w) => {
  const digit = w.d(s.digits[0]);
  const [from, to] = s.houses;
  return {
    nudge: `Perhatikan di mana ${digit} bisa masuk di ${w.h(from)}.`,
    full: `Di ${w.h(from)}, ${digit} hanya bisa masuk ke ${w.cs(s.cells)}, ${s.cells.length === 2 ? 'keduanya' : 'semuanya'} di ${w.h(to)}. Jadi angka ${digit} untuk ${w.h(to)} pasti salah satu sel ini, sehingga ${w.cannot(s.eliminations)}.`,
  };
};

const nakedSubset: Template = (s, w) => {
  const n = COUNT[s.cells.length];
  const house = w.h(s.houses[0]);
  return {
    nudge: `Lihat ${w.cs(s.cells)} di ${house}: angka apa saja yang bisa mengisinya?`,
    full: `${w.cs(s.cells)} di ${house} bersama-sama hanya bisa berisi ${w.ds(s.digits)}: ${n} sel untuk ${n} angka (${NAMES_ID[s.technique].toLowerCase()}). Angka-angka itu terpakai di sel-sel tersebut, jadi sel lain di ${house} tidak bisa berisi angka itu: hapus ${w.removals(s.eliminations)}.`,
  };
};

const hiddenSubset: Template = (s, w) => {
  const n = COUNT[s.cells.length];
  const house = w.h(s.houses[0]);
  return {
    nudge: `Perhatikan di mana ${w.ds(s.digits)} bisa masuk di ${house}.`,
    full: `Di ${house}, ${w.ds(s.digits)} hanya muat di ${w.cs(s.cells)}: ${n} angka untuk ${n} sel (${NAMES_ID[s.technique].toLowerCase()}). Sel-sel itu pasti berisi tepat angka-angka ini, jadi hapus kandidat lainnya: ${w.removals(s.eliminations)}.`,
  };
};

const fish: Template = (s, w, size) => {
  const n = s.houses.length / 2;
  const bases = s.houses.slice(0, n);
  const covers = s.houses.slice(n);
  const digit = w.d(s.digits[0]);
  const baseKind = KIND[kindOf(size, bases[0])];
  const coverKind = KIND[kindOf(size, covers[0])];
  return {
    nudge: `Perhatikan di mana ${digit} bisa masuk di ${w.hs(bases)}.`,
    full: `Di ${w.hs(bases)}, ${digit} hanya bisa masuk di ${w.hs(covers)} (${NAMES_ID[s.technique]}). Masing-masing dari ${COUNT[n]} ${baseKind} itu menaruh ${digit} di salah satu dari ${COUNT[n]} ${coverKind} tersebut, sehingga ${digit} di ${coverKind} itu sudah terpakai, jadi ${w.cannot(s.eliminations)}.`,
  };
};

const skyscraper: Template = (s, w) => {
  const [baseA, topA, baseB, topB] = s.cells;
  const [lineA, lineB, shared] = s.houses;
  const digit = w.d(s.digits[0]);
  return {
    nudge: `Perhatikan di mana ${digit} bisa masuk di ${w.h(lineA)} dan ${w.h(lineB)}.`,
    full: `Di ${w.h(lineA)}, ${digit} hanya bisa masuk ke ${w.c(baseA)} atau ${w.c(topA)}; di ${w.h(lineB)}, hanya ke ${w.c(baseB)} atau ${w.c(topB)}. ${w.c(baseA)} dan ${w.c(baseB)} sama-sama di ${w.h(shared)}, jadi paling banyak satu di antaranya berisi ${digit}, dan karena itu ${w.c(topA)} atau ${w.c(topB)} pasti berisi ${digit}. Maka ${w.cannot(s.eliminations)}, karena melihat keduanya.`,
  };
};

const kite: Template = (s, w) => {
  const [rowEnd, rowFar, colEnd, colFar] = s.cells;
  const [row, col, box] = s.houses;
  const digit = w.d(s.digits[0]);
  return {
    nudge: `Perhatikan di mana ${digit} bisa masuk di ${w.h(row)} dan ${w.h(col)}.`,
    full: `Di ${w.h(row)}, ${digit} hanya bisa masuk ke ${w.c(rowEnd)} atau ${w.c(rowFar)}; di ${w.h(col)}, hanya ke ${w.c(colEnd)} atau ${w.c(colFar)}. ${w.c(rowEnd)} dan ${w.c(colEnd)} sama-sama di ${w.h(box)}, jadi paling banyak satu di antaranya berisi ${digit}, dan karena itu ${w.c(rowFar)} atau ${w.c(colFar)} pasti berisi ${digit}. Maka ${w.cannot(s.eliminations)}.`,
  };
};

const xyWing: Template = (s, w) => {
  const [pivot, a, b] = s.cells;
  const [x, y, z] = s.digits.map(w.d);
  return {
    nudge: `Lihat ${w.c(pivot)}: sel ini hanya bisa ${x} atau ${y}.`,
    full: `${w.c(pivot)} berisi ${x} atau ${y}. Jika ${x}, maka ${w.c(a)} (${x} atau ${z}) berisi ${z}; jika ${y}, maka ${w.c(b)} (${y} atau ${z}) berisi ${z}. Bagaimanapun, ${w.c(a)} atau ${w.c(b)} berisi ${z}, jadi ${w.cannot(s.eliminations)}, karena melihat keduanya.`,
  };
};

const xyzWing: Template = (s, w) => {
  const [pivot, a, b] = s.cells;
  const [x, y, z] = s.digits.map(w.d);
  return {
    nudge: `Lihat ${w.c(pivot)}: sel ini hanya bisa ${x}, ${y}, atau ${z}.`,
    full: `${w.c(pivot)} hanya bisa ${x}, ${y}, atau ${z}, ${w.c(a)} hanya ${x} atau ${z}, dan ${w.c(b)} hanya ${y} atau ${z}. Jika ${w.c(pivot)} bukan ${z}, salah satu dari dua sel lainnya pasti ${z}. Jadi salah satu dari ketiga sel itu berisi ${z}, dan ${w.cannot(s.eliminations)}, karena melihat ketiganya.`,
  };
};

const wWing: Template = (s, w) => {
  const [w1, w2, s1, s2] = s.cells;
  const [x, y] = s.digits.map(w.d);
  const house = w.h(s.houses[0]);
  return {
    nudge: `Lihat ${w.c(w1)} dan ${w.c(w2)}: keduanya hanya bisa ${x} atau ${y}.`,
    full: `${w.c(w1)} dan ${w.c(w2)} masing-masing hanya bisa ${x} atau ${y}. Di ${house}, ${y} hanya bisa masuk ke ${w.c(s1)} atau ${w.c(s2)}, yang melihat ${w.c(w1)} dan ${w.c(w2)}. Jika keduanya bukan ${x}, keduanya berisi ${y} dan ${house} tidak punya tempat lagi untuk ${y}. Jadi salah satunya berisi ${x}, dan ${w.cannot(s.eliminations)}, karena melihat keduanya.`,
  };
};

const colouring: Template = (s, w) => {
  const digit = w.d(s.digits[0]);
  const on = s.marks.filter((m) => m.role === 'on').map((m) => m.cell);
  const off = s.marks.filter((m) => m.role === 'off').map((m) => m.cell);
  const intro = `Hubungkan sel-sel tempat ${digit} hanya muat di dua sel dalam satu baris, kolom, atau kotak, lalu warnai bergantian: ${w.cs(on)} mendapat satu warna, ${w.cs(off)} warna lainnya. Satu warna berisi ${digit} di semua selnya, warna lainnya tidak sama sekali.`;
  const why =
    s.kind === 'wrap'
      ? `${w.c(s.cells[0])} dan ${w.c(s.cells[1])} berwarna sama dan saling melihat, jadi warna itu tidak mungkin ${digit}: hapus ${w.removals(s.eliminations)}.`
      : `${w.cs(s.eliminations.map((m) => m.cell))} melihat kedua warna, jadi tidak mungkin berisi ${digit}.`;
  return {
    nudge: `Perhatikan sel-sel tempat ${digit} hanya muat di dua sel dalam satu baris, kolom, atau kotak, dan bagaimana mereka terhubung.`,
    full: `${intro} ${why}`,
  };
};

const xChain: Template = (s, w) => {
  const digit = w.d(s.digits[0]);
  const cells = s.cells;
  const parts: string[] = [];
  for (let i = 0; i + 1 < cells.length; i += 2) {
    const link = `${w.c(cells[i + 1])} berisi ${digit} (${w.h(s.houses[i / 2])} tidak punya tempat lain untuknya)`;
    parts.push(
      i === 0
        ? `jika ${w.c(cells[0])} bukan ${digit}, maka ${link}`
        : `jadi ${w.c(cells[i])}, yang melihatnya, bukan ${digit}, dan ${link}`,
    );
  }
  const first = w.c(cells[0]);
  const last = w.c(cells[cells.length - 1]);
  return {
    nudge: `Ikuti ${digit} melalui baris, kolom, dan kotak tempat ${digit} hanya muat di dua sel, mulai dari ${first}.`,
    full: `Ikuti ${digit} sepanjang rantai: ${parts.join('; ')}. Jadi ${first} atau ${last} berisi ${digit}, dan ${w.cannot(s.eliminations)}, karena melihat keduanya.`,
  };
};

const xyChain: Template = (s, w) => {
  const [x, ...values] = s.digits;
  const cells = s.cells;
  const parts = [`jika ${w.c(cells[0])} bukan ${w.d(x)}, maka isinya ${w.d(values[0])}`];
  for (let i = 1; i < cells.length; i++) {
    parts.push(`lalu ${w.c(cells[i])} bukan ${w.d(values[i - 1])}, jadi isinya ${w.d(values[i])}`);
  }
  const first = w.c(cells[0]);
  const last = w.c(cells[cells.length - 1]);
  return {
    nudge: `Ikuti sel-sel berkandidat dua mulai dari ${first}, masing-masing melihat sel berikutnya.`,
    full: `${cap(parts.join('; '))}. Jadi ${first} atau ${last} berisi ${w.d(x)}, dan ${w.cannot(s.eliminations)}, karena melihat keduanya.`,
  };
};

const arrowSum: Template = (s, w) => {
  if (s.kind === 'circle') {
    const [circle, ...line] = s.cells;
    const [least, most] = s.digits;
    return {
      nudge: `Lihat panah dari lingkaran di ${w.c(circle)}: berapa jumlah yang mungkin di garisnya?`,
      full: `Angka-angka di garis ${w.cs(line)} berjumlah paling sedikit ${least} dan paling banyak ${most}, dan lingkaran ${w.c(circle)} harus sama dengan jumlah itu, jadi isinya antara ${least} dan ${most}: hapus ${w.removals(s.eliminations)}.`,
    };
  }
  const [cell, circle, ...others] = s.cells;
  const [from, to] = s.digits;
  const rest = others.length > 0 ? ` bersama ${w.cs(others)}` : '';
  return {
    nudge: `Lihat ${w.c(cell)} di panah dari ${w.c(circle)}: seberapa besar isinya?`,
    full: `${cap(w.c(cell))}${rest} harus berjumlah sama dengan lingkaran ${w.c(circle)}, jadi dengan isi yang masih mungkin di lingkaran dan di sisa garis, ${w.c(cell)} berisi antara ${from} dan ${to}: hapus ${w.removals(s.eliminations)}.`,
  };
};

const TEMPLATES: Record<TechniqueId, Template> = {
  'full-house': single,
  'naked-single': single,
  'hidden-single': single,
  'arrow-sum': arrowSum,
  pointing: locked,
  claiming: locked,
  'naked-pair': nakedSubset,
  'naked-triple': nakedSubset,
  'naked-quad': nakedSubset,
  'hidden-pair': hiddenSubset,
  'hidden-triple': hiddenSubset,
  'hidden-quad': hiddenSubset,
  'x-wing': fish,
  swordfish: fish,
  jellyfish: fish,
  skyscraper,
  'two-string-kite': kite,
  'xy-wing': xyWing,
  'xyz-wing': xyzWing,
  'w-wing': wWing,
  'simple-colouring': colouring,
  'x-chain': xChain,
  'xy-chain': xyChain,
};

export function explainId(step: Found, size: Size): Explanation {
  const text = TEMPLATES[step.technique](step, words(size), size);
  return { nudge: text.nudge, full: `${NAMES_ID[step.technique]}: ${text.full}` };
}

export function revealId(size: Size, cell: number, digit: number): Explanation {
  const c = cellName(size, cell);
  return {
    nudge: `Tidak ada teknik di pustaka yang menemukan langkah berikutnya di sini. Lihat ${c}: sel ini punya kandidat paling sedikit.`,
    full: `Tidak ada langkah logis dari pustaka yang berlaku di sini, jadi ini satu angka: ${c} berisi ${digitName(digit)}.`,
  };
}

export function mistakesId(
  size: Size,
  entries: readonly Move[],
  notes: readonly number[],
): Explanation {
  const w = words(size);
  const cells = [...entries.map((m) => m.cell), ...notes];
  const parts: string[] = [];
  if (entries.length > 0) {
    const list = joinList(
      entries.map((m) => `${w.c(m.cell)} (${w.d(m.digit)})`),
      'dan',
      true,
    );
    parts.push(
      `${entries.length === 1 ? 'Isian ini' : 'Isian-isian ini'} tidak sesuai dengan solusi: ${list}.`,
    );
  }
  if (notes.length > 0) {
    parts.push(`Catatan Anda di ${w.cs(notes)} tidak memuat angka yang seharusnya ada di sana.`);
  }
  const count = entries.length + notes.length;
  return {
    nudge: `${count === 1 ? 'Ada satu hal' : `Ada ${count} hal`} di papan yang belum benar. Periksa baris ${Math.floor(cells[0] / size) + 1}.`,
    full: `${parts.join(' ')} Perbaiki dulu sebelum melanjutkan.`,
  };
}

export const solvedId = (): Explanation => ({
  nudge: 'Papan sudah lengkap.',
  full: 'Semua sel sudah terisi dan semua isian benar: teka-teki ini sudah selesai.',
});
