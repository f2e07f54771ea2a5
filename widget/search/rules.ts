/**
 * Arrow's and Killer's rules as the widget loads them (board-extras.ts): the functions and
 * techniques rules-slot.ts and technique-slot.ts stand in for.
 */
import { arrowSum } from '../../shared/logic/techniques/arrow-sum.ts';
import { cageCombination, cageSingle } from '../../shared/logic/techniques/cage-combination.ts';
import { cageInteraction } from '../../shared/logic/techniques/cage-interaction.ts';
import { inniesOuties } from '../../shared/logic/techniques/innies-outies.ts';
import { arrowConstraints, arrowOf } from '../../shared/variants/arrow-rules.ts';
import {
  cageConstraints,
  cageOf,
  cageSearchConstraints,
} from '../../shared/variants/killer-rules.ts';
import type { Rules } from './rules-slot.ts';

export const RULES: Rules = {
  arrowConstraints,
  arrowOf,
  cageConstraints,
  cageSearchConstraints,
  cageOf,
  cageSingle,
  arrowSum,
  cageCombination,
  cageInteraction,
  inniesOuties,
};
