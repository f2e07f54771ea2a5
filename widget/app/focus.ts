/**
 * Focus after a render: where an action asked for it (the selected cell, the screen's
 * `[data-focus]`, or a selector); and wherever the selection moved while the focus was on the
 * board (a hint applied, a key), the focus moves along. Focus and selection are one cell, so
 * typing always goes to the cell shown as selected, and the roving tabindex is on it.
 */
import type { ReactiveController } from 'lit';
import type { GameController, Host } from './controller.ts';

export class FocusController implements ReactiveController {
  private readonly host: Host;
  private readonly ctl: GameController;
  /** A selector, or '' for the selected cell; null: leave the focus where it is. */
  private want: string | null = null;

  constructor(host: Host, ctl: GameController) {
    this.host = host;
    this.ctl = ctl;
    host.addController(this);
  }

  /** 'cell', 'screen', a selector, or null to leave the focus alone. */
  on(target: string | null): void {
    this.want = target === 'cell' ? '' : target === 'screen' ? '[data-focus]' : target;
  }

  hostUpdated(): void {
    const root = this.host.renderRoot;
    const active = (root as ShadowRoot).activeElement;
    const selected = this.ctl.selected;
    let want = this.want;
    this.want = null;
    if (
      want === null &&
      active?.getAttribute('role') === 'gridcell' &&
      active.getAttribute('data-i') !== String(selected)
    ) {
      want = '';
    }
    if (want !== null) root.querySelector<HTMLElement>(want || `[data-i="${selected}"]`)?.focus();
  }
}
