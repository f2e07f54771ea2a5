/**
 * What the clock needs to know of the page: whether the tab is hidden (`visibilitychange`) and
 * whether any of the board is in the viewport (an IntersectionObserver watches it; taken as
 * true where nothing can tell). Told to the session as actions.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Store } from './store.ts';

interface Host extends ReactiveControllerHost {
  readonly renderRoot: HTMLElement | DocumentFragment;
}

export class VisibilityController implements ReactiveController {
  private readonly host: Host;
  private readonly store: Store;
  private observer: IntersectionObserver | null = null;
  private board: Element | null = null;

  constructor(host: Host, store: Store) {
    this.host = host;
    this.store = store;
    host.addController(this);
  }

  hostConnected(): void {
    document.addEventListener('visibilitychange', this.onVisibility);
    this.onVisibility();
    if (typeof IntersectionObserver === 'undefined') {
      this.store.dispatch({ type: 'in-view', inView: true });
      return;
    }
    this.observer = new IntersectionObserver((entries) => {
      const inView = entries[entries.length - 1].isIntersecting;
      this.store.dispatch({ type: 'in-view', inView });
    });
  }

  hostDisconnected(): void {
    document.removeEventListener('visibilitychange', this.onVisibility);
    this.observer?.disconnect();
    this.observer = null;
    this.board = null;
  }

  /** The board is a new element after a pause or a load: watch that one. */
  hostUpdated(): void {
    const board = this.host.renderRoot.querySelector('[role=grid]');
    if (!this.observer || board === this.board) return;
    if (this.board) this.observer.unobserve(this.board);
    this.board = board;
    if (board) this.observer.observe(board);
  }

  private readonly onVisibility = (): void =>
    this.store.dispatch({ type: 'hidden', hidden: document.hidden });
}
