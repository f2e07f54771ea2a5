/**
 * The way from a solved puzzle of the day to the archive's calendar, under the completion panel's
 * records: the other days are one tap away.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Strings } from '../i18n/index.ts';
import type { Dispatch } from '../model/store/actions.ts';
import type { Session } from '../model/store/session.ts';

export function renderArchiveLink(
  s: Session,
  d: Dispatch,
  t: Strings,
): TemplateResult | typeof nothing {
  if (!s.game?.daily) return nothing;
  return html`<div class="share-row">
    <button part="button" class="archive-open" @click=${() => d({ type: 'open-archive', screen: 'archive' })}>${t.archive}</button>
  </div>`;
}
