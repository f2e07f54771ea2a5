// The stand-ins the widget's build puts where the engine's generic code reads the general search
// core and Arrow's and Killer's rules (widget/search/, widget/bundle.ts `searchSlots`): before
// their chunk has loaded they answer as the engine does on a classic 9x9 board and refuse any
// other board loudly; once it has (services/deferred.ts hands them the parts), they answer as the
// engine does on every board. The techniques' facts (read before any chunk loads, to build the
// logic library) equal the engine's.
import { describe, expect, it } from 'vitest';
import { generate, parse } from '../../shared/index.ts';
import { createState } from '../../shared/logic/candidates.ts';
import { arrowSum } from '../../shared/logic/techniques/arrow-sum.ts';
import {
  cageCombination,
  cageSingle as realCageSingle,
} from '../../shared/logic/techniques/cage-combination.ts';
import { cageInteraction } from '../../shared/logic/techniques/cage-interaction.ts';
import { inniesOuties } from '../../shared/logic/techniques/innies-outies.ts';
import type { Technique } from '../../shared/logic/techniques/technique.ts';
import { searchGeneral as realSearch } from '../../shared/solve/general.ts';
import { arrowCells } from '../../shared/variants/arrow.ts';
import { cageCells } from '../../shared/variants/killer.ts';
import { cageSearchConstraints as realCageConstraints } from '../../shared/variants/killer-rules.ts';
import { addGeneral, searchGeneral } from '../../widget/search/general-slot.ts';
import { RULES } from '../../widget/search/rules.ts';
import * as rules from '../../widget/search/rules-slot.ts';
import * as techniques from '../../widget/search/technique-slot.ts';
import { unwrap } from '../support/result.ts';

const facts = ({ id, name, level, score, variant }: Technique) => ({
  id,
  name,
  level,
  score,
  variant,
});

const killer = unwrap(generate({ seed: 'slots', variant: 'killer', level: 'medium' }));
const cages = unwrap(cageCells(9, killer.cages ?? []));
const killerGrid = unwrap(parse(killer.puzzle));
const classic = unwrap(generate({ seed: 'slots', level: 'medium' }));
const classicGrid = unwrap(parse(classic.puzzle));
const small = unwrap(generate({ seed: 'slots', size: 4, level: 'easy' }));
const smallGrid = unwrap(parse(small.puzzle));
const arrow = unwrap(generate({ seed: 'slots', variant: 'arrow', level: 'easy' }));
const arrows = unwrap(arrowCells(9, arrow.arrows ?? []));

const STAND_INS = [
  [techniques.arrowSum, arrowSum],
  [techniques.cageCombination, cageCombination],
  [techniques.cageInteraction, cageInteraction],
  [techniques.inniesOuties, inniesOuties],
] as const;

describe("the widget's search slots", () => {
  it("give each variant technique the engine's facts", () => {
    for (const [stand, real] of STAND_INS) expect(facts(stand), real.id).toEqual(facts(real));
  });

  it('answer as the engine does on a classic 9x9 board before their chunk loads', () => {
    expect(rules.arrowConstraints(9, [])).toEqual([]);
    expect(rules.cageConstraints([])).toEqual([]);
    expect(rules.cageSearchConstraints([])).toEqual([]);
    const state = createState(classicGrid);
    expect(techniques.cageSingle(state)).toBeNull();
    for (const [stand, real] of STAND_INS)
      expect(stand.find(state), real.id).toBe(real.find(state));
  });

  it('refuse any other board before their chunk loads', () => {
    expect(() => searchGeneral(4, smallGrid.cells, { limit: 2, budget: 1000 })).toThrow(
      /general search core is not loaded/,
    );
    expect(() => rules.cageSearchConstraints(cages)).toThrow(/rules are not loaded/);
    expect(() => rules.arrowConstraints(9, arrows)).toThrow(/rules are not loaded/);
    expect(() => rules.cageOf(cages[0])).toThrow(/rules are not loaded/);
    expect(() => rules.arrowOf(9, arrows[0])).toThrow(/rules are not loaded/);
    const state = createState(killerGrid, [], cages);
    expect(() => techniques.cageSingle(state)).toThrow(/rules are not loaded/);
    for (const [stand] of STAND_INS)
      expect(() => stand.find(state)).toThrow(/rules are not loaded/);
  });

  it('answer as the engine does on every board once their chunk has loaded', () => {
    addGeneral(realSearch);
    rules.addRules(RULES);
    const options = { limit: 2, budget: 40_000 };
    expect(searchGeneral(4, smallGrid.cells, options)).toEqual(
      realSearch(4, smallGrid.cells, options),
    );
    const withCages = { ...options, constraints: rules.cageSearchConstraints(cages) };
    const found = searchGeneral(9, killerGrid.cells, withCages);
    expect(found).toEqual(
      realSearch(9, killerGrid.cells, { ...options, constraints: realCageConstraints(cages) }),
    );
    expect(found.count).toBe(1);
    expect(Array.from(found.solution ?? []).join('')).toBe(killer.solution);
    const state = createState(killerGrid, [], cages);
    expect(techniques.cageSingle(state)).toEqual(realCageSingle(state));
    for (const [stand, real] of STAND_INS)
      expect(stand.find(state), real.id).toEqual(real.find(state));
    const arrowState = createState(unwrap(parse(arrow.puzzle)), arrows, []);
    expect(techniques.arrowSum.find(arrowState)).toEqual(arrowSum.find(arrowState));
    expect(rules.cageOf(cages[0])).toEqual(killer.cages?.[0]);
    expect(rules.arrowOf(9, arrows[0])).toEqual(arrow.arrows?.[0]);
  });
});
