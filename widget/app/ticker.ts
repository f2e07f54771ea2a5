/**
 * The session's clock tick: while the session wants one (model/store/clock.ts tickEvery: a replay
 * playing, at its pace; the game clock, each second), a `tick` action every so often; nothing
 * otherwise. It only keeps time.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { tickEvery } from '../model/store/clock.ts';
import type { Store } from './store.ts';

export class TickController implements ReactiveController {
  private readonly host: ReactiveControllerHost;
  private readonly store: Store;
  private every: number | null = null;
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(host: ReactiveControllerHost, store: Store) {
    this.host = host;
    this.store = store;
    host.addController(this);
  }

  /** Back in the page: the next render says whether to tick. */
  hostConnected(): void {
    this.host.requestUpdate();
  }

  hostUpdated(): void {
    this.run(tickEvery(this.store.session));
  }

  hostDisconnected(): void {
    this.run(null);
  }

  private run(every: number | null): void {
    if (every === this.every) return;
    clearInterval(this.timer);
    this.every = every;
    if (every) this.timer = setInterval(() => this.store.dispatch({ type: 'tick' }), every);
  }
}
