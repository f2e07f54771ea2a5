/**
 * The technique library, easiest first: the order `hint` and `rate` try techniques in. Each
 * level's techniques come before the next level's, so the first step found never needs more
 * than the puzzle does at that point.
 */
import type { Level } from '../../generate/levels.ts';
import type { TechniqueId } from '../step.ts';
import { arrowSum } from './arrow-sum.ts';
import { cageCombination } from './cage-combination.ts';
import { cageInteraction } from './cage-interaction.ts';
import { claiming } from './claiming.ts';
import { jellyfish, swordfish, xWing } from './fish.ts';
import { fullHouse } from './full-house.ts';
import { hiddenSingle } from './hidden-single.ts';
import { hiddenPair, hiddenQuad, hiddenTriple } from './hidden-subsets.ts';
import { inniesOuties } from './innies-outies.ts';
import { nakedSingle } from './naked-single.ts';
import { nakedPair, nakedQuad, nakedTriple } from './naked-subsets.ts';
import { pointing } from './pointing.ts';
import { simpleColouring } from './simple-colouring.ts';
import { skyscraper } from './skyscraper.ts';
import type { Technique } from './technique.ts';
import { twoStringKite } from './two-string-kite.ts';
import { wWing } from './w-wing.ts';
import { xChain } from './x-chain.ts';
import { xyChain } from './xy-chain.ts';
import { xyWing } from './xy-wing.ts';
import { xyzWing } from './xyz-wing.ts';

export type { Technique } from './technique.ts';

export const LIBRARY: readonly Technique[] = [
  fullHouse,
  nakedSingle,
  hiddenSingle,
  arrowSum,
  cageCombination,
  pointing,
  claiming,
  cageInteraction,
  nakedPair,
  hiddenPair,
  inniesOuties,
  nakedTriple,
  hiddenTriple,
  nakedQuad,
  hiddenQuad,
  xWing,
  skyscraper,
  twoStringKite,
  swordfish,
  xyWing,
  xyzWing,
  wWing,
  simpleColouring,
  jellyfish,
  xChain,
  xyChain,
];

export const TECHNIQUES = Object.fromEntries(LIBRARY.map((t) => [t.id, t])) as Record<
  TechniqueId,
  Technique
>;

const LEVEL_RANK: Record<Level, number> = { easy: 0, medium: 1, hard: 2, expert: 3 };
export const levelRank = (level: Level): number => LEVEL_RANK[level];

/** The library cut at a level: what a solver allowed up to that level may use. */
export const libraryUpTo = (level: Level): readonly Technique[] =>
  LIBRARY.filter((t) => LEVEL_RANK[t.level] <= LEVEL_RANK[level]);
