/**
 * What the configuration needs from the page: today's UTC date, the page URL for relative `api`
 * values, and the default API, which is the origin that served this script (the Worker serves
 * /widget.js next to /api/v1, so one script tag is enough).
 */
import { type Context, utcToday } from './model/config.ts';

function scriptOrigin(): string | null {
  try {
    const url = new URL('/', import.meta.url);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

const defaultApi = scriptOrigin();

export const pageContext = (): Context => ({
  today: utcToday(),
  base: document.baseURI,
  defaultApi,
});
