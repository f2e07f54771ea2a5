/**
 * The game screen, one frame whatever its state: the top bar, the stage (the board, then the pad
 * or Solve's panels), the actions, and a message slot for the hint, a banner or the mistake
 * count; or, once the mistake limit or the player's solve ends the game, its panel under the
 * board. The frame's height comes from its width alone (styles.ts), so the widget does not jump
 * between menu, game, pause and hint, and no button moves under the finger: the message slot is
 * reserved space under the Hint button, Solve's panels sit over the pad, and the pause screen
 * veils the board in place.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { GameController } from '../app/controller.ts';
import { cageHelp } from '../model/combos.ts';
import { type Game, isSolved } from '../model/game.ts';
import { elapsedMs, isGameOver } from '../model/store/derive.ts';
import type { Session } from '../model/store/session.ts';
import { renderBoard } from './board.ts';
import { renderCombos } from './cages.ts';
import { renderKeypad } from './keypad.ts';
import { mistakesView, renderGameOver, renderMistakes } from './mistakes.ts';
import { type ResultView, renderResult } from './result.ts';
import { renderReplay, renderSolveChoice } from './solve.ts';
import { renderActions, renderBanner, renderHint, renderTopBar } from './toolbar.ts';

/**
 * The panel that ends a game: the mistake limit's (Continue, Restart), or the completion panel
 * of a puzzle the player solved. It takes all the room under the board, the actions' and the
 * message slot's too, and brings its own New Game.
 */
function ending(ctl: GameController): TemplateResult | null {
  const game = ctl.game;
  if (!game || ctl.session.loading || ctl.paused) return null;
  const s = ctl.strings;
  const newGame = ctl.shows('new-game') ? () => ctl.dispatch({ type: 'new-game-yes' }) : undefined;
  if (isGameOver(ctl.session)) {
    return renderGameOver(game.mistakes, s, {
      onContinue: () => ctl.dispatch({ type: 'continue-game' }),
      onRestart: () => ctl.dispatch({ type: 'restart' }),
      onNewGame: newGame,
    });
  }
  const result = resultView(ctl.session, game);
  return result && renderResult(result, s, () => ctl.dispatch({ type: 'share' }), newGame);
}

/** What the completion panel shows, or null unless the player solved the game. */
function resultView(s: Session, game: Game): ResultView | null {
  if (!isSolved(game) || game.assisted) return null;
  const r = s.records?.puzzle === game.puzzle ? s.records : null;
  return {
    time: elapsedMs(s),
    mistakes: game.mistakes,
    hintsUsed: game.hintsUsed,
    summary: r?.summary ?? null,
    daily: game.daily !== null,
    shared: r?.shared ?? null,
    text: r?.text ?? '',
  };
}

function stage(ctl: GameController, end: TemplateResult | null): TemplateResult {
  const s = ctl.strings;
  if (ctl.session.loading) {
    return html`<p class="placeholder" role="status" tabindex="-1" data-focus>${s.loading}</p>`;
  }
  if (ctl.session.failed || !ctl.game) {
    return html`<p class="placeholder" tabindex="-1" data-focus>${s.loadFailed}</p>`;
  }
  const panel = ctl.session.replay
    ? renderReplay(ctl)
    : ctl.session.choosing
      ? renderSolveChoice(ctl)
      : null;
  // The pause screen comes first: focus goes to the first [data-focus], and a panel under the
  // veil may hold one too.
  return html`${
    ctl.paused
      ? html`<div class="placeholder" part="paused">
          <p>${s.paused}</p>
          <button part="button" class="primary" data-focus @click=${() => ctl.dispatch({ type: 'pause' })}>
            ${s.resumeGame}
          </button>
        </div>`
      : nothing
  }
    ${
      // Under the veil while paused (hidden on screen, out of the tab order and the accessibility
      // tree), so that printing a paused game still prints the board.
      renderBoard(ctl)
    }
    ${
      end
        ? html`<div class="below ending">${end}</div>`
        : html`<div class="below${panel ? ' covered' : ''}">${renderKeypad(ctl)}${panel}</div>`
    }`;
}

/**
 * The message slot: a banner or the hint; else (in Killer Sudoku, under the selected cage's
 * combinations) the mistake count with Check, which have nothing to tell or do meanwhile (any
 * move closes the hint, so a new mistake is always in sight). A long hint scrolls inside the
 * slot; focusable then, so keyboards can scroll it too.
 */
function message(ctl: GameController): TemplateResult {
  const game = ctl.game;
  if (ctl.paused) return html`<div class="msg"></div>`;
  const shown = [renderBanner(ctl), renderHint(ctl)].filter((t) => t !== nothing);
  const view =
    game && mistakesView(game, ctl.session.config.mistakeLimit, !ctl.playable || isSolved(game));
  const help = game && !ctl.session.replay && cageHelp(game, ctl.selected);
  return html`<div class="msg" tabindex=${ctl.session.hint ? '0' : nothing}>
    ${shown.length || !view ? shown : html`${help ? renderCombos(help, ctl.strings) : nothing}${renderMistakes(view, ctl.strings, ctl.shows('check') ? () => ctl.dispatch({ type: 'check' }) : undefined)}`}
  </div>`;
}

export function renderGame(ctl: GameController): TemplateResult {
  const end = ending(ctl);
  // The board size is a class, not an inline style: pages with a strict Content-Security-Policy
  // (no 'unsafe-inline' styles) block style attributes, and the grid would fall apart.
  return html`<section
    class="game n${ctl.game?.size ?? 9}"
    part="game"
    @keydown=${(e: KeyboardEvent) => ctl.keys.onKey(e)}
  >
    ${renderTopBar(ctl)}
    <div class="stage${ctl.paused ? ' veil' : ''}">${stage(ctl, end)}</div>
    ${end ? nothing : html`${renderActions(ctl)}${message(ctl)}`}
  </section>`;
}
