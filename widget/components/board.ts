/**
 * The board as an ARIA grid: rows of gridcells with a roving tabindex (only the selected cell
 * is in the tab order; arrow keys move it). One click listener serves every cell.
 */
import { html, type TemplateResult } from 'lit';
import type { GameController } from '../app/controller.ts';
import { conflictCells, isSolved } from '../model/game.ts';
import { housesOf } from '../model/geometry.ts';
import { highlights } from '../model/highlight.ts';
import { renderCell } from './cell.ts';

function onClick(ctl: GameController, event: Event): void {
  const cell = (event.target as Element).closest?.('[data-i]');
  if (cell) ctl.select(Number(cell.getAttribute('data-i')));
}

export function renderBoard(ctl: GameController): TemplateResult | null {
  const game = ctl.game;
  if (!game) return null;
  const s = ctl.strings;
  const size = game.size;
  const hint = ctl.hint;
  const focus = hint
    ? {
        cell: hint.step.cell,
        houses: hint.step.houses.length ? hint.step.houses : housesOf(size, hint.step.cell),
      }
    : null;
  const flags = highlights(size, game.values, ctl.selected, conflictCells(game), focus);
  const wave = ctl.celebrate;
  const rows: TemplateResult[] = [];
  for (let r = 0; r < size; r++) {
    const cells: TemplateResult[] = [];
    for (let c = 0; c < size; c++) {
      const i = r * size + c;
      cells.push(renderCell(game, i, flags[i], s));
    }
    rows.push(html`<div role="row" class="row">${cells}</div>`);
  }
  const solved = isSolved(game);
  return html`<div
    role="grid"
    part="board"
    class="grid${wave ? ' celebrate' : ''}"
    aria-label=${s.gridLabel(size, s.levels[game.puzzle.level])}
    aria-readonly=${solved ? 'true' : 'false'}
    @click=${(e: Event) => onClick(ctl, e)}
  >
    ${rows}
  </div>`;
}
