/**
 * The board as an ARIA grid: rows of gridcells with a roving tabindex (only the selected cell
 * is in the tab order; arrow keys move it). One set of pointer listeners serves every cell
 * (gestures.ts: a press, a drag or a modifier click selects, drag.ts; a tap, a long press). It
 * shows the player's game, or a replay's board until it is closed (services/replay.ts
 * `frameAt`, in the replays' chunk), with the hint's or the replay step's highlights, and the arrows or the cages.
 */
import { html, type TemplateResult } from 'lit';
import type { Strings } from '../i18n/index.ts';
import { conflictsOf, type Game, isSolved, visibleConflicts } from '../model/game.ts';
import { type HintFocus, highlights, litDigit, WRONG } from '../model/highlight.ts';
import { wrongCells } from '../model/mistakes.ts';
import type { Dispatch } from '../model/store/actions.ts';
import type { Session } from '../model/store/session.ts';
import { boardExtras, replays } from '../services/deferred.ts';
import { type CellExtra, renderCell } from './cell.ts';
import { gestures } from './gestures.ts';

/**
 * What each cell's name says about the variant's rules: the circle of arrow n, or on arrow n;
 * the sum and size of its cage.
 */
function ruleLabels(game: Game, t: Strings): string[] {
  const labels: string[] = [];
  game.arrows.forEach(({ circle, line }, k) => {
    labels[circle] = t.arrowCircle(k + 1);
    for (const cell of line)
      labels[cell] = labels[cell] ? `${labels[cell]}, ${t.arrowLine(k + 1)}` : t.arrowLine(k + 1);
  });
  for (const { sum, cells } of game.cages)
    for (const cell of cells) labels[cell] = t.cage(sum, cells.length);
  return labels;
}

export function renderBoard(s: Session, d: Dispatch, t: Strings): TemplateResult | null {
  const game = s.game;
  if (!game) return null;
  const size = game.size;
  const player = s.replay;
  // A replay on the board came from the replays' chunk, which is in by then.
  const frame =
    (player && replays()?.frameAt(player.replay, game, player.step, Boolean(player.note))) || null;
  // A replay's board shows the algorithm's work, without the player's centre marks and colours.
  const blank = game.values.map(() => 0);
  const view = frame ? { ...frame.view, centre: blank, colours: blank } : game;
  const chosen = new Set(s.selection);
  const last = frame ? frame.last : null;
  const hint = s.hint;
  const full = hint?.stage === 'full';
  const focus: HintFocus | null = hint
    ? {
        cells: full ? hint.hint.cells : [],
        area: hint.hint.area,
        evidence: full ? hint.hint.evidence : [],
      }
    : frame && { cells: [], area: frame.area };
  const marks = full ? hint.hint.marks : frame?.marks;
  // A replay shows its algorithm's conflicts; the player's board, what the checking mode shows.
  const conflicts = player ? conflictsOf(view) : visibleConflicts(view);
  // A digit picked in colour mode is a colour, not a digit to light.
  const [selected, picked] = player ? [null, 0] : [s.selected, s.mode === 'colour' ? 0 : s.picked];
  // The mark layers a highlighted digit is looked for in: corner and centre.
  const layers = [view.notes, view.centre];
  const flags = highlights(size, view.values, selected, conflicts.cells, focus, picked, layers);
  const lit = litDigit(view.values, selected, picked);
  const flash = new Set(player ? [] : s.flash);
  if (!player) for (const cell of wrongCells(game)) flags[cell] |= WRONG;
  const rules = ruleLabels(game, t);
  // The cells that hold a cage's sum, whose notes make room for it.
  const sums = new Set(game.cages.map(({ cells }) => Math.min(...cells)));
  const rows: TemplateResult[] = [];
  for (let r = 0; r < size; r++) {
    const cells: TemplateResult[] = [];
    for (let c = 0; c < size; c++) {
      const i = r * size + c;
      const extra: CellExtra = {
        marks: marks?.get(i),
        rule: rules[i],
        sum: sums.has(i),
        last: last?.cell === i ? (last.back ? 'back' : 'put') : undefined,
        lit,
        flash: flash.has(i),
        chosen: !player && chosen.has(i),
      };
      cells.push(renderCell(view, i, flags[i], t, extra));
    }
    rows.push(html`<div role="row" class="row">${cells}</div>`);
  }
  const solved = isSolved(game);
  const g = gestures(d);
  const label = t.gridLabel(size, t.levels[game.puzzle.level]);
  // An Arrow or Killer board's own look, in its chunk (loaded before such a game is shown).
  const look = boardExtras();
  // Where a 16x16 or 25x25 board is too big for the widget, the box zooms in to playable cells
  // and pans (styles.ts; app/pan.ts follows the selection).
  return html`<div class="scroll${s.zoom ? ' zoom' : ''}"><div
    role="grid"
    part="board"
    class="grid${s.celebrate ? ' celebrate' : ''}${player ? ' replaying' : ''}${game.arrows.length ? ' arrowed' : ''}${game.cages.length ? ' caged' : ''}${s.mode === 'normal' ? '' : ' mk'}"
    aria-label=${player ? `${label}, ${t.replay}` : label}
    aria-readonly=${solved || player ? 'true' : 'false'}
    aria-multiselectable="true"
    @click=${g.click}
    @pointerdown=${g.pointerdown}
    @pointermove=${g.pointermove}
    @pointerup=${g.pointerend}
    @pointercancel=${g.pointerend}
    @contextmenu=${g.contextmenu}
    @animationend=${(e: AnimationEvent) => e.animationName === 'done' && d({ type: 'flashed' })}
  >
    ${rows}${look?.renderArrows(size, game.arrows, conflicts.arrows, view.values)}${look?.renderCages(size, game.cages, conflicts.cages)}
  </div></div>`;
}
