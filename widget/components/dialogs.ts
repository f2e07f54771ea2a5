/**
 * The text screens of the design: Help (how to play, with the keys) and About, each closed with
 * OK (or Escape), which returns to the screen it was opened from.
 */
import { html, type TemplateResult } from 'lit';
import type { GameController } from '../app/controller.ts';
import { ENGINE_VERSION } from '../engine.ts';

function page(ctl: GameController, title: string, body: TemplateResult): TemplateResult {
  return html`<section class="screen text" part="dialog" aria-labelledby="title">
    <h2 id="title" part="title" tabindex="-1" data-focus>${title}</h2>
    ${body}
    <button part="button" class="primary ok" @click=${() => ctl.dispatch({ type: 'back' })}>
      ${ctl.strings.ok}
    </button>
  </section>`;
}

export function renderHelp(ctl: GameController): TemplateResult {
  const s = ctl.strings;
  return page(
    ctl,
    s.howToPlay,
    html`${s.helpText.map((p) => html`<p>${p}</p>`)}
      ${ctl.variant === 'classic' ? '' : html`<p>${ctl.variant === 'arrow' ? s.arrowRule : s.killerRule}</p>`}
      <h3>${s.keysTitle}</h3>
      <dl class="keys">
        ${s.keys.map(([k, what]) => html`<dt><kbd>${k}</kbd></dt><dd>${what}</dd>`)}
      </dl>`,
  );
}

export function renderAbout(ctl: GameController): TemplateResult {
  const s = ctl.strings;
  return page(
    ctl,
    s.aboutTitle,
    html`${s.aboutText.map((p) => html`<p>${p}</p>`)}
      <p class="muted">${s.engine(ENGINE_VERSION)}</p>`,
  );
}
