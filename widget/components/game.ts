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
import type { Strings } from '../i18n/index.ts';
import { cageHelp } from '../model/combos.ts';
import { type Game, isSolved } from '../model/game.ts';
import type { Dispatch } from '../model/store/actions.ts';
import { elapsedMs, isGameOver, playable, shows } from '../model/store/derive.ts';
import type { Session } from '../model/store/session.ts';
import { boardExtras, replays } from '../services/deferred.ts';
import { renderArchiveLink } from './archive-link.ts';
import { renderBoard } from './board.ts';
import { renderKeypad } from './keypad.ts';
import { mistakesView, renderGameOver, renderMistakes } from './mistakes.ts';
import { playersScreens } from './players-screens.ts';
import { renderPrint } from './print.ts';
import { type ResultView, renderResult } from './result.ts';
import { renderSolveChoice } from './solve.ts';
import { renderStorageNotice } from './storage-notice.ts';
import { renderActions, renderBanner, renderHint, renderTopBar } from './toolbar.ts';

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

/**
 * The panel that ends a game: the mistake limit's (Continue, Restart), or the completion panel
 * of a puzzle the player solved. It takes all the room under the board, the actions' and the
 * message slot's too, and brings its own New Game.
 */
function ending(s: Session, d: Dispatch, t: Strings): TemplateResult | null {
  const game = s.game;
  if (!game || s.loading || s.paused) return null;
  const newGame = shows(s, 'new-game') ? () => d({ type: 'new-game-yes' }) : undefined;
  if (isGameOver(s)) {
    return renderGameOver(game.mistakes, t, {
      onContinue: () => d({ type: 'continue-game' }),
      onRestart: () => d({ type: 'restart' }),
      onNewGame: newGame,
    });
  }
  const result = resultView(s, game);
  if (!result) return null;
  const players = playersScreens();
  const standing = html`${players?.renderStanding(s, d) ?? nothing}${renderArchiveLink(s, d, t)}`;
  return (
    players?.renderPlayersPanel(s, d, t) ??
    renderResult(result, t, () => d({ type: 'share' }), newGame, standing)
  );
}

function stage(s: Session, d: Dispatch, t: Strings, end: TemplateResult | null): TemplateResult {
  if (s.loading) {
    return html`<p class="placeholder" role="status" tabindex="-1" data-focus>${t.loading}</p>`;
  }
  if (s.failed || !s.game) {
    return html`<p class="placeholder" tabindex="-1" data-focus>${t.loadFailed}</p>`;
  }
  // A replay on the board came from the replays' chunk, which has its panel.
  const panel = s.replay
    ? (replays()?.renderReplay(s, d, t) ?? null)
    : s.choosing
      ? renderSolveChoice(s, d, t)
      : null;
  // The pause screen comes first: focus goes to the first [data-focus], and a panel under the
  // veil may hold one too.
  return html`${
    s.paused
      ? html`<div class="placeholder" part="paused">
          <p>${t.paused}</p>
          <button part="button" class="primary" data-focus @click=${() => d({ type: 'pause' })}>
            ${t.resumeGame}
          </button>
          ${renderPrint(d, t)}
        </div>`
      : nothing
  }
    ${
      // Under the veil while paused (hidden on screen, out of the tab order and the accessibility
      // tree), so that printing a paused game still prints the board.
      renderBoard(s, d, t)
    }
    ${
      end
        ? html`<div class="below ending">${end}</div>`
        : html`<div class="below${panel ? ' covered' : ''}">${renderKeypad(s, d, t)}${panel}</div>`
    }`;
}

/**
 * The message slot: a banner or the hint; else (in Killer Sudoku, under the selected cage's
 * combinations) the mistake count with Check, which have nothing to tell or do meanwhile (any
 * move closes the hint, so a new mistake is always in sight). A long hint scrolls inside the
 * slot; focusable then, so keyboards can scroll it too.
 */
function message(s: Session, d: Dispatch, t: Strings): TemplateResult {
  const game = s.game;
  if (s.paused) return html`<div class="msg"></div>`;
  const shown = [renderStorageNotice(s, d, t), renderBanner(s, d, t), renderHint(s)].filter(
    (x) => x !== nothing,
  );
  const view = game && mistakesView(game, s.config.mistakeLimit, !playable(s) || isSolved(game));
  const help = game && !s.replay && cageHelp(game, s.selected);
  const check = shows(s, 'check') ? () => d({ type: 'check' }) : undefined;
  return html`<div class="msg" tabindex=${s.hint ? '0' : nothing}>
    ${shown.length || !view ? shown : html`${help ? boardExtras()?.renderCombos(help, t) : nothing}${renderMistakes(view, t, check)}`}
  </div>`;
}

export function renderGame(s: Session, d: Dispatch, t: Strings): TemplateResult {
  const end = ending(s, d, t);
  // The board size is a class, not an inline style: pages with a strict Content-Security-Policy
  // (no 'unsafe-inline' styles) block style attributes, and the grid would fall apart.
  return html`<section class="game n${s.game?.size ?? 9}${s.blankPrint ? ' blank' : ''}" part="game">
    ${renderTopBar(s, d, t)}
    <div class="stage${s.paused ? ' veil' : ''}">${stage(s, d, t, end)}</div>
    ${end ? nothing : html`${renderActions(s, d, t)}${message(s, d, t)}`}
  </section>`;
}
