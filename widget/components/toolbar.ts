/**
 * The game's frame: the top bar (back to menu, what is being played, clock, pause), the actions
 * (New Game, Hint, Solve; or New Game's question), the hint explanation, the end-of-game banner
 * and the way back to the game a new one replaced. Controls the page hides (`hide`) are left out.
 */
import { html, nothing, type SVGTemplateResult, svg, type TemplateResult } from 'lit';
import type { Strings } from '../i18n/index.ts';
import { isSolved } from '../model/game.ts';
import type { Dispatch } from '../model/store/actions.ts';
import { elapsedMs, isGameOver, isReplaying, shows } from '../model/store/derive.ts';
import type { Session } from '../model/store/session.ts';
import { formatTime } from '../model/timer.ts';
import { hintText } from '../services/hints.ts';

/** A top-bar switch drawn as an icon (zoom, digit first): its name and pressed state said. */
const iconSwitch = (
  cls: string,
  on: boolean,
  label: string,
  click: () => void,
  icon: SVGTemplateResult,
): TemplateResult => html`<button
  part="button"
  class="${cls}${on ? ' on' : ''}"
  aria-label=${label}
  aria-pressed=${on ? 'true' : 'false'}
  @click=${click}
>
  <svg viewBox="0 0 24 24" aria-hidden="true">${icon}</svg>
</button>`;

export function renderTopBar(s: Session, d: Dispatch, t: Strings): TemplateResult {
  const game = s.game;
  const time = formatTime(elapsedMs(s));
  // A seed shows as "#seed" (the word "Puzzle" is for screen readers and the tooltip) and
  // breaks anywhere (styles.ts), so a long one fills the name's two lines.
  const kind = game
    ? [
        game.arrows.length ? t.arrow : game.cages.length ? t.killer : '',
        t.levels[game.puzzle.level],
      ]
        .filter(Boolean)
        .map((part) => `${part} · `)
        .join('')
    : '';
  const seed = game && !game.daily ? game.puzzle.seed : '';
  const head = game?.daily ? kind + t.daily(game.daily) : kind;
  // Pause says what it will do (Pause, then Resume), so it is a plain button, not a toggle.
  return html`<div class="bar" part="header">
    ${
      shows(s, 'menu')
        ? html`<button part="button" class="back" @click=${() => d({ type: 'go', screen: 'menu' })} aria-label=${t.backToMenu}>
          ← ${t.menu}
        </button>`
        : nothing
    }
    <span class="info" title=${seed ? head + t.puzzleId(seed) : head}
      >${head}${seed ? html`<span class="sr">${t.puzzleWord} </span>#<span class="id">${seed}</span>` : nothing}</span
    >
    ${
      // Where the board zooms (a 16x16 or 25x25 board in a narrow widget; styles.ts shows it
      // there only): zoomed in to playable cells, or the whole board.
      game && game.size >= 16
        ? iconSwitch(
            'zoomer',
            s.zoom,
            t.zoom,
            () => d({ type: 'zoom' }),
            svg`<circle cx="10" cy="10" r="6.5" /><path d="M15 15l6 6M7 10h6M10 7v6" />`,
          )
        : nothing
    }
    ${
      // Digit first (store/input.ts): a switch of its own, so the pad's rows stay as they are.
      game
        ? iconSwitch(
            'first',
            s.digitFirst,
            t.digitFirst,
            () => d({ type: 'digit-first' }),
            svg`<path d="M5 4l2-1v7M3 21h18V13H11v8M16 13v8M11 17h10" />`,
          )
        : nothing
    }
    ${
      game
        ? html`<span class="timer" part="timer" role="timer" aria-label="${t.time} ${time}"
              >${time}</span
            >
            ${
              shows(s, 'pause')
                ? html`<button
                  part="button"
                  class="pause${s.paused ? ' on' : ''}"
                  ?disabled=${isSolved(game) || isReplaying(s) || isGameOver(s)}
                  @click=${() => d({ type: 'pause' })}
                >
                  ${s.paused ? t.resume : t.pause}
                </button>`
                : nothing
            }`
        : nothing
    }
  </div>`;
}

/** New Game's question, in place of the actions (Escape answers "Keep playing"). */
function renderConfirm(d: Dispatch, t: Strings): TemplateResult {
  return html`<div class="actions confirm" part="actions" role="group" aria-labelledby="confirm">
    <p id="confirm">${t.newGameAsk}</p>
    <button part="button" class="primary" @click=${() => d({ type: 'new-game-yes' })}>
      ${t.newGameYes}
    </button>
    <button part="button" @click=${() => d({ type: 'new-game-no' })}>${t.keepPlaying}</button>
  </div>`;
}

export function renderActions(
  s: Session,
  d: Dispatch,
  t: Strings,
): TemplateResult | typeof nothing {
  if (s.confirming) return renderConfirm(d, t);
  // While paused the board is hidden: the buttons are disabled, not just unresponsive.
  const off = !s.game || isSolved(s.game) || isReplaying(s) || s.paused;
  const stage = s.hint?.stage;
  const buttons = [
    shows(s, 'new-game') &&
      html`<button part="button" class="primary new" @click=${() => d({ type: 'new-game' })}>
        ${t.newGame}
      </button>`,
    shows(s, 'hint') &&
      html`<button part="button" ?disabled=${off} @click=${() => d({ type: 'hint' })}>
        ${stage === 'nudge' ? t.showStep : stage === 'full' ? t.apply : t.hint}
      </button>`,
    shows(s, 'solve') &&
      html`<button
        part="button"
        class=${s.choosing ? 'on' : ''}
        aria-expanded=${s.choosing ? 'true' : 'false'}
        ?disabled=${off}
        @click=${() => d({ type: 'solve' })}
      >
        ${t.solve}
      </button>`,
  ].filter(Boolean);
  if (!buttons.length) return nothing;
  return html`<div class="actions" part="actions" role="group" aria-label=${t.gameActions}>
    ${buttons}
  </div>`;
}

export function renderHint(s: Session): TemplateResult | typeof nothing {
  const hint = s.hint;
  if (!hint) return nothing;
  return html`<p class="hint" part="hint">${hintText(hint.hint, hint.stage, s.config.lang)}</p>`;
}

export function renderBanner(s: Session, d: Dispatch, t: Strings): TemplateResult | typeof nothing {
  const game = s.game;
  if (s.previous && !s.loading) {
    return html`<div class="banner offer" part="offer">
      ${game && !s.fromSave ? html`<span>${t.newGameStarted}</span>` : nothing}
      <button part="button" @click=${() => d({ type: 'back-to-previous' })}>${t.backToPrevious}</button>
    </div>`;
  }
  if (!game || !isSolved(game)) return nothing;
  return html`<div class="banner${game.assisted ? '' : ' won'}" part="banner">
    <strong>${game.assisted ? t.filledTitle : t.solvedTitle}</strong>
    <span>${t.summary(formatTime(elapsedMs(s)), game.hintsUsed, game.mistakes)}</span>
  </div>`;
}
