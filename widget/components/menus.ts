/**
 * The menus of the design (seed 001): the main menu (SUDOKU BREAK, Play, Help, About, plus
 * Continue when a game is in progress) and the level menu (Easy, Medium, Hard, Expert).
 */
import { html, type TemplateResult } from 'lit';
import type { GameController } from '../app/controller.ts';
import { LEVELS } from '../engine.ts';

export function renderMainMenu(ctl: GameController): TemplateResult {
  const s = ctl.strings;
  return html`<section class="screen" part="menu" aria-labelledby="title">
    <h2 id="title" part="title" class="title" tabindex="-1" data-focus>${s.title}</h2>
    <p class="muted">${s.tagline}</p>
    <div class="stack">
      ${
        ctl.saved
          ? html`<button part="button" class="primary" @click=${() => ctl.dispatch({ type: 'continue-saved' })}>
            ${s.continue}
          </button>`
          : ''
      }
      <button
        part="button"
        class=${ctl.saved ? '' : 'primary'}
        @click=${() => ctl.dispatch({ type: 'go', screen: 'levels' })}
      >
        ${s.play}
      </button>
      <button part="button" @click=${() => ctl.dispatch({ type: 'go', screen: 'help' })}>${s.help}</button>
      <button part="button" @click=${() => ctl.dispatch({ type: 'go', screen: 'about' })}>${s.about}</button>
    </div>
  </section>`;
}

export function renderLevelMenu(ctl: GameController): TemplateResult {
  const s = ctl.strings;
  return html`<section class="screen" part="menu" aria-labelledby="title">
    <h2 id="title" part="title" tabindex="-1" data-focus>${s.selectLevel}</h2>
    <div class="stack">
      ${LEVELS.map(
        (level) =>
          html`<button part="button" class="primary" @click=${() => ctl.dispatch({ type: 'play-level', level })}>
            ${s.levels[level]}
          </button>`,
      )}
      <button part="button" @click=${() => ctl.dispatch({ type: 'go', screen: 'menu' })}>${s.back}</button>
    </div>
  </section>`;
}
