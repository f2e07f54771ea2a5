/**
 * The game's frame: the top bar (back to menu, what is being played, clock, pause), the actions
 * (New Game, Hint, Solve; or New Game's question), the hint explanation, the end-of-game banner
 * and the way back to the game a new one replaced. Controls the page hides (`hide`) are left out.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { GameController } from '../app/controller.ts';
import { isSolved } from '../model/game.ts';
import { elapsedMs, isGameOver, isReplaying } from '../model/store/derive.ts';
import { formatTime } from '../model/timer.ts';
import { hintText } from '../services/hints.ts';

export function renderTopBar(ctl: GameController): TemplateResult {
  const s = ctl.strings;
  const game = ctl.game;
  const time = formatTime(elapsedMs(ctl.session));
  const what = game
    ? [
        game.arrows.length ? s.arrow : game.cages.length ? s.killer : '',
        s.levels[game.puzzle.level],
        game.daily ? s.daily(game.daily) : s.puzzleId(game.puzzle.seed),
      ]
        .filter(Boolean)
        .join(' · ')
    : '';
  // Pause says what it will do (Pause, then Resume), so it is a plain button, not a toggle.
  return html`<div class="bar" part="header">
    ${
      ctl.shows('menu')
        ? html`<button part="button" class="back" @click=${() => ctl.dispatch({ type: 'go', screen: 'menu' })} aria-label=${s.backToMenu}>
          ← ${s.menu}
        </button>`
        : nothing
    }
    <span class="info" title=${what}>${what}</span>
    ${
      game
        ? html`<span class="timer" part="timer" role="timer" aria-label="${s.time} ${time}"
              >${time}</span
            >
            ${
              ctl.shows('pause')
                ? html`<button
                  part="button"
                  class="pause${ctl.paused ? ' on' : ''}"
                  ?disabled=${isSolved(game) || isReplaying(ctl.session) || isGameOver(ctl.session)}
                  @click=${() => ctl.dispatch({ type: 'pause' })}
                >
                  ${ctl.paused ? s.resume : s.pause}
                </button>`
                : nothing
            }`
        : nothing
    }
  </div>`;
}

/** New Game's question, in place of the actions (Escape answers "Keep playing"). */
function renderConfirm(ctl: GameController): TemplateResult {
  const s = ctl.strings;
  return html`<div class="actions confirm" part="actions" role="group" aria-labelledby="confirm">
    <p id="confirm">${s.newGameAsk}</p>
    <button part="button" class="primary" @click=${() => ctl.dispatch({ type: 'new-game-yes' })}>
      ${s.newGameYes}
    </button>
    <button part="button" @click=${() => ctl.dispatch({ type: 'new-game-no' })}>${s.keepPlaying}</button>
  </div>`;
}

export function renderActions(ctl: GameController): TemplateResult | typeof nothing {
  if (ctl.session.confirming) return renderConfirm(ctl);
  const s = ctl.strings;
  // While paused the board is hidden: the buttons are disabled, not just unresponsive.
  const off = !ctl.game || isSolved(ctl.game) || isReplaying(ctl.session) || ctl.paused;
  const stage = ctl.session.hint?.stage;
  const buttons = [
    ctl.shows('new-game') &&
      html`<button part="button" class="primary new" @click=${() => ctl.dispatch({ type: 'new-game' })}>
        ${s.newGame}
      </button>`,
    ctl.shows('hint') &&
      html`<button part="button" ?disabled=${off} @click=${() => ctl.dispatch({ type: 'hint' })}>
        ${stage === 'nudge' ? s.showStep : stage === 'full' ? s.apply : s.hint}
      </button>`,
    ctl.shows('solve') &&
      html`<button
        part="button"
        class=${ctl.session.choosing ? 'on' : ''}
        aria-expanded=${ctl.session.choosing ? 'true' : 'false'}
        ?disabled=${off}
        @click=${() => ctl.dispatch({ type: 'solve' })}
      >
        ${s.solve}
      </button>`,
  ].filter(Boolean);
  if (!buttons.length) return nothing;
  return html`<div class="actions" part="actions" role="group" aria-label=${s.gameActions}>
    ${buttons}
  </div>`;
}

export function renderHint(ctl: GameController): TemplateResult | typeof nothing {
  const hint = ctl.session.hint;
  if (!hint) return nothing;
  return html`<p class="hint" part="hint">${hintText(hint.hint, hint.stage, ctl.lang)}</p>`;
}

export function renderBanner(ctl: GameController): TemplateResult | typeof nothing {
  const game = ctl.game;
  const s = ctl.strings;
  if (ctl.session.previous && !ctl.session.loading) {
    return html`<div class="banner offer" part="offer">
      ${game && !ctl.session.fromSave ? html`<span>${s.newGameStarted}</span>` : nothing}
      <button part="button" @click=${() => ctl.dispatch({ type: 'back-to-previous' })}>${s.backToPrevious}</button>
    </div>`;
  }
  if (!game || !isSolved(game)) return nothing;
  return html`<div class="banner${game.assisted ? '' : ' won'}" part="banner">
    <strong>${game.assisted ? s.filledTitle : s.solvedTitle}</strong>
    <span>${s.summary(formatTime(elapsedMs(ctl.session)), game.hintsUsed, game.mistakes)}</span>
  </div>`;
}
