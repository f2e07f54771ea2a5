/**
 * Killer Sudoku on screen. The cages: one SVG over the grid (100 units per cell, the geometry
 * print draws too: shared/print/cage-outline.ts) under the digits, a dashed outline inside each
 * cage's outer edges and its sum in the gap at the cage's top-left corner; it ignores the pointer and is hidden from
 * assistive technology (each cell's name gives its cage's sum and size instead). A cage in
 * conflict turns the conflict colour, its digits still readable. The combinations helper: the
 * sets of digits that can make the selected cell's cage, those still possible first, then
 * those the cage's digits rule out, crossed out (and named so for screen readers).
 */
import { html, nothing, svg, type TemplateResult } from 'lit';
import { polylinePath } from '../../shared/print/arrow-path.ts';
import { CELL, cageOutline, sumPlace } from '../../shared/print/cage-outline.ts';
import type { CageCells } from '../engine.ts';
import type { Strings } from '../i18n/index.ts';
import type { CageHelp } from '../model/combos.ts';

export function renderCages(
  size: number,
  cages: readonly CageCells[],
  broken: ReadonlySet<number>,
): TemplateResult | typeof nothing {
  if (cages.length === 0) return nothing;
  const n = size * CELL;
  return html`<svg class="cages" part="cages" viewBox="0 0 ${n} ${n}" aria-hidden="true">${cages.map(
    ({ sum, cells }, i) => {
      const [x, y] = sumPlace(size, cells);
      return svg`<g class=${broken.has(i) ? 'bad' : ''}><path d=${polylinePath(cageOutline(size, cells, sum))}></path><text x=${x} y=${y}>${sum}</text></g>`;
    },
  )}</svg>`;
}

const digits = (set: readonly number[]) => set.join('\u2009');

export function renderCombos(help: CageHelp, s: Strings): TemplateResult {
  return html`<p class="combos" part="combos">
    <b>${s.cage(help.sum, help.cells)}:</b>
    ${help.open.map((set) => html`<span>${digits(set)}</span>`)}
    ${help.out.length ? html`<span class="sr">${s.ruledOut}</span>${help.out.map((set) => html`<s>${digits(set)}</s>`)}` : nothing}
  </p>`;
}
