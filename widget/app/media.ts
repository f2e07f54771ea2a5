/**
 * What the system prefers, for the session: dark colours (`theme="auto"`) and reduced motion (a
 * replay then waits to be played), told once connected and again whenever it changes.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Store } from './store.ts';

const query = (q: string): MediaQueryList | null => globalThis.matchMedia?.(q) ?? null;

export class MediaController implements ReactiveController {
  private readonly store: Store;
  private readonly dark = query('(prefers-color-scheme: dark)');
  private readonly calm = query('(prefers-reduced-motion: reduce)');

  constructor(host: ReactiveControllerHost, store: Store) {
    this.store = store;
    host.addController(this);
  }

  hostConnected(): void {
    this.dark?.addEventListener('change', this.tell);
    this.calm?.addEventListener('change', this.tell);
    this.tell();
  }

  hostDisconnected(): void {
    this.dark?.removeEventListener('change', this.tell);
    this.calm?.removeEventListener('change', this.tell);
  }

  private readonly tell = (): void => {
    const [dark, calm] = [this.dark, this.calm].map((q) => Boolean(q?.matches));
    this.store.dispatch({ type: 'media', dark, calm });
  };
}
