/**
 * Text broken into lines no wider than a width, for the captions and notes that name a puzzle
 * and so must never be cut. Words break at their spaces. A token (a seed's printed form) stays
 * whole when it fits on a line, moving to the next line if need be; a longer one breaks between
 * two of its graphemes that are not spaces and never inside a percent escape (`%E6`) or its
 * opening mark (`#`, `?seed=`), so that a line break inside a token stands for nothing: the
 * reader joins the lines. Every line keeps the spaces it ends with, so the lines joined are the
 * text; a drawing leaves them out. Pure: the width of a piece of text comes from the caller.
 */
import { graphemes } from '../text.ts';

export interface Run {
  readonly text: string;
  /** `words` break at spaces; a `token` breaks as above. */
  readonly kind: 'words' | 'token';
  /** A token's opening characters that stay with what follows them (its mark). */
  readonly mark?: number;
}

interface Unit {
  readonly text: string;
  readonly width: number;
  readonly space: boolean;
  /** Whether its last grapheme holds a space. */
  readonly spaceAtEnd: boolean;
  /** Whether a line may start with this unit. */
  readonly breakBefore: boolean;
  /** Which token the unit belongs to (its index among the runs), or -1 for words. */
  readonly token: number;
}

const HEX = /^[0-9A-Fa-f]$/;

/** A token's pieces: its mark, then graphemes, with each `%XX` escape kept as one. */
function tokenPieces(text: string, mark: number): string[] {
  const chars = graphemes(text);
  const pieces: string[] = [];
  for (let i = mark; i < chars.length; i++) {
    const escaped =
      chars[i] === '%' && HEX.test(chars[i + 1] ?? '') && HEX.test(chars[i + 2] ?? '');
    pieces.push(escaped ? chars.slice(i, i + 3).join('') : chars[i]);
    if (escaped) i += 2;
  }
  // The mark goes with the first piece after it (or stands alone in a token of a mark only).
  const head = chars.slice(0, mark).join('');
  if (head && pieces.length > 0) pieces[0] = head + pieces[0];
  else if (head) pieces.push(head);
  return pieces;
}

function unitsOf(runs: readonly Run[], measure: (text: string) => number): Unit[] {
  const units: Unit[] = [];
  runs.forEach((run, index) => {
    const pieces =
      run.kind === 'words' ? graphemes(run.text) : tokenPieces(run.text, run.mark ?? 0);
    for (const text of pieces) {
      const space = /^\s+$/u.test(text);
      const previous = units.at(-1);
      // A grapheme with a space in it (" ", or a space and a mark on it) counts as a space.
      const ends = graphemes(text);
      const afterSpace = previous?.spaceAtEnd === true;
      const inside = run.kind === 'token' && previous?.token === index;
      units.push({
        text,
        width: measure(text),
        space,
        spaceAtEnd: /\s/u.test(ends.at(-1) ?? ''),
        // Words break after a space, a token before it (after the words' space) and between
        // two of its pieces where neither side is a space.
        breakBefore: previous !== undefined && !/\s/u.test(ends[0] ?? '') && inside !== afterSpace,
        token: run.kind === 'token' ? index : -1,
      });
    }
  });
  return units;
}

/** A line being filled: its units, and its width without the spaces it ends with. */
class Line {
  units: Unit[] = [];
  private full = 0;
  private trailing = 0;

  push(unit: Unit): void {
    this.units.push(unit);
    this.full += unit.width;
    this.trailing = unit.space ? this.trailing + unit.width : 0;
  }

  get width(): number {
    return this.full - this.trailing;
  }

  /** Takes the units before `at` away as a finished line's text. */
  cut(at: number): string {
    const done = this.units.slice(0, at);
    const rest = this.units.slice(at);
    this.units = [];
    this.full = 0;
    this.trailing = 0;
    for (const unit of rest) this.push(unit);
    return done.map((u) => u.text).join('');
  }
}

/**
 * The lines of `runs` (one after another, as one text) at most `width` wide by `measure`, which
 * must add up: a text is as wide as its pieces together (true of PDF text without kerning).
 */
export function wrapRuns(
  runs: readonly Run[],
  width: number,
  measure: (text: string) => number,
): string[] {
  const tokenWidths = runs.map((run) => measure(run.text));
  // Widths added piece by piece differ from the whole's in the last bits.
  const limit = width + 1e-6;
  const lines: string[] = [];
  const line = new Line();
  for (const unit of unitsOf(runs, measure)) {
    line.push(unit);
    // A space hangs at the end of a line: it never makes a line too wide.
    while (!unit.space && line.units.length > 1 && line.width > limit) {
      lines.push(line.cut(breakPoint(line.units, limit, tokenWidths)));
    }
  }
  if (line.units.length > 0 || lines.length === 0) lines.push(line.cut(line.units.length));
  return lines;
}

/** Where to break a line that has just grown too wide (an index in 1..length-1). */
function breakPoint(line: readonly Unit[], width: number, tokenWidths: readonly number[]): number {
  const last = line.at(-1) as Unit;
  if (last.token >= 0) {
    // A token that would fit on a line of its own moves there whole.
    const start = line.findIndex((u) => u.token === last.token);
    if (start > 0 && line[start].breakBefore && tokenWidths[last.token] <= width) return start;
  }
  // The last allowed break that leaves a line that fits: widths before each unit, spaces at
  // the end left out.
  let before = 0;
  let best = 0;
  let trailing = 0;
  for (let at = 0; at < line.length; at++) {
    if (at > 0 && line[at].breakBefore && before - trailing <= width) best = at;
    trailing = line[at].space ? trailing + line[at].width : 0;
    before += line[at].width;
  }
  // No allowed break leaves a line that fits: break before the unit that overflowed.
  return best > 0 ? best : line.length - 1;
}
