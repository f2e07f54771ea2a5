// The search's cage/house rules run again only when their cage's cells change (their `watch`),
// not on every change in the rest of the house: that must skip only runs that would find
// nothing. The search with the watched rules and with the same rules run on every change of any
// of their cells must agree step for step: the same count, solutions, nodes and guesses, on
// generated cages and on merged (hostile) ones of up to 8 cells, with and without a budget cut.
import { describe, expect, it } from 'vitest';
import type { CellConstraint } from '../../shared/constraints/constraint.ts';
import { generate } from '../../shared/index.ts';
import { search } from '../../shared/solve/search.ts';
import { type CageCells, cageCells } from '../../shared/variants/killer.ts';
import { cageSearchConstraints } from '../../shared/variants/killer-rules.ts';
import { mergedCages } from '../support/killer-hostile.ts';

/** The same rules, each run again whenever any of its cells changes. */
const unwatched = (rules: readonly CellConstraint[]): CellConstraint[] =>
  rules.map(({ cells, prune, broken }) => ({ cells, prune, broken }));

const layouts: CageCells[][] = [];
for (let i = 0; i < 6; i++) {
  const made = generate({
    seed: `watch-${i}`,
    level: i % 2 ? 'expert' : 'hard',
    variant: 'killer',
  });
  if (!made.ok) throw new Error(made.error.message);
  const given = made.value.cages ?? [];
  for (const most of [0, 5, 6, 8]) {
    const cages = cageCells(9, most === 0 ? given : mergedCages(given, most));
    if (cages.ok) layouts.push(cages.value);
  }
}

describe('cage/house rules that watch their cage', () => {
  it('are watched only on cages pruned exactly, and on every layout', () => {
    for (const cages of layouts) {
      const rules = cageSearchConstraints(cages);
      expect(rules.some((rule) => rule.watch)).toBe(true);
      for (const rule of rules) if (rule.watch) expect(rule.watch.length).toBeLessThanOrEqual(6);
    }
  });

  it('leave the search exactly as running them on every change would', () => {
    const empty = { size: 9 as const, cells: new Array<number>(81).fill(0) };
    layouts.forEach((cages, layout) => {
      for (const budget of [60, 1_500]) {
        const options = { limit: 2, budget };
        // Fresh rules for each run: the cage rules remember what they last worked out.
        const watched = search(empty, { ...options, constraints: cageSearchConstraints(cages) });
        const every = search(empty, {
          ...options,
          constraints: unwatched(cageSearchConstraints(cages)),
        });
        expect({ layout, budget, ...watched }).toEqual({ layout, budget, ...every });
      }
    });
  });
});
