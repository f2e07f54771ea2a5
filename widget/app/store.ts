/**
 * The session store of the element: it holds the one Session value (model/store/session.ts).
 * While the controllers move into `step`, one concern at a time, the ones still here write their
 * part of the session through `set`.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { initialSession, type Session } from '../model/store/session.ts';

export class StoreController implements ReactiveController {
  session: Session = initialSession;
  private readonly host: ReactiveControllerHost;

  constructor(host: ReactiveControllerHost) {
    this.host = host;
    host.addController(this);
  }

  /** A controller not yet moved into `step` writes its part of the session. */
  set(patch: Partial<Session>): void {
    this.session = { ...this.session, ...patch };
  }

  hostConnected(): void {}
}
