/**
 * Which puzzles are made before anyone asks (premake.ts):
 *
 * - the puzzles of the day the widget offers: classic and Killer Sudoku at every level (the
 *   widget's `daily` attribute turns `variant="arrow"` into classic: the day's Arrow puzzle is
 *   not offered, though /api/v1/daily serves it on request). A test holds this list to the
 *   widget's config (widget/model/config.ts);
 * - a pool of unseeded puzzles per kind an unseeded request commonly asks for: the API's
 *   defaults (9x9 classic) at each of the four levels the widget's menu offers. The widget
 *   itself always sends a seed of its own (so that it can make the same puzzle offline); the
 *   pool serves the API's unseeded callers.
 */
import { LEVELS, type Level, type Size, type Variant } from '../../shared/index.ts';

/** A puzzle of the day's kind: its level and rule set (always 9x9). */
export interface DayKind {
  readonly level: Level;
  readonly variant: Variant;
}

/** A pool's kind: what an unseeded request names. */
export interface PoolKind extends DayKind {
  readonly size: Size;
}

/** The variants whose puzzle of the day the widget offers. */
export const DAILY_VARIANTS = ['classic', 'killer'] as const satisfies readonly Variant[];

/** Every puzzle of a day that is made ahead, cheapest first within a variant. */
export const DAILY_KINDS: readonly DayKind[] = DAILY_VARIANTS.flatMap((variant) =>
  LEVELS.map((level) => ({ level, variant })),
);

/** The kinds with a pool of unseeded puzzles. */
export const POOL_KINDS: readonly PoolKind[] = LEVELS.map((level) => ({
  size: 9,
  level,
  variant: 'classic',
}));

/** Whether unseeded requests of this kind are served from the pool. */
export const isPoolKind = (kind: PoolKind): boolean =>
  POOL_KINDS.some(
    (k) => k.size === kind.size && k.level === kind.level && k.variant === kind.variant,
  );
