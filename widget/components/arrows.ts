/**
 * Arrow Sudoku's arrows as one SVG over the grid (one unit per cell), under the digits: a ring for
 * each circle and a line from it through the line's cells to an arrowhead, broken around digits
 * (model/arrow-path.ts). It ignores the pointer, so clicks reach the cells below, and is hidden
 * from assistive technology (each cell's name says which arrow it belongs to instead). A broken
 * arrow is drawn in the conflict colour, the digits still readable.
 */
import { html, nothing, svg, type TemplateResult } from 'lit';
import { arrowPath, RING } from '../../shared/print/arrow-path.ts';
import type { ArrowCells } from '../engine.ts';

export function renderArrows(
  size: number,
  arrows: readonly ArrowCells[],
  broken: ReadonlySet<number>,
  values: readonly number[],
): TemplateResult | typeof nothing {
  if (arrows.length === 0) return nothing;
  return html`<svg class="arrows" part="arrows" viewBox="0 0 ${size} ${size}" aria-hidden="true">${arrows.map(
    (arrow, i) => {
      const c = arrow.circle;
      return svg`<g class=${broken.has(i) ? 'bad' : ''}><circle cx=${(c % size) + 0.5} cy=${Math.floor(c / size) + 0.5} r=${RING}></circle><path d=${arrowPath(size, arrow, values)}></path></g>`;
    },
  )}</svg>`;
}
