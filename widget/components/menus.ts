/**
 * The menus of the design (seed 001): the main menu (SUDOKU BREAK, Play, Help, About, plus
 * Continue when a game is in progress; the archive's calendar and the stats screen beside each
 * other, so the menu keeps its three rows) and the level menu (Easy, Medium, Hard, Expert).
 */
import { html, type TemplateResult } from 'lit';
import { LEVELS } from '../engine.ts';
import type { Strings } from '../i18n/index.ts';
import type { Dispatch } from '../model/store/actions.ts';
import type { Session } from '../model/store/session.ts';

export function renderMainMenu(s: Session, d: Dispatch, t: Strings): TemplateResult {
  return html`<section class="screen" part="menu" aria-labelledby="title">
    <h2 id="title" part="title" class="title" tabindex="-1" data-focus>${t.title}</h2>
    <p class="muted">${t.tagline}</p>
    <div class="stack">
      ${
        s.saved
          ? html`<button part="button" class="primary" @click=${() => d({ type: 'continue-saved' })}>
            ${t.continue}
          </button>`
          : ''
      }
      <button
        part="button"
        class=${s.saved ? '' : 'primary'}
        @click=${() => d({ type: 'go', screen: 'levels' })}
      >
        ${t.play}
      </button>
      <div class="pair">
        <button part="button" class="archive-open" @click=${() => d({ type: 'open-archive', screen: 'archive' })}>
          ${t.archive}
        </button>
        <button part="button" class="stats-menu" @click=${() => d({ type: 'open-archive', screen: 'stats' })}>
          ${t.statsMenu}
        </button>
      </div>
      <div class="pair">
        <button part="button" @click=${() => d({ type: 'go', screen: 'help' })}>${t.help}</button>
        <button part="button" @click=${() => d({ type: 'go', screen: 'about' })}>${t.about}</button>
      </div>
    </div>
  </section>`;
}

export function renderLevelMenu(_: Session, d: Dispatch, t: Strings): TemplateResult {
  return html`<section class="screen" part="menu" aria-labelledby="title">
    <h2 id="title" part="title" tabindex="-1" data-focus>${t.selectLevel}</h2>
    <div class="stack">
      ${LEVELS.map(
        (level) =>
          html`<button part="button" class="primary" @click=${() => d({ type: 'play-level', level })}>
            ${t.levels[level]}
          </button>`,
      )}
      <button part="button" @click=${() => d({ type: 'go', screen: 'menu' })}>${t.back}</button>
    </div>
  </section>`;
}
