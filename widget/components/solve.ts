/**
 * Solve's choice, in place of the keypad: fill the board now, or replay an algorithm chosen from
 * the teaching algorithms. The replay's own panel is replay-panel.ts, in the replays' chunk.
 */
import { html, type TemplateResult } from 'lit';
import { TEACHING_ALGORITHMS } from '../engine.ts';
import type { Strings } from '../i18n/index.ts';
import type { Dispatch } from '../model/store/actions.ts';
import type { Session } from '../model/store/session.ts';

const value = (e: Event): string => (e.target as HTMLSelectElement).value;

export function renderSolveChoice(s: Session, d: Dispatch, t: Strings): TemplateResult {
  return html`<div class="panel" part="solve" role="group" aria-label=${t.solve}>
    <button part="button" class="primary" data-focus @click=${() => d({ type: 'fill-now' })}>
      ${t.fillNow}
    </button>
    <label class="field"
      >${t.algorithm}
      <select
        part="select"
        @change=${(e: Event) => d({ type: 'algorithm', name: value(e) })}
      >
        ${TEACHING_ALGORITHMS.map(
          (a) =>
            html`<option value=${a} ?selected=${a === s.algorithm}>${t.algorithms[a]}</option>`,
        )}
      </select></label
    >
    <button part="button" @click=${() => d({ type: 'replay' })}>${t.replay}</button>
    <button part="button" @click=${() => d({ type: 'solve' })}>${t.cancel}</button>
  </div>`;
}

/** Media-player icons: play, pause, one step, to the end; an icon button names itself. */
