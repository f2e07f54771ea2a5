/**
 * What the API knows of the player, on screen: where a solved puzzle of the day stands (under the
 * completion panel's records), the buttons that open the day's leaderboard and the player's stats,
 * and those two screens. Functions of the session. They ship in the players' chunk
 * (app/players.ts), outside a whole game: all they show comes from the API's answers, which only
 * that chunk asks for, so until it is in they have nothing to show (players-screens.ts).
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Strings } from '../i18n/index.ts';
import { PLAYERS_WORDS, type PlayersWords } from '../i18n/players.ts';
import type { Dispatch } from '../model/store/actions.ts';
import { samePuzzle } from '../model/store/further.ts';
import type { Session } from '../model/store/session.ts';
import { formatTime } from '../model/timer.ts';

const time = (seconds: number): string => formatTime(seconds * 1000);
const item = (label: string, value: string) => html`<div><dt>${label}</dt><dd>${value}</dd></div>`;

/** The solved game on the board has a play the API answered: its numbers can be asked for. */
const answered = (s: Session): boolean => {
  const play = s.players.play;
  return Boolean(s.game && play?.id && samePuzzle(play.puzzle, s.game.puzzle));
};

/** Under the records: the day's standing, and the buttons to the leaderboard and the stats. */
export function renderStanding(s: Session, d: Dispatch): TemplateResult | typeof nothing {
  const game = s.game;
  if (!game || !answered(s)) return nothing;
  const w = PLAYERS_WORDS[s.config.lang];
  const got = s.players.standing;
  const standing = got && samePuzzle(got.puzzle, game.puzzle) ? got.standing : null;
  const open = (panel: 'leaderboard' | 'stats') => () => d({ type: 'players-panel', panel });
  return html`<div class="standing" part="standing">
    ${
      standing
        ? html`<p class="faster">${w.fasterThan(Math.round(standing.fasterThan * 100), standing.players)}</p>
          <p class="median">${w.medianTime}: ${time(standing.medianSeconds)}</p>`
        : nothing
    }
    <div class="share-row">
      ${game.daily ? html`<button part="button" class="board-open" @click=${open('leaderboard')}>${w.leaderboard}</button>` : nothing}
      <button part="button" class="stats-open" @click=${open('stats')}>${w.myStats}</button>
    </div>
  </div>`;
}

function leaderboard(s: Session, w: PlayersWords): TemplateResult {
  const board = s.players.leaderboard;
  if (!board) return html`<p>${w.statsUnavailable}</p>`;
  if (!board.entries.length) return html`<p>${w.noPlayersYet}</p>`;
  return html`<ol class="leaders">
    ${board.entries.map(
      (e) =>
        html`<li><span>${e.rank}</span><span>${e.player.anonymous ? w.anonymousPlayer : (e.player.name ?? w.anonymousPlayer)}</span><span>${time(e.seconds)}</span></li>`,
    )}
  </ol>`;
}

function stats(s: Session, t: Strings, w: PlayersWords): TemplateResult {
  const me = s.players.profile;
  if (!me) return html`<p>${w.statsUnavailable}</p>`;
  return html`<dl class="stats">
      ${item(w.solvedLabel, String(me.solved))} ${item(w.currentStreak, t.streakDays(me.streak.current))}
      ${item(w.bestStreak, t.streakDays(me.streak.best))}
    </dl>
    <table class="kinds">
      <tr><th></th><th>${w.solvedLabel}</th><th>${t.bestTime}</th><th>${t.averageTime}</th></tr>
      ${me.kinds.map(
        (k) => html`<tr>
          <th>${t.levels[k.level]}${k.size === 9 ? '' : ` ${k.size}x${k.size}`}${k.variant === 'classic' ? '' : ` (${k.variant})`}</th>
          <td>${k.solved}</td><td>${k.bestSeconds == null ? '-' : time(k.bestSeconds)}</td>
          <td>${k.averageSeconds == null ? '-' : time(k.averageSeconds)}</td>
        </tr>`,
      )}
    </table>`;
}

/** The leaderboard or the stats screen, in place of the completion panel; null when closed. */
export function renderPlayersPanel(s: Session, d: Dispatch, t: Strings): TemplateResult | null {
  const panel = s.players.panel;
  if (!panel) return null;
  const w = PLAYERS_WORDS[s.config.lang];
  return html`<section class="result players" part="players" aria-labelledby="players-title">
    <h3 id="players-title">${panel === 'leaderboard' ? w.leaderboard : w.myStats}</h3>
    ${!s.players.fetched ? html`<p role="status">${t.loading}</p>` : panel === 'leaderboard' ? leaderboard(s, w) : stats(s, t, w)}
    <button part="button" data-players data-focus @click=${() => d({ type: 'players-panel', panel: null })}>${t.close}</button>
  </section>`;
}
