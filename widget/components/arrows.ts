/**
 * Arrow Sudoku's arrows as one SVG over the grid (one unit per cell): a ring for each circle and
 * a line from it through the line's cells, ending in an arrowhead. It ignores the pointer, so
 * clicks reach the cells below, and is hidden from assistive technology (each cell's name says
 * which arrow it belongs to instead). A broken arrow is drawn in the conflict colour.
 */
import { html, nothing, svg, type TemplateResult } from 'lit';
import type { ArrowCells } from '../engine.ts';

const R = 0.4;
const round = (n: number): number => Math.round(n * 1000) / 1000;

function arrowPath(size: number, { circle, line }: ArrowCells): string {
  const at = (cell: number): [number, number] => [
    (cell % size) + 0.5,
    Math.floor(cell / size) + 0.5,
  ];
  const [cx, cy] = at(circle);
  const points = line.map(at);
  // The line leaves the ring, not the circle's centre.
  const [fx, fy] = points[0];
  const d0 = Math.hypot(fx - cx, fy - cy);
  const start: [number, number] = [cx + ((fx - cx) * R) / d0, cy + ((fy - cy) * R) / d0];
  const [px, py] = points.length > 1 ? points[points.length - 2] : start;
  const [ex, ey] = points[points.length - 1];
  const d = Math.hypot(ex - px, ey - py) || 1;
  const [ux, uy] = [(ex - px) / d, (ey - py) / d];
  const head = (side: number): string =>
    `${round(ex - 0.25 * ux + side * 0.18 * uy)} ${round(ey - 0.25 * uy - side * 0.18 * ux)}`;
  const through = [start, ...points].map(([x, y]) => `${round(x)} ${round(y)}`).join('L');
  return `M${through}M${head(1)}L${round(ex)} ${round(ey)}L${head(-1)}`;
}

export function renderArrows(
  size: number,
  arrows: readonly ArrowCells[],
  broken: ReadonlySet<number>,
): TemplateResult | typeof nothing {
  if (arrows.length === 0) return nothing;
  return html`<svg class="arrows" part="arrows" viewBox="0 0 ${size} ${size}" aria-hidden="true">${arrows.map(
    (arrow, i) => {
      const c = arrow.circle;
      return svg`<g class=${broken.has(i) ? 'bad' : ''}><circle cx=${(c % size) + 0.5} cy=${Math.floor(c / size) + 0.5} r=${R}></circle><path d=${arrowPath(size, arrow)}></path></g>`;
    },
  )}</svg>`;
}
