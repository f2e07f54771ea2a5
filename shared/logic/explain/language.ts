/**
 * What a language gives the explanations: the words the naming uses (names.ts) and every
 * sentence as a template whose `{slots}` the explainer fills from the step (index.ts lists the
 * slots). The sentences of both languages are data; the code that reads a step is written once.
 */
import type { HouseKind } from '../../board/geometry.ts';
import type { TechniqueId } from '../step.ts';

/**
 * Texts that several techniques share, the two kinds of arrow-sum step, and the kinds of the
 * killer techniques' steps (cage combinations, cage/house interactions, the 45 rule).
 */
export type SharedText =
  | 'naked-subset'
  | 'hidden-subset'
  | 'fish'
  | 'arrow-circle'
  | 'arrow-line'
  | KillerText;

export type KillerText =
  | 'cage-single'
  | 'cage-last'
  | 'cage-one'
  | 'cage-some'
  | 'cage-pointing'
  | 'cage-claiming'
  | 'innies'
  | 'outies';

/** The techniques whose text is a shared one. */
type Sharing =
  | `${'naked' | 'hidden'}-${'pair' | 'triple' | 'quad'}`
  | 'x-wing'
  | 'swordfish'
  | 'jellyfish'
  | 'arrow-sum'
  | 'cage-combination'
  | 'cage-interaction'
  | 'innies-outies';

/** Each step's text, by technique or shared text: a nudge (where to look) and the full step. */
export type StepTexts = Record<
  Exclude<TechniqueId, Sharing> | SharedText | 'reveal' | 'solved',
  readonly [nudge: string, full: string]
>;

/** Phrases the texts are built from, filled in like the texts. */
export interface Phrases {
  /** One removal group: "{D} from {C}" (digits joined by "and"). */
  readonly removal: string;
  /** One removal group as a fact: "{C} cannot be {D}" (digits joined by "or"). */
  readonly cannot: string;
  /** Locked candidates: two cells ("both"), or three ("all"). */
  readonly both: string;
  readonly all: string;
  /** Simple colouring: one cell, or more, "get(s)" a colour. */
  readonly gets: string;
  readonly get: string;
  /** Simple colouring: two cells of one colour see each other. */
  readonly wrap: string;
  /** Simple colouring: one cell, or more, sees both colours. */
  readonly trap: string;
  readonly traps: string;
  /** X-chain links: `{a}` is not the digit, so `{b}` is (`{h}` has no other place for it). */
  readonly xFirst: string;
  readonly xNext: string;
  /** XY-chain links: `{a}` is not `{x}`, so it is `{y}`. */
  readonly xyFirst: string;
  readonly xyNext: string;
  /** Arrow sum, line step: the other cells of the line ("{others}"). */
  readonly together: string;
  /** Cage/house pointing: the one cell, or the cells, of the cage that can hold `{d0}`. */
  readonly lieIn: string;
  readonly lieInAll: string;
  /** Cage/house claiming: the one way left for the cage, or the ways. */
  readonly wayLeft: string;
  readonly waysLeft: string;
  /** The 45 rule: one house holds 45; `{N}` houses hold `{hs}`. */
  readonly house45: string;
  readonly houses45: string;
  /** The 45 rule: digits already placed in the set (`{p}`), the open cells' total (`{T}`). */
  readonly placed45: string;
  /** The 45 rule's conclusion: one cell placed, or eliminations. */
  readonly place45: string;
  readonly remove45: string;
  /** The digits from `{lo}` to `{hi}` when there are more than three of them. */
  readonly span: string;
  /** Mistakes: one wrong entry or more ("{list}"), notes without the right digit ("{C}"). */
  readonly entry: string;
  readonly entries: string;
  readonly notes: string;
  /** Mistakes, the nudge: one thing or `{count}` things are wrong, look at `{row}`. */
  readonly wrong: string;
  readonly wrongs: string;
  /** Mistakes, the end of the full text: fix it, or them. */
  readonly fixIt: string;
  readonly fixThem: string;
}

export interface Language {
  /** Technique names: every full text starts with one. */
  readonly names: Readonly<Record<TechniqueId, string>>;
  /** House kinds, singular and plural ("row", "rows"). */
  readonly kinds: Readonly<Record<HouseKind, readonly [one: string, many: string]>>;
  /** Small numbers as words, from zero. */
  readonly counts: readonly string[];
  readonly and: string;
  readonly or: string;
  /** A comma before the last "and" of a plain list ("1, 2, dan 3"). */
  readonly serial: boolean;
  /** Joins clauses that hold lists of their own ("..., and ..."). */
  readonly also: string;
  /** "as {they} both": what the cells that lose a candidate do, one cell or more (if needed). */
  readonly they?: readonly [one: string, many: string];
  readonly steps: Readonly<StepTexts>;
  readonly phrases: Readonly<Phrases>;
}
