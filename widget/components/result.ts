/**
 * The completion panel, in place of the digit pad once the player solves the puzzle: time,
 * mistakes and hints, the records of this kind of puzzle (best and average time, the daily
 * streak) and Share. A function of plain data, not of the controller.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Strings } from '../i18n/index.ts';
import type { ShareOutcome } from '../model/share.ts';
import type { Summary } from '../model/stats.ts';
import { formatTime } from '../model/timer.ts';

export interface ResultView {
  /** Milliseconds. */
  readonly time: number;
  readonly mistakes: number;
  readonly hintsUsed: number;
  /** The records after this game (stats.ts), or null when there are none to show. */
  readonly summary: Summary | null;
  /** A puzzle of the day: the streak is shown. */
  readonly daily: boolean;
  /** What the last Share did, or null before any. */
  readonly shared: ShareOutcome | null;
  /** The result text (share.ts), shown to copy by hand when sharing failed. */
  readonly text: string;
}

const item = (label: string, value: string) => html`<div><dt>${label}</dt><dd>${value}</dd></div>`;

/**
 * `onNewGame`: New Game beside Share (left out where the page hides it); `standing`: what the API
 * says of the result (components/players.ts), under the records.
 */
export function renderResult(
  v: ResultView,
  s: Strings,
  onShare: () => void,
  onNewGame?: () => void,
  standing: TemplateResult | typeof nothing = nothing,
): TemplateResult {
  const r = v.summary;
  const status =
    v.shared === 'shared'
      ? s.shared
      : v.shared === 'copied'
        ? s.copied
        : v.shared === 'failed'
          ? s.shareFailed
          : '';
  return html`<section class="result" part="result" aria-labelledby="result-title">
    <h3 id="result-title" tabindex="-1" data-focus>${s.solvedTitle}</h3>
    <dl class="stats">
      ${item(s.time, formatTime(v.time))} ${item(s.mistakesLabel, String(v.mistakes))}
      ${item(s.hintsLabel, String(v.hintsUsed))}
      ${r?.best != null ? item(s.bestTime, formatTime(r.best)) : nothing}
      ${r?.average != null ? item(s.averageTime, formatTime(r.average)) : nothing}
      ${v.daily && r?.streak ? item(s.streakLabel, s.streakDays(r.streak)) : nothing}
    </dl>
    ${r?.newBest ? html`<p class="record">${s.newBest}</p>` : nothing} ${standing}
    <div class="share-row">
      <button part="button" class="primary share" @click=${onShare}>${s.share}</button>
      ${onNewGame ? html`<button part="button" class="new" @click=${onNewGame}>${s.newGame}</button>` : nothing}
      <span class="shared" role="status">${status}</span>
    </div>
    ${
      v.shared === 'failed'
        ? html`<textarea class="share-text" readonly rows="3" aria-label=${s.shareFailed}>${v.text}</textarea>`
        : nothing
    }
  </section>`;
}
