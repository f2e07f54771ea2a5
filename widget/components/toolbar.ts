/**
 * The game's frame: the top bar (back to menu, what is being played, clock, pause), the actions
 * (New Game, Hint, Solve), the hint explanation and the end-of-game banner.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { GameController } from '../app/controller.ts';
import { isSolved } from '../model/game.ts';
import { formatTime } from '../model/timer.ts';
import { hintText } from '../services/hints.ts';

export function renderTopBar(ctl: GameController): TemplateResult {
  const s = ctl.strings;
  const game = ctl.game;
  const time = formatTime(ctl.elapsedMs());
  const what = game
    ? [
        game.arrows.length ? s.arrow : '',
        s.levels[game.puzzle.level],
        game.daily ? s.daily(game.daily) : s.puzzleId(game.puzzle.seed),
      ]
        .filter(Boolean)
        .join(' · ')
    : '';
  // A toggle keeps its name ("Pause") and says its state with aria-pressed.
  return html`<div class="bar" part="header">
    <button part="button" class="back" @click=${() => ctl.go('menu')} aria-label=${s.backToMenu}>
      ← ${s.menu}
    </button>
    <span class="info" title=${what}>${what}</span>
    ${
      game
        ? html`<span class="timer" part="timer" role="timer" aria-label="${s.time} ${time}"
              >${time}</span
            >
            <button
              part="button"
              class=${ctl.paused ? 'on' : ''}
              aria-pressed=${ctl.paused ? 'true' : 'false'}
              ?disabled=${isSolved(game) || ctl.replaying}
              @click=${() => ctl.togglePause()}
            >
              ${s.pause}
            </button>`
        : nothing
    }
  </div>`;
}

export function renderActions(ctl: GameController): TemplateResult {
  const s = ctl.strings;
  const off = !ctl.game || isSolved(ctl.game) || ctl.replaying;
  const stage = ctl.hint?.stage;
  return html`<div class="actions" part="actions" role="group" aria-label=${s.gameActions}>
    <button part="button" class="primary" @click=${() => ctl.newGame()}>${s.newGame}</button>
    <button part="button" ?disabled=${off} @click=${() => ctl.hintAction()}>
      ${stage === 'nudge' ? s.showStep : stage === 'full' ? s.apply : s.hint}
    </button>
    <button
      part="button"
      class=${ctl.choosing ? 'on' : ''}
      aria-expanded=${ctl.choosing ? 'true' : 'false'}
      ?disabled=${off}
      @click=${() => ctl.solve()}
    >
      ${s.solve}
    </button>
  </div>`;
}

export function renderHint(ctl: GameController): TemplateResult | typeof nothing {
  const hint = ctl.hint;
  if (!hint) return nothing;
  return html`<p class="hint" part="hint">${hintText(hint.hint, hint.stage, ctl.lang)}</p>`;
}

export function renderBanner(ctl: GameController): TemplateResult | typeof nothing {
  const game = ctl.game;
  if (!game || !isSolved(game)) return nothing;
  const s = ctl.strings;
  return html`<div class="banner${game.assisted ? '' : ' won'}" part="banner">
    <strong>${game.assisted ? s.filledTitle : s.solvedTitle}</strong>
    <span>${s.summary(formatTime(ctl.elapsedMs()), game.hintsUsed, game.mistakes)}</span>
  </div>`;
}
