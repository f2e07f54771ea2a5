/**
 * What each technique is, in general, in English and Bahasa Indonesia: the text of the technique
 * catalogue (catalog.ts, GET /api/v1/techniques), where a step's explanation (en.ts, id.ts) says
 * what one use of it found. Kept apart from the step texts so that the widget, which explains
 * steps but lists no catalogue, does not carry them. Both languages side by side, so a reviewer
 * sees a translation next to its original.
 */
import type { TechniqueId } from '../step.ts';

export const DESCRIPTIONS: Readonly<
  Record<TechniqueId, { readonly en: string; readonly id: string }>
> = {
  'full-house': {
    en: 'A row, column or box has one empty cell left: the one digit it is missing goes there.',
    id: 'Sebuah baris, kolom, atau kotak tinggal punya satu sel kosong: satu-satunya angka yang belum ada di sana masuk ke sel itu.',
  },
  'naked-single': {
    en: 'A cell where only one digit is still possible: every other digit is already in its row, column or box, or has been ruled out.',
    id: 'Sel yang hanya masih mungkin diisi satu angka: setiap angka lain sudah ada di baris, kolom, atau kotaknya, atau sudah tersingkir.',
  },
  'hidden-single': {
    en: 'A digit that has only one place left in a row, column or box, even when that cell could still hold other digits.',
    id: 'Angka yang tinggal punya satu tempat di sebuah baris, kolom, atau kotak, meskipun sel itu masih bisa diisi angka lain.',
  },
  'arrow-sum': {
    en: "Arrow Sudoku only: the digits on an arrow's line add up to the digit in its circle. So the circle lies between the smallest and the largest sum the line can still make, and each cell of the line leaves room for the others.",
    id: 'Khusus Sudoku Panah: angka-angka di sepanjang garis panah berjumlah sama dengan angka di lingkarannya. Jadi angka lingkaran berada di antara jumlah terkecil dan terbesar yang masih bisa dibentuk garisnya, dan setiap sel di garis menyisakan ruang untuk sel-sel lainnya.',
  },
  'cage-combination': {
    en: "Killer Sudoku only: the digits of a cage add up to its sum and do not repeat, so only some sets of digits can fill it (two cells summing to 3 can only be 1 and 2). A digit that no such set still allows, in the cells as they are, leaves the cage's cells.",
    id: 'Khusus Sudoku Killer: angka-angka dalam sebuah sangkar berjumlah sama dengan angka sangkarnya dan tidak berulang, jadi hanya himpunan angka tertentu yang bisa mengisinya (dua sel berjumlah 3 hanya bisa 1 dan 2). Angka yang tidak dimungkinkan oleh himpunan mana pun, dengan isi sel saat ini, dicoret dari sel-sel sangkar itu.',
  },
  'cage-interaction': {
    en: 'Killer Sudoku only: when every way to fill a cage uses a digit and the cage lies in one row, column or box, that digit is in the cage, so the rest of the house loses it. And when a digit of a house can only go in one cage, the cage must hold it.',
    id: 'Khusus Sudoku Killer: bila setiap cara mengisi sebuah sangkar memakai suatu angka dan sangkar itu berada dalam satu baris, kolom, atau kotak, angka itu pasti ada di sangkar, jadi bagian lain baris, kolom, atau kotak itu tidak bisa berisi angka tersebut. Dan bila suatu angka di sebuah baris, kolom, atau kotak hanya bisa masuk ke satu sangkar, sangkar itu pasti berisi angka tersebut.',
  },
  'innies-outies': {
    en: 'Killer Sudoku only, the 45 rule: every row, column and box holds 1 to 9, which add up to 45. Take the cages that lie inside one or more such houses: the few cells of the houses left outside them (innies), or the cells of those cages that stick out (outies), must make up the difference.',
    id: 'Khusus Sudoku Killer, aturan 45: setiap baris, kolom, dan kotak berisi 1 sampai 9, yang berjumlah 45. Ambil sangkar-sangkar yang berada di dalam satu atau beberapa baris, kolom, atau kotak: beberapa sel yang tersisa di luar sangkar-sangkar itu (innies), atau sel-sel sangkar yang mencuat keluar (outies), harus menutup selisihnya.',
  },
  pointing: {
    en: "Locked candidates: inside a box, a digit can only go in cells of one row or column. That line's digit is then inside the box, so the rest of the line cannot have it.",
    id: 'Kandidat terkunci: di dalam sebuah kotak, suatu angka hanya bisa masuk ke sel-sel pada satu baris atau kolom. Angka itu pada baris atau kolom tersebut pasti berada di dalam kotak, jadi bagian lain baris atau kolom itu tidak bisa berisi angka tersebut.',
  },
  claiming: {
    en: "Locked candidates: inside a row or column, a digit can only go in cells of one box. The box's digit is then on that line, so the box's other cells cannot have it.",
    id: 'Kandidat terkunci: di dalam sebuah baris atau kolom, suatu angka hanya bisa masuk ke sel-sel dalam satu kotak. Angka itu di kotak tersebut pasti berada di baris atau kolom ini, jadi sel-sel lain di kotak itu tidak bisa berisi angka tersebut.',
  },
  'naked-pair': {
    en: 'Two cells of a row, column or box that can only hold the same two digits: those digits go in these cells, so the other cells of the row, column or box lose them.',
    id: 'Dua sel dalam satu baris, kolom, atau kotak yang hanya bisa berisi dua angka yang sama: kedua angka itu pasti masuk ke sel-sel ini, jadi sel lain di baris, kolom, atau kotak itu tidak bisa berisi keduanya.',
  },
  'hidden-pair': {
    en: 'Two digits that fit in only the same two cells of a row, column or box: those cells hold exactly these digits, so their other candidates go.',
    id: 'Dua angka yang hanya muat di dua sel yang sama dalam satu baris, kolom, atau kotak: kedua sel itu pasti berisi tepat dua angka ini, jadi kandidat lain di sel-sel itu dicoret.',
  },
  'naked-triple': {
    en: 'Three cells of a row, column or box that between them can only hold three digits (not each cell all three): those digits go in these cells, so the other cells lose them.',
    id: 'Tiga sel dalam satu baris, kolom, atau kotak yang bersama-sama hanya bisa berisi tiga angka (tidak harus ketiganya di tiap sel): ketiga angka itu pasti masuk ke sel-sel ini, jadi sel lainnya tidak bisa berisi angka-angka itu.',
  },
  'hidden-triple': {
    en: 'Three digits that fit in only the same three cells of a row, column or box: those cells hold exactly these digits, so their other candidates go.',
    id: 'Tiga angka yang hanya muat di tiga sel yang sama dalam satu baris, kolom, atau kotak: ketiga sel itu pasti berisi tepat angka-angka ini, jadi kandidat lain di sel-sel itu dicoret.',
  },
  'naked-quad': {
    en: 'Four cells of a row, column or box that between them can only hold four digits: those digits go in these cells, so the other cells lose them.',
    id: 'Empat sel dalam satu baris, kolom, atau kotak yang bersama-sama hanya bisa berisi empat angka: keempat angka itu pasti masuk ke sel-sel ini, jadi sel lainnya tidak bisa berisi angka-angka itu.',
  },
  'hidden-quad': {
    en: 'Four digits that fit in only the same four cells of a row, column or box: those cells hold exactly these digits, so their other candidates go.',
    id: 'Empat angka yang hanya muat di empat sel yang sama dalam satu baris, kolom, atau kotak: keempat sel itu pasti berisi tepat angka-angka ini, jadi kandidat lain di sel-sel itu dicoret.',
  },
  'x-wing': {
    en: "A digit fits in two rows only in the same two columns: the two rows take it in those columns, so the columns' other cells lose it (the same with rows and columns swapped).",
    id: 'Suatu angka di dua baris hanya muat di dua kolom yang sama: kedua baris itu mengambil angka tersebut di kolom-kolom itu, jadi sel lain di kedua kolom tidak bisa berisi angka itu (begitu pula dengan baris dan kolom ditukar).',
  },
  skyscraper: {
    en: 'A digit fits only twice in each of two rows, and one end of each pair is in the same column. One of the two other ends holds the digit, so a cell that sees both of them cannot (the same with columns).',
    id: 'Suatu angka hanya muat di dua tempat pada masing-masing dari dua baris, dan satu ujung dari tiap pasangan berada di kolom yang sama. Salah satu dari dua ujung lainnya pasti berisi angka itu, jadi sel yang melihat keduanya tidak bisa berisi angka tersebut (begitu pula dengan kolom).',
  },
  'two-string-kite': {
    en: 'A digit fits only twice in a row and only twice in a column, with one place of each in the same box. One of the two far ends holds the digit, so the cell that sees both of them cannot.',
    id: 'Suatu angka hanya muat di dua tempat pada sebuah baris dan di dua tempat pada sebuah kolom, dengan satu tempat dari masing-masing berada di kotak yang sama. Salah satu dari dua ujung yang jauh pasti berisi angka itu, jadi sel yang melihat keduanya tidak bisa berisi angka tersebut.',
  },
  swordfish: {
    en: "The X-Wing with three lines: a digit fits in three rows only in the same three columns, so the columns' other cells lose it (the same with rows and columns swapped).",
    id: 'X-Wing dengan tiga garis: suatu angka di tiga baris hanya muat di tiga kolom yang sama, jadi sel lain di ketiga kolom itu tidak bisa berisi angka tersebut (begitu pula dengan baris dan kolom ditukar).',
  },
  'xy-wing': {
    en: 'A cell that can only be x or y sees a cell that can only be x or z and one that can only be y or z. Whichever the first cell is, one of the other two is z, so a cell that sees both of them cannot be z.',
    id: 'Sel yang hanya bisa berisi x atau y melihat sel yang hanya bisa berisi x atau z dan sel yang hanya bisa berisi y atau z. Apa pun isi sel pertama, salah satu dari dua sel lainnya pasti z, jadi sel yang melihat keduanya tidak bisa berisi z.',
  },
  'xyz-wing': {
    en: 'The XY-Wing whose middle cell can also be z (x, y or z): one of the three cells is z, so a cell that sees all three cannot be z.',
    id: 'XY-Wing yang sel tengahnya juga bisa berisi z (x, y, atau z): salah satu dari ketiga sel pasti z, jadi sel yang melihat ketiganya tidak bisa berisi z.',
  },
  'w-wing': {
    en: 'Two cells that can only be x or y, joined by a row, column or box where y fits only twice, one place seen by each cell. Both cannot be y, so one is x, and a cell that sees both of them cannot be x.',
    id: 'Dua sel yang hanya bisa berisi x atau y, dihubungkan oleh baris, kolom, atau kotak tempat y hanya muat di dua tempat, masing-masing terlihat oleh salah satu sel. Keduanya tidak mungkin sama-sama y, jadi salah satunya x, dan sel yang melihat keduanya tidak bisa berisi x.',
  },
  'simple-colouring': {
    en: 'Follow one digit through the rows, columns and boxes where it fits only twice, colouring those cells in two alternating colours: one colour holds the digit. Two cells of one colour that see each other rule that colour out; a cell that sees both colours cannot hold the digit.',
    id: 'Telusuri satu angka melalui baris, kolom, dan kotak tempat angka itu hanya muat di dua sel, lalu warnai sel-sel itu dengan dua warna bergantian: salah satu warna berisi angka itu. Dua sel berwarna sama yang saling melihat menyingkirkan warna itu; sel yang melihat kedua warna tidak bisa berisi angka tersebut.',
  },
  jellyfish: {
    en: "The X-Wing with four lines: a digit fits in four rows only in the same four columns, so the columns' other cells lose it (the same with rows and columns swapped).",
    id: 'X-Wing dengan empat garis: suatu angka di empat baris hanya muat di empat kolom yang sama, jadi sel lain di keempat kolom itu tidak bisa berisi angka tersebut (begitu pula dengan baris dan kolom ditukar).',
  },
  'x-chain': {
    en: 'A chain of cells for one digit, linked in turn by rows, columns or boxes where the digit fits only twice and by cells that see each other. If the first cell is not the digit, the last one is, so a cell that sees both ends cannot be it.',
    id: 'Rantai sel untuk satu angka, dihubungkan bergantian oleh baris, kolom, atau kotak tempat angka itu hanya muat di dua tempat dan oleh sel-sel yang saling melihat. Jika sel pertama bukan angka itu, sel terakhir pasti angka itu, jadi sel yang melihat kedua ujung tidak bisa berisi angka tersebut.',
  },
  'xy-chain': {
    en: 'A chain of cells that can each only be two digits, every cell seeing the next and sharing a digit with it. If the first cell is not x, the chain makes the last one x, so a cell that sees both ends cannot be x.',
    id: 'Rantai sel yang masing-masing hanya bisa berisi dua angka, setiap sel melihat sel berikutnya dan berbagi satu angka dengannya. Jika sel pertama bukan x, rantai itu membuat sel terakhir menjadi x, jadi sel yang melihat kedua ujung tidak bisa berisi x.',
  },
};
