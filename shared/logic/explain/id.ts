/**
 * Penjelasan dalam Bahasa Indonesia (Bahasa Indonesia explanations), like the English ones: a
 * nudge (petunjuk) and the full step (langkah lengkap). Cells are "baris 4, kolom 7" (cells that
 * share a row or column together: "baris 4, kolom 2 dan 7"), houses "baris 4", "kolom 7",
 * "kotak 5"; a sentence that would start with a cell starts with "Sel di" instead.
 */
import type { TechniqueId } from '../step.ts';
import type { Language } from './language.ts';

export const NAMES_ID: Record<TechniqueId, string> = {
  'full-house': 'Sel terakhir',
  'naked-single': 'Kandidat tunggal',
  'hidden-single': 'Tempat tunggal',
  'arrow-sum': 'Jumlah panah',
  'cage-combination': 'Kombinasi sangkar',
  'cage-interaction': 'Interaksi sangkar dan baris/kolom/kotak',
  'innies-outies': 'Aturan 45 (innies dan outies)',
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

export const ID: Language = {
  names: NAMES_ID,
  kinds: { row: ['baris', 'baris'], column: ['kolom', 'kolom'], box: ['kotak', 'kotak'] },
  counts: ['nol', 'satu', 'dua', 'tiga', 'empat', 'lima', 'enam', 'tujuh', 'delapan', 'sembilan'],
  and: 'dan',
  or: 'atau',
  serial: true,
  also: 'serta',
  steps: {
    'full-house': [
      'Lihat {h0}: tinggal satu sel yang masih kosong.',
      '{h0} tinggal punya satu sel kosong ({c0}), dan satu-satunya angka yang belum ada di sana adalah {d0}. Isi {c0} dengan {d0}.',
    ],
    'naked-single': [
      'Lihat {c0}: angka apa saja yang masih bisa masuk ke sana?',
      'Hanya {d0} yang masih mungkin di {c0}: setiap angka lain sudah ada di baris, kolom, atau kotaknya, atau sudah tersingkir. Isi {c0} dengan {d0}.',
    ],
    'hidden-single': [
      'Lihat {h0}: di mana {d0} bisa ditempatkan?',
      'Di {h0}, {d0} hanya bisa masuk ke {c0}: setiap sel lain di sana sudah terisi atau tidak bisa berisi {d0}. Isi {c0} dengan {d0}.',
    ],
    pointing: [
      'Perhatikan di mana {d0} bisa masuk di {h0}.',
      'Di {h0}, {d0} hanya bisa masuk ke {C}, {all} di {h1}. Jadi angka {d0} untuk {h1} pasti salah satu sel ini, sehingga {E}.',
    ],
    claiming: [
      'Perhatikan di mana {d0} bisa masuk di {h0}.',
      'Di {h0}, {d0} hanya bisa masuk ke {C}, {all} di {h1}. Jadi angka {d0} untuk {h1} pasti salah satu sel ini, sehingga {E}.',
    ],
    'naked-subset': [
      'Lihat {C}: angka apa saja yang bisa mengisi sel-sel ini?',
      'Sel-sel di {C} bersama-sama hanya bisa berisi {D}: {n} sel untuk {n} angka ({name}). Angka-angka itu terpakai di sel-sel tersebut, jadi sel lain di {h0} tidak bisa berisi angka itu: hapus {R}.',
    ],
    'hidden-subset': [
      'Perhatikan di mana {D} bisa masuk di {h0}.',
      'Di {h0}, {D} hanya muat di {C}: {n} angka untuk {n} sel ({name}). Sel-sel itu pasti berisi tepat angka-angka ini, jadi hapus kandidat lainnya: {R}.',
    ],
    fish: [
      'Perhatikan di mana {d0} bisa masuk di {B}.',
      'Di {B}, {d0} hanya bisa masuk di {V} ({Name}). Masing-masing dari {N} {bk} itu menaruh {d0} di salah satu dari {N} {vk} tersebut, sehingga {d0} di {vk} itu sudah terpakai, jadi {E}.',
    ],
    skyscraper: [
      'Perhatikan di mana {d0} bisa masuk di {h0} dan {h1}.',
      'Di {h0}, {d0} hanya bisa masuk ke {c0} atau {c1}; di {h1}, hanya ke {c2} atau {c3}. Sel di {c0} dan sel di {c2} sama-sama di {h2}, jadi paling banyak satu di antaranya berisi {d0}, dan karena itu {c1} atau {c3} pasti berisi {d0}. Maka {E}, karena melihat keduanya.',
    ],
    'two-string-kite': [
      'Perhatikan di mana {d0} bisa masuk di {h0} dan {h1}.',
      'Di {h0}, {d0} hanya bisa masuk ke {c0} atau {c1}; di {h1}, hanya ke {c2} atau {c3}. Sel di {c0} dan sel di {c2} sama-sama di {h2}, jadi paling banyak satu di antaranya berisi {d0}, dan karena itu {c1} atau {c3} pasti berisi {d0}. Maka {E}.',
    ],
    'xy-wing': [
      'Lihat {c0}: sel ini hanya bisa {d0} atau {d1}.',
      'Sel di {c0} berisi {d0} atau {d1}. Jika {d0}, maka {c1} ({d0} atau {d2}) berisi {d2}; jika {d1}, maka {c2} ({d1} atau {d2}) berisi {d2}. Bagaimanapun, {c1} atau {c2} berisi {d2}, jadi {E}, karena melihat keduanya.',
    ],
    'xyz-wing': [
      'Lihat {c0}: sel ini hanya bisa {d0}, {d1}, atau {d2}.',
      'Sel di {c0} hanya bisa {d0}, {d1}, atau {d2}; {c1} hanya {d0} atau {d2}; dan {c2} hanya {d1} atau {d2}. Jika sel di {c0} bukan {d2}, salah satu dari dua sel lainnya pasti {d2}. Jadi salah satu dari ketiga sel itu berisi {d2}, dan {E}, karena melihat ketiganya.',
    ],
    'w-wing': [
      'Lihat {c0} dan {c1}: keduanya hanya bisa {d0} atau {d1}.',
      'Sel di {c0} dan sel di {c1} masing-masing hanya bisa {d0} atau {d1}. Di {h0}, {d1} hanya bisa masuk ke {c2} atau {c3}, yang melihat {c0} dan {c1}. Jika keduanya bukan {d0}, keduanya berisi {d1} dan {h0} tidak punya tempat lagi untuk {d1}. Jadi salah satunya berisi {d0}, dan {E}, karena melihat keduanya.',
    ],
    'simple-colouring': [
      'Perhatikan sel-sel tempat {d0} hanya muat di dua sel dalam satu baris, kolom, atau kotak, dan bagaimana mereka terhubung.',
      'Hubungkan sel-sel tempat {d0} hanya muat di dua sel dalam satu baris, kolom, atau kotak, lalu warnai bergantian: {on} {get} satu warna, dan {off} warna lainnya. Satu warna berisi {d0} di semua selnya, warna lainnya tidak sama sekali. {why}',
    ],
    'x-chain': [
      'Ikuti {d0} melalui baris, kolom, dan kotak tempat {d0} hanya muat di dua sel, mulai dari {c0}.',
      'Ikuti {d0} sepanjang rantai: {chain}. Jadi {c0} atau {L} berisi {d0}, dan {E}, karena melihat keduanya.',
    ],
    'xy-chain': [
      'Ikuti sel-sel berkandidat dua mulai dari {c0}, masing-masing melihat sel berikutnya.',
      '{chain}. Jadi {c0} atau {L} berisi {d0}, dan {E}, karena melihat keduanya.',
    ],
    'arrow-circle': [
      'Lihat panah dari lingkaran di {c0}: berapa jumlah yang mungkin di garisnya?',
      'Angka-angka di garis ({line}) berjumlah paling sedikit {lo} dan paling banyak {hi}, dan lingkaran di {c0} harus sama dengan jumlah itu, jadi lingkaran itu harus berisi {hold}: hapus {R}.',
    ],
    'arrow-line': [
      'Lihat {c0} di panah dari {c1}: seberapa besar isinya?',
      'Sel di {c0}{rest} harus berjumlah sama dengan lingkaran di {c1}, jadi dengan isi yang masih mungkin di lingkaran dan di sisa garis, sel itu harus berisi {hold}: hapus {R}.',
    ],
    'cage-single': [
      'Lihat sangkar berjumlah {sum} di {c0}: isinya hanya satu sel.',
      'Sangkar di {c0} hanya satu sel, jadi isinya sama dengan jumlahnya: {d0}. Isi {c0} dengan {d0}.',
    ],
    'cage-last': [
      'Lihat sangkar berjumlah {sum} di {C}: tinggal satu selnya yang masih kosong.',
      'Sangkar di {C} berjumlah {sum}, dan sel-sel lainnya sudah berisi {p} seluruhnya, jadi sel terakhir, {c0}, harus berisi {sum} - {p} = {d0}. Isi {c0} dengan {d0}.',
    ],
    'cage-one': [
      'Lihat sangkar berjumlah {sum} di {C}: angka apa saja yang bisa berjumlah {sum} di sana?',
      '{n} sel sangkar di {C} berjumlah {sum} tanpa angka yang berulang. Dengan kandidat yang masih ada, satu-satunya cara adalah {ways}, jadi hapus {R}.',
    ],
    'cage-some': [
      'Lihat sangkar berjumlah {sum} di {C}: angka apa saja yang bisa berjumlah {sum} di sana?',
      '{n} sel sangkar di {C} berjumlah {sum} tanpa angka yang berulang. Dengan kandidat yang masih ada, caranya hanya {ways}, satu angka per sel, jadi hapus {R}.',
    ],
    'cage-pointing': [
      'Lihat sangkar berjumlah {sum} di {A}: angka apa yang pasti ada di dalamnya, dan di mana tempatnya?',
      'Setiap cara sangkar di {A} berjumlah {sum} memakai {d0}, dan {where}. Jadi angka {d0} untuk {h0} ada di sangkar itu, sehingga {E}.',
    ],
    'cage-claiming': [
      'Perhatikan di mana {d0} bisa masuk di {h0}.',
      'Di {h0}, {d0} hanya bisa masuk ke {P}, {all} di dalam sangkar di {A}. Jadi sangkar itu berisi {d0} di sana: {left}, dan sel lain di sangkar itu tidak bisa berisi {d0}. Maka {E}.',
    ],
    innies: [
      'Gunakan aturan 45 pada {H}: berapa jumlah sel-sel dari sangkar yang menjulur keluar?',
      '{H45}. Sangkar-sangkar yang seluruhnya di dalamnya berjumlah {cs}, jadi sel-sel lainnya di sana ({S}) berjumlah {hs} - {cs} = {t}.{rest} {so}',
    ],
    outies: [
      'Gunakan aturan 45 pada {H}: berapa jumlah sel di luarnya dari sangkar yang masuk ke dalamnya?',
      '{H45}. Sangkar-sangkar di dalamnya, seluruhnya atau sebagian, berjumlah {cs}, jadi sel-sel mereka di luarnya ({S}) berjumlah {cs} - {hs} = {t}.{rest} {so}',
    ],
    reveal: [
      'Tidak ada teknik di pustaka yang menemukan langkah berikutnya di sini. Lihat {c0}: sel ini punya kandidat paling sedikit.',
      'Tidak ada langkah logis dari pustaka yang berlaku di sini, jadi ini satu angka: {c0} berisi {d0}.',
    ],
    solved: [
      'Papan sudah lengkap.',
      'Semua sel sudah terisi dan semua isian benar: teka-teki ini sudah selesai.',
    ],
  },
  phrases: {
    removal: '{D} dari {C}',
    cannot: '{C} tidak mungkin berisi {D}',
    both: 'keduanya',
    all: 'semuanya',
    gets: 'mendapat',
    get: 'mendapat',
    wrap: 'Sel di {c0} dan sel di {c1} berwarna sama dan saling melihat, jadi warna itu tidak mungkin {d0}: hapus {R}.',
    trap: 'Sel di {T} melihat kedua warna, jadi tidak mungkin berisi {d0}.',
    traps: 'Sel-sel di {T} melihat kedua warna, jadi tidak mungkin berisi {d0}.',
    xFirst: 'jika {a} bukan {d0}, maka {b} berisi {d0} ({h} tidak punya tempat lain untuknya)',
    xNext:
      'jadi {a}, yang melihatnya, bukan {d0}, dan {b} berisi {d0} ({h} tidak punya tempat lain untuknya)',
    xyFirst: 'jika {a} bukan {x}, maka isinya {y}',
    xyNext: 'lalu {a} bukan {x}, jadi isinya {y}',
    together: ', bersama dengan {others},',
    lieIn: 'satu-satunya sel sangkar itu yang bisa berisi {d0}, {P}, ada di {h0}',
    lieInAll: 'sel-sel sangkar itu yang bisa berisi {d0} ({P}) semuanya ada di {h0}',
    wayLeft: 'satu-satunya cara yang tersisa agar sangkar itu berjumlah {sum} adalah {ways}',
    waysLeft: 'cara yang tersisa agar sangkar itu berjumlah {sum} hanya {ways}',
    house45: '{H} berisi setiap angka 1 sampai 9 sekali: jumlahnya 45',
    houses45: '{H} bersama-sama berisi setiap angka 1 sampai 9 sebanyak {N} kali: jumlahnya {hs}',
    placed45: ' Angka yang sudah terisi di antaranya berjumlah {p}, jadi {O} berjumlah {T}.',
    place45: 'Jadi {c0} harus berisi {d0}.',
    remove45:
      'Dengan kandidatnya, dan tanpa angka berulang pada sel yang saling melihat atau satu sangkar, {E}.',
    span: 'salah satu angka {lo} sampai {hi}',
    entry: 'Isian ini tidak sesuai dengan solusi: {list}.',
    entries: 'Isian-isian ini tidak sesuai dengan solusi: {list}.',
    notes: 'Catatan Anda di {C} tidak memuat angka yang seharusnya ada di sana.',
    wrong: 'Ada satu hal di papan yang belum benar. Periksa {row}.',
    wrongs: 'Ada {count} hal di papan yang belum benar. Periksa {row}.',
    fixIt: 'Perbaiki dulu sebelum melanjutkan.',
    fixThem: 'Perbaiki dulu sebelum melanjutkan.',
  },
};
