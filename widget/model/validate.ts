/**
 * Shape checks for data from outside the widget (API answers, saved games) without the zod
 * runtime, which would be about 6.6 KiB of /widget.js (gzip) for two schemas. `readPuzzle` accepts
 * exactly what the engine's `GeneratedPuzzleSchema` accepts and returns the same value (unknown
 * keys dropped); test/widget/model/validate.test.ts holds the two together on random input.
 */
import { type GeneratedPuzzle, isSize, LEVELS } from '../engine.ts';
import { VARIANTS } from './config.ts';

export type Json = Record<string, unknown>;

export const isRecord = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A safe integer in [min, max] (zod's `z.int()` with bounds). */
export const isInt = (v: unknown, min = -Infinity, max = Infinity): v is number =>
  Number.isSafeInteger(v) && (v as number) >= min && (v as number) <= max;

/** A finite number in [min, max] (zod's `z.number()` with bounds). */
export const isNumber = (v: unknown, min = -Infinity, max = Infinity): v is number =>
  typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max;

/** An array of at most `max` items that all pass `item`. */
export const isArrayOf = <T>(v: unknown, max: number, item: (x: unknown) => x is T): v is T[] =>
  Array.isArray(v) && v.length <= max && v.every(item);

const oneOf = <T extends string>(v: unknown, options: readonly T[]): v is T =>
  (options as readonly unknown[]).includes(v);

const isCoordinate = (v: unknown): v is [number, number] =>
  Array.isArray(v) && v.length === 2 && isInt(v[0], 0, 24) && isInt(v[1], 0, 24);

const isArrow = (v: unknown): v is [[number, number], [number, number][]] =>
  Array.isArray(v) &&
  v.length === 2 &&
  isCoordinate(v[0]) &&
  isArrayOf(v[1], 24, isCoordinate) &&
  v[1].length >= 1;

/** A Killer cage: exactly `sum` (1-45) and `cells` (1-9 coordinates), as the strict schema says. */
const isCage = (v: unknown): v is { sum: number; cells: [number, number][] } =>
  isRecord(v) &&
  Object.keys(v).length === 2 &&
  isInt(v.sum, 1, 45) &&
  isArrayOf(v.cells, 9, isCoordinate) &&
  v.cells.length >= 1;

/** The engine's GeneratedPuzzle, or null when the value is not one (the schema's rules). */
export function readPuzzle(v: unknown): GeneratedPuzzle | null {
  if (!isRecord(v)) return null;
  const { seed, size, level, variant, puzzle, solution, givens, arrows, cages, engineVersion } = v;
  const ok =
    typeof seed === 'string' &&
    typeof size === 'number' &&
    isSize(size) &&
    oneOf(level, LEVELS) &&
    oneOf(variant, VARIANTS) &&
    typeof puzzle === 'string' &&
    typeof solution === 'string' &&
    isInt(givens) &&
    (arrows === undefined || isArrayOf(arrows, 100, isArrow)) &&
    (cages === undefined || isArrayOf(cages, 81, isCage)) &&
    typeof engineVersion === 'string';
  if (!ok) return null;
  return {
    seed,
    size,
    level,
    variant,
    puzzle,
    solution,
    givens,
    ...(arrows && { arrows }),
    ...(cages && { cages }),
    engineVersion,
  };
}
