/**
 * The widget's frame styles, inside its shadow root: page CSS cannot reach in and these rules
 * cannot leak out (`all: initial` on the host also stops inherited page fonts and colours). They
 * are the element's own, in widget.js, because they lay out the placeholder the element shows
 * before its UI has loaded (facade/placeholder.ts) exactly as they lay out the screens: the
 * sizes, the buttons, the board's lines and the colours. What only a live game shows
 * (highlights, notes, arrows and cages, hints, replays, the celebration) comes with the UI
 * (styles-play.ts); printing stays here, with the theme's light colours it needs (`!important`
 * where it undoes a rule of the UI's, whose sheet comes after this one).
 *
 * CSS custom properties (set them on `sudoku-break`; each has a light and a dark default, see
 * tokens.ts): --sb-bg, --sb-fg (text, given digits), --sb-muted (secondary text), --sb-surface
 * (buttons, panels), --sb-accent and --sb-accent-fg (primary buttons), --sb-entry (the player's
 * digits), --sb-hinted (revealed digits), --sb-notes (pencil marks), --sb-line and
 * --sb-line-strong (grid and box lines), --sb-highlight (row/column/box of the selection),
 * --sb-same (same digit), --sb-selected, --sb-conflict and --sb-conflict-bg, --sb-hint and
 * --sb-hint-ring (hint houses, cell and evidence; a replay's digits), --sb-focus (focus ring),
 * --sb-arrow (Arrow Sudoku's circles and lines, Killer Sudoku's cages); and --sb-font,
 * --sb-radius, --sb-max-width (default 32em at the widget's own 16px font size; 40em for 16x16
 * and 58em for 25x25 boards).
 *
 * Parts (`sudoku-break::part(name)`): root, menu, title, dialog, game, header, timer, board,
 * cell, given, hinted, notes, arrows, cages, combos (Killer's combinations helper), keypad, key,
 * tools, actions, button, select, hint, solve, replay, counter, note, banner, offer, paused,
 * mistakes (the count and Check), over (the mistake limit's panel), result (the completion
 * panel).
 *
 * Layout (docs/widget.md, "Layout and sizes"): the widget answers to its own width (a container
 * query on `.root`, named sb), not the viewport's, because pages embed it in sidebars; where its
 * width comes from its content (a flex row, an inline-block) it is 20em wide. The menus are
 * 360px tall (the level menu's content; the main menu's with Continue fits), so neither jumps and
 * a loader can reserve it; Help and About grow with their text. The game is one frame tall in every state: the board's room (100cqi,
 * square) plus a fixed amount per row of buttons (--pr pad rows, --tr tool rows, --ar action
 * rows, 48px each with its gap), the reserved message slot (--m) and the gaps; the game's message
 * slot takes up the rest. The board's cells are a whole number of px (--c), so every line has
 * one device-pixel width; below 540px a 16x16 or 25x25 board is zoomed (.zoom, Session.zoom) to
 * 44 or 50px cells in its square room, which pans (app/pan.ts follows the selection). Below 270px (compact) the tools and actions take two rows and
 * the puzzle's name its own line. Printing shows the board alone, light, with the puzzle's name
 * under it, without focus ring, selection, highlights or a hint's marks; the blank puzzle
 * (`.blank`, store/printing.ts) without the player's digits and notes either. The numbers are frame.ts's, which widget.css reserves too.
 *
 * Kept compact (one rule per line, no comments inside): Lit ships template text as written, so
 * whitespace here is bytes in widget.js.
 */
import { css, unsafeCSS } from 'lit';
import { BOX_SHAPES } from './engine.ts';
import {
  BAR,
  COMPACT,
  COMPACT_BAR,
  GAP,
  MAX_WIDTH_EM,
  MENU,
  MSG,
  MSG_NARROW,
  NARROW,
  padLayouts,
  ROW,
  SIZES,
  SLACK,
} from './frame.ts';
import { themeVars } from './tokens.ts';

/**
 * Per board size: digits per house (--n), note columns (--nc, the box width) and the box's rows
 * (--nr, for the placeholder's lines, `.sketch`); the pad's
 * columns (--pc) and rows (--pr) for its keys (frame.ts), one container query per width where
 * that changes. The main menu reserves the 9x9 frame. As classes because a strict CSP blocks
 * inline style attributes.
 */
function sizeRules(): string {
  const rules: string[] = [];
  for (const n of SIZES) {
    const at = n === 9 ? '.n9,.screen' : `.n${n}`;
    const box = BOX_SHAPES[n];
    rules.push(`.n${n}{--n:${n};--nc:${box.width};--nr:${box.height}}`);
    for (const { cols, rows, below } of padLayouts(n)) {
      const rule = `${at}{--pc:${cols};--pr:${rows}}`;
      rules.push(below === null ? rule : `@container sb (width<${below}px){${rule}}`);
    }
  }
  return rules.join('');
}

/** Lengths from frame.ts, as CSS. */
const px = (n: number) => unsafeCSS(`${n}px`);
const em = (n: number) => unsafeCSS(`${n}em`);

export const styles = css`
:host{all:initial;display:block;contain:content}
:host([hidden]){display:none}
.root{all:initial;display:block;${unsafeCSS(themeVars(false))};position:relative;box-sizing:border-box;max-width:var(--sb-max-width,${em(MAX_WIDTH_EM[9])});margin:0 auto;padding:min(12px,2.5%);container:sb/inline-size;contain-intrinsic-inline-size:20em;
  border-radius:var(--sb-radius,12px);background:var(--_bg);color:var(--_fg);text-align:start;
  font:400 16px/1.4 var(--sb-font,system-ui,-apple-system,'Segoe UI',Roboto,sans-serif);-webkit-text-size-adjust:100%}
.root:has(.n16){max-width:var(--sb-max-width,${em(MAX_WIDTH_EM[16])})}
.root:has(.n25){max-width:var(--sb-max-width,${em(MAX_WIDTH_EM[25])})}
.dark{${unsafeCSS(themeVars(true))};color-scheme:dark}
.root *,.root ::before,.root ::after{box-sizing:border-box}
h2{margin:0;font-size:1.6em;font-weight:800;letter-spacing:.06em}
h3{margin:8px 0 0;font-size:1em}
p{margin:0}
button{min-height:44px;padding:6px 12px;border:1px solid var(--_line);border-radius:8px;background:var(--_surface);
  color:inherit;font:inherit;cursor:pointer;touch-action:manipulation}
button.primary,button.on{border-color:transparent;background:var(--_accent);color:var(--_accent-fg);font-weight:600}
button:disabled{opacity:.5;cursor:default}
button,select,.cell{-webkit-tap-highlight-color:transparent}
@media (hover:hover){button:hover:not(:disabled),select:hover{background:color-mix(in srgb,var(--_surface),var(--_fg) 10%)}
button:is(.primary,.on):hover:not(:disabled){background:color-mix(in srgb,var(--_accent),var(--_fg) 20%)}
.cell:hover:not(.sel){background:color-mix(in srgb,var(--cbg),var(--_fg) 8%)}}
button:active:not(:disabled),select:active{background:color-mix(in srgb,var(--_surface),var(--_fg) 22%);transform:scale(.96)}
button:is(.primary,.on):active:not(:disabled){background:color-mix(in srgb,var(--_accent),var(--_fg) 35%)}
.cell:active{background:color-mix(in srgb,var(--cbg),var(--_fg) 16%)}
:focus-visible,[data-focus]:focus{outline:3px solid var(--_focus);outline-offset:2px}
.muted{color:var(--_muted)}
.game{--g:${px(GAP)};--m:${px(MSG)};--tr:1;--ar:1;--br:0px;min-height:calc(100cqi + ${px(BAR)} + 4 * var(--g) + var(--br) + var(--m) + (var(--pr) + var(--tr) + var(--ar)) * ${px(ROW)})}
.screen{display:flex;flex-direction:column;align-items:center;justify-content:center;gap:14px;min-height:${px(MENU)};padding:24px 8px;text-align:center}
.title{font-size:2em;color:var(--_accent)}
.stack{display:grid;gap:10px;width:min(100%,16rem)}
.game,.stage{display:flex;flex-direction:column;gap:var(--g)}
.stage{position:relative;flex:1}
.bar{display:flex;align-items:center;gap:6px}
.info{flex:1;min-width:0;display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2;overflow:hidden;overflow-wrap:anywhere;color:var(--_muted);font-size:.8em;line-height:1.25;text-align:center}
.id{word-break:break-all}
.timer{margin-inline-start:auto;font-variant-numeric:tabular-nums;font-weight:600}
.scroll{min-width:0}
.zoomer{display:none;flex:none;width:44px;padding:0;place-items:center}
.zoomer svg{width:22px;height:22px;fill:none;stroke:currentColor;stroke-width:2.2;stroke-linecap:round}
@container sb (width<540px){.n16 .zoomer,.n25 .zoomer{display:grid}
.n16 .zoom,.n25 .zoom{height:100cqi;overflow:auto;overscroll-behavior:contain;scrollbar-width:thin;border-radius:4px}
.n16 .zoom .grid{--c:44px;margin:0}.n25 .zoom .grid{--c:50px;margin:0}
.n16 .zoom .notes,.n25 .zoom .notes{padding:1px;font-size:calc(92cqi / var(--n) / var(--nc))}}
.grid{--c:round(to-zero,(100cqi - 4px) / var(--n),1px);width:calc(var(--n) * var(--c) + 4px);margin-inline:calc((100% - var(--n) * var(--c) - 4px) / 2);position:relative;isolation:isolate;display:grid;border:2px solid var(--_line-strong);background:var(--_bg);container-type:inline-size;
  user-select:none;-webkit-user-select:none;-webkit-tap-highlight-color:transparent}
.n4 .grid,.n6 .grid,.n9 .grid{--c:round((100cqi - 4px) / var(--n),1px)}
.row{display:grid;grid-template-columns:repeat(var(--n),1fr)}
.sketch{aspect-ratio:1;box-shadow:inset -2px -2px var(--_bg);background:linear-gradient(90deg,var(--_line-strong) 2px,#0000 0) -2px 0/calc(100% / var(--n) * var(--nc)) 100%,linear-gradient(var(--_line-strong) 2px,#0000 0) 0 -2px/100% calc(100% / var(--n) * var(--nr)),linear-gradient(90deg,var(--_line) 1px,#0000 0) -1px 0/calc(100% / var(--n)) 100%,linear-gradient(var(--_line) 1px,#0000 0) 0 -1px/100% calc(100% / var(--n)) var(--_bg)}
.cell{--cbg:var(--_bg);position:relative;display:grid;place-items:center;aspect-ratio:1;min-width:0;border:0 solid var(--_line);
  border-width:0 1px 1px 0;background:var(--cbg);color:var(--_entry);font-size:calc(58cqi / var(--n));line-height:1;cursor:pointer;outline:none}
.row>.cell:last-child{border-right-width:0}
.row:last-child>.cell{border-bottom-width:0}
.cell.bx{border-right:2px solid var(--_line-strong)}
.cell.by{border-bottom:2px solid var(--_line-strong)}
.msg{display:grid;height:calc(var(--m) - ${px(SLACK)});flex-grow:1;overflow-y:auto;border-radius:6px}
.below{display:grid}
.below>*{grid-area:1/1}
.kp,.pad,.tools,.actions{display:grid;gap:4px}
.pad{grid-template-columns:repeat(var(--pc),1fr)}
.tools{grid-template-columns:repeat(4,1fr)}
.actions{grid-auto-flow:column;grid-auto-columns:1fr}
.key{position:relative;min-width:0;padding:0;font-size:1.25em;font-weight:600}
.key small{position:absolute;right:4px;bottom:2px;font-size:.55em;font-weight:400}
.key.done{border-style:dashed;background:var(--_bg);color:var(--_muted);font-weight:400}
.key.done small{color:var(--_accent);font-weight:800}
.tools button,.actions button{min-width:0;padding:4px 2px;line-height:1.15}
.tools button{font-size:.875em}
@container sb (width<${px(NARROW)}){.screen,.game{--m:${px(MSG_NARROW)}}.actions{font-size:.875em}.tools button{font-size:.8125em}}
@container sb (width<${px(COMPACT)}){.screen,.game{--tr:2;--ar:2;--br:${px(COMPACT_BAR)}}.bar{flex-wrap:wrap;row-gap:4px}.info{order:1;flex-basis:100%;-webkit-line-clamp:1;line-height:18px}.tools,.actions{grid-template-columns:1fr 1fr}.actions{grid-auto-flow:row}.actions>:first-child:nth-last-child(odd){grid-column:span 2}}
${unsafeCSS(sizeRules())}
@media print{.root,.dark{${unsafeCSS(themeVars(false))};color-scheme:light;max-width:none;padding:0}
.screen,.game{min-height:0}
.bar{order:1;justify-content:center}
.info{flex:none;font-size:10pt;-webkit-line-clamp:none}
button,select,.timer,.msg,.below,.actions,.placeholder{display:none!important}
.veil>*{visibility:visible!important}
.cell{--cbg:transparent!important;background:none!important;box-shadow:none!important;animation:none!important}
.scroll{overflow:visible!important}
.grid{min-width:0!important;width:min(100%,18cm);margin:0 auto;break-inside:avoid}}
`;
