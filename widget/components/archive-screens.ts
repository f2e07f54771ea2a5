/**
 * The screens not needed to play, as a chunk of their own (app/archive-lazy.ts imports it when one
 * opens): the archive's calendar (archive.ts) and the stats screen (stats.ts), made with the UI's
 * Lit (lit.ts), and their styles.
 */
export { archiveScreen } from './archive.ts';
export { statsScreen } from './stats.ts';

/** Tags CSS text, so the build compacts it as it compacts Lit's (bundle-templates.ts). */
const css = String.raw;

/** Day buttons of at least 40 px (a thumb's width) on a 375 px phone; marks by sign, not colour alone. */
export const archiveStyles = css`
.month{display:flex;align-items:center;justify-content:center;gap:8px;width:min(100%,22rem)}
.month h3{flex:1;margin:0;font-size:1.0625em}
.month button{min-width:44px;font-size:1.25em;line-height:1}
.calendar{border-collapse:collapse;width:min(100%,22rem);table-layout:fixed}
.calendar th{padding:2px 0;color:var(--_muted);font-size:.75em;font-weight:600}
.calendar td{padding:1px;text-align:center}
.day{position:relative;width:100%;min-width:40px;min-height:44px;padding:0;font-variant-numeric:tabular-nums}
.day.today{border:2px solid var(--_accent);font-weight:800}
.day.solved{background:color-mix(in srgb,var(--_accent),var(--_surface) 80%)}
.day.solved::after{content:'✓';position:absolute;top:1px;right:3px;font-size:.625em;color:var(--_accent)}
.day.ongoing:not(.solved)::after{content:'•';position:absolute;top:0;right:4px;color:var(--_accent)}
.day[aria-disabled]{opacity:.45;cursor:default}
.tally .kinds,.tally .stats{width:min(100%,24rem)}
.source{margin:0}
`;
