/**
 * Selecting cells with a pointer, as a pure step (components/drag.ts feeds it the DOM's pointer
 * events): a press selects its cell (with Shift, Ctrl or Cmd it adds or removes the cell
 * instead), and while the pointer stays down every cell it crosses joins the selection, for
 * marks and colours on several cells (store/marking.ts).
 */
import type { Action } from './store/actions.ts';

/** A drag under way: the cell the pointer was last over. */
export interface Drag {
  readonly last: number;
}

/** A pointer event as the step needs it: its kind, the cell under it (or null), its modifiers. */
export interface PointerAt {
  readonly type: 'press' | 'move' | 'lift';
  readonly cell: number | null;
  readonly toggle: boolean;
}

export function dragStep(
  drag: Drag | null,
  p: PointerAt,
): { readonly drag: Drag | null; readonly action: Action | null } {
  if (p.type === 'lift') return { drag: null, action: null };
  if (p.cell === null) return { drag, action: null };
  if (p.type === 'press') {
    const action: Action = p.toggle
      ? { type: 'select-more', cell: p.cell, toggle: true }
      : { type: 'select', cell: p.cell };
    return { drag: { last: p.cell }, action };
  }
  if (!drag || drag.last === p.cell) return { drag, action: null };
  return { drag: { last: p.cell }, action: { type: 'select-more', cell: p.cell, toggle: false } };
}
