/**
 * One cell of the board: its classes (box edges, highlights), its accessible name (row, column,
 * value or empty, given, revealed, conflict, wrong, arrow or cage, corner and centre marks, colour)
 * and its content (its colour, then a digit or corner and centre marks; during a hint's full
 * step, the step's candidates and eliminations on those marks, and its evidence: the digits that
 * prove it, ringed).
 */
import { html, nothing, type TemplateResult } from 'lit';
import { BOX_SHAPES, charOfDigit } from '../engine.ts';
import type { Strings } from '../i18n/index.ts';
import type { Game } from '../model/game.ts';
import { colOf, rowOf } from '../model/geometry.ts';
import {
  CONFLICT,
  EVIDENCE,
  HINT_CELL,
  HINT_HOUSE,
  NOTE,
  PEER,
  SAME,
  SELECTED,
  WRONG,
} from '../model/highlight.ts';
import { candidates, hasNote, noteDigits } from '../model/notes.ts';
import type { MarkRole } from '../services/hints.ts';

/**
 * What a cell shows beyond the game: a hint's marks, what its name says of its arrow or cage,
 * whether it holds a cage's sum, a replay's latest write.
 */
export interface CellExtra {
  readonly marks?: ReadonlyMap<number, MarkRole> | undefined;
  readonly rule?: string | undefined;
  readonly sum?: boolean;
  readonly last?: 'put' | 'back' | undefined;
  /** The highlighted digit (a note holding it is lit) and whether the cell plays the completion flash. */
  readonly lit?: number;
  readonly flash?: boolean;
  /** One of several selected cells (store/marking.ts). */
  readonly chosen?: boolean;
}

const ROLE_CLASS: Record<MarkRole, string> = { pattern: 'k', on: 'on', off: 'off', gone: 'x' };

export function cellLabel(
  game: Game,
  cell: number,
  flags: number,
  s: Strings,
  rule?: string,
): string {
  const value = game.values[cell];
  const parts = [s.cell(rowOf(game.size, cell) + 1, colOf(game.size, cell) + 1)];
  parts.push(value ? charOfDigit(value) : s.empty);
  if (game.givens[cell]) parts.push(s.given);
  else if (game.hinted[cell]) parts.push(s.hinted);
  if (flags & CONFLICT) parts.push(s.conflict);
  if (flags & WRONG) parts.push(s.wrong);
  if (rule) parts.push(rule);
  const marks = (mask: number) => noteDigits(mask, game.size).map(charOfDigit).join(' ');
  if (!value && game.notes[cell]) parts.push(s.notesList(marks(game.notes[cell])));
  if (!value && game.centre[cell]) parts.push(s.centreList(marks(game.centre[cell])));
  const colour = s.colours[game.colours[cell] - 1];
  if (colour) parts.push(s.colourOf(colour));
  return parts.join(', ');
}

function classes(game: Game, cell: number, flags: number, extra: CellExtra): string {
  const { width, height } = BOX_SHAPES[game.size];
  const row = rowOf(game.size, cell);
  const col = colOf(game.size, cell);
  const c = ['cell'];
  if ((col + 1) % width === 0 && col < game.size - 1) c.push('bx');
  if ((row + 1) % height === 0 && row < game.size - 1) c.push('by');
  if (game.givens[cell]) c.push('given');
  else if (game.hinted[cell]) c.push('hinted');
  if (flags & SELECTED) c.push('sel');
  else if (flags & HINT_CELL) c.push('hcell');
  else if (flags & SAME) c.push('same');
  else if (flags & HINT_HOUSE) c.push('hhouse');
  else if (flags & PEER) c.push('peer');
  if (flags & CONFLICT) c.push('conflict');
  if (flags & WRONG) c.push('wrong');
  if (flags & EVIDENCE) c.push('ev');
  if (flags & NOTE) c.push('nlit');
  if (extra.flash) c.push('flash');
  if (extra.last) c.push(extra.last === 'back' ? 'last back' : 'last');
  if (extra.sum) c.push('ks');
  if (extra.chosen) c.push('ms');
  return c.join(' ');
}

function notes(
  game: Game,
  cell: number,
  marks: ReadonlyMap<number, MarkRole> | undefined,
  lit: number | undefined,
) {
  // A hint's step shows on the marks; a cell without notes shows its candidates meanwhile.
  const mask = game.notes[cell] || (marks ? candidates(game.values, game.size, cell) : 0);
  // Beside centre marks, the corner marks keep to the edges (`edge`), as SudokuPad draws them.
  const edge = !marks && game.centre[cell] !== 0;
  const digits = Array.from({ length: game.size }, (_, i) => {
    const d = i + 1;
    const role = marks?.get(d);
    if (!role && !hasNote(mask, d)) return edge ? nothing : html`<span></span> `;
    return role
      ? html`<span class=${ROLE_CLASS[role]}>${charOfDigit(d)}</span> `
      : html`<span class=${d === lit ? 'lit' : nothing}>${charOfDigit(d)}</span> `;
  });
  // The spaces between marks keep the visible text ("1 5") inside the cell's name ("notes 1 5")
  // for speech input; a grid container does not render them.
  return html`<span class="notes${edge ? ' edge' : ''}" part="notes" aria-hidden="true"
    >${digits}</span
  >`;
}

/**
 * Centre marks: one line of small digits, smaller the more there are (styles-play.ts), the lit
 * digit (`lit`) in a generated piece of its own between the ones before and after it.
 */
function centre(game: Game, cell: number, lit: number | undefined) {
  // Drawn as generated content (styles-play.ts): the cell's text stays its digit or corner marks,
  // which its name holds in a row ("corner marks 1 5"), as speech input needs.
  const digits = noteDigits(game.centre[cell], game.size);
  const fit = digits.length > 7 ? ' x' : digits.length > 4 ? ' s' : '';
  const k = lit ? digits.indexOf(lit) : -1;
  const text = (part: number[]) => part.map(charOfDigit).join('');
  if (k < 0) return html`<b class="ctr${fit}" data-m=${text(digits)}></b>`;
  return html`<b class="ctr${fit}" data-m=${text(digits.slice(0, k))}
    ><span class="lit" data-m=${text([digits[k]])}></span
    ><span data-m=${text(digits.slice(k + 1))}></span
  ></b>`;
}

export function renderCell(
  game: Game,
  cell: number,
  flags: number,
  s: Strings,
  extra: CellExtra = {},
): TemplateResult {
  const value = game.values[cell];
  const selected = (flags & SELECTED) !== 0;
  const part = game.givens[cell] ? 'cell given' : game.hinted[cell] ? 'cell hinted' : 'cell';
  const colour = game.colours[cell];
  const lit = flags & NOTE ? extra.lit : undefined;
  return html`<div
    role="gridcell"
    part=${part}
    class=${classes(game, cell, flags, extra)}
    data-i=${cell}
    tabindex=${selected ? 0 : -1}
    aria-selected=${selected || extra.chosen ? 'true' : 'false'}
    aria-label=${cellLabel(game, cell, flags, s, extra.rule)}
  >
    ${
      // Its number shows (styles-play.ts) only where colours may not: forced colours, more contrast.
      colour ? html`<i class="tint c${colour}" data-k=${colour}></i>` : nothing
    }${
      value
        ? html`<span aria-hidden="true">${charOfDigit(value)}</span>`
        : game.notes[cell] || extra.marks
          ? notes(game, cell, extra.marks, lit)
          : nothing
    }${!value && game.centre[cell] && !extra.marks ? centre(game, cell, lit) : nothing}
  </div>`;
}
