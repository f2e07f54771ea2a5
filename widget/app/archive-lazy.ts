/**
 * The archive's calendar and the stats screen (components/archive-screens.ts) as a chunk of their own,
 * fetched when one of them opens: a game never loads them. Until the chunk is in, the screen
 * shows its title and "Loading"; then the host renders again, the chunk's styles added to the
 * shadow root beside the UI's, and the focus moves to the screen's [data-focus] if it was on the
 * title meanwhile.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Lit } from '../components/lit.ts';
import type { Strings } from '../i18n/index.ts';
import type { Dispatch } from '../model/store/actions.ts';
import type { Session } from '../model/store/session.ts';
import type { UiHost } from '../ui-contract.ts';

type Render = (s: Session, d: Dispatch, t: Strings) => TemplateResult;

export class LazyArchive {
  private screens: Record<'archive' | 'stats', Render> | null = null;
  private loading = false;
  private readonly host: UiHost;

  constructor(host: UiHost) {
    this.host = host;
  }

  render(screen: 'archive' | 'stats', s: Session, d: Dispatch, t: Strings): TemplateResult {
    const ready = this.screens;
    if (ready) return ready[screen](s, d, t);
    this.load();
    return html`<section class="screen" aria-labelledby="title">
      <h2 id="title" tabindex="-1" data-focus>${screen === 'archive' ? t.archive : t.statsMenu}</h2>
      <p role="status">${t.loading}</p>
    </section>`;
  }

  private load(): void {
    if (this.loading) return;
    this.loading = true;
    import('../components/archive-screens.ts').then(
      async (m) => {
        const lit: Lit = { html, nothing };
        this.screens = { archive: m.archiveScreen(lit), stats: m.statsScreen(lit) };
        const root = this.host.renderRoot as ShadowRoot;
        if (root.adoptedStyleSheets) {
          const sheet = new CSSStyleSheet();
          sheet.replaceSync(m.archiveStyles);
          root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
        } else {
          // Where shadow roots cannot adopt sheets, as Lit does: a <style> of its own.
          const style = document.createElement('style');
          style.textContent = m.archiveStyles;
          root.append(style);
        }
        const was = root.activeElement;
        this.host.requestUpdate();
        await this.host.updateComplete;
        // The placeholder's title had the focus: the screen's own place takes it.
        if (was?.id === 'title') root.querySelector<HTMLElement>('[data-focus]')?.focus();
      },
      // Offline, or the chunk gone: the next render tries again.
      () => {
        this.loading = false;
      },
    );
  }
}
