/**
 * An independent judge of logic steps for the tests. It recomputes rows, columns and boxes on its
 * own (no engine geometry) and checks, for every technique, that the pattern a step names really
 * is there on the candidate grid, that the eliminations are exactly the ones the pattern allows,
 * and that the step keeps the solution (places right digits, never removes the right one).
 */
import type { Found } from '../../shared/logic/step.ts';

const BOXES: Record<number, [number, number]> = {
  4: [2, 2],
  6: [3, 2],
  9: [3, 3],
  16: [4, 4],
  25: [5, 5],
};

/** What the judge needs of a position: size, values and candidate masks. */
export interface Position {
  readonly size: number;
  readonly values: ArrayLike<number>;
  readonly cands: ArrayLike<number>;
}

export function houseCells(size: number, house: number): number[] {
  const [bw, bh] = BOXES[size];
  const k = house % size;
  const out: number[] = [];
  for (let j = 0; j < size; j++) {
    if (house < size) out.push(k * size + j);
    else if (house < 2 * size) out.push(j * size + k);
    else {
      const r0 = Math.floor(k / (size / bw)) * bh;
      const c0 = (k % (size / bw)) * bw;
      out.push((r0 + Math.floor(j / bw)) * size + c0 + (j % bw));
    }
  }
  return out;
}

export function housesOf(size: number, cell: number): number[] {
  const [bw, bh] = BOXES[size];
  const r = Math.floor(cell / size);
  const c = cell % size;
  return [r, size + c, 2 * size + Math.floor(r / bh) * (size / bw) + Math.floor(c / bw)];
}

export const sees = (size: number, a: number, b: number): boolean =>
  a !== b && housesOf(size, a).some((h, i) => h === housesOf(size, b)[i]);

const has = (p: Position, cell: number, d: number): boolean =>
  p.values[cell] === 0 && (p.cands[cell] & (1 << (d - 1))) !== 0;

const candList = (p: Position, cell: number): number[] => {
  const out: number[] = [];
  for (let d = 1; d <= p.size; d++) if (has(p, cell, d)) out.push(d);
  return out;
};

const key = (m: { cell: number; digit: number }) => `${m.cell}:${m.digit}`;

function sameSet(
  found: readonly { cell: number; digit: number }[],
  expected: { cell: number; digit: number }[],
): boolean {
  const a = new Set(found.map(key));
  const b = new Set(expected.map(key));
  return a.size === found.length && a.size === b.size && [...a].every((k) => b.has(k));
}

/** A strong link: some house holds digit d as a candidate in exactly these two cells. */
function strong(p: Position, d: number, a: number, b: number): boolean {
  const ha = housesOf(p.size, a);
  const hb = housesOf(p.size, b);
  return ha.some((h, i) => {
    if (h !== hb[i]) return false;
    const where = houseCells(p.size, h).filter((c) => has(p, c, d));
    return where.length === 2 && where.includes(a) && where.includes(b);
  });
}

/** Cells with candidate d that see every one of `cells`. */
function seeingAll(p: Position, d: number, cells: readonly number[]) {
  const out: { cell: number; digit: number }[] = [];
  for (let cell = 0; cell < p.size * p.size; cell++) {
    if (has(p, cell, d) && cells.every((c) => sees(p.size, cell, c))) out.push({ cell, digit: d });
  }
  return out;
}

/** Checks one step on a position; returns what is wrong (empty when the step is right). */
export function judge(p: Position, step: Found, solution: ArrayLike<number>): string[] {
  const problems: string[] = [];
  const fail = (why: string) => problems.push(`${step.technique}: ${why}`);
  const { size } = p;
  for (const m of step.placements) {
    if (solution[m.cell] !== m.digit)
      fail(`places ${m.digit} in ${m.cell}, the solution has ${solution[m.cell]}`);
    if (!has(p, m.cell, m.digit)) fail(`places ${m.digit} in ${m.cell}, not a candidate`);
  }
  for (const m of step.eliminations) {
    if (solution[m.cell] === m.digit) fail(`removes the solution digit ${m.digit} from ${m.cell}`);
    if (!has(p, m.cell, m.digit)) fail(`removes ${m.digit} from ${m.cell}, not a candidate`);
  }
  if (step.placements.length + step.eliminations.length === 0) fail('does nothing');
  const d0 = step.digits[0];
  const cells = step.cells;
  switch (step.technique) {
    case 'full-house': {
      const empties = houseCells(size, step.houses[0]).filter((c) => p.values[c] === 0);
      if (empties.length !== 1 || empties[0] !== step.placements[0].cell)
        fail('house has more than one empty cell');
      break;
    }
    case 'naked-single':
      if (candList(p, cells[0]).join() !== String(d0)) fail('cell has other candidates');
      break;
    case 'hidden-single': {
      const where = houseCells(size, step.houses[0]).filter((c) => has(p, c, d0));
      if (where.join() !== String(cells[0])) fail('digit fits elsewhere in the house');
      break;
    }
    case 'pointing':
    case 'claiming': {
      const [from, to] = step.houses;
      const where = houseCells(size, from).filter((c) => has(p, c, d0));
      if (where.join() !== cells.join()) fail('pattern cells are not all the places of the digit');
      const inTo = new Set(houseCells(size, to));
      if (!where.every((c) => inTo.has(c))) fail('places leave the other house');
      const expected = houseCells(size, to)
        .filter((c) => !houseCells(size, from).includes(c) && has(p, c, d0))
        .map((cell) => ({ cell, digit: d0 }));
      if (!sameSet(step.eliminations, expected)) fail('eliminations differ from the pattern');
      break;
    }
    case 'naked-pair':
    case 'naked-triple':
    case 'naked-quad': {
      const house = houseCells(size, step.houses[0]);
      const union = new Set(cells.flatMap((c) => candList(p, c)));
      if (!cells.every((c) => house.includes(c))) fail('cells outside the house');
      if (
        union.size !== cells.length ||
        [...union].sort().join() !== [...step.digits].sort().join()
      )
        fail('cells do not share exactly n digits');
      const expected = house
        .filter((c) => !cells.includes(c))
        .flatMap((c) =>
          step.digits.filter((d) => has(p, c, d)).map((digit) => ({ cell: c, digit })),
        );
      if (!sameSet(step.eliminations, expected)) fail('eliminations differ from the pattern');
      break;
    }
    case 'hidden-pair':
    case 'hidden-triple':
    case 'hidden-quad': {
      const house = houseCells(size, step.houses[0]);
      for (const d of step.digits) {
        const where = house.filter((c) => has(p, c, d));
        if (!where.every((c) => cells.includes(c))) fail(`digit ${d} fits outside the cells`);
      }
      const expected = cells.flatMap((c) =>
        candList(p, c)
          .filter((d) => !step.digits.includes(d))
          .map((digit) => ({ cell: c, digit })),
      );
      if (!sameSet(step.eliminations, expected)) fail('eliminations differ from the pattern');
      break;
    }
    case 'x-wing':
    case 'swordfish':
    case 'jellyfish': {
      const n = step.houses.length / 2;
      const bases = step.houses.slice(0, n);
      const covers = step.houses.slice(n);
      const coverCells = new Set(covers.flatMap((h) => houseCells(size, h)));
      const baseCells = new Set(bases.flatMap((h) => houseCells(size, h)));
      for (const h of bases) {
        if (
          !houseCells(size, h)
            .filter((c) => has(p, c, d0))
            .every((c) => coverCells.has(c))
        )
          fail(`base house ${h} has the digit outside the cover`);
      }
      const expected = [...coverCells]
        .filter((c) => !baseCells.has(c) && has(p, c, d0))
        .map((cell) => ({ cell, digit: d0 }));
      if (!sameSet(step.eliminations, expected)) fail('eliminations differ from the pattern');
      break;
    }
    case 'skyscraper':
    case 'two-string-kite':
    case 'x-chain': {
      // As a chain: strong, weak, strong, … from the first cell to the last.
      const chain =
        step.technique === 'x-chain' ? [...cells] : [cells[1], cells[0], cells[2], cells[3]];
      if (chain.length % 2 !== 0 || chain.length < 4) fail('chain has the wrong length');
      for (let i = 0; i + 1 < chain.length; i++) {
        const ok =
          i % 2 === 0 ? strong(p, d0, chain[i], chain[i + 1]) : sees(size, chain[i], chain[i + 1]);
        if (!ok)
          fail(`link ${i} (${chain[i]}-${chain[i + 1]}) is not ${i % 2 === 0 ? 'strong' : 'weak'}`);
      }
      const ends = [chain[0], chain[chain.length - 1]];
      const expected = seeingAll(p, d0, ends);
      if (
        !step.eliminations.every((m) => m.digit === d0 && expected.some((e) => e.cell === m.cell))
      )
        fail('eliminates a cell that does not see both ends');
      break;
    }
    case 'xy-wing': {
      const [pivot, a, b] = cells;
      const [x, y, z] = step.digits;
      const set = (c: number) => candList(p, c).join();
      if (set(pivot) !== [x, y].sort((m, n) => m - n).join()) fail('pivot is not {x,y}');
      if (set(a) !== [x, z].sort((m, n) => m - n).join()) fail('pincer a is not {x,z}');
      if (set(b) !== [y, z].sort((m, n) => m - n).join()) fail('pincer b is not {y,z}');
      if (!sees(size, pivot, a) || !sees(size, pivot, b)) fail('pincers do not see the pivot');
      if (!sameSet(step.eliminations, seeingAll(p, z, [a, b]))) fail('eliminations differ');
      break;
    }
    case 'xyz-wing': {
      const [pivot, a, b] = cells;
      const [x, y, z] = step.digits;
      const set = (c: number) => candList(p, c).join();
      const sorted = (...ds: number[]) => ds.sort((m, n) => m - n).join();
      if (set(pivot) !== sorted(x, y, z)) fail('pivot is not {x,y,z}');
      if (set(a) !== sorted(x, z) || set(b) !== sorted(y, z))
        fail('pincers are not {x,z} and {y,z}');
      if (!sees(size, pivot, a) || !sees(size, pivot, b)) fail('pincers do not see the pivot');
      if (!sameSet(step.eliminations, seeingAll(p, z, [pivot, a, b]))) fail('eliminations differ');
      break;
    }
    case 'w-wing': {
      const [w1, w2, s1, s2] = cells;
      const [x, y] = step.digits;
      const pair = [x, y].sort((m, n) => m - n).join();
      if (candList(p, w1).join() !== pair || candList(p, w2).join() !== pair)
        fail('wings are not {x,y}');
      const where = houseCells(size, step.houses[0]).filter((c) => has(p, c, y));
      if (where.length !== 2 || !where.includes(s1) || !where.includes(s2))
        fail('no strong link on y');
      if (!sees(size, s1, w1) || !sees(size, s2, w2)) fail('link ends do not see the wings');
      if (!sameSet(step.eliminations, seeingAll(p, x, [w1, w2]))) fail('eliminations differ');
      break;
    }
    case 'simple-colouring': {
      const colour = new Map(step.marks.map((m) => [m.cell, m.role]));
      const members = [...colour.keys()];
      // Every strong link between members joins opposite colours, and the cluster is connected.
      const reached = new Set([members[0]]);
      for (let grew = true; grew; ) {
        grew = false;
        for (const a of members)
          for (const b of members) {
            if (a >= b || !strong(p, d0, a, b)) continue;
            if (colour.get(a) === colour.get(b)) fail(`strong link ${a}-${b} within one colour`);
            if (reached.has(a) !== reached.has(b)) {
              reached.add(a);
              reached.add(b);
              grew = true;
            }
          }
      }
      if (reached.size !== members.length) fail('cluster is not connected by strong links');
      if (step.kind === 'wrap') {
        const [a, b] = cells;
        if (colour.get(a) !== colour.get(b) || !sees(size, a, b)) fail('no wrap');
        const expected = members
          .filter((c) => colour.get(c) === colour.get(a))
          .map((cell) => ({ cell, digit: d0 }));
        if (!sameSet(step.eliminations, expected)) fail('eliminations differ');
      } else {
        for (const m of step.eliminations) {
          if (colour.has(m.cell)) fail('trap eliminates a coloured cell');
          const seen = new Set(
            members.filter((c) => sees(size, c, m.cell)).map((c) => colour.get(c)),
          );
          if (seen.size !== 2) fail(`${m.cell} does not see both colours`);
        }
      }
      break;
    }
    case 'xy-chain': {
      const [x, ...values] = step.digits;
      if (values.length !== cells.length || values[values.length - 1] !== x)
        fail('chain does not end on x');
      cells.forEach((c, i) => {
        const incoming = i === 0 ? x : values[i - 1];
        const pair = [incoming, values[i]].sort((m, n) => m - n).join();
        if (candList(p, c).join() !== pair) fail(`cell ${c} is not {${pair}}`);
        if (i > 0 && !sees(size, cells[i - 1], c))
          fail(`cells ${cells[i - 1]} and ${c} do not see each other`);
      });
      const ends = [cells[0], cells[cells.length - 1]];
      if (
        !step.eliminations.every(
          (m) => m.digit === x && seeingAll(p, x, ends).some((e) => e.cell === m.cell),
        )
      )
        fail('eliminates a cell that does not see both ends');
      break;
    }
  }
  return problems;
}
