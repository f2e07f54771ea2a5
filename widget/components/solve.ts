/**
 * Solve's panels, in place of the keypad: the choice (fill the board now, or replay an algorithm
 * chosen from the teaching algorithms), and the replay's controls (play/pause, one step, speed,
 * to the end, close) with the live step and backtrack counter.
 */
import { html, type TemplateResult } from 'lit';
import type { GameController } from '../app/controller.ts';
import { SPEEDS } from '../app/replayer.ts';
import { TEACHING_ALGORITHMS } from '../engine.ts';

const value = (e: Event): string => (e.target as HTMLSelectElement).value;

export function renderSolveChoice(ctl: GameController): TemplateResult {
  const s = ctl.strings;
  return html`<div class="panel" part="solve" role="group" aria-label=${s.solve}>
    <button part="button" class="primary" data-focus @click=${() => ctl.fillNow()}>
      ${s.fillNow}
    </button>
    <label class="field"
      >${s.algorithm}
      <select
        part="select"
        @change=${(e: Event) => ctl.chooseAlgorithm(value(e))}
      >
        ${TEACHING_ALGORITHMS.map(
          (a) =>
            html`<option value=${a} ?selected=${a === ctl.algorithm}>${s.algorithms[a]}</option>`,
        )}
      </select></label
    >
    <button part="button" @click=${() => ctl.startReplay()}>${s.replay}</button>
    <button part="button" @click=${() => ctl.solve()}>${s.cancel}</button>
  </div>`;
}

export function renderReplay(ctl: GameController): TemplateResult | null {
  const player = ctl.player;
  if (!player) return null;
  const s = ctl.strings;
  const ended = Boolean(ctl.replayNote);
  const counter = s.counter(player.step, player.total, player.backtracks);
  return html`<div class="panel replay" part="replay" role="group" aria-label=${s.replayOf(s.algorithms[player.replay.algorithm])}>
    <p class="count" part="counter">${counter}</p>
    ${
      ended
        ? html`<p class="note" part="hint" tabindex="-1" data-focus>${ctl.replayNote}</p>
            <button part="button" class="primary" @click=${() => ctl.closeReplay()}>${s.close}</button>`
        : html`<button
              part="button"
              class="primary${player.playing ? ' on' : ''}"
              aria-pressed=${player.playing ? 'true' : 'false'}
              data-focus
              @click=${() => player.toggle()}
            >
              ${s.playReplay}
            </button>
            <button part="button" ?disabled=${player.playing} @click=${() => player.forward()}>
              ${s.step}
            </button>
            <label class="field"
              >${s.speed}
              <select part="select" @change=${(e: Event) => player.setSpeed(Number(value(e)))}>
                ${SPEEDS.map(
                  (_, i) =>
                    html`<option value=${i} ?selected=${i === player.speed}>${s.speeds[i]}</option>`,
                )}
              </select></label
            >
            <button part="button" @click=${() => player.finish()}>${s.finish}</button>
            <button part="button" @click=${() => ctl.closeReplay()}>${s.close}</button>`
    }
  </div>`;
}
