/**
 * Naming for explanations, the same in every language with that language's words: cells by row
 * and column ("row 4, column 7", "baris 4, kolom 7"), where a list puts cells that share a row
 * or a column together ("row 4, columns 2 and 7"); digits as the board shows them (10-25 as
 * A-P); houses by kind and number; and lists that stay readable when their items hold commas.
 */
import { charOfDigit } from '../../board/format.ts';
import { houseKind, type Size } from '../../board/geometry.ts';
import type { Move } from '../step.ts';
import type { Language } from './language.ts';

/**
 * "a", "a and b", "a, b and c" (with `serial`, "a, b, and c"). Items that hold commas of their
 * own are set apart with semicolons once there are three ("a, b; c, d; and e, f"), and two items
 * that hold lists of their own with a comma ("row 1, columns 2 and 3, and row 4, column 5").
 */
export function joinList(items: readonly string[], and: string, serial = false): string {
  const last = items.length - 1;
  if (last < 2)
    return items.join(items.some((item) => item.includes(` ${and} `)) ? `, ${and} ` : ` ${and} `);
  const nested = items.some((item) => item.includes(','));
  const head = items.slice(0, last).join(nested ? '; ' : ', ');
  return `${head}${nested ? ';' : serial ? ',' : ''} ${and} ${items[last]}`;
}

/**
 * Fills a template's `{slot}`s. A slot the step does not have stays as it is, where tests see it.
 * A function as the replacement, so that no `$` in a value is read as a pattern.
 */
export const fill = (template: string, slots: Readonly<Record<string, string>>): string =>
  template.replace(/\{(\w+)\}/g, (slot, key: string) => slots[key] ?? slot);

/** Groups in order of first appearance, each with its members in order. */
function groupBy<T>(items: readonly T[], key: (item: T) => number) {
  const groups: { key: number; members: T[] }[] = [];
  for (const item of items) {
    const k = key(item);
    const group = groups.find((g) => g.key === k);
    if (group) group.members.push(item);
    else groups.push({ key: k, members: [item] });
  }
  return groups;
}

/**
 * Eliminations as groups of digits removed from the same cells: "6 and 8 from row 7, columns 8
 * and 9", then "9 from row 7, column 9".
 */
export function removalGroups(moves: readonly Move[]): { digits: number[]; cells: number[] }[] {
  const groups: { digits: number[]; cells: number[] }[] = [];
  for (const { key: digit, members } of groupBy(moves, (m) => m.digit)) {
    const cells = members.map((m) => m.cell);
    const same = groups.find((g) => g.cells.join() === cells.join());
    if (same) same.digits.push(digit);
    else groups.push({ digits: [digit], cells });
  }
  return groups;
}

/** The naming of one language on one board size. */
export function namer(lang: Language, size: Size) {
  const { kinds, and, or, serial } = lang;
  const list = (items: readonly (string | number)[], word = and) =>
    joinList(items.map(String), word, serial);
  const digits = (ds: readonly number[], word = and) => list(ds.map(charOfDigit), word);
  const rowOf = (cell: number) => Math.floor(cell / size);
  const colOf = (cell: number) => cell % size;
  const cell = (c: number) => `${kinds.row[0]} ${rowOf(c) + 1}, ${kinds.column[0]} ${colOf(c) + 1}`;
  /** Cells in as few groups as possible: by row, or by column when that makes fewer. */
  const cells = (cs: readonly number[]) => {
    const byRow = groupBy(cs, rowOf);
    const byCol = groupBy(cs, colOf);
    const [groups, line, across, other] =
      byCol.length < byRow.length
        ? ([byCol, kinds.column, kinds.row, rowOf] as const)
        : ([byRow, kinds.row, kinds.column, colOf] as const);
    return list(
      groups.map(({ key, members }) =>
        members.length === 1
          ? cell(members[0])
          : `${line[0]} ${key + 1}, ${across[1]} ${list(members.map((m) => other(m) + 1).sort((a, b) => a - b))}`,
      ),
    );
  };
  const kind = (house: number) => kinds[houseKind(size, house)];
  const house = (h: number) => `${kind(h)[0]} ${(h % size) + 1}`;
  /** Houses grouped by kind: "rows 2 and 5", "columns 1, 4 and 8". */
  const houses = (hs: readonly number[]) =>
    list(
      groupBy(hs, (h) => Math.floor(h / size)).map(
        ({ members }) =>
          `${kind(members[0])[members.length > 1 ? 1 : 0]} ${list(members.map((h) => (h % size) + 1))}`,
      ),
    );
  /** Clauses that hold lists: "a, and b", or "a; b; and c". */
  const clauses = (items: readonly string[]) =>
    items.length === 2 ? items.join(`, ${lang.also} `) : joinList(items, lang.also);
  const removal = (template: string, word: string) => (moves: readonly Move[]) =>
    clauses(
      removalGroups(moves).map((g) =>
        fill(template, { C: cells(g.cells), D: digits(g.digits, word) }),
      ),
    );
  return {
    list,
    digit: charOfDigit,
    digits,
    cell,
    cells,
    kind,
    house,
    houses,
    row: (c: number) => house(rowOf(c)),
    /** "6 and 8 from row 7, columns 8 and 9, and 9 from row 3, column 1" */
    removals: removal(lang.phrases.removal, and),
    /** "row 7, columns 8 and 9 cannot be 6 or 8, and row 3, column 1 cannot be 9" */
    cannot: removal(lang.phrases.cannot, or),
  };
}

export type Namer = ReturnType<typeof namer>;
