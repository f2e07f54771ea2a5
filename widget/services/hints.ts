/**
 * Hints, behind one seam. Until the engine's `hint()` lands (shared/logic), this finds the step
 * locally: a wrong digit first (as the engine will), then a naked single, then a hidden single,
 * and otherwise it reveals the emptiest-looking cell from the solution. Every step carries its
 * cell, the houses to highlight and a nudge and a full explanation in each language.
 * To switch to the engine (shared/hint.ts): map its HintResult to `HintStep` in `nextHint`
 * (mistakes -> 'mistake', step with a placement -> 'placement', step with eliminations ->
 * 'elimination', reveal -> 'placement' with technique 'reveal') and keep the rest.
 */
import { charOfDigit } from '../engine.ts';
import { STRINGS } from '../i18n/index.ts';
import type { Lang } from '../model/config.ts';
import { clearMistake, eliminate, type Game, isLocked, reveal } from '../model/game.ts';
import { colOf, type HouseRef, houseCells, housesOf, rowOf } from '../model/geometry.ts';
import { autoNotes, hasNote, noteCount, noteDigits } from '../model/notes.ts';

export type Localized = Readonly<Record<Lang, string>>;

export interface HintStep {
  readonly kind: 'mistake' | 'placement' | 'elimination';
  /** 'mistake', 'naked-single', 'hidden-single' or 'reveal' (engine names later). */
  readonly technique: string;
  readonly cell: number;
  /** The digit the cell takes (for a mistake: the wrong digit that is there). */
  readonly digit: number;
  readonly houses: readonly HouseRef[];
  /** Pencil marks the step removes ('elimination' steps; empty otherwise). */
  readonly eliminations: readonly { readonly cell: number; readonly digit: number }[];
  readonly nudge: Localized;
  readonly full: Localized;
}

const LANGS = Object.keys(STRINGS) as Lang[];
const localized = (make: (lang: Lang) => string): Localized =>
  Object.fromEntries(LANGS.map((lang) => [lang, make(lang)])) as Record<Lang, string>;

function cellName(game: Game, cell: number, lang: Lang): string {
  return STRINGS[lang].cell(rowOf(game.size, cell) + 1, colOf(game.size, cell) + 1);
}

function mistake(game: Game): HintStep | null {
  const cell = game.values.findIndex(
    (v, i) => v !== 0 && v !== game.solution[i] && !isLocked(game, i),
  );
  if (cell < 0) return null;
  const digit = game.values[cell];
  return {
    kind: 'mistake',
    technique: 'mistake',
    cell,
    digit,
    houses: [{ kind: 'row', index: rowOf(game.size, cell) }],
    eliminations: [],
    nudge: localized((l) => STRINGS[l].hintMistakeNudge(rowOf(game.size, cell) + 1)),
    full: localized((l) => STRINGS[l].hintMistakeFull(cellName(game, cell, l), charOfDigit(digit))),
  };
}

function nakedSingle(game: Game, cands: number[]): HintStep | null {
  const cell = cands.findIndex((mask, i) => game.values[i] === 0 && noteCount(mask) === 1);
  if (cell < 0) return null;
  const digit = noteDigits(cands[cell], game.size)[0];
  if (digit !== game.solution[cell]) return null;
  const d = charOfDigit(digit);
  return {
    kind: 'placement',
    technique: 'naked-single',
    cell,
    digit,
    houses: housesOf(game.size, cell),
    eliminations: [],
    nudge: localized((l) => STRINGS[l].hintNakedNudge(cellName(game, cell, l))),
    full: localized((l) => STRINGS[l].hintNakedFull(cellName(game, cell, l), d)),
  };
}

function hiddenSingle(game: Game, cands: number[]): HintStep | null {
  const kinds = ['box', 'row', 'column'] as const;
  for (const kind of kinds) {
    for (let index = 0; index < game.size; index++) {
      const house = { kind, index };
      const cells = houseCells(game.size, house).filter((c) => game.values[c] === 0);
      for (let digit = 1; digit <= game.size; digit++) {
        const spots = cells.filter((c) => hasNote(cands[c], digit));
        if (spots.length !== 1 || game.solution[spots[0]] !== digit) continue;
        const cell = spots[0];
        const d = charOfDigit(digit);
        const name = (l: Lang) => STRINGS[l].house(kind, index + 1);
        return {
          kind: 'placement',
          technique: 'hidden-single',
          cell,
          digit,
          houses: [house],
          eliminations: [],
          nudge: localized((l) => STRINGS[l].hintHiddenNudge(name(l), d)),
          full: localized((l) => STRINGS[l].hintHiddenFull(name(l), d, cellName(game, cell, l))),
        };
      }
    }
  }
  return null;
}

function revealOne(game: Game, cands: number[]): HintStep | null {
  let cell = -1;
  for (let i = 0; i < game.values.length; i++) {
    if (game.values[i] !== 0) continue;
    if (cell < 0 || noteCount(cands[i]) < noteCount(cands[cell])) cell = i;
  }
  if (cell < 0) return null;
  const digit = game.solution[cell];
  return {
    kind: 'placement',
    technique: 'reveal',
    cell,
    digit,
    houses: housesOf(game.size, cell),
    eliminations: [],
    nudge: localized((l) => STRINGS[l].hintRevealNudge(cellName(game, cell, l))),
    full: localized((l) => STRINGS[l].hintRevealFull(cellName(game, cell, l), charOfDigit(digit))),
  };
}

/** The next hint for this board, or null when it is solved. */
export function nextHint(game: Game): HintStep | null {
  const wrong = mistake(game);
  if (wrong) return wrong;
  const cands = autoNotes(game.values, game.size);
  return nakedSingle(game, cands) ?? hiddenSingle(game, cands) ?? revealOne(game, cands);
}

/** Carries out a hint's full step on the board. */
export function applyHint(game: Game, step: HintStep): Game {
  if (step.kind === 'mistake') return clearMistake(game, step.cell);
  if (step.kind === 'elimination') return eliminate(game, step.eliminations);
  return reveal(game, step.cell);
}
