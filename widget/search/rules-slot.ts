/**
 * Arrow's and Killer's rules as the widget has them where the engine's generic code reads them
 * (the uniqueness proof, the generator, the solver): the widget's build puts this module in the
 * place of shared/variants/{arrow,killer}-rules.ts (widget/bundle.ts `searchSlots`; their
 * techniques: technique-slot.ts), so that a classic game never loads them. A board with arrows or
 * cages loads them first (board-extras.ts; services/deferred.ts `loadBoard`). On a classic
 * board every function here answers as the engine's own do with no arrows and no cages; on a
 * variant board without them it throws, which is a widget bug (a path that skipped `loadBoard`).
 */
import type { cageSingle as CageSingle } from '../../shared/logic/techniques/cage-combination.ts';
import type { Technique } from '../../shared/logic/techniques/technique.ts';
import type * as Arrow from '../../shared/variants/arrow-rules.ts';
import type * as Killer from '../../shared/variants/killer-rules.ts';

/** What rules.ts brings: the real functions and techniques the slots stand in for. */
export interface Rules {
  readonly arrowConstraints: typeof Arrow.arrowConstraints;
  readonly arrowOf: typeof Arrow.arrowOf;
  readonly cageConstraints: typeof Killer.cageConstraints;
  readonly cageSearchConstraints: typeof Killer.cageSearchConstraints;
  readonly cageOf: typeof Killer.cageOf;
  readonly cageSingle: typeof CageSingle;
  readonly arrowSum: Technique;
  readonly cageCombination: Technique;
  readonly cageInteraction: Technique;
  readonly inniesOuties: Technique;
}

let rules: Rules | null = null;

/** The rules chunk has loaded. */
export function addRules(loaded: Rules): void {
  rules = loaded;
}

/** The rules, which a board with arrows or cages has loaded; a widget bug otherwise. */
export function need(): Rules {
  if (!rules) throw new Error("the variants' rules are not loaded");
  return rules;
}

export const arrowConstraints: Rules['arrowConstraints'] = (size, arrows) =>
  arrows.length === 0 ? [] : need().arrowConstraints(size, arrows);
export const cageConstraints: Rules['cageConstraints'] = (cages) =>
  cages.length === 0 ? [] : need().cageConstraints(cages);
export const cageSearchConstraints: Rules['cageSearchConstraints'] = (cages) =>
  cages.length === 0 ? [] : need().cageSearchConstraints(cages);
export const arrowOf: Rules['arrowOf'] = (size, arrow) => need().arrowOf(size, arrow);
export const cageOf: Rules['cageOf'] = (cage) => need().cageOf(cage);
