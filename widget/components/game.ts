/** The game screen: top bar, then the board (or loading / paused), pad, actions and banners. */
import { html, type TemplateResult } from 'lit';
import type { GameController } from '../app/controller.ts';
import { renderBoard } from './board.ts';
import { renderKeypad } from './keypad.ts';
import { renderReplay, renderSolveChoice } from './solve.ts';
import { renderActions, renderBanner, renderHint, renderTopBar } from './toolbar.ts';

function middle(ctl: GameController): TemplateResult | null {
  const s = ctl.strings;
  if (ctl.loading) {
    return html`<p class="placeholder" role="status" tabindex="-1" data-focus>${s.loading}</p>`;
  }
  if (ctl.failed || !ctl.game) {
    return html`<p class="placeholder" tabindex="-1" data-focus>${s.loadFailed}</p>`;
  }
  if (ctl.paused) {
    return html`<div class="placeholder" part="paused">
      <p>${s.paused}</p>
      <button part="button" class="primary" data-focus @click=${() => ctl.togglePause()}>
        ${s.resume}
      </button>
    </div>`;
  }
  const below = ctl.player
    ? renderReplay(ctl)
    : ctl.choosing
      ? renderSolveChoice(ctl)
      : renderKeypad(ctl);
  return html`${renderBoard(ctl)}${below}`;
}

export function renderGame(ctl: GameController): TemplateResult {
  // The board size is a class, not an inline style: pages with a strict Content-Security-Policy
  // (no 'unsafe-inline' styles) block style attributes, and the grid would fall apart.
  const size = ctl.game ? ` n${ctl.game.size}` : '';
  return html`<section
    class="game${size}"
    part="game"
    @keydown=${(e: KeyboardEvent) => ctl.onKey(e)}
  >
    ${renderTopBar(ctl)} ${renderBanner(ctl)} ${middle(ctl)} ${renderHint(ctl)}
    ${renderActions(ctl)}
  </section>`;
}
