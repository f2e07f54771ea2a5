/**
 * The mistake counter ("Mistakes 1/3") with the Check button, and the panel shown when the
 * mistake limit is reached. Functions of plain data (see `mistakesView`), not of the controller.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Strings } from '../i18n/index.ts';
import type { Game } from '../model/game.ts';
import type { MistakeMode } from '../model/mistake-modes.ts';
import { allowance } from '../model/mistakes.ts';

export interface MistakesView {
  readonly mode: MistakeMode;
  readonly mistakes: number;
  /** How many mistakes end the game (the limit plus continues), or null: no limit. */
  readonly allowance: number | null;
  /** Check can do nothing now: paused, solved, over, replaying. */
  readonly disabled: boolean;
}

export const mistakesView = (
  game: Game,
  limit: number | null,
  disabled: boolean,
): MistakesView => ({
  mode: game.checking,
  mistakes: game.mistakes,
  allowance: allowance(game, limit),
  disabled,
});

/**
 * With checking off and no limit, the counter waits until Check has found something: a standing
 * "Mistakes 0" would only be noise there. Instant mode needs no Check: it shows every wrong digit.
 */
export function renderMistakes(
  v: MistakesView,
  s: Strings,
  onCheck: (() => void) | undefined,
): TemplateResult {
  const counter = v.mode !== 'off' || v.allowance !== null || v.mistakes > 0;
  // Left out in instant mode, and where the page hides it (onCheck undefined).
  const check = v.mode !== 'instant' && onCheck;
  const full = v.allowance !== null && v.mistakes >= v.allowance;
  return html`<div class="mistakes" part="mistakes">
    ${counter ? html`<span class="mcount${full ? ' full' : ''}">${s.mistakesCount(v.mistakes, v.allowance)}</span>` : nothing}
    ${
      check
        ? html`<button part="button" class="check" ?disabled=${v.disabled} @click=${onCheck}>
            ${s.check}
          </button>`
        : nothing
    }
  </div>`;
}

export interface GameOverActions {
  /** One more chance on the same board (mistakes.ts `secondChance`). */
  readonly onContinue: () => void;
  /** The same puzzle from the start (game.ts `restart`). */
  readonly onRestart: () => void;
  /** Left out where the page hides New Game. */
  readonly onNewGame?: (() => void) | undefined;
}

/** In place of the digit pad: the board stays in sight, with the mistakes that ended the game. */
export function renderGameOver(mistakes: number, s: Strings, on: GameOverActions): TemplateResult {
  return html`<div class="over" part="over" role="group" aria-labelledby="over-title">
    <h3 id="over-title" tabindex="-1" data-focus>${s.gameOverTitle}</h3>
    <p>${s.gameOverText(mistakes)}</p>
    <div class="over-actions">
      <button part="button" class="primary" @click=${on.onContinue}>${s.continue}</button>
      <button part="button" @click=${on.onRestart}>${s.restart}</button>
      ${on.onNewGame ? html`<button part="button" @click=${on.onNewGame}>${s.newGame}</button>` : nothing}
    </div>
  </div>`;
}
