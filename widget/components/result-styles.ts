/**
 * Styles of the mistake counter, the marks of wrong digits, the game-over panel and the
 * completion panel (components/mistakes.ts and result.ts), which the UI adds with its other
 * styles (view.ts; plain text, as styles-play.ts explains). Wrong digits are told by more than
 * colour (WCAG 1.4.1): a slash under the digit.
 */

/** Tags CSS text, so the build compacts it as it compacts Lit's (bundle-templates.ts). */
const css = String.raw;

export const resultStyles = css`
.mistakes{display:flex;align-items:center;align-self:start;gap:8px;min-height:44px}
.mcount{color:var(--_muted);font-size:.875em;font-variant-numeric:tabular-nums}
.mcount.full{color:var(--_conflict);font-weight:700}
.check{margin-inline-start:auto;padding:4px 12px}
.cell.wrong{color:var(--_conflict);font-weight:700}
.cell.wrong::before{content:'';position:absolute;inset:20%;background:linear-gradient(to top right,transparent 46%,var(--_conflict) 0 54%,transparent 0);opacity:.45}
.over,.result{display:grid;gap:10px;margin:12px 0 8px;padding:12px;border-inline-start:4px solid var(--_accent);border-radius:8px;background:var(--_surface);text-align:center}
.over{border-color:var(--_conflict)}
.over h3,.result h3{margin:0;font-size:1.125em}
.result h3{animation:bounce .8s ease 2}
.over-actions{display:grid;grid-auto-flow:column;grid-auto-columns:1fr;gap:6px}
.over-actions button{min-width:0;padding:4px 6px}
.stats{display:grid;grid-template-columns:repeat(auto-fit,minmax(5.5em,1fr));gap:8px;margin:0}
.stats dt{color:var(--_muted);font-size:.8125em}
.stats dd{margin:0;font-weight:600;font-variant-numeric:tabular-nums}
.record{color:var(--_accent);font-weight:700}
.share-row{display:flex;flex-wrap:wrap;align-items:center;justify-content:center;gap:6px 12px}
.share{min-width:8rem}
.standing p{margin:0 0 4px}
.faster{font-weight:700}
.leaders{margin:0;padding:0;list-style:none;text-align:start}
.leaders li{display:grid;grid-template-columns:2em 1fr auto;gap:8px;font-variant-numeric:tabular-nums}
.kinds{width:100%;font-size:.875em;font-variant-numeric:tabular-nums}
.kinds th{text-align:start;font-weight:600}
.share-text{width:100%;padding:6px;border:1px solid var(--_line);border-radius:6px;background:var(--_bg);color:inherit;font:inherit;font-size:.875em;resize:none}
@container (max-width:22em){.over-actions{grid-auto-flow:row}}
`;
