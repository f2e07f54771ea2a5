/**
 * One puzzle's drawing (drawing.ts) as PDF content stream operators, placed at a given spot and
 * cell size on a page: thin cell lines, Killer Sudoku's dashed cage outlines, Arrow Sudoku's rings
 * and arrows, thick box lines, the cage sums in their outlines' gaps, givens in Helvetica-Bold
 * and solved digits in grey Helvetica, each digit centred in its cell.
 */
import type { Point } from './arrow-path.ts';
import { CELL, SUM_FONT } from './cage-outline.ts';
import type { Glyph, GridDrawing, Segment } from './drawing.ts';
import { textWidth } from './helvetica.ts';
import { FONTS, pdfNumber as n, pdfString } from './pdf.ts';

export interface Placement {
  /** The grid's left edge, in points from the page's left. */
  readonly left: number;
  /** The grid's top edge, in points from the page's bottom (PDF's y goes up). */
  readonly top: number;
  readonly cell: number;
}

// A circle as four Bézier quarter-arcs: the control points sit 0.5523 of the radius out.
const KAPPA = 0.5523;

export function gridOperators(drawing: GridDrawing, at: Placement): string {
  const { cell } = at;
  const x = (u: number) => n(at.left + u * cell);
  const y = (v: number) => n(at.top - v * cell);
  const lines = (segments: readonly Segment[]) =>
    segments.map(([x1, y1, x2, y2]) => `${x(x1)} ${y(y1)} m ${x(x2)} ${y(y2)} l`).join('\n');
  const polyline = (points: readonly Point[]) =>
    points.map(([px, py], i) => `${x(px)} ${y(py)} ${i === 0 ? 'm' : 'l'}`).join(' ');
  const ring = ([cx, cy]: Point, r: number) => {
    const k = r * KAPPA;
    const c = (dx1: number, dy1: number, dx2: number, dy2: number, dx: number, dy: number) =>
      `${x(cx + dx1)} ${y(cy + dy1)} ${x(cx + dx2)} ${y(cy + dy2)} ${x(cx + dx)} ${y(cy + dy)} c`;
    return [
      `${x(cx + r)} ${y(cy)} m`,
      c(r, k, k, r, 0, r),
      c(-k, r, -r, k, -r, 0),
      c(-r, -k, -k, -r, 0, -r),
      c(k, -r, r, -k, r, 0),
    ].join(' ');
  };
  const fontSize = cell * 0.6;
  const texts = (glyphs: readonly Glyph[]) =>
    glyphs
      .map(
        (g) =>
          `1 0 0 1 ${n(at.left + g.x * cell - textWidth(g.char, fontSize) / 2)} ${n(at.top - g.y * cell - 0.36 * fontSize)} Tm ${pdfString(g.char)} Tj`,
      )
      .join('\n');
  const ops = ['q', `0.6 G ${n(Math.max(0.4, cell / 40))} w 0 J`, lines(drawing.thin), 'S'];
  const { cages } = drawing;
  if (cages.length > 0) {
    // In hundredths of a cell.
    const outlines = cages.flatMap(({ outline }) =>
      outline.map((run) => polyline(run.map(([px, py]) => [px / CELL, py / CELL]))),
    );
    ops.push(`0.2 G ${n(cell * 0.03)} w 1 J 1 j [${n(cell * 0.1)} ${n(cell * 0.07)}] 0 d`);
    ops.push(...outlines, 'S', '[] 0 d');
  }
  if (drawing.arrows.length > 0) {
    ops.push(`0.5 G ${n(cell * 0.05)} w 1 J 1 j`);
    for (const arrow of drawing.arrows) {
      ops.push(ring(arrow.centre, arrow.radius), 'S');
      ops.push(...arrow.lines.map(polyline), 'S');
    }
  }
  ops.push(`0 G ${n(Math.max(1, cell / 14))} w 2 J 0 j`, lines(drawing.thick), 'S');
  if (cages.length > 0) {
    // The sums in the gaps their outlines leave.
    ops.push(
      `BT 0 g /${FONTS.regular} ${n((SUM_FONT / CELL) * cell)} Tf`,
      ...cages.map(
        ({ sum: [sx, sy], text }) =>
          `1 0 0 1 ${x(sx / CELL)} ${y(sy / CELL)} Tm ${pdfString(text)} Tj`,
      ),
      'ET',
    );
  }
  ops.push(`BT 0 g /${FONTS.bold} ${n(fontSize)} Tf`, texts(drawing.givens), 'ET');
  if (drawing.solved.length > 0) {
    ops.push(`BT 0.35 g /${FONTS.regular} ${n(fontSize)} Tf`, texts(drawing.solved), 'ET');
  }
  ops.push('Q');
  return ops.join('\n');
}
