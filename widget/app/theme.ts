/** Resolves `theme="auto"` from the system colour scheme and re-renders when it changes. */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Theme } from '../model/config.ts';

export class ThemeController implements ReactiveController {
  private readonly query = globalThis.matchMedia?.('(prefers-color-scheme: dark)') ?? null;
  private readonly host: ReactiveControllerHost;
  private readonly onChange = () => this.host.requestUpdate();

  constructor(host: ReactiveControllerHost) {
    this.host = host;
    host.addController(this);
  }

  hostConnected(): void {
    this.query?.addEventListener('change', this.onChange);
  }

  hostDisconnected(): void {
    this.query?.removeEventListener('change', this.onChange);
  }

  isDark(theme: Theme): boolean {
    return theme === 'dark' || (theme === 'auto' && Boolean(this.query?.matches));
  }
}
