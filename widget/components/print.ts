/**
 * The pause screen's print buttons: the game as it stands, or the blank puzzle (printing.ts).
 */
import { html, type TemplateResult } from 'lit';
import type { Strings } from '../i18n/index.ts';
import type { Dispatch } from '../model/store/actions.ts';

export const renderPrint = (d: Dispatch, t: Strings): TemplateResult =>
  html`<div class="panel">
    <button part="button" @click=${() => d({ type: 'print', blank: false })}>${t.printProgress}</button>
    <button part="button" @click=${() => d({ type: 'print', blank: true })}>${t.printBlank}</button>
  </div>`;
