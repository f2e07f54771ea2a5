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
 * under it.
 *
 * Kept compact (one rule per line, no comments inside): Lit ships template text as written, so
 * whitespace here is bytes in /widget.js.
 */
import { css, unsafeCSS } from 'lit';
import { SUM_FONT } from '../shared/print/cage-outline.ts';
import { BOX_SHAPES } from './engine.ts';
import { themeVars } from './tokens.ts';

/**
 * Per board size: digits per house (--n) and note columns (--nc, the box width); the pad's
 * columns (--pc) and rows (--pr) for its keys (the digits and Erase): the most columns of keys at
 * least 44px wide that the width holds, balanced over the rows, one container query per width
 * where that changes. The main menu reserves the 9x9 frame. Then the celebration's wave, one row
 * after the other. As classes because a strict CSP blocks inline style attributes.
 */
function sizeRules(): string {
  const rules: string[] = [];
  for (const [n, box] of Object.entries(BOX_SHAPES)) {
    const keys = Number(n) + 1;
    const at = n === '9' ? '.n9,.screen' : `.n${n}`;
    let wider = 0;
    for (let c = Math.min(keys, 10); c >= 4; c--) {
      const rows = Math.ceil(keys / c);
      const cols = Math.ceil(keys / rows);
      if (cols === wider) continue;
      const rule = `${at}{--pc:${cols};--pr:${rows}}`;
      rules.push(wider ? `@container sb (width<${48 * wider - 4}px){${rule}}` : rule);
      if (!wider) rules.push(`.n${n}{--n:${n};--nc:${box.width}}`);
      wider = cols;
    }
  }
  const wave = Array.from({ length: 25 }, (_, r) => `.row:nth-child(${r + 1}){--d:${r * 60}ms}`);
  return [...rules, ...wave].join('');
}

export const styles = css`
:host{all:initial;display:block;contain:content}
:host([hidden]){display:none}
.root{all:initial;display:block;${unsafeCSS(themeVars(false))};position:relative;box-sizing:border-box;max-width:var(--sb-max-width,32em);margin:0 auto;padding:min(12px,2.5%);container:sb/inline-size;contain-intrinsic-inline-size:20em;
  border-radius:var(--sb-radius,12px);background:var(--_bg);color:var(--_fg);text-align:start;
  font:400 16px/1.4 var(--sb-font,system-ui,-apple-system,'Segoe UI',Roboto,sans-serif);-webkit-text-size-adjust:100%}
.root:has(.n16){max-width:var(--sb-max-width,40em)}
.root:has(.n25){max-width:var(--sb-max-width,58em)}
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
h2:focus:not(:focus-visible),h3:focus:not(:focus-visible),.placeholder:focus:not(:focus-visible),.ended:focus:not(:focus-visible){outline:none}
.muted{color:var(--_muted)}
.game{--g:8px;--m:80px;--tr:1;--ar:1;--br:0px;min-height:calc(100cqi + 36px + 4 * var(--g) + var(--br) + var(--m) + (var(--pr) + var(--tr) + var(--ar)) * 48px)}
.screen{display:flex;flex-direction:column;align-items:center;justify-content:center;gap:14px;min-height:360px;padding:24px 8px;text-align:center}
.title{font-size:2em;color:var(--_accent)}
.stack{display:grid;gap:10px;width:min(100%,16rem)}
.text{text-align:start;align-items:stretch}
.text h2{text-align:center}
.keys{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:0}
.keys dd{margin:0}
kbd{font:inherit;font-weight:600}
.ok{align-self:center;min-width:8rem}
.game,.stage{display:flex;flex-direction:column;gap:var(--g)}
.stage{position:relative;flex:1}
.veil>*{visibility:hidden}
.bar{display:flex;align-items:center;gap:6px}
.info{flex:1;min-width:0;display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2;overflow:hidden;overflow-wrap:anywhere;color:var(--_muted);font-size:.8em;line-height:1.25;text-align:center}
.timer{margin-inline-start:auto;font-variant-numeric:tabular-nums;font-weight:600}
.placeholder{position:absolute;inset:0;display:grid;place-content:center;justify-items:center;gap:12px;text-align:center;visibility:visible}
.scroll{min-width:0}
.zoomer{display:none;flex:none;width:44px;padding:0;place-items:center}
.zoomer svg{width:22px;height:22px;fill:none;stroke:currentColor;stroke-width:2.2;stroke-linecap:round}
@container sb (width<540px){.n16 .zoomer,.n25 .zoomer{display:grid}
.n16 .zoom,.n25 .zoom{height:100cqi;overflow:auto;overscroll-behavior:contain;scrollbar-width:thin;border-radius:4px}
.n16 .zoom .grid{--c:44px;margin:0}.n25 .zoom .grid{--c:50px;margin:0}
.n16 .zoom .notes,.n25 .zoom .notes{padding:1px;font-size:calc(92cqi / var(--n) / var(--nc))}}
.grid{--c:round(down,(100cqi - 4px) / var(--n),1px);width:calc(var(--n) * var(--c) + 4px);margin-inline:calc((100% - var(--n) * var(--c) - 4px) / 2);position:relative;isolation:isolate;display:grid;border:2px solid var(--_line-strong);background:var(--_bg);container-type:inline-size;
  user-select:none;-webkit-user-select:none;-webkit-tap-highlight-color:transparent}
.n4 .grid,.n6 .grid,.n9 .grid{--c:round((100cqi - 4px) / var(--n),1px)}
.row{display:grid;grid-template-columns:repeat(var(--n),1fr)}
.cell{--cbg:var(--_bg);position:relative;display:grid;place-items:center;aspect-ratio:1;min-width:0;border:0 solid var(--_line);
  border-width:0 1px 1px 0;background:var(--cbg);color:var(--_entry);font-size:calc(58cqi / var(--n));line-height:1;cursor:pointer;outline:none}
.row>.cell:last-child{border-right-width:0}
.row:last-child>.cell{border-bottom-width:0}
.cell.bx{border-right:2px solid var(--_line-strong)}
.cell.by{border-bottom:2px solid var(--_line-strong)}
.given{color:var(--_fg);font-weight:700}
.hinted{color:var(--_hinted);font-style:italic}
.hinted::after{content:'';position:absolute;top:10%;right:10%;width:12%;height:12%;border-radius:50%;background:var(--_hinted)}
.replaying :where(.cell:not(.given,.hinted)){color:var(--_hint-ring)}
.peer{--cbg:var(--_highlight)}
.same{--cbg:var(--_same)}
.hhouse{--cbg:var(--_hint)}
.hcell{--cbg:var(--_hint);box-shadow:inset 0 0 0 3px var(--_hint-ring)}
.sel{--cbg:var(--_selected)}
.conflict{color:var(--_conflict)}
.conflict:not(.sel){--cbg:var(--_conflict-bg)}
.ev>span{display:grid;place-items:center;width:1.3em;height:1.3em;border-radius:30%;background:var(--_hint);box-shadow:0 0 0 2px var(--_hint-ring)}
.cell:focus-visible{outline:3px solid var(--_focus);outline-offset:-3px;z-index:1}
.cell>span{position:relative;z-index:2}
.arrows,.cages{position:absolute;inset:0;width:100%;height:100%;z-index:1;pointer-events:none;fill:none;stroke:var(--_arrow);stroke-width:.05;stroke-linecap:round;stroke-linejoin:round}
.arrows .bad{stroke:var(--_conflict);stroke-width:.07}
.arrowed .notes,.caged .notes{text-shadow:0 0 2px var(--cbg),0 0 2px var(--cbg)}
.cages{stroke-width:3;stroke-dasharray:6 8}
.cages text{fill:var(--_fg);stroke:none;font-size:${SUM_FONT}px;font-weight:600}
.cages .bad{stroke:var(--_conflict);stroke-width:5}
.cages .bad text{fill:var(--_conflict);font-weight:800}
.caged .notes{position:absolute;inset:0;grid-template-rows:repeat(3,minmax(0,1fr));padding:10%}
.caged .ks .notes{padding:26% 6% 4% 10%;font-size:min(14px,2.85cqi)}
.combos{display:flex;flex-wrap:wrap;gap:0 9px;font-size:.75em;line-height:1.3;font-variant-numeric:tabular-nums}
.combos b{display:inline-block;font-weight:600}
.combos b::first-letter{text-transform:uppercase}
.combos s{color:var(--_muted)}
.notes .k,.notes .on{color:var(--_entry);font-weight:800}
.notes .off{color:var(--_hinted);font-weight:800}
.notes .x{color:var(--_conflict);font-weight:800;text-decoration:line-through 2px}
.last{box-shadow:inset 0 0 0 3px var(--_hint-ring);animation:flash .4s}
.last.back{box-shadow:inset 0 0 0 3px var(--_conflict)}
.notes{display:grid;grid-template-columns:repeat(var(--nc),1fr);place-items:center;width:100%;height:100%;padding:4%;
  color:var(--_notes);font-size:min(16px,calc(84cqi / var(--n) / var(--nc)));font-weight:500}
.msg{display:grid;height:calc(var(--m) - 4px);flex-grow:1;overflow-y:auto;border-radius:6px}
.hint,.banner{padding:6px 10px;border-inline-start:4px solid var(--_hint-ring);border-radius:6px;background:var(--_surface);font-size:.8125em;line-height:1.3}
.banner{display:flex;flex-wrap:wrap;gap:2px 12px;align-items:center;align-content:center;border-color:var(--_accent)}
.below{display:grid}
.below>*{grid-area:1/1}
.covered>.kp{visibility:hidden}
.ending{flex:1;position:relative}
.ending>*{position:absolute;inset:0;margin:0;overflow-y:auto;align-content:center}
.kp,.pad,.tools,.actions{display:grid;gap:4px}
.pad{grid-template-columns:repeat(var(--pc),1fr)}
.tools{grid-template-columns:repeat(4,1fr)}
.actions{grid-auto-flow:column;grid-auto-columns:1fr}
.confirm p{align-self:center;font-size:.875em;line-height:1.2;text-align:center}
.key{position:relative;min-width:0;padding:0;font-size:1.25em;font-weight:600}
.key small{position:absolute;right:4px;bottom:2px;font-size:.55em;font-weight:400}
.key.done{border-style:dashed;background:var(--_bg);color:var(--_muted);font-weight:400}
.key.done small{color:var(--_accent);font-weight:800}
.tools button,.actions button{min-width:0;padding:4px 2px;line-height:1.15}
.tools button{font-size:.875em}
@container sb (width<476px){.screen,.game{--m:96px}.actions{font-size:.875em}.tools button{font-size:.8125em}}
@container sb (width<270px){.screen,.game{--tr:2;--ar:2;--br:22px}.bar{flex-wrap:wrap;row-gap:4px}.info{order:1;flex-basis:100%;-webkit-line-clamp:1;line-height:18px}.tools,.actions{grid-template-columns:1fr 1fr}.actions{grid-auto-flow:row}.actions>:first-child:nth-last-child(odd){grid-column:span 2}}
.panel{display:flex;flex-wrap:wrap;align-items:center;justify-content:center;gap:6px}
.panel>*{flex:1 1 auto}
.field{display:flex;align-items:center;gap:6px;flex:0 1 auto}
select{min-height:44px;padding:6px;border:1px solid var(--_line);border-radius:8px;background:var(--_surface);color:inherit;font:inherit}
.replay{gap:4px 6px}
.say{flex-basis:100%;min-height:3.6em;font-size:.75em;line-height:1.2;text-align:center;font-variant-numeric:tabular-nums}
.replay svg{width:.8em;height:.8em;fill:currentColor}
.replay .icon{flex:0 0 44px;padding:0}
@container sb (width<270px){.say{min-height:4.8em}.replay .field span{position:absolute;clip-path:inset(50%)}}
.won strong{animation:bounce .8s ease 2}
.celebrate .cell{animation:pop .6s ease var(--d,0s) both}
${unsafeCSS(sizeRules())}
@keyframes pop{50%{transform:scale(1.15);background:var(--_same)}}
@keyframes bounce{50%{transform:translateY(-4px)}}
@keyframes flash{0%{background:var(--_same)}}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
@media (prefers-reduced-motion:reduce){.root *{animation:none!important;transition:none!important}}
@media print{.root,.dark{${unsafeCSS(themeVars(false))};color-scheme:light;max-width:none;padding:0}
.screen,.game{min-height:0}
.bar{order:1;justify-content:center}
.info{flex:none;font-size:10pt;-webkit-line-clamp:none}
button,select,.timer,.msg,.below,.actions,.placeholder{display:none!important}
.veil>*{visibility:visible}
.cell{--cbg:transparent!important;box-shadow:none!important;animation:none!important}
.ev>span{background:none;box-shadow:none}
.scroll{overflow:visible!important}
.grid{min-width:0!important;width:min(100%,18cm);margin:0 auto;break-inside:avoid}}
`;
