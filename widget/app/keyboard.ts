/**
 * The keyboard: the game's keys (model/store/keyboard.ts says what each asks for now), and Escape
 * anywhere in the widget, which closes what is open. A key the game takes is not the browser's.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { type KeyTarget, keyAction } from '../model/store/keyboard.ts';
import { escapes } from '../model/store/screens.ts';
import type { Store } from './store.ts';

const targetOf = (event: KeyboardEvent): KeyTarget => {
  const target = event.composedPath()[0] as HTMLElement | undefined;
  if (target?.getAttribute?.('role') === 'gridcell') return 'cell';
  return target?.tagName === 'BUTTON' ? 'button' : 'other';
};

export class KeyboardController implements ReactiveController {
  private readonly host: ReactiveControllerHost & HTMLElement;
  private readonly store: Store;

  constructor(host: ReactiveControllerHost & HTMLElement, store: Store) {
    this.host = host;
    this.store = store;
    host.addController(this);
  }

  hostConnected(): void {
    this.host.addEventListener('keydown', this.onKey);
  }

  hostDisconnected(): void {
    this.host.removeEventListener('keydown', this.onKey);
  }

  private readonly onKey = (event: KeyboardEvent): void => {
    const s = this.store.session;
    const action =
      event.key === 'Escape'
        ? escapes(s) && ({ type: 'escape' } as const)
        : keyAction(s, event, targetOf(event));
    if (!action) return;
    event.preventDefault();
    this.store.dispatch(action);
  };
}
