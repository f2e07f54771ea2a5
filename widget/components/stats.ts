/**
 * The stats screen: the player's records, one screen. Where the API knows the player (a profile
 * from the players' API, docs/players.md) its figures are shown, counted on every device; until
 * then, and without an API, the records this browser keeps (model/stats-view.ts). Both come in the
 * same shape: games solved, the current and the longest daily streak, and per kind of puzzle
 * (level, size, variant) the games solved with the best and the average time.
 */
import type { TemplateResult } from 'lit';
import type { Profile } from '../../client/index.ts';
import type { Strings } from '../i18n/index.ts';
import { PLAYERS_WORDS, type PlayersWords } from '../i18n/players.ts';
import { type KindRow, recordsView } from '../model/stats-view.ts';
import type { Dispatch } from '../model/store/actions.ts';
import type { Session } from '../model/store/session.ts';
import { formatTime } from '../model/timer.ts';
import type { Lit } from './lit.ts';

interface Figures {
  readonly solved: number;
  readonly streak: number;
  readonly longest: number;
  readonly rows: readonly Omit<KindRow, 'streak' | 'longest'>[];
}

const seconds = (n: number | null): number | null => (n == null ? null : n * 1000);

/** The server's profile in the local records' shape (its times are seconds). */
const fromProfile = (p: Profile): Figures => ({
  solved: p.solved,
  streak: p.streak.current,
  longest: p.streak.best,
  rows: p.kinds.map((k) => ({
    variant: k.variant,
    size: k.size,
    level: k.level,
    solved: k.solved,
    best: seconds(k.bestSeconds),
    average: seconds(k.averageSeconds),
  })),
});

/** The stats screen's render function, its templates made with the UI's Lit (lit.ts). */
export function statsScreen({ html }: Lit) {
  const item = (label: string, value: string) =>
    html`<div><dt>${label}</dt><dd>${value}</dd></div>`;
  const time = (ms: number | null) => (ms == null ? '-' : formatTime(ms));

  function figures(f: Figures, t: Strings, w: PlayersWords): TemplateResult {
    return html`<dl class="stats">
        ${item(w.solvedLabel, String(f.solved))} ${item(w.currentStreak, t.streakDays(f.streak))}
        ${item(w.bestStreak, t.streakDays(f.longest))}
      </dl>
      ${
        f.rows.length
          ? html`<table class="kinds">
        <tr><th></th><th scope="col">${w.solvedLabel}</th><th scope="col">${t.bestTime}</th><th scope="col">${t.averageTime}</th></tr>
        ${f.rows.map(
          (k) => html`<tr>
            <th scope="row">${t.levels[k.level]}${k.size === 9 ? '' : ` ${k.size}x${k.size}`}${k.variant === 'classic' ? '' : ` (${k.variant})`}</th>
            <td>${k.solved}</td><td>${time(k.best)}</td><td>${time(k.average)}</td>
          </tr>`,
        )}
      </table>`
          : html`<p>${t.noGamesYet}</p>`
      }`;
  }

  function renderStats(s: Session, d: Dispatch, t: Strings): TemplateResult {
    const { stats, today } = s.archive;
    const profile = s.players.profile;
    const shown = profile ? fromProfile(profile) : stats && recordsView(stats, today);
    // The players' screens' words (i18n/players.ts), shared with the players' chunk.
    const w = PLAYERS_WORDS[s.config.lang];
    return html`<section class="screen tally" part="stats" aria-labelledby="title">
      <h2 id="title" tabindex="-1" data-focus>${w.myStats}</h2>
      ${
        shown
          ? html`<p class="muted source">${profile ? t.statsServer : t.statsLocal}</p>${figures(shown, t, w)}`
          : html`<p role="status">${t.loading}</p>`
      }
      <button part="button" @click=${() => d({ type: 'back' })}>${t.back}</button>
    </section>`;
  }
  return renderStats;
}
