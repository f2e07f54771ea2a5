/**
 * The board's pointer gestures for input: a tap on a cell (`tap`: it selects the cell and, in
 * digit-first mode, puts the picked digit there) and a long press by touch or pen (`long-press`:
 * a finger held LONG_PRESS_MS on one cell without moving). A press that drifts more than SLOP px
 * is a pan (the zoomed phone board scrolls, app/pan.ts), and the browser's own pointercancel
 * when it starts panning ends it too, so neither a scroll nor a normal tap fires it. The click
 * that may follow a long press is swallowed, and so is the callout menu. Per board element, so
 * two widgets on a page keep their presses apart; multi-select by drag is a module of its own.
 */
import type { Dispatch } from '../model/store/actions.ts';

export const LONG_PRESS_MS = 450;
/** How far (px) a finger may drift and still be pressing, not panning. */
const SLOP = 10;

interface Press {
  readonly x: number;
  readonly y: number;
  readonly timer: ReturnType<typeof setTimeout>;
}

const pressing = new WeakMap<EventTarget, Press>();
/** Boards whose last press was long: the click that may come after it is not a tap. */
const pressed = new WeakSet<EventTarget>();

const cellOf = (event: Event): number | null => {
  const cell = (event.target as Element).closest?.('[data-i]');
  return cell ? Number(cell.getAttribute('data-i')) : null;
};

function end(board: EventTarget): void {
  clearTimeout(pressing.get(board)?.timer);
  pressing.delete(board);
}

/** The listeners the board puts on its grid. */
export function gestures(d: Dispatch) {
  return {
    click(event: Event): void {
      const cell = cellOf(event);
      if (pressed.delete(event.currentTarget as EventTarget) || cell === null) return;
      d({ type: 'tap', cell });
    },
    pointerdown(event: PointerEvent): void {
      const board = event.currentTarget as EventTarget;
      end(board);
      pressed.delete(board);
      const cell = cellOf(event);
      if (event.pointerType === 'mouse' || !event.isPrimary || cell === null) return;
      const timer = setTimeout(() => {
        pressing.delete(board);
        pressed.add(board);
        d({ type: 'long-press', cell });
      }, LONG_PRESS_MS);
      pressing.set(board, { x: event.clientX, y: event.clientY, timer });
    },
    pointermove(event: PointerEvent): void {
      const board = event.currentTarget as EventTarget;
      const p = pressing.get(board);
      if (p && Math.hypot(event.clientX - p.x, event.clientY - p.y) > SLOP) end(board);
    },
    pointerend(event: Event): void {
      end(event.currentTarget as EventTarget);
    },
    contextmenu(event: Event): void {
      const board = event.currentTarget as EventTarget;
      if (pressing.has(board) || pressed.has(board)) event.preventDefault();
    },
  };
}
