/**
 * English explanations, written from the step itself: a nudge that says where to look, and the
 * full step with its reason, naming cells "r4c7" and houses "row 4", "column 7", "box 5".
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

export const NAMES_EN: Record<TechniqueId, string> = {
  'full-house': 'Full house',
  'naked-single': 'Naked single',
  'hidden-single': 'Hidden single',
  'arrow-sum': 'Arrow sum',
  pointing: 'Pointing',
  claiming: 'Claiming',
  'naked-pair': 'Naked pair',
  'hidden-pair': 'Hidden pair',
  'naked-triple': 'Naked triple',
  'hidden-triple': 'Hidden triple',
  'naked-quad': 'Naked quad',
  'hidden-quad': 'Hidden quad',
  'x-wing': 'X-Wing',
  skyscraper: 'Skyscraper',
  'two-string-kite': 'Two-string kite',
  swordfish: 'Swordfish',
  'xy-wing': 'XY-Wing',
  'xyz-wing': 'XYZ-Wing',
  'w-wing': 'W-Wing',
  'simple-colouring': 'Simple colouring',
  jellyfish: 'Jellyfish',
  'x-chain': 'X-chain',
  'xy-chain': 'XY-chain',
};

const PLURAL: Record<HouseKind, string> = { row: 'rows', column: 'columns', box: 'boxes' };
const COUNT = ['zero', 'one', 'two', 'three', 'four'];

function words(size: Size) {
  const c = (cell: number) => cellName(size, cell);
  const cs = (cells: readonly number[]) => joinList(cells.map(c), 'and');
  const csOr = (cells: readonly number[]) => joinList(cells.map(c), 'or');
  const d = digitName;
  const ds = (digits: readonly number[]) => joinList(digits.map(d), 'and');
  const h = (house: number) => `${kindOf(size, house)} ${houseNumber(size, house)}`;
  const hs = (houses: readonly number[]) =>
    joinList(
      byKind(size, houses).map(({ kind, numbers }) =>
        numbers.length === 1
          ? `${kind} ${numbers[0]}`
          : `${PLURAL[kind]} ${joinList(numbers.map(String), 'and')}`,
      ),
      'and',
    );
  /** "5 and 6 from r1c1 and r1c2, and 7 from r1c3" */
  const removals = (moves: readonly Move[]) =>
    joinClauses(
      removalGroups(moves).map(({ digits, cells }) => `${ds(digits)} from ${cs(cells)}`),
      'and',
    );
  /** "r1c1 and r1c2 cannot be 5 or 6, and r1c3 cannot be 7" */
  const cannot = (moves: readonly Move[]) =>
    joinClauses(
      removalGroups(moves).map(
        ({ digits, cells }) => `${cs(cells)} cannot be ${joinList(digits.map(d), 'or')}`,
      ),
      'and',
    );
  return { c, cs, csOr, d, ds, h, hs, removals, cannot };
}

type Words = ReturnType<typeof words>;
type Template = (s: Found, w: Words, size: Size) => Explanation;

const place = (s: Found, w: Words) =>
  `Place ${w.d(s.placements[0].digit)} in ${w.c(s.placements[0].cell)}.`;

const single: Template = (s, w, size) => {
  const { cell, digit } = s.placements[0];
  if (s.technique === 'full-house') {
    const house = s.houses[0];
    return {
      nudge: `Look at ${w.h(house)}: only one cell is still empty.`,
      full: `${cap(w.h(house))} has one empty cell left, ${w.c(cell)}, and the only digit it is missing is ${w.d(digit)}. ${place(s, w)}`,
    };
  }
  if (s.technique === 'naked-single') {
    return {
      nudge: `Look at ${w.c(cell)}: which digits can still go there?`,
      full: `Only ${w.d(digit)} is still possible in ${w.c(cell)}: every other digit is already in its row, column or box, or has been ruled out. ${place(s, w)}`,
    };
  }
  const house = s.houses[0];
  return {
    nudge: `Look at ${w.h(house)}: where can ${w.d(digit)} go?`,
    full: `In ${w.h(house)}, ${w.d(digit)} can go only in ${w.c(cell)}: every other cell of the ${kindOf(size, house)} is filled or cannot hold ${w.d(digit)}. ${place(s, w)}`,
  };
};

const locked: Template = (s, w) => {
  const digit = w.d(s.digits[0]);
  const [from, to] = s.houses;
  const inside = `${s.cells.length === 2 ? 'both' : 'all'} ${s.technique === 'pointing' ? 'in' : 'inside'} ${w.h(to)}`;
  return {
    nudge: `Look at where ${digit} can go in ${w.h(from)}.`,
    full: `In ${w.h(from)}, ${digit} can only go in ${w.cs(s.cells)}, ${inside}. So the ${digit} of ${w.h(to)} must be one of these cells, and ${w.cannot(s.eliminations)}.`,
  };
};

const nakedSubset: Template = (s, w) => {
  const n = COUNT[s.cells.length];
  const house = w.h(s.houses[0]);
  return {
    nudge: `Look at ${w.cs(s.cells)} in ${house}: which digits can they hold?`,
    full: `Between them, ${w.cs(s.cells)} in ${house} can only hold ${w.ds(s.digits)}: ${n} cells for ${n} digits (a ${NAMES_EN[s.technique].toLowerCase()}). Those digits are used up there, so the rest of ${house} cannot have them: remove ${w.removals(s.eliminations)}.`,
  };
};

const hiddenSubset: Template = (s, w) => {
  const n = COUNT[s.cells.length];
  const house = w.h(s.houses[0]);
  return {
    nudge: `Look at where ${w.ds(s.digits)} can go in ${house}.`,
    full: `In ${house}, ${w.ds(s.digits)} fit only in ${w.cs(s.cells)}: ${n} digits for ${n} cells (a ${NAMES_EN[s.technique].toLowerCase()}). Those cells must hold exactly these digits, so remove their other candidates: ${w.removals(s.eliminations)}.`,
  };
};

const fish: Template = (s, w, size) => {
  const n = s.houses.length / 2;
  const bases = s.houses.slice(0, n);
  const covers = s.houses.slice(n);
  const digit = w.d(s.digits[0]);
  const baseKind = kindOf(size, bases[0]);
  const coverKind = PLURAL[kindOf(size, covers[0])];
  return {
    nudge: `Look at where ${digit} can go in ${w.hs(bases)}.`,
    full: `In ${w.hs(bases)}, ${digit} can only go in ${w.hs(covers)} (${NAMES_EN[s.technique]}). Each of these ${COUNT[n]} ${PLURAL[baseKind]} puts its ${digit} in one of these ${COUNT[n]} ${coverKind}, which uses up their ${digit}s, so ${w.cannot(s.eliminations)}.`,
  };
};

const skyscraper: Template = (s, w) => {
  const [baseA, topA, baseB, topB] = s.cells;
  const [lineA, lineB, shared] = s.houses;
  const digit = w.d(s.digits[0]);
  return {
    nudge: `Look at where ${digit} can go in ${w.h(lineA)} and ${w.h(lineB)}.`,
    full: `In ${w.h(lineA)}, ${digit} can only go in ${w.c(baseA)} or ${w.c(topA)}; in ${w.h(lineB)}, only in ${w.c(baseB)} or ${w.c(topB)}. ${w.c(baseA)} and ${w.c(baseB)} share ${w.h(shared)}, so at most one of them is ${digit}, and then ${w.c(topA)} or ${w.c(topB)} must be. So ${w.cannot(s.eliminations)}, as they see both.`,
  };
};

const kite: Template = (s, w) => {
  const [rowEnd, rowFar, colEnd, colFar] = s.cells;
  const [row, col, box] = s.houses;
  const digit = w.d(s.digits[0]);
  return {
    nudge: `Look at where ${digit} can go in ${w.h(row)} and ${w.h(col)}.`,
    full: `In ${w.h(row)}, ${digit} can only go in ${w.c(rowEnd)} or ${w.c(rowFar)}; in ${w.h(col)}, only in ${w.c(colEnd)} or ${w.c(colFar)}. ${w.c(rowEnd)} and ${w.c(colEnd)} are both in ${w.h(box)}, so at most one of them is ${digit}, and then ${w.c(rowFar)} or ${w.c(colFar)} must be. So ${w.cannot(s.eliminations)}.`,
  };
};

const xyWing: Template = (s, w) => {
  const [pivot, a, b] = s.cells;
  const [x, y, z] = s.digits.map(w.d);
  return {
    nudge: `Look at ${w.c(pivot)}: it can only be ${x} or ${y}.`,
    full: `${w.c(pivot)} is ${x} or ${y}. If it is ${x}, then ${w.c(a)} (${x} or ${z}) is ${z}; if it is ${y}, then ${w.c(b)} (${y} or ${z}) is ${z}. Either way ${w.c(a)} or ${w.c(b)} is ${z}, so ${w.cannot(s.eliminations)}, as they see both.`,
  };
};

const xyzWing: Template = (s, w) => {
  const [pivot, a, b] = s.cells;
  const [x, y, z] = s.digits.map(w.d);
  return {
    nudge: `Look at ${w.c(pivot)}: it can only be ${x}, ${y} or ${z}.`,
    full: `${w.c(pivot)} can only be ${x}, ${y} or ${z}, ${w.c(a)} only ${x} or ${z}, and ${w.c(b)} only ${y} or ${z}. If ${w.c(pivot)} is not ${z}, one of the other two is. So one of the three cells is ${z}, and ${w.cannot(s.eliminations)}, as they see all three.`,
  };
};

const wWing: Template = (s, w) => {
  const [w1, w2, s1, s2] = s.cells;
  const [x, y] = s.digits.map(w.d);
  const house = w.h(s.houses[0]);
  return {
    nudge: `Look at ${w.c(w1)} and ${w.c(w2)}: both can only be ${x} or ${y}.`,
    full: `${w.c(w1)} and ${w.c(w2)} can each only be ${x} or ${y}. In ${house}, ${y} can only go in ${w.c(s1)} or ${w.c(s2)}, which see ${w.c(w1)} and ${w.c(w2)}. If neither were ${x}, both would be ${y} and ${house} would have no place left for ${y}. So one of them is ${x}, and ${w.cannot(s.eliminations)}, as they see both.`,
  };
};

const colouring: Template = (s, w) => {
  const digit = w.d(s.digits[0]);
  const on = s.marks.filter((m) => m.role === 'on').map((m) => m.cell);
  const off = s.marks.filter((m) => m.role === 'off').map((m) => m.cell);
  const intro = `Join the cells where ${digit} fits only twice in a house and colour them in turns: ${w.cs(on)} ${on.length === 1 ? 'gets' : 'get'} one colour, ${w.cs(off)} the other. One colour holds ${digit} everywhere, the other nowhere.`;
  const targets = s.eliminations.map((m) => m.cell);
  const why =
    s.kind === 'wrap'
      ? `${w.c(s.cells[0])} and ${w.c(s.cells[1])} have the same colour and see each other, so that colour cannot be ${digit}: remove ${w.removals(s.eliminations)}.`
      : targets.length === 1
        ? `${w.c(targets[0])} sees both colours, so it cannot be ${digit}.`
        : `${w.cs(targets)} see both colours, so they cannot be ${digit}.`;
  return {
    nudge: `Look at the cells where ${digit} fits only twice in a house, and how they link up.`,
    full: `${intro} ${why}`,
  };
};

const xChain: Template = (s, w) => {
  const digit = w.d(s.digits[0]);
  const cells = s.cells;
  const parts: string[] = [];
  for (let i = 0; i + 1 < cells.length; i += 2) {
    const link = `${w.c(cells[i + 1])} is (${w.h(s.houses[i / 2])} has no other place for it)`;
    parts.push(
      i === 0
        ? `if ${w.c(cells[0])} is not ${digit}, then ${link}`
        : `so ${w.c(cells[i])}, which sees it, is not, and ${link}`,
    );
  }
  const first = w.c(cells[0]);
  const last = w.c(cells[cells.length - 1]);
  return {
    nudge: `Follow ${digit} through the houses where it fits only twice, starting at ${first}.`,
    full: `Follow ${digit} along a chain: ${parts.join('; ')}. So ${first} or ${last} is ${digit}, and ${w.cannot(s.eliminations)}, as they see both.`,
  };
};

const xyChain: Template = (s, w) => {
  const [x, ...values] = s.digits;
  const cells = s.cells;
  const parts = [`if ${w.c(cells[0])} is not ${w.d(x)}, it is ${w.d(values[0])}`];
  for (let i = 1; i < cells.length; i++) {
    parts.push(`then ${w.c(cells[i])} is not ${w.d(values[i - 1])}, so it is ${w.d(values[i])}`);
  }
  const first = w.c(cells[0]);
  const last = w.c(cells[cells.length - 1]);
  return {
    nudge: `Follow the cells with two candidates from ${first}, each seeing the next.`,
    full: `${cap(parts.join('; '))}. So ${first} or ${last} is ${w.d(x)}, and ${w.cannot(s.eliminations)}, as they see both.`,
  };
};

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const arrowSum: Template = (s, w) => {
  if (s.kind === 'circle') {
    const [circle, ...line] = s.cells;
    const [least, most] = s.digits;
    return {
      nudge: `Look at the arrow from the circle in ${w.c(circle)}: what can its line add up to?`,
      full: `The digits on the line ${w.cs(line)} add up to at least ${least} and at most ${most}, and the circle ${w.c(circle)} must equal their sum, so it lies between ${least} and ${most}: remove ${w.removals(s.eliminations)}.`,
    };
  }
  const [cell, circle, ...others] = s.cells;
  const [from, to] = s.digits;
  const rest = others.length > 0 ? `, together with ${w.cs(others)},` : '';
  return {
    nudge: `Look at ${w.c(cell)} on the arrow from ${w.c(circle)}: how big can it be?`,
    full: `${cap(w.c(cell))}${rest} must add up to the circle ${w.c(circle)}, so with what the circle and the rest of the line can still hold, ${w.c(cell)} lies between ${from} and ${to}: remove ${w.removals(s.eliminations)}.`,
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

export function explainEn(step: Found, size: Size): Explanation {
  const w = words(size);
  const text = TEMPLATES[step.technique](step, w, size);
  return { nudge: text.nudge, full: `${NAMES_EN[step.technique]}: ${text.full}` };
}

export function revealEn(size: Size, cell: number, digit: number): Explanation {
  const c = cellName(size, cell);
  return {
    nudge: `No technique in the library finds the next step here. Look at ${c}: it has the fewest candidates.`,
    full: `No logical step from the library applies here, so here is one number: ${c} is ${digitName(digit)}.`,
  };
}

export function mistakesEn(
  size: Size,
  entries: readonly Move[],
  notes: readonly number[],
): Explanation {
  const w = words(size);
  const cells = [...entries.map((m) => m.cell), ...notes];
  const row = (cell: number) => `row ${Math.floor(cell / size) + 1}`;
  const parts: string[] = [];
  if (entries.length > 0) {
    const list = joinList(
      entries.map((m) => `${w.c(m.cell)} (${w.d(m.digit)})`),
      'and',
    );
    parts.push(
      `${entries.length === 1 ? 'This entry does' : 'These entries do'} not match the solution: ${list}.`,
    );
  }
  if (notes.length > 0) {
    parts.push(`Your notes in ${w.cs(notes)} leave out the digit that belongs there.`);
  }
  const count = entries.length + notes.length;
  return {
    nudge: `${count === 1 ? 'Something on the board is' : `${count} things on the board are`} not right. Check ${row(cells[0])}.`,
    full: `${parts.join(' ')} Fix ${count === 1 ? 'it' : 'them'} before going on.`,
  };
}

export const solvedEn = (): Explanation => ({
  nudge: 'The board is complete.',
  full: 'Every cell is filled and every entry is right: the puzzle is solved.',
});
