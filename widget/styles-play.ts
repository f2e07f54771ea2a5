/**
 * The styles of a live game, which the UI adds to the element's frame styles (styles.ts) when it
 * takes over from the placeholder (view.ts): the board's highlights, digits and notes, Arrow's
 * and Killer's drawings, the hint and banners, Solve's replay panel, the Help and About screens,
 * the celebration and reduced motion. Plain text (the UI has lit-html, not Lit's `css`),
 * added after the frame's rules, so the cascade is the one the two made as one sheet. See
 * styles.ts for the custom properties, the parts and the layout.
 */
import { SUM_FONT } from '../shared/print/sum-font.ts';
import { COMPACT } from './frame.ts';

/** Tags CSS text, so the build compacts it as it compacts Lit's (bundle-templates.ts). */
const css = String.raw;

/** The celebration's wave, one row after the other. */
const wave = Array.from({ length: 25 }, (_, r) => `.row:nth-child(${r + 1}){--d:${r * 60}ms}`).join(
  '',
);

export const playStyles = css`
h2:focus:not(:focus-visible),h3:focus:not(:focus-visible),.placeholder:focus:not(:focus-visible),.ended:focus:not(:focus-visible){outline:none}
.text{text-align:start;align-items:stretch}
.pair{display:grid;grid-template-columns:1fr 1fr;gap:10px}
.text h2{text-align:center}
.keys{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:0}
.keys dd{margin:0}
kbd{font:inherit;font-weight:600}
.ok{align-self:center;min-width:8rem}
.veil>*{visibility:hidden}
.placeholder{position:absolute;inset:0;display:grid;place-content:center;justify-items:center;gap:12px;text-align:center;visibility:visible}
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
.hint,.banner{padding:6px 10px;border-inline-start:4px solid var(--_hint-ring);border-radius:6px;background:var(--_surface);font-size:.8125em;line-height:1.3}
.banner{display:flex;flex-wrap:wrap;gap:2px 12px;align-items:center;align-content:center;border-color:var(--_accent)}
.covered>.kp{visibility:hidden}
.ending{flex:1;position:relative}
.ending>*{position:absolute;inset:0;margin:0;overflow-y:auto;align-content:center}
.confirm p{align-self:center;font-size:.875em;line-height:1.2;text-align:center}
.panel{display:flex;flex-wrap:wrap;align-items:center;justify-content:center;gap:6px}
.panel>*{flex:1 1 auto}
.field{display:flex;align-items:center;gap:6px;flex:0 1 auto}
select{min-height:44px;padding:6px;border:1px solid var(--_line);border-radius:8px;background:var(--_surface);color:inherit;font:inherit}
.replay{gap:4px 6px}
.say{flex-basis:100%;min-height:3.6em;font-size:.75em;line-height:1.2;text-align:center;font-variant-numeric:tabular-nums}
.replay svg{width:.8em;height:.8em;fill:currentColor}
.replay .icon{flex:0 0 44px;padding:0}
@container sb (width<270px){.bar .first{display:none}.say{min-height:4.8em}.replay .field span{position:absolute;clip-path:inset(50%)}}
.won strong{animation:bounce .8s ease 2}
.celebrate .cell{animation:pop .6s ease var(--d,0s) both}
${wave}
@keyframes pop{50%{transform:scale(1.15);background:var(--_same)}}
@keyframes bounce{50%{transform:translateY(-4px)}}
@keyframes flash{0%{background:var(--_same)}}
.first{display:grid;flex:none;width:44px;padding:0;place-items:center}
.first svg{width:22px;height:22px;fill:none;stroke:currentColor;stroke-width:2.2;stroke-linecap:round}
@container sb (width<540px){.n16 .first,.n25 .first{display:none}}
.notes .lit,.ctr .lit{border-radius:30%;background:var(--_same);color:var(--_fg);font-weight:800}
.flash{animation:done .5s ease}
@keyframes done{50%{background:var(--_same);transform:scale(1.06)}}
@media (forced-colors:active){.notes .lit,.ctr .lit{forced-color-adjust:none;background:Highlight;color:HighlightText}}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
@media (prefers-reduced-motion:reduce){.root *{animation:none!important;transition:none!important}}
@media print{.ev>span{background:none!important;box-shadow:none!important}
.root *{outline:none!important}
.notes>*{color:var(--_notes)!important;font-weight:500!important;text-decoration:none!important}
.blank .cell:not(.given)>*,.blank .cell::after{visibility:hidden!important}
.blank .given{color:var(--_fg)!important}}
.grid.mk{touch-action:pinch-zoom}.n16 .zoom .grid,.n25 .zoom .grid{touch-action:auto}
.ms{--cbg:var(--_selected)}
.cell>.ctr{position:absolute;inset:0;display:flex;justify-content:center;align-items:center;overflow:hidden;white-space:nowrap;color:var(--_notes);font-size:calc(34cqi / var(--n));font-weight:500}
.ctr::before,.ctr span::after{content:attr(data-m)}.notes.edge{display:flex;flex-wrap:wrap;justify-content:space-between;align-content:space-between;gap:0 2px}.tint~.notes,.tint~.ctr{color:var(--_fg)}.cell>.ctr.s{font-size:calc(21cqi / var(--n))}.cell>.ctr.x{font-size:calc(16cqi / var(--n))}
.tint{position:absolute;inset:0;display:flex;align-items:end;padding-inline-start:.2em;background:color-mix(in srgb,var(--k) 35%,transparent);font:600 max(9px,calc(18cqi / var(--n)))/1.3 sans-serif;pointer-events:none}
.c1{--k:#e69f00}.c2{--k:#56b4e9}.c3{--k:#009e73}.c4{--k:#f0e442}.c5{--k:#0072b2}.c6{--k:#d55e00}.c7{--k:#cc79a7}.c8{--k:#999}.c9{--k:#000}.dark .c9{--k:#fff}
.key.sw{background:color-mix(in srgb,var(--k) 55%,var(--_surface))}.key.sw.on{box-shadow:inset 0 0 0 3px var(--_accent)}
@media (forced-colors:active),(prefers-contrast:more){.tint,.key.sw{forced-color-adjust:none}.tint::after{content:attr(data-k)}.tint{color:CanvasText;background:linear-gradient(Canvas,Canvas) 0 100%/1.1em 1.3em no-repeat,linear-gradient(var(--k),var(--k)) 0 100%/100% 30% no-repeat}}
.modes{display:grid;grid-template-columns:repeat(4,1fr);gap:1px}
@container sb (width>=${COMPACT}px){.tools:has(.modes){grid-template-columns:1.4fr 1fr 1fr 1fr}}
@container sb (width<360px){.tools:has(.modes)>button{font-size:.75em}}
.modes button{position:relative;min-width:0;padding:0;font-size:1.1em;font-weight:600}
.m-normal span::after,.m-corner span::after{content:'1'}.m-centre span::after{content:'12'}
.modes .m-corner span{position:absolute;top:4px;left:6px;font-size:.7em}.modes .m-centre span{font-size:.7em}
.m-colour span{display:inline-block;width:1em;height:1em;border-radius:3px;background:conic-gradient(#e69f00 0 25%,#56b4e9 0 50%,#009e73 0 75%,#f0e442 0)}
`;
