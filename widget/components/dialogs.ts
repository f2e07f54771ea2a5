/**
 * The text screens of the design: Help (how to play, with the keys) and About, each closed with
 * OK (or Escape), which returns to the screen it was opened from.
 */
import { html, type TemplateResult } from 'lit';
import { ENGINE_VERSION } from '../engine.ts';
import type { Strings } from '../i18n/index.ts';
import type { Dispatch } from '../model/store/actions.ts';
import type { Session } from '../model/store/session.ts';

function page(d: Dispatch, t: Strings, title: string, body: TemplateResult): TemplateResult {
  return html`<section class="screen text" part="dialog" aria-labelledby="title">
    <h2 id="title" part="title" tabindex="-1" data-focus>${title}</h2>
    ${body}
    <button part="button" class="primary ok" @click=${() => d({ type: 'back' })}>
      ${t.ok}
    </button>
  </section>`;
}

export function renderHelp(s: Session, d: Dispatch, t: Strings): TemplateResult {
  const variant = s.config.variant;
  return page(
    d,
    t,
    t.howToPlay,
    html`${t.helpText.map((p) => html`<p>${p}</p>`)}
      ${variant === 'classic' ? '' : html`<p>${variant === 'arrow' ? t.arrowRule : t.killerRule}</p>`}
      <h3>${t.keysTitle}</h3>
      <dl class="keys">
        ${t.keys.map(([k, what]) => html`<dt><kbd>${k}</kbd></dt><dd>${what}</dd>`)}
      </dl>`,
  );
}

export function renderAbout(_: Session, d: Dispatch, t: Strings): TemplateResult {
  return page(
    d,
    t,
    t.aboutTitle,
    html`${t.aboutText.map((p) => html`<p>${p}</p>`)}
      <p class="muted">${t.engine(ENGINE_VERSION)}</p>`,
  );
}
