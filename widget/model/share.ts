/**
 * Sharing a result, Wordle style: a few spoiler-free lines (which puzzle, level, time, hints,
 * mistakes and a link that reopens the puzzle on the page) that give away nothing of the board, neither givens nor
 * solution; and sending them with the Web Share API, or to the clipboard where there is none.
 */
import type { Strings } from '../i18n/index.ts';
import { linkKey, linkValue } from './link.ts';
import type { Finished } from './stats.ts';
import { formatTime } from './timer.ts';

/** The game the line describes: what the records keep, with its seed and the mistakes shown. */
export interface Result extends Omit<Finished, 'assisted'> {
  readonly seed: string;
  readonly mistakes: number;
}

/** The page to link to: http(s) only (not file: or about:srcdoc), without its fragment. */
export function shareUrl(href: string | null | undefined): string | null {
  try {
    const url = new URL(href ?? '');
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    url.hash = '';
    url.username = '';
    url.password = '';
    return url.href;
  } catch {
    return null;
  }
}

/**
 * The page's address with the fragment that reopens this very puzzle in the element with this id
 * (link.ts), or null where the page has no http(s) address.
 */
export function puzzleLink(href: string | null | undefined, id: string, r: Result): string | null {
  const url = shareUrl(href);
  return url && `${url}#${new URLSearchParams({ [linkKey(id)]: linkValue(r) })}`;
}

/** The lines to share, e.g. "Sudoku Break · Daily 2025-01-15 · Medium", the score, the link. */
export function resultText(r: Result, s: Strings, href: string | null = null, id = ''): string {
  const name = [
    'Sudoku Break',
    r.daily ? s.daily(r.daily) : s.puzzleId(r.seed),
    r.variant === 'arrow' ? s.arrow : r.variant === 'killer' ? s.killer : '',
    r.size === 9 ? '' : `${r.size}×${r.size}`,
    s.levels[r.level],
  ];
  const url = puzzleLink(href, id, r);
  return [
    name.filter(Boolean).join(' · '),
    s.shareLine(formatTime(r.time), r.hintsUsed, r.mistakes),
    ...(url ? [url] : []),
  ].join('\n');
}

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/** The parts of `navigator` sharing uses; each may be missing (older browsers, insecure pages). */
export interface ShareTarget {
  share?: ((data: { text: string }) => Promise<void>) | undefined;
  canShare?: ((data: { text: string }) => boolean) | undefined;
  clipboard?: { writeText(text: string): Promise<void> } | undefined;
}

/**
 * Shares the text through the system's share sheet where there is one, else copies it. A share
 * sheet the player closes is `cancelled`, not a failure; a refused one (say an iframe without the
 * web-share permission) falls back to the clipboard. Call it from the click itself: browsers only
 * share or copy in answer to a user's gesture.
 */
export async function shareText(
  text: string,
  nav: ShareTarget | undefined = globalThis.navigator,
): Promise<ShareOutcome> {
  const data = { text };
  if (typeof nav?.share === 'function' && nav.canShare?.(data) !== false) {
    try {
      await nav.share(data);
      return 'shared';
    } catch (e) {
      if ((e as { name?: unknown } | null)?.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    if (!nav?.clipboard) return 'failed';
    await nav.clipboard.writeText(text);
    return 'copied';
  } catch {
    return 'failed';
  }
}
