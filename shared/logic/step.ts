/**
 * What the logic engine finds: a step (technique, placements, eliminations, the pattern that
 * justifies it, and its explanation). `Found` is the engine's own compact form in cell indexes;
 * `StepSchema` is the public form in `{row, col}` cells that the Worker and the widget share.
 */
import * as z from 'zod/mini';
import { CellSchema } from '../board/grid.ts';
import { HouseSchema } from '../check.ts';
import { LevelSchema } from '../generate/levels.ts';

/** Every technique of the library, easiest first (the order `rate` tries them in). */
export const TECHNIQUE_IDS = [
  'full-house',
  'naked-single',
  'hidden-single',
  'arrow-sum',
  'cage-combination',
  'pointing',
  'claiming',
  'cage-interaction',
  'naked-pair',
  'hidden-pair',
  'innies-outies',
  'naked-triple',
  'hidden-triple',
  'naked-quad',
  'hidden-quad',
  'x-wing',
  'skyscraper',
  'two-string-kite',
  'swordfish',
  'xy-wing',
  'xyz-wing',
  'w-wing',
  'simple-colouring',
  'jellyfish',
  'x-chain',
  'xy-chain',
] as const;
export const TechniqueIdSchema = z.enum(TECHNIQUE_IDS);
export type TechniqueId = z.infer<typeof TechniqueIdSchema>;

/** A digit in a cell (cell index): a placement or an elimination. */
export interface Move {
  readonly cell: number;
  readonly digit: number;
}

/** How a candidate takes part in a pattern: the pattern itself, or one side of a chain/colour. */
export type MarkRole = 'pattern' | 'on' | 'off';

export interface Mark extends Move {
  readonly role: MarkRole;
}

/**
 * A step as a technique finds it. `digits`, `cells` and `houses` carry the pattern in an order
 * each technique documents (its explanation reads them back), e.g. base houses before cover
 * houses for a fish, the chain's cells in order for a chain.
 */
export interface Found {
  readonly technique: TechniqueId;
  readonly placements: readonly Move[];
  readonly eliminations: readonly Move[];
  readonly digits: readonly number[];
  readonly cells: readonly number[];
  readonly houses: readonly number[];
  readonly marks: readonly Mark[];
  /** A technique's sub-kind when it has several (simple colouring: 'wrap' or 'trap'). */
  readonly kind?: string;
}

export const MoveSchema = z.object({
  cell: CellSchema,
  digit: z.int().check(z.minimum(1), z.maximum(25)),
});
export type PublicMove = z.infer<typeof MoveSchema>;

export const MarkSchema = z.object({
  cell: CellSchema,
  digit: z.int().check(z.minimum(1), z.maximum(25)),
  role: z.enum(['pattern', 'on', 'off']),
});

/** One explanation at two levels: a nudge that points where to look, then the full step. */
export const ExplanationSchema = z.object({ nudge: z.string(), full: z.string() });
export type Explanation = z.infer<typeof ExplanationSchema>;

/** English and Bahasa Indonesia. */
export const ExplanationsSchema = z.object({ en: ExplanationSchema, id: ExplanationSchema });
export type Explanations = z.infer<typeof ExplanationsSchema>;

export const StepSchema = z.object({
  technique: TechniqueIdSchema,
  /** The technique's name in English (the explanations carry it in both languages). */
  name: z.string(),
  /** The level this technique belongs to (easy: singles, medium: locked candidates and pairs…). */
  level: LevelSchema,
  placements: z.array(MoveSchema),
  eliminations: z.array(MoveSchema),
  /** What to highlight: the pattern's cells, the houses involved, and the candidates that matter. */
  highlight: z.object({
    cells: z.array(CellSchema),
    houses: z.array(HouseSchema),
    candidates: z.array(MarkSchema),
  }),
  explanation: ExplanationsSchema,
});
export type Step = z.infer<typeof StepSchema>;
