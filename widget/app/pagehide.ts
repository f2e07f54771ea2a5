/** The page going away (`pagehide`, also when it enters the back-forward cache): the game is saved. */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Store } from './store.ts';

export class PageHideController implements ReactiveController {
  private readonly store: Store;

  constructor(host: ReactiveControllerHost, store: Store) {
    this.store = store;
    host.addController(this);
  }

  hostConnected(): void {
    window.addEventListener('pagehide', this.onHide);
  }

  hostDisconnected(): void {
    window.removeEventListener('pagehide', this.onHide);
  }

  private readonly onHide = (): void => this.store.dispatch({ type: 'page-hide' });
}
