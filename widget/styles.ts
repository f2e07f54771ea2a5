/**
 * The widget's styles, inside its shadow root: page CSS cannot reach in and these rules cannot
 * leak out (`all: initial` on the host also stops inherited page fonts and colours).
 *
 * CSS custom properties (set them on `sudoku-break`; each has a light and a dark default, see
 * tokens.ts): --sb-bg, --sb-fg (text, given digits), --sb-muted (secondary text), --sb-surface
 * (buttons, panels), --sb-accent and --sb-accent-fg (primary buttons), --sb-entry (the player's
 * digits), --sb-hinted (revealed digits), --sb-notes (pencil marks), --sb-line and
 * --sb-line-strong (grid and box lines), --sb-highlight (row/column/box of the selection),
 * --sb-same (same digit), --sb-selected, --sb-conflict and --sb-conflict-bg, --sb-hint and
 * --sb-hint-ring (hint houses and cell), --sb-focus (focus ring), --sb-arrow (Arrow Sudoku's
 * circles and lines); and --sb-font, --sb-radius,
 * --sb-max-width (default 32em, at the widget's own 16px font size).
 *
 * Parts (`sudoku-break::part(name)`): root, menu, title, dialog, game, header, timer, board,
 * cell, given, hinted, notes, arrows, keypad, key, tools, actions, button, select, hint, solve,
 * replay, counter, banner, paused.
 *
 * Kept compact (one rule per line): Lit ships template text as written, so whitespace here is
 * bytes in /widget.js.
 */
import { css, unsafeCSS } from 'lit';
import { BOX_SHAPES } from './engine.ts';
import { themeVars } from './tokens.ts';

/**
 * Per board size: digits per house (--n), note columns (--nc, the box width) and keypad columns
 * (--pc: one row up to 9, two rows of 8 for 16x16, rows of 9 for 25x25); and the celebration's
 * wave, one row after the other. As classes because a strict CSP blocks inline style attributes.
 */
function sizeRules(): string {
  const sizes = Object.entries(BOX_SHAPES).map(
    ([n, box]) =>
      `.n${n}{--n:${n};--nc:${box.width};--pc:${Number(n) <= 9 ? n : n === '16' ? 8 : 9}}`,
  );
  const wave = Array.from({ length: 25 }, (_, r) => `.row:nth-child(${r + 1}){--d:${r * 60}ms}`);
  return [...sizes, ...wave].join('');
}

export const styles = css`
:host{all:initial;display:block;contain:content}
:host([hidden]){display:none}
/* all:initial again: the host's own rule loses to any page rule for the element (say a
   letter-spacing on *), and inherited properties would flow in through it. */
.root{all:initial;display:block;${unsafeCSS(themeVars(false))};position:relative;box-sizing:border-box;max-width:var(--sb-max-width,32em);margin:0 auto;padding:12px;
  border-radius:var(--sb-radius,12px);background:var(--_bg);color:var(--_fg);text-align:start;
  font:400 16px/1.4 var(--sb-font,system-ui,-apple-system,'Segoe UI',Roboto,sans-serif);-webkit-text-size-adjust:100%}
.dark{${unsafeCSS(themeVars(true))};color-scheme:dark}
.root *,.root ::before,.root ::after{box-sizing:border-box}
h2{margin:0;font-size:1.6em;font-weight:800;letter-spacing:.06em}
h3{margin:8px 0 0;font-size:1em}
p{margin:0}
button{min-height:44px;padding:6px 12px;border:1px solid var(--_line);border-radius:8px;background:var(--_surface);
  color:inherit;font:inherit;cursor:pointer;touch-action:manipulation}
button.primary,button.on{border-color:transparent;background:var(--_accent);color:var(--_accent-fg);font-weight:600}
button:disabled{opacity:.5;cursor:default}
:focus-visible,[data-focus]:focus{outline:3px solid var(--_focus);outline-offset:2px}
h2:focus:not(:focus-visible),.placeholder:focus:not(:focus-visible){outline:none}
.muted{color:var(--_muted)}
.screen{display:flex;flex-direction:column;align-items:center;gap:14px;padding:24px 8px;text-align:center}
.title{font-size:2em;color:var(--_accent)}
.stack{display:grid;gap:10px;width:min(100%,16rem)}
.text{text-align:start;align-items:stretch}
.text h2{text-align:center}
.keys{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:0}
.keys dd{margin:0}
kbd{font:inherit;font-weight:600}
.ok{align-self:center;min-width:8rem}
.bar{display:flex;align-items:center;gap:6px;margin-bottom:10px}
.actions,.tools{display:grid;grid-template-columns:repeat(3,1fr);gap:6px}
.tools{grid-template-columns:repeat(5,1fr)}
.info{flex:1;min-width:0;overflow:hidden;color:var(--_muted);font-size:.875em;text-align:center;text-overflow:ellipsis;white-space:nowrap}
.timer{font-variant-numeric:tabular-nums;font-weight:600}
.grid{position:relative;isolation:isolate;display:grid;border:2px solid var(--_line-strong);background:var(--_bg);container-type:inline-size;
  user-select:none;-webkit-user-select:none;-webkit-tap-highlight-color:transparent}
.row{display:grid;grid-template-columns:repeat(var(--n),1fr)}
.cell{position:relative;display:grid;place-items:center;aspect-ratio:1;min-width:0;border:0 solid var(--_line);
  border-width:0 1px 1px 0;color:var(--_entry);font-size:calc(58cqi / var(--n));line-height:1;cursor:pointer;outline:none}
.row>.cell:last-child{border-right-width:0}
.row:last-child>.cell{border-bottom-width:0}
.cell.bx{border-right:2px solid var(--_line-strong)}
.cell.by{border-bottom:2px solid var(--_line-strong)}
.given{color:var(--_fg);font-weight:700}
.hinted{color:var(--_hinted);font-style:italic}
.hinted::after{content:'';position:absolute;top:10%;right:10%;width:12%;height:12%;border-radius:50%;background:var(--_hinted)}
.peer{background:var(--_highlight)}
.same{background:var(--_same)}
.hhouse{background:var(--_hint)}
.hcell{background:var(--_hint);box-shadow:inset 0 0 0 3px var(--_hint-ring)}
.sel{background:var(--_selected)}
.conflict{color:var(--_conflict)}
.conflict:not(.sel){background:var(--_conflict-bg)}
.cell:focus-visible{outline:3px solid var(--_focus);outline-offset:-3px;z-index:1}
.cell>span{position:relative;z-index:2}
.arrows{position:absolute;inset:0;width:100%;height:100%;z-index:1;pointer-events:none;fill:none;stroke:var(--_arrow);stroke-width:.06;stroke-linecap:round;stroke-linejoin:round}
.arrows .bad{stroke:var(--_conflict);stroke-width:.09}
.notes .k,.notes .on{color:var(--_entry);font-weight:800}
.notes .off{color:var(--_hinted);font-weight:800}
.notes .x{color:var(--_conflict);font-weight:800;text-decoration:line-through 2px}
.last{box-shadow:inset 0 0 0 3px var(--_hint-ring);animation:flash .4s}
.last.back{box-shadow:inset 0 0 0 3px var(--_conflict)}
.notes{display:grid;grid-template-columns:repeat(var(--nc),1fr);place-items:center;width:100%;height:100%;padding:4%;
  color:var(--_notes);font-size:calc(21cqi / var(--n));font-weight:500}
.pad{display:grid;grid-template-columns:repeat(var(--pc),1fr);gap:4px;margin:12px 0 8px}
.key{position:relative;min-width:0;padding:4px 0;font-size:1.25em;font-weight:600}
.tools button,.actions button{min-width:0;padding:4px 6px;line-height:1.2}
.tools button{font-size:.875em}
.game{container-type:inline-size}
@container (max-width:26em){.tools{grid-template-columns:repeat(3,1fr)}}
.key small{position:absolute;right:4px;bottom:2px;font-size:.55em;font-weight:400}
.actions{margin-top:10px}
.panel{display:flex;flex-wrap:wrap;align-items:center;justify-content:center;gap:6px;margin:12px 0 8px}
.panel>*{flex:1 1 auto}
.field{display:flex;align-items:center;gap:6px;flex:0 1 auto}
select{min-height:44px;padding:6px;border:1px solid var(--_line);border-radius:8px;background:var(--_surface);color:inherit;font:inherit}
.count,.note{flex-basis:100%;margin:0;text-align:center;font-variant-numeric:tabular-nums}
.placeholder{display:grid;place-items:center;gap:12px;min-height:16rem;text-align:center}
.hint,.banner{margin-top:10px;padding:8px 12px;border-inline-start:4px solid var(--_hint-ring);border-radius:6px;background:var(--_surface)}
.banner{display:flex;flex-wrap:wrap;gap:4px 12px;align-items:baseline;margin:0 0 10px;border-color:var(--_accent)}
.won strong{animation:bounce .8s ease 2}
.celebrate .cell{animation:pop .6s ease var(--d,0s) both}
${unsafeCSS(sizeRules())}
@keyframes pop{50%{transform:scale(1.15);background:var(--_same)}}
@keyframes bounce{50%{transform:translateY(-4px)}}
@keyframes flash{0%{background:var(--_same)}}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
@media (prefers-reduced-motion:reduce){.root *{animation:none!important;transition:none!important}}
`;
