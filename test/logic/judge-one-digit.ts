/**
 * The judge's checks of the patterns of one digit: fish (X-Wing, Swordfish, Jellyfish), the
 * chains of strong and weak links (Skyscraper, two-string kite, X-chain) and simple colouring.
 */
import type { Found, TechniqueId } from '../../shared/logic/step.ts';
import {
  type Fail,
  has,
  houseCells,
  type PatternCheck,
  type Position,
  sameSet,
  seeingAll,
  sees,
  strong,
} from './judge-board.ts';

/** X-Wing, Swordfish, Jellyfish: a digit's places in n base houses covered by n cover houses. */
function fish(p: Position, step: Found, fail: Fail): void {
  const { size } = p;
  const d0 = step.digits[0];
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
}

/** Skyscraper, two-string kite, X-chain: alternating strong and weak links on one digit. */
function singleDigitChain(p: Position, step: Found, fail: Fail): void {
  const { size } = p;
  const d0 = step.digits[0];
  const cells = step.cells;
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
  if (!step.eliminations.every((m) => m.digit === d0 && expected.some((e) => e.cell === m.cell)))
    fail('eliminates a cell that does not see both ends');
}

/** A digit's strong links coloured two ways: a colour that sees itself, or cells seeing both. */
function simpleColouring(p: Position, step: Found, fail: Fail): void {
  const { size } = p;
  const d0 = step.digits[0];
  const cells = step.cells;
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
      const seen = new Set(members.filter((c) => sees(size, c, m.cell)).map((c) => colour.get(c)));
      if (seen.size !== 2) fail(`${m.cell} does not see both colours`);
    }
  }
}

export const ONE_DIGIT_CHECKS: Partial<Record<TechniqueId, PatternCheck>> = {
  'x-wing': fish,
  swordfish: fish,
  jellyfish: fish,
  skyscraper: singleDigitChain,
  'two-string-kite': singleDigitChain,
  'x-chain': singleDigitChain,
  'simple-colouring': simpleColouring,
};
