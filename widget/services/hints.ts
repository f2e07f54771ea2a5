/**
 * Hints from the engine's `hintGrid()`: the player's board and notes go in, and what comes back (a
 * list of mistakes, a logical step, a revealed cell, or "solved") becomes one `Hint` the board can
 * show at two levels (a nudge that says where to look, then the full step with its highlights)
 * and the game can carry out. Pencil marks the player never wrote are not sent: the engine then
 * uses every candidate of that cell, the same as auto-notes. Applied eliminations are written
 * into the notes of their cells (see `applyHintMove`), so the next hint builds on them. A single
 * also carries its evidence: the placed digits that rule the other cells or digits out.
 */
import type { Explanations, HintResult, Step } from '../engine.ts';
import type { Lang } from '../model/config.ts';
import { applyHintMove, type Game, type HintMove } from '../model/game.ts';
import { houseCells } from '../model/geometry.ts';
import { singleEvidence } from '../model/highlight.ts';
import { noteDigits } from '../model/notes.ts';
import { engine } from './deferred.ts';

export type MarkRole = 'pattern' | 'on' | 'off' | 'gone';

export interface Hint {
  readonly kind: 'mistakes' | 'step' | 'reveal';
  /** A technique id (`naked-single`, `x-wing`, …), `mistake` or `reveal`. */
  readonly technique: string;
  readonly explanation: Explanations;
  /** The engine's step (kind `step` only). */
  readonly step: Step | null;
  /** The engine's answer as it came. */
  readonly result: HintResult;
  /** Where the nudge points: the houses (or cells) to look at, as cell indexes. */
  readonly area: readonly number[];
  /** The full step's own cells (the pattern, the cell revealed, the mistakes). */
  readonly cells: readonly number[];
  /** Candidates the full step marks, per cell: digit -> role (`gone` for eliminations). */
  readonly marks: ReadonlyMap<number, ReadonlyMap<number, MarkRole>>;
  /** The placed digits that prove the full step (singles; pattern steps show their marks). */
  readonly evidence: readonly number[];
  readonly move: HintMove;
}

/** The notes sent with a hint: the player's marks per empty cell, [] where there are none. */
export const notesOf = (game: Game): number[][] =>
  game.values.map((v, i) => (v === 0 && game.notes[i] ? noteDigits(game.notes[i], game.size) : []));

const index = (game: Game, cell: { row: number; col: number }): number =>
  cell.row * game.size + cell.col;

function houseArea(game: Game, houses: Step['highlight']['houses']): number[] {
  const cells = new Set<number>();
  for (const house of houses) {
    if (house.kind === 'arrow') {
      const arrow = game.arrows[house.index];
      if (arrow) for (const c of [arrow.circle, ...arrow.line]) cells.add(c);
    } else {
      for (const c of houseCells(game.size, { kind: house.kind, index: house.index })) cells.add(c);
    }
  }
  return [...cells];
}

function marksOf(game: Game, step: Step): Map<number, Map<number, MarkRole>> {
  const marks = new Map<number, Map<number, MarkRole>>();
  const mark = (cell: number, digit: number, role: MarkRole) => {
    const inCell = marks.get(cell) ?? new Map<number, MarkRole>();
    marks.set(cell, inCell.set(digit, role));
  };
  for (const m of step.highlight.candidates) mark(index(game, m.cell), m.digit, m.role);
  for (const m of step.eliminations) mark(index(game, m.cell), m.digit, 'gone');
  return marks;
}

function evidenceOf(game: Game, step: Step): number[] {
  const placed = step.placements[0];
  const house = step.highlight.houses[0];
  if (!placed || (step.technique !== 'naked-single' && step.technique !== 'hidden-single'))
    return [];
  const houseAt =
    step.technique === 'hidden-single' && house && house.kind !== 'arrow'
      ? houseCells(game.size, { kind: house.kind, index: house.index })
      : null;
  return singleEvidence(game.size, game.values, index(game, placed.cell), placed.digit, houseAt);
}

const rowArea = (game: Game, cells: readonly number[]): number[] =>
  cells.length
    ? houseCells(game.size, { kind: 'row', index: Math.floor(cells[0] / game.size) })
    : [];

function fromResult(game: Game, result: HintResult): Hint | null {
  const none = new Map<number, Map<number, MarkRole>>();
  switch (result.kind) {
    case 'solved':
      return null;
    case 'mistakes': {
      const cells = result.mistakes.map((m) => index(game, m.cell));
      return {
        kind: 'mistakes',
        technique: 'mistake',
        explanation: result.explanation,
        step: null,
        result,
        // The engine's nudge names the first mistake's row.
        area: rowArea(game, cells),
        cells,
        marks: none,
        evidence: [],
        move: { place: [], eliminate: [], clear: cells },
      };
    }
    case 'reveal': {
      const cell = index(game, result.placement.cell);
      return {
        kind: 'reveal',
        technique: 'reveal',
        explanation: result.explanation,
        step: null,
        result,
        area: [cell],
        cells: [cell],
        marks: none,
        evidence: [],
        move: { place: [{ cell, digit: result.placement.digit }], eliminate: [], clear: [] },
      };
    }
    case 'step': {
      const { step } = result;
      const cells = step.highlight.cells.map((c) => index(game, c));
      const houses = houseArea(game, step.highlight.houses);
      return {
        kind: 'step',
        technique: step.technique,
        explanation: step.explanation,
        step,
        result,
        area: houses.length ? houses : cells,
        cells,
        marks: marksOf(game, step),
        evidence: evidenceOf(game, step),
        move: {
          place: step.placements.map((m) => ({ cell: index(game, m.cell), digit: m.digit })),
          eliminate: step.eliminations.map((m) => ({ cell: index(game, m.cell), digit: m.digit })),
          clear: [],
        },
      };
    }
  }
}

/**
 * The next hint for this board, or null when there is nothing to say (solved, or an error). The
 * deferred engine must be loaded (services/deferred.ts).
 */
export function nextHint(game: Game): Hint | null {
  const puzzle = { size: game.size, cells: game.givens };
  const { arrows, cages } = game;
  const result = engine().hintGrid(puzzle, game.values, notesOf(game), { arrows, cages });
  return result.ok ? fromResult(game, result.value) : null;
}

/** Carries out a hint's full step on the board (one undoable move). */
export const applyHint = (game: Game, hinted: Hint): Game => applyHintMove(game, hinted.move);

/** The hint's text for a stage, in a language. */
export const hintText = (hinted: Hint, stage: 'nudge' | 'full', lang: Lang): string =>
  hinted.explanation[lang][stage];
