/**
 * The board as an ARIA grid: rows of gridcells with a roving tabindex (only the selected cell
 * is in the tab order; arrow keys move it). One click listener serves every cell. It shows the
 * player's game, or a replay's board while one runs, with the hint's highlights and the arrows.
 */
import { html, type TemplateResult } from 'lit';
import type { GameController } from '../app/controller.ts';
import type { Strings } from '../i18n/index.ts';
import { conflictsOf, type Game, isSolved } from '../model/game.ts';
import { type HintFocus, highlights } from '../model/highlight.ts';
import { boardAt, lastEvent } from '../services/replay.ts';
import { renderArrows } from './arrows.ts';
import { type CellExtra, renderCell } from './cell.ts';

function onClick(ctl: GameController, event: Event): void {
  const cell = (event.target as Element).closest?.('[data-i]');
  if (cell) ctl.select(Number(cell.getAttribute('data-i')));
}

/** What each cell's name says about the arrows: the circle of arrow n, or on arrow n. */
function arrowLabels(game: Game, s: Strings): string[] {
  const labels: string[] = [];
  game.arrows.forEach(({ circle, line }, k) => {
    labels[circle] = s.arrowCircle(k + 1);
    for (const cell of line)
      labels[cell] = labels[cell] ? `${labels[cell]}, ${s.arrowLine(k + 1)}` : s.arrowLine(k + 1);
  });
  return labels;
}

/** The game as a replay shows it after `step` events: the algorithm's digits, no notes. */
function replayView(game: Game, values: readonly number[]): Game {
  return {
    ...game,
    values,
    notes: values.map(() => 0),
    hinted: values.map((v, i) => v !== 0 && game.givens[i] === 0),
  };
}

export function renderBoard(ctl: GameController): TemplateResult | null {
  const game = ctl.game;
  if (!game) return null;
  const s = ctl.strings;
  const size = game.size;
  const player = ctl.replaying ? ctl.player : null;
  const view = player ? replayView(game, boardAt(player.replay, game, player.step)) : game;
  const last = player ? lastEvent(player.replay, game, player.step) : null;
  const hint = ctl.hint;
  const focus: HintFocus | null = hint
    ? { cells: hint.stage === 'full' ? hint.hint.cells : [], area: hint.hint.area }
    : null;
  const marks = hint?.stage === 'full' ? hint.hint.marks : null;
  const conflicts = conflictsOf(view);
  const flags = highlights(size, view.values, player ? null : ctl.selected, conflicts.cells, focus);
  const arrows = arrowLabels(game, s);
  const rows: TemplateResult[] = [];
  for (let r = 0; r < size; r++) {
    const cells: TemplateResult[] = [];
    for (let c = 0; c < size; c++) {
      const i = r * size + c;
      const extra: CellExtra = {
        marks: marks?.get(i),
        arrow: arrows[i],
        last: last?.cell === i ? (last.back ? 'back' : 'put') : undefined,
      };
      cells.push(renderCell(view, i, flags[i], s, extra));
    }
    rows.push(html`<div role="row" class="row">${cells}</div>`);
  }
  const solved = isSolved(game);
  const label = s.gridLabel(size, s.levels[game.puzzle.level]);
  return html`<div
    role="grid"
    part="board"
    class="grid${ctl.celebrate ? ' celebrate' : ''}${player ? ' replaying' : ''}"
    aria-label=${player ? `${label}, ${s.replay}` : label}
    aria-readonly=${solved || player ? 'true' : 'false'}
    @click=${(e: Event) => onClick(ctl, e)}
  >
    ${rows}${renderArrows(size, game.arrows, conflicts.arrows)}
  </div>`;
}
