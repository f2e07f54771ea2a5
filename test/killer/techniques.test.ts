// The killer techniques judged step by step along the solving paths of generated puzzles of every
// level: at every position each technique is tried, and every step it finds is re-derived here
// from the cages and the candidates by brute force (no engine code) and checked against the
// unique solution: cage combinations remove exactly what no assignment of the cage uses, the 45
// rule's sets and totals come from the houses and cages, and cage/house interactions hold.
import { describe, expect, it } from 'vitest';
import { generate, LEVELS } from '../../shared/index.ts';
import { copyState, createState, type LogicState, place } from '../../shared/logic/candidates.ts';
import { applyStep, nextStep, revealCell } from '../../shared/logic/solver.ts';
import type { Found } from '../../shared/logic/step.ts';
import { LIBRARY, TECHNIQUES } from '../../shared/logic/techniques/index.ts';
import type { CageCells } from '../../shared/variants/killer.ts';
import { houseCells, sees } from '../logic/judge-board.ts';
import { unwrap } from '../support/result.ts';
import { digits } from '../support/rules.ts';

const KILLER = ['cage-combination', 'cage-interaction', 'innies-outies'] as const;
const key = (m: { cell: number; digit: number }) => `${m.cell}:${m.digit}`;
const sameMoves = (
  a: readonly { cell: number; digit: number }[],
  b: { cell: number; digit: number }[],
) => expect(new Set(a.map(key))).toEqual(new Set(b.map(key)));

/**
 * The digits each of `cells` takes in some assignment from its options adding up to `total`,
 * where two cells differ when `apart` says so.
 */
function usable(
  options: number[][],
  total: number,
  apart: (i: number, j: number) => boolean,
): Set<number>[] {
  const used = options.map(() => new Set<number>());
  const chosen: number[] = [];
  const walk = (i: number, left: number) => {
    if (i === options.length) {
      if (left === 0) for (const [k, d] of chosen.entries()) used[k].add(d);
      return;
    }
    for (const d of options[i]) {
      if (d > left || chosen.some((e, k) => e === d && apart(k, i))) continue;
      chosen.push(d);
      walk(i + 1, left - d);
      chosen.pop();
    }
  };
  walk(0, total);
  return used;
}

const optionsOf = (state: LogicState, cell: number): number[] =>
  state.values[cell] !== 0
    ? [state.values[cell]]
    : [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => state.cands[cell] & (1 << (d - 1)));

/** Eliminations that leave each empty cell of `cells` only the digits of `used`. */
const removalsBeyond = (state: LogicState, cells: readonly number[], used: Set<number>[]) =>
  cells.flatMap((cell, i) =>
    state.values[cell] !== 0
      ? []
      : optionsOf(state, cell)
          .filter((d) => !used[i].has(d))
          .map((digit) => ({ cell, digit })),
  );

function judgeCombination(state: LogicState, step: Found, cage: CageCells) {
  if (step.kind === 'single' || step.kind === 'last') {
    const open = cage.cells.filter((cell) => state.values[cell] === 0);
    expect(open).toEqual([step.placements[0].cell]);
    const placed = cage.cells.reduce((sum, cell) => sum + state.values[cell], 0);
    expect(step.placements[0].digit).toBe(cage.sum - placed);
    return;
  }
  const used = usable(
    cage.cells.map((cell) => optionsOf(state, cell)),
    cage.sum,
    () => true,
  );
  sameMoves(step.eliminations, removalsBeyond(state, cage.cells, used));
}

function judgeInteraction(state: LogicState, step: Found, cage: CageCells) {
  const digit = step.digits[0];
  const house = houseCells(9, step.houses[0]);
  const inCage = new Set(cage.cells);
  const options = cage.cells.map((cell) => optionsOf(state, cell));
  if (step.kind === 'pointing') {
    // Every assignment of the cage uses the digit, only in cells of the house.
    const used = usable(options, cage.sum, () => true);
    const any = usable(
      options.map((o) => o.filter((d) => d !== digit)),
      cage.sum,
      () => true,
    );
    expect(any.every((s) => s.size === 0)).toBe(true);
    cage.cells.forEach((cell, i) => {
      if (used[i].has(digit) && state.values[cell] === 0) expect(house).toContain(cell);
    });
    const outside = house.filter(
      (cell) => !inCage.has(cell) && optionsOf(state, cell).includes(digit),
    );
    sameMoves(
      step.eliminations,
      outside.map((cell) => ({ cell, digit })),
    );
    return;
  }
  // Claiming: the house's places for the digit all lie in the cage, so the cage holds it there.
  const places = house.filter(
    (cell) => state.values[cell] === 0 && optionsOf(state, cell).includes(digit),
  );
  for (const cell of places) expect(inCage.has(cell)).toBe(true);
  const forced = cage.cells.map((cell, i) =>
    house.includes(cell) ? options[i] : options[i].filter((d) => d !== digit),
  );
  // The digits each cell takes in an assignment that puts the digit in the house.
  const withDigit = forced.map(() => new Set<number>());
  const chosen: number[] = [];
  const walk = (i: number, left: number) => {
    if (i === forced.length) {
      if (left === 0 && chosen.includes(digit))
        for (const [k, d] of chosen.entries()) withDigit[k].add(d);
      return;
    }
    for (const d of forced[i]) {
      if (d > left || chosen.includes(d)) continue;
      chosen.push(d);
      walk(i + 1, left - d);
      chosen.pop();
    }
  };
  walk(0, cage.sum);
  sameMoves(step.eliminations, removalsBeyond(state, cage.cells, withDigit));
}

function judge45(state: LogicState, step: Found, cages: readonly CageCells[]) {
  // The group's cells, and which cages lie inside it or reach into it.
  const group = new Set(step.houses.flatMap((h) => houseCells(9, h)));
  let inside = 0;
  let reaching = 0;
  const innies: number[] = [];
  const outies: number[] = [];
  for (const cage of cages) {
    const count = cage.cells.filter((c) => group.has(c)).length;
    if (count === 0) continue;
    if (count === cage.cells.length) inside += cage.sum;
    else {
      reaching += cage.sum;
      for (const c of cage.cells) (group.has(c) ? innies : outies).push(c);
    }
  }
  const whole = 45 * step.houses.length;
  const [set, total] =
    step.kind === 'innies' ? [innies, whole - inside] : [outies, reaching + inside - whole];
  expect([...step.cells].sort((a, b) => a - b)).toEqual(set.sort((a, b) => a - b));
  expect(step.digits[1]).toBe(total);
  const owner = new Map(cages.flatMap((cage, i) => cage.cells.map((c) => [c, i] as const)));
  const cells = step.cells;
  const used = usable(
    cells.map((cell) => optionsOf(state, cell)),
    total,
    (i, j) => sees(9, cells[i], cells[j]) || owner.get(cells[i]) === owner.get(cells[j]),
  );
  if (step.placements.length > 0) {
    const open = cells.filter((c) => state.values[c] === 0);
    expect(open).toEqual([step.placements[0].cell]);
    expect([...used[0]]).toEqual([step.placements[0].digit]);
  } else sameMoves(step.eliminations, removalsBeyond(state, cells, used));
}

describe('killer techniques, judged', () => {
  it.each(LEVELS)(
    '%s: every killer step along the path is exact and keeps the solution',
    (level) => {
      const seen = new Map<string, number>();
      for (let i = 0; i < 3; i++) {
        const made = unwrap(
          generate({ seed: `killer-judge-${level}-${i}`, level, variant: 'killer' }),
        );
        const solution = digits(made.solution);
        const cages: CageCells[] = (made.cages ?? []).map((c) => ({
          sum: c.sum,
          cells: c.cells.map(([r, col]) => r * 9 + col),
        }));
        const state = createState({ size: 9, cells: digits(made.puzzle) }, [], cages);
        while (state.empty > 0) {
          for (const id of KILLER) {
            const step = TECHNIQUES[id].find(copyState(state));
            if (!step) continue;
            seen.set(`${id}:${step.kind}`, (seen.get(`${id}:${step.kind}`) ?? 0) + 1);
            for (const m of step.placements) expect(solution[m.cell]).toBe(m.digit);
            for (const m of step.eliminations) expect(solution[m.cell]).not.toBe(m.digit);
            const cage = cages.find(
              (c) =>
                step.cells.every((cell) => c.cells.includes(cell)) ||
                c.cells.every((cell) => step.cells.includes(cell)),
            );
            if (id === 'innies-outies') judge45(state, step, cages);
            else {
              expect(cage).toBeDefined();
              if (!cage) continue;
              expect(new Set(step.cells)).toEqual(new Set(cage.cells));
              if (id === 'cage-combination') judgeCombination(state, step, cage);
              else judgeInteraction(state, step, cage);
            }
          }
          const step = nextStep(state, LIBRARY, 3_000_000);
          if (step === 'budget') throw new Error('budget');
          if (step === null) {
            const cell = revealCell(state);
            place(state, cell, solution[cell]);
          } else applyStep(state, step);
        }
      }
      expect([...seen.keys()].some((k) => k.startsWith('cage-combination'))).toBe(true);
      if (level !== 'easy')
        expect([...seen.keys()].some((k) => k.startsWith('innies-outies'))).toBe(true);
    },
  );
});
