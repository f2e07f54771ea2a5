/**
 * When a `<sudoku-break>` loads its UI (Lighthouse's third-party facade): once the element comes
 * within about a screen of the viewport, or is focused or touched, whichever is first. Until then
 * the page has paid for widget.js alone. One IntersectionObserver serves every element of the
 * page; the UI module is imported once, by the first element that needs it, from beside
 * widget.js (import-ui.ts).
 */
import type { Config, Lang } from '../model/config.ts';
import type { Ui } from '../ui-contract.ts';
import { importUi } from './import-ui.ts';
import { prefetchPuzzle } from './prefetch.ts';

/** What activation needs of the element (sudoku-break.ts). */
export interface Facade extends HTMLElement {
  /** Its configuration as far as the placeholder reads it. */
  readonly layout: { readonly lang: Lang };
  /** Its whole configuration. */
  readonly config: Config;
  /** It is about to be seen: the whole placeholder, while the UI loads. */
  approach(): void;
  /** Hands the loaded UI to the element, which renders with it from then on. */
  show(ui: Ui): void;
}

/**
 * Whether an element is within a screen of the viewport now, as the observer below would say a
 * frame later (asked when it is connected, so that above the fold its UI comes at once).
 */
function isNear(element: Element): boolean {
  const r = element.getBoundingClientRect();
  const w = innerWidth;
  const h = innerHeight;
  return r.bottom >= -h && r.top <= 2 * h && r.right >= -w && r.left <= 2 * w;
}

let loading: Promise<Ui> | null = null;

/** The UI module (view.ts and what it imports, loaded once), ready for a language. */
async function loadUi(lang: Lang): Promise<Ui> {
  loading ??= importUi(lang);
  const ui = await loading;
  await ui.prepare(lang);
  return ui;
}

const activated = new WeakSet<Facade>();
const RETRY_MS = 5000;

function activate(element: Facade): void {
  if (activated.has(element)) return;
  activated.add(element);
  unwatch(element);
  element.approach();
  // A task of its own: the configuration's seed rules take a while the first time.
  setTimeout(() => prefetchPuzzle(element.config));
  loadUi(element.layout.lang).then(
    (ui) => element.show(ui),
    () => {
      // Not loaded (offline, a deploy that removed the chunk): a look or touch a few seconds
      // later tries again.
      loading = null;
      setTimeout(() => {
        activated.delete(element);
        if (element.isConnected) watch(element, true);
      }, RETRY_MS);
    },
  );
}

const onTouch = (event: Event): void => activate(event.currentTarget as Facade);

/** One screen of margin around the viewport, in every direction. */
const near =
  typeof IntersectionObserver === 'function'
    ? new IntersectionObserver(
        (entries) => {
          for (const entry of entries) if (entry.isIntersecting) activate(entry.target as Facade);
        },
        { rootMargin: '100%' },
      )
    : null;

const TOUCH = ['focusin', 'pointerdown', 'touchstart'] as const;

/** Starts watching a connected element (again after it was moved, or after a failed load). */
export function watch(element: Facade, retry = false): void {
  if (activated.has(element)) return;
  // Near already (above the fold): the UI's chunks are fetched at once, not a frame later.
  if (!retry && (!near || isNear(element))) {
    activate(element);
    return;
  }
  for (const type of TOUCH) element.addEventListener(type, onTouch, { passive: true });
  // Without IntersectionObserver (an old browser) there is no telling: load at once (above),
  // and after a failed load at the next touch.
  near?.observe(element);
}

export function unwatch(element: Facade): void {
  near?.unobserve(element);
  for (const type of TOUCH) element.removeEventListener(type, onTouch);
}
