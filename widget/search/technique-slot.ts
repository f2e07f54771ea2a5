/**
 * Arrow's and Killer's techniques as the widget has them in the engine's logic library and its
 * hints: the widget's build puts this module in the place of their modules there (widget/bundle.ts
 * `searchSlots`), beside rules-slot.ts, so that a classic game never loads them. Apart from
 * rules-slot.ts so that the library's technique names stay with the engine's deferred part.
 */
import type { LogicState } from '../../shared/logic/candidates.ts';
import { TECHNIQUE_NAMES } from '../../shared/logic/techniques/names.ts';
import type { Technique } from '../../shared/logic/techniques/technique.ts';
import { need, type Rules } from './rules-slot.ts';

export const cageSingle: Rules['cageSingle'] = (state) =>
  state.cages.length === 0 ? null : need().cageSingle(state);

type Key = 'arrowSum' | 'cageCombination' | 'cageInteraction' | 'inniesOuties';

/**
 * A variant technique's facts (its place and weight in the library are read before any chunk
 * loads; a test holds them equal to the engine's) and a finder that finds nothing on a board
 * without arrows or cages, as the real one does, and asks the real one on a board with them.
 */
const stand = (key: Key, facts: Omit<Technique, 'name' | 'find'>): Technique => ({
  ...facts,
  name: TECHNIQUE_NAMES[facts.id],
  find: (state: LogicState) =>
    state.arrows.length === 0 && state.cages.length === 0 ? null : need()[key].find(state),
});

export const arrowSum = stand('arrowSum', {
  id: 'arrow-sum',
  level: 'easy',
  score: 8,
  variant: 'arrow',
});
export const cageCombination = stand('cageCombination', {
  id: 'cage-combination',
  level: 'easy',
  score: 10,
  variant: 'killer',
});
export const cageInteraction = stand('cageInteraction', {
  id: 'cage-interaction',
  level: 'medium',
  score: 40,
  variant: 'killer',
});
export const inniesOuties = stand('inniesOuties', {
  id: 'innies-outies',
  level: 'hard',
  score: 70,
  variant: 'killer',
});
