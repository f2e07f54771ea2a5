/**
 * The entry-mode switch (model/marking.ts): Normal, Corner, Centre and Colour as four small toggle
 * buttons in the room of one tool button, so it fits the pad's tools at 375 px. Each draws what
 * its mode writes (a digit, a corner mark, a line of centre marks, a colour: styles-play.ts, as
 * generated content, so the names are all the text) and is named by it.
 */
import { html, type TemplateResult } from 'lit';
import type { Strings } from '../i18n/index.ts';
import { MODES } from '../model/marking.ts';
import type { Dispatch } from '../model/store/actions.ts';
import type { Session } from '../model/store/session.ts';

export function renderModes(s: Session, d: Dispatch, t: Strings): TemplateResult {
  return html`<div class="modes" role="group" aria-label=${t.modeLabel}>
    ${MODES.map(
      (mode, i) => html`<button
        part="button"
        class="m-${mode}${s.mode === mode ? ' on' : ''}"
        aria-label=${t.modes[i]}
        title=${t.modes[i]}
        aria-pressed=${s.mode === mode ? 'true' : 'false'}
        @click=${() => d({ type: 'mode', mode })}
      >
        <span></span>
      </button>`,
    )}
  </div>`;
}
