/**
 * The board's pointer gestures: a press, a drag or a modifier click selects (drag.ts, first for
 * every pointer event), a tap on a cell (`tap`: it selects the cell and, in digit-first mode,
 * puts the picked digit there) and a long press by touch or pen (`long-press`: a finger held
 * LONG_PRESS_MS on one cell without moving). A press that drifts more than SLOP px is a pan or a
 * drag, and the browser's own pointercancel when it starts panning ends it too, so neither a
 * scroll nor a normal tap fires it. The click that may follow a long press is swallowed, and so
 * is the callout menu; so is the click ending a press that selected more cells (a drag, a
 * modifier click), which a tap would shrink to one cell again. Per board element, so two widgets
 * on a page keep their presses apart.
 */
import type { Dispatch } from '../model/store/actions.ts';
import { onPointer, selectedMore } from './drag.ts';

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
    click(event: MouseEvent): void {
      const board = event.currentTarget as EventTarget;
      const cell = cellOf(event);
      if (pressed.delete(board) || cell === null) return;
      // A click without a pointer (assistive technology) is a tap whatever a press did before.
      const pointer = (event as PointerEvent).pointerType;
      if (pointer && (selectedMore(board) || event.shiftKey || event.ctrlKey || event.metaKey))
        return;
      d({ type: 'tap', cell });
    },
    pointerdown(event: PointerEvent): void {
      onPointer(d, event);
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
      onPointer(d, event);
      const board = event.currentTarget as EventTarget;
      const p = pressing.get(board);
      if (p && Math.hypot(event.clientX - p.x, event.clientY - p.y) > SLOP) end(board);
    },
    pointerend(event: PointerEvent): void {
      onPointer(d, event);
      end(event.currentTarget as EventTarget);
    },
    contextmenu(event: Event): void {
      const board = event.currentTarget as EventTarget;
      if (pressing.has(board) || pressed.has(board)) event.preventDefault();
    },
  };
}
