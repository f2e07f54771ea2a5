/**
 * A replay's panel, in place of the keypad: its controls (play/pause, one step, to the end,
 * speed, close) under the live step and backtrack counter and a note saying what the last step
 * did; at the end, what the replay came to, and Close. In the replays' chunk (replays.ts): a
 * replay is on the board only once that chunk has loaded, so a game never replayed never loads
 * its panel either.
 */
import { html, type TemplateResult } from 'lit';
import type { Strings } from '../i18n/index.ts';
import { backtracksOf, isPlaying, SPEEDS, totalOf } from '../model/replayer.ts';
import type { Dispatch } from '../model/store/actions.ts';
import type { Session } from '../model/store/session.ts';
import { stepNote } from '../services/replay-notes.ts';

const value = (e: Event): string => (e.target as HTMLSelectElement).value;

const icon = (path: string) =>
  html`<svg viewBox="0 0 10 10" aria-hidden="true"><path d=${path} /></svg>`;
const PLAY = 'M2 1v8l7-4z';
const PAUSE = 'M2 1h2v8H2zm4 0h2v8H6z';
const STEP = 'M1 1v8l5-4zm6 0h2v8H7z';
const END = 'M0 1v8l4-4zm4 0v8l4-4zm4 0h2v8H8z';
const iconButton = (name: string, path: string, click: () => void, off = false) =>
  html`<button part="button" class="icon" aria-label=${name} title=${name} ?disabled=${off} @click=${click}>${icon(path)}</button>`;

export function renderReplay(s: Session, d: Dispatch, t: Strings): TemplateResult | null {
  const player = s.replay;
  const game = s.game;
  if (!player || !game) return null;
  const end = player.note;
  const playing = isPlaying(player);
  const say = (note: TemplateResult) =>
    html`<div class="say">
      <p part="counter">${t.counter(player.step, totalOf(player), backtracksOf(player))}</p>
      ${note}
    </div>`;
  const close = html`<button part="button" class=${end ? 'primary' : ''} @click=${() => d({ type: 'replay-close' })}>
    ${t.close}
  </button>`;
  // Play says what it will do (Play, then Pause), like the game's Pause: a plain button, not a
  // toggle. The note goes under the buttons, so a long one never moves them; it is read out when
  // the player steps by hand, not while the replay plays. In a narrow widget the speed's label
  // is left to screen readers (styles.ts), so the panel fits over the pad.
  const controls =
    () => html`<button part="button" class="primary" data-focus @click=${() => d({ type: 'replay-toggle' })}>
      ${icon(playing ? PAUSE : PLAY)} ${playing ? t.pause : t.playReplay}
    </button>
    ${iconButton(t.step, STEP, () => d({ type: 'replay-step' }), playing)}
    ${iconButton(t.finish, END, () => d({ type: 'replay-finish' }))}
    <label class="field"
      ><span>${t.speed}</span>
      <select part="select" @change=${(e: Event) => d({ type: 'replay-speed', speed: Number(value(e)) })}>
        ${SPEEDS.map(
          (_, i) =>
            html`<option value=${i} ?selected=${i === player.speed}>${t.speeds[i]}</option>`,
        )}
      </select></label
    >
    ${close}
    ${say(
      html`<p class="note" part="note" aria-live=${playing ? 'off' : 'polite'}>
        ${stepNote(player.replay, game, player.step, t)}
      </p>`,
    )}`;
  return html`<div class="panel replay" part="replay" role="group" aria-label=${t.replayOf(t.algorithms[player.replay.algorithm])}>
    ${
      end
        ? html`${say(html`<p class="note ended" part="note" tabindex="-1" data-focus>${end}</p>`)}${close}`
        : controls()
    }
  </div>`;
}
