/**
 * The board's pointer selection, thin: reads a pointer event into model/drag-select.ts's step
 * (the cell under the pointer, found by position because a touch keeps its first target) and
 * dispatches what it asks. The drag under way is kept per grid element, so renders need no state,
 * and so is whether the last press selected more than its own cell (gestures.ts asks).
 */
import type { Drag, PointerAt } from '../model/drag-select.ts';
import { dragStep } from '../model/drag-select.ts';
import type { Dispatch } from '../model/store/actions.ts';

const drags = new WeakMap<EventTarget, Drag | null>();
const extended = new WeakSet<EventTarget>();
const TYPES: Record<string, PointerAt['type']> = {
  pointerdown: 'press',
  pointermove: 'move',
  pointerup: 'lift',
  pointercancel: 'lift',
};

/** Whether the grid's last press selected more cells (a drag across them, a modifier click). */
export const selectedMore = (grid: EventTarget): boolean => extended.has(grid);

export function onPointer(d: Dispatch, e: PointerEvent): void {
  const grid = e.currentTarget;
  const type = TYPES[e.type];
  if (!grid || !type || (type === 'press' && e.button !== 0)) return;
  const root = (grid as Element).getRootNode() as Document | ShadowRoot;
  const at = root.elementFromPoint?.(e.clientX, e.clientY)?.closest('[data-i]');
  const cell = at ? Number(at.getAttribute('data-i')) : null;
  const toggle = e.shiftKey || e.ctrlKey || e.metaKey;
  const { drag, action } = dragStep(drags.get(grid) ?? null, { type, cell, toggle });
  drags.set(grid, drag);
  if (type === 'press') extended.delete(grid);
  if (action?.type === 'select-more') extended.add(grid);
  if (action) d(action);
}
