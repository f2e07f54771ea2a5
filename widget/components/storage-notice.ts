/**
 * The notice that this browser keeps nothing (storage refused a write), told once, in the message
 * slot: the server's copy keeps the game meanwhile. In the UI itself, not in the players' chunk:
 * storage can fail with the API away.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Strings } from '../i18n/index.ts';
import type { Dispatch } from '../model/store/actions.ts';
import type { Session } from '../model/store/session.ts';

/** Told once: storage keeps nothing here; the server's copy keeps the game. */
export function renderStorageNotice(
  s: Session,
  d: Dispatch,
  t: Strings,
): TemplateResult | typeof nothing {
  if (s.players.storage !== 'tell') return nothing;
  return html`<div class="banner" part="banner notice" role="note">
    <span>${t.storageUnavailable}</span>
    <button part="button" @click=${() => d({ type: 'storage-notice-close' })}>${t.close}</button>
  </div>`;
}
