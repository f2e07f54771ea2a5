/**
 * The replayable trace of a teaching algorithm: the puzzle it started from and every cell it
 * wrote (`place`) or erased (`remove`), in order. `candidates` also says why it placed a digit:
 * the rule and the candidate eliminations that forced it. The trace is capped so that no request
 * can grow it to megabytes; `truncated` says the cap was reached.
 */
import * as z from 'zod/mini';
import type { Size } from '../board/geometry.ts';
import { SizeSchema } from '../board/grid.ts';
import { HouseSchema, houseOf } from '../check.ts';
import { AlgorithmNameSchema } from './names.ts';

/**
 * The cap counts entries: one per event, one more for an event with a reason, one per
 * elimination. An entry is at most about 50 bytes of JSON, so the largest trace stays near half
 * a megabyte, and the default one near a quarter.
 */
export const DEFAULT_TRACE_LIMIT = 5_000;
export const MAX_TRACE_LIMIT = 10_000;

const index = z.int().check(z.minimum(0), z.maximum(24));
const digit = z.int().check(z.minimum(1), z.maximum(25));

export const EliminationSchema = z.object({ row: index, col: index, digit });
export type Elimination = z.infer<typeof EliminationSchema>;

/** Why `candidates` placed a digit; the scan algorithms just try digits and give no rule. */
export const PlaceRuleSchema = z.enum(['hidden-single', 'naked-single', 'guess']);
export type PlaceRule = z.infer<typeof PlaceRuleSchema>;

export const PlaceEventSchema = z.object({
  type: z.literal('place'),
  row: index,
  col: index,
  digit,
  rule: z.optional(PlaceRuleSchema),
  /** For a hidden single: the house where the digit fits only this cell. */
  house: z.optional(HouseSchema),
  /** The candidates crossed out that leave this placement as the only one. */
  eliminated: z.optional(z.array(EliminationSchema)),
});
export type PlaceEvent = z.infer<typeof PlaceEventSchema>;

/** An erased cell (a backtrack); the digit lets a player step the replay backwards too. */
export const RemoveEventSchema = z.object({
  type: z.literal('remove'),
  row: index,
  col: index,
  digit,
});
export type RemoveEvent = z.infer<typeof RemoveEventSchema>;

export const TraceEventSchema = z.discriminatedUnion('type', [PlaceEventSchema, RemoveEventSchema]);
export type TraceEvent = z.infer<typeof TraceEventSchema>;

export const TraceSchema = z.object({
  algorithm: AlgorithmNameSchema,
  size: SizeSchema,
  /** The starting board as text, row by row, `.` for empty. */
  puzzle: z.string(),
  events: z.array(TraceEventSchema),
  /** True when the cap stopped the recording: the events end before the search did. */
  truncated: z.boolean(),
});
export type Trace = z.infer<typeof TraceSchema>;

/** Collects events during a search; the algorithms call it only when a trace was asked for. */
export class TraceRecorder {
  readonly events: TraceEvent[] = [];
  readonly size: Size;
  truncated = false;
  private room: number;
  private stopped = false;

  constructor(size: Size, limit: number) {
    this.size = size;
    this.room = limit;
  }

  /** False once the cap is hit or the recording stopped, so callers can skip building reasons. */
  get recording(): boolean {
    return !this.stopped && !this.truncated;
  }

  /** Ends the recording for good (after the first solution, when the search goes on counting). */
  stop(): void {
    this.stopped = true;
  }

  place(cell: number, digit: number): void {
    if (this.take(1)) this.events.push({ type: 'place', ...this.at(cell), digit });
  }

  /** A placement with its reason. `eliminated` lists [cell, digit] pairs, flattened. */
  placeBecause(
    cell: number,
    digit: number,
    rule: PlaceRule,
    house: number,
    eliminated: readonly number[],
  ): void {
    if (!this.take(2 + eliminated.length / 2)) return;
    const event: PlaceEvent = { type: 'place', ...this.at(cell), digit, rule };
    if (house >= 0) event.house = houseOf(this.size, house);
    if (eliminated.length > 0) {
      event.eliminated = [];
      for (let k = 0; k < eliminated.length; k += 2)
        event.eliminated.push({ ...this.at(eliminated[k]), digit: eliminated[k + 1] });
    }
    this.events.push(event);
  }

  remove(cell: number, digit: number): void {
    if (this.take(1)) this.events.push({ type: 'remove', ...this.at(cell), digit });
  }

  private take(units: number): boolean {
    if (!this.recording) return false;
    if (units > this.room) {
      this.truncated = true;
      return false;
    }
    this.room -= units;
    return true;
  }

  private at(cell: number): { row: number; col: number } {
    return { row: Math.floor(cell / this.size), col: cell % this.size };
  }
}
