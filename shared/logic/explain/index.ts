/**
 * Explanations in every language the product speaks (English and Bahasa Indonesia), built from a
 * step, a reveal or a list of mistakes.
 */
import type { Size } from '../../board/geometry.ts';
import type { Explanations, Found, Move } from '../step.ts';
import { explainEn, mistakesEn, revealEn, solvedEn } from './en.ts';
import { explainId, mistakesId, revealId, solvedId } from './id.ts';

export const explain = (step: Found, size: Size): Explanations => ({
  en: explainEn(step, size),
  id: explainId(step, size),
});

export const explainReveal = (size: Size, cell: number, digit: number): Explanations => ({
  en: revealEn(size, cell, digit),
  id: revealId(size, cell, digit),
});

export const explainMistakes = (
  size: Size,
  entries: readonly Move[],
  notes: readonly number[],
): Explanations => ({
  en: mistakesEn(size, entries, notes),
  id: mistakesId(size, entries, notes),
});

export const explainSolved = (): Explanations => ({ en: solvedEn(), id: solvedId() });
