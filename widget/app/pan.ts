/**
 * The zoomed board follows the selection: where a 16x16 or 25x25 board is zoomed in and pans in
 * its own box (styles.ts), the box scrolls after a render so the selected cell stays in view with
 * a cell to spare around it when the selection moves (keys, a hint, a tap near the edge), and is
 * centred on it when the board zooms in. Touch and wheel pan the box natively; the session holds
 * the selection and the zoom, this only scrolls. It never scrolls the page.
 */
import type { ReactiveController } from 'lit';
import type { Host, Store } from './store.ts';

export class PanController implements ReactiveController {
  private readonly host: Host;
  private readonly store: Store;
  private seen = '';

  constructor(host: Host, store: Store) {
    this.host = host;
    this.store = store;
    host.addController(this);
  }

  hostUpdated(): void {
    const { selected, zoom, game, screen } = this.store.session;
    const now = `${screen} ${game?.size} ${selected} ${zoom}`;
    if (now === this.seen) return;
    const zoomed = !this.seen.endsWith(' true') && zoom;
    this.seen = now;
    const root = this.host.renderRoot;
    const box = root.querySelector<HTMLElement>('.scroll');
    const cell = root.querySelector<HTMLElement>(`[data-i="${selected}"]`);
    if (!box || !cell) return;
    if (box.scrollWidth <= box.clientWidth && box.scrollHeight <= box.clientHeight) return;
    const b = box.getBoundingClientRect();
    const c = cell.getBoundingClientRect();
    box.scrollTo({
      left: box.scrollLeft + along(c.left - b.left, c.width, box.clientWidth, zoomed),
      top: box.scrollTop + along(c.top - b.top, c.height, box.clientHeight, zoomed),
      behavior: 'instant',
    });
  }
}

/**
 * How far to scroll on one axis so a cell at `at` (from the box's edge, `size` long) is in a box
 * `room` long: centred, or just enough to keep a cell's margin either side.
 */
function along(at: number, size: number, room: number, centre: boolean): number {
  if (centre) return at + size / 2 - room / 2;
  const margin = Math.min(size, (room - size) / 2);
  if (at < margin) return at - margin;
  if (at + size > room - margin) return at + size - room + margin;
  return 0;
}
