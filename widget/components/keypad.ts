/**
 * The on-screen pad: one key per digit (with how many are left to place) and Erase at its end,
 * then the entry-mode switch (modes.ts), auto notes (a mode: live notes), undo and redo; in
 * colour mode the digit keys are the palette's swatches. In digit-first mode (its switch is in
 * the top bar, toolbar.ts) a digit key or swatch picks its digit (pressed) instead of writing it,
 * and a tap on a cell writes it in the entry mode. Every button works by touch, mouse and keyboard.
 * The pad wraps into balanced rows of keys at least 44 px wide (styles.ts picks the columns from
 * the widget's own width). Erase is a backspace key (⌫, named "Erase"): the word would not fit a
 * key 44 px wide in every language.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { charOfDigit } from '../engine.ts';
import type { Strings } from '../i18n/index.ts';
import { digitCounts, isSolved } from '../model/game.ts';
import type { Action, Dispatch } from '../model/store/actions.ts';
import { shows } from '../model/store/derive.ts';
import type { Session } from '../model/store/session.ts';
import { renderModes } from './modes.ts';

/** A key's digit, with Shift (a corner mark) or Ctrl (a centre mark) held as a temporary mode. */
const digitAction = (digit: number, e: MouseEvent): Action => ({
  type: 'digit',
  digit,
  note: e.shiftKey,
  ...(e.ctrlKey || e.metaKey ? { mode: 'centre' } : {}),
});

export function renderKeypad(s: Session, d: Dispatch, t: Strings): TemplateResult | null {
  const game = s.game;
  if (!game) return null;
  const counts = digitCounts(game);
  const done = isSolved(game);
  const digits = Array.from({ length: game.size }, (_, i) => i + 1);
  const colour = s.mode === 'colour';
  return html`<div class="kp">
    <div class="pad" part="keypad" role="group" aria-label=${t.digitPad}>
      ${digits.map((digit) => {
        const left = Math.max(0, game.size - counts[digit]);
        // The name is the digit itself (what is written on the key), and says when every one of
        // it is placed (right or wrong, as the count does); the count is a tooltip.
        const char = charOfDigit(digit);
        // Digit first: a key picks its digit (pressed until another is picked, or it again).
        const first = s.digitFirst;
        const on = s.picked === digit;
        const press = (e: MouseEvent) => d(first ? { type: 'pick', digit } : digitAction(digit, e));
        // In colour mode the keys 1..9 pick colours: a swatch, named by its colour.
        if (colour) {
          const name = t.colours[digit - 1];
          return html`<button
            part="key"
            class="key sw c${digit}${on ? ' on' : ''}"
            aria-label=${name ? `${char} ${t.colourOf(name)}` : char}
            aria-pressed=${first ? String(on) : nothing}
            ?disabled=${done || !name}
            @click=${press}
          >
            ${char}
          </button>`;
        }
        return html`<button
          part="key"
          class=${`key${left ? '' : ' done'}${on ? ' on' : ''}`}
          aria-label=${left ? nothing : t.digitDone(char)}
          aria-pressed=${first ? String(on) : nothing}
          title=${t.remaining(char, left)}
          ?disabled=${done}
          @click=${press}
        >
          ${char}<small aria-hidden="true">${left || '✓'}</small>
        </button>`;
      })}
      <button
        part="key"
        class="key"
        aria-label=${t.erase}
        title=${t.erase}
        ?disabled=${done}
        @click=${() => d({ type: 'erase' })}
      >
        ⌫
      </button>
    </div>
    <div class="tools" part="tools">
      ${
        shows(s, 'notes')
          ? html`${renderModes(s, d, t)}
      <button
        part="button"
        class=${game.live ? 'on' : ''}
        aria-pressed=${game.live ? 'true' : 'false'}
        ?disabled=${done}
        @click=${() => d({ type: 'auto-notes' })}
      >${t.autoNotes}</button>`
          : ''
      }
      ${
        shows(s, 'undo')
          ? html`<button
        part="button"
        ?disabled=${!game.history.past.length || (done && !game.assisted)}
        @click=${() => d({ type: 'undo' })}
      >
        ${t.undo}
      </button>
      <button part="button" ?disabled=${!game.history.future.length} @click=${() => d({ type: 'redo' })}>
        ${t.redo}
      </button>`
          : ''
      }
    </div>
  </div>`;
}
