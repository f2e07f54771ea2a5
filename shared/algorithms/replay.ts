/**
 * Replays a trace onto its starting board and returns the board it leads to: the solution for a
 * complete trace of a solved puzzle, the board at the cut for a truncated one, or the board after
 * the first `upTo` events for a step-by-step player. A trace that could not have come from a
 * search (writing on a filled cell, erasing a given, a wrong size) is an error, not a crash.
 */
import type { Grid } from '../board/grid.ts';
import { parseText } from '../board/parse.ts';
import { fail, ok, type Result } from '../errors.ts';
import type { Trace } from './trace.ts';

export function replayTrace(trace: Trace, upTo: number = trace.events.length): Result<Grid> {
  const start = parseText(trace.puzzle);
  if (!start.ok) return fail('invalid_trace', `trace puzzle: ${start.error.message}`, ['puzzle']);
  const { size } = start.value;
  if (size !== trace.size)
    return fail('invalid_trace', `trace says size ${trace.size}, its puzzle is ${size}x${size}`);
  const givens = start.value.cells;
  const cells = givens.slice();
  const end = Math.min(Math.max(0, upTo), trace.events.length);
  for (let k = 0; k < end; k++) {
    const event = trace.events[k];
    const { row, col, digit } = event;
    const where = ['events', k];
    if (row < 0 || row >= size || col < 0 || col >= size || digit < 1 || digit > size)
      return fail('invalid_trace', `event ${k} is off a ${size}x${size} board`, where);
    const cell = row * size + col;
    if (event.type === 'place') {
      if (cells[cell] !== 0)
        return fail('invalid_trace', `event ${k} writes on filled cell r${row}c${col}`, where);
      cells[cell] = digit;
    } else {
      if (givens[cell] !== 0 || cells[cell] !== digit)
        return fail('invalid_trace', `event ${k} erases a ${digit} that is not there`, where);
      cells[cell] = 0;
    }
  }
  return ok({ size, cells });
}
