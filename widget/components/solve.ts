/**
 * Solve's panels, in place of the keypad: the choice (fill the board now, or replay an algorithm
 * chosen from the teaching algorithms), and the replay's controls (play/pause, one step, to the
 * end, speed, close) under the live step and backtrack counter and a note saying what the last
 * step did; at the end, what the replay came to, and Close.
 */
import { html, type TemplateResult } from 'lit';
import type { GameController } from '../app/controller.ts';
import { TEACHING_ALGORITHMS } from '../engine.ts';
import { backtracksOf, isPlaying, SPEEDS, totalOf } from '../model/replayer.ts';
import { stepNote } from '../services/replay-notes.ts';

const value = (e: Event): string => (e.target as HTMLSelectElement).value;

export function renderSolveChoice(ctl: GameController): TemplateResult {
  const s = ctl.strings;
  return html`<div class="panel" part="solve" role="group" aria-label=${s.solve}>
    <button part="button" class="primary" data-focus @click=${() => ctl.dispatch({ type: 'fill-now' })}>
      ${s.fillNow}
    </button>
    <label class="field"
      >${s.algorithm}
      <select
        part="select"
        @change=${(e: Event) => ctl.dispatch({ type: 'algorithm', name: value(e) })}
      >
        ${TEACHING_ALGORITHMS.map(
          (a) =>
            html`<option value=${a} ?selected=${a === ctl.session.algorithm}>${s.algorithms[a]}</option>`,
        )}
      </select></label
    >
    <button part="button" @click=${() => ctl.dispatch({ type: 'replay' })}>${s.replay}</button>
    <button part="button" @click=${() => ctl.dispatch({ type: 'solve' })}>${s.cancel}</button>
  </div>`;
}

/** Media-player icons: play, pause, one step, to the end; an icon button names itself. */
const icon = (d: string) => html`<svg viewBox="0 0 10 10" aria-hidden="true"><path d=${d} /></svg>`;
const PLAY = 'M2 1v8l7-4z';
const PAUSE = 'M2 1h2v8H2zm4 0h2v8H6z';
const STEP = 'M1 1v8l5-4zm6 0h2v8H7z';
const END = 'M0 1v8l4-4zm4 0v8l4-4zm4 0h2v8H8z';
const iconButton = (name: string, d: string, click: () => void, off = false) =>
  html`<button part="button" class="icon" aria-label=${name} title=${name} ?disabled=${off} @click=${click}>${icon(d)}</button>`;

export function renderReplay(ctl: GameController): TemplateResult | null {
  const player = ctl.session.replay;
  const game = ctl.game;
  if (!player || !game) return null;
  const s = ctl.strings;
  const d = ctl.dispatch;
  const end = player.note;
  const playing = isPlaying(player);
  const say = (note: TemplateResult) =>
    html`<div class="say">
      <p part="counter">${s.counter(player.step, totalOf(player), backtracksOf(player))}</p>
      ${note}
    </div>`;
  const close = html`<button part="button" class=${end ? 'primary' : ''} @click=${() => d({ type: 'replay-close' })}>
    ${s.close}
  </button>`;
  // Play says what it will do (Play, then Pause), like the game's Pause: a plain button, not a
  // toggle. The note goes under the buttons, so a long one never moves them; it is read out when
  // the player steps by hand, not while the replay plays. In a narrow widget the speed's label
  // is left to screen readers (styles.ts), so the panel fits over the pad.
  const controls =
    () => html`<button part="button" class="primary" data-focus @click=${() => d({ type: 'replay-toggle' })}>
      ${icon(playing ? PAUSE : PLAY)} ${playing ? s.pause : s.playReplay}
    </button>
    ${iconButton(s.step, STEP, () => d({ type: 'replay-step' }), playing)}
    ${iconButton(s.finish, END, () => d({ type: 'replay-finish' }))}
    <label class="field"
      ><span>${s.speed}</span>
      <select part="select" @change=${(e: Event) => d({ type: 'replay-speed', speed: Number(value(e)) })}>
        ${SPEEDS.map(
          (_, i) =>
            html`<option value=${i} ?selected=${i === player.speed}>${s.speeds[i]}</option>`,
        )}
      </select></label
    >
    ${close}
    ${say(
      html`<p class="note" part="note" aria-live=${playing ? 'off' : 'polite'}>
        ${stepNote(player.replay, game, player.step, s)}
      </p>`,
    )}`;
  return html`<div class="panel replay" part="replay" role="group" aria-label=${s.replayOf(s.algorithms[player.replay.algorithm])}>
    ${
      end
        ? html`${say(html`<p class="note ended" part="note" tabindex="-1" data-focus>${end}</p>`)}${close}`
        : controls()
    }
  </div>`;
}
