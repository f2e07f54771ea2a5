/**
 * The archive's calendar: a month of past puzzles of the day as a WAI-ARIA grid (a table of day
 * buttons, one in the tab order), today first, no later day, the days before the archive shown
 * closed, the player's solved and in-progress days marked by a sign as well as by colour. Arrow
 * keys move by a day or a week, PageUp and PageDown by a month, Home and End to the week's ends
 * (calendar.ts); Enter, Space or a tap plays the day. A function of the session.
 */
import type { TemplateResult } from 'lit';
import type { Strings } from '../i18n/index.ts';
import {
  CALENDAR_KEYS,
  type CalendarDay,
  type CalendarKey,
  monthOf,
  moveDate,
} from '../model/calendar.ts';
import { solvedDays } from '../model/stats-view.ts';
import type { Dispatch } from '../model/store/actions.ts';
import type { Session } from '../model/store/session.ts';
import type { Lit } from './lit.ts';

const utc = (lang: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(lang, { ...options, timeZone: 'UTC' });
const at = (date: string) => new Date(`${date}T12:00:00Z`);

/** The days with a game in progress: the one on the board, or kept to continue. */
function playing(s: Session): Set<string> {
  const days = [s.game, s.saved, s.previous].flatMap((g) => (g?.daily ? [g.daily] : []));
  return new Set(days.filter((d) => d !== s.game?.daily || s.game.values.includes(0)));
}

/** The calendar's render function, its templates made with the UI's Lit (lit.ts). */
export function archiveScreen({ html, nothing }: Lit) {
  function day(
    c: CalendarDay | null,
    focus: string,
    long: Intl.DateTimeFormat,
    d: Dispatch,
    t: Strings,
  ): TemplateResult {
    if (!c) return html`<td></td>`;
    const marks = [
      c.today && t.dayToday,
      c.solved && t.daySolved,
      !c.solved && c.playing && t.dayPlaying,
      !c.open && t.dayClosed,
    ].filter(Boolean);
    const label = [long.format(at(c.date)), ...marks].join(', ');
    const mine = c.date === focus;
    const kind = ['day', c.today && 'today', c.solved && 'solved', c.playing && 'ongoing']
      .filter(Boolean)
      .join(' ');
    return html`<td>
      <button
        part="day"
        class=${kind}
        data-date=${c.date}
        tabindex=${mine ? 0 : -1}
        ?data-focus=${mine}
        aria-label=${label}
        aria-current=${c.today ? 'date' : nothing}
        aria-disabled=${c.open ? nothing : 'true'}
        @click=${() => c.open && d({ type: 'archive-day', date: c.date })}
      >${c.day}</button>
    </td>`;
  }

  function renderArchive(s: Session, d: Dispatch, t: Strings): TemplateResult {
    const { stats, today, day: focus } = s.archive;
    const lang = s.config.lang;
    const head = html`<h2 id="title" tabindex="-1" ?data-focus=${!stats}>${t.archive}</h2>`;
    const back = html`<button part="button" @click=${() => d({ type: 'back' })}>${t.back}</button>`;
    if (!stats || !today) {
      return html`<section class="screen" part="archive" aria-labelledby="title">
        ${head}<p role="status">${t.loading}</p>${back}
      </section>`;
    }
    const c = s.config;
    const solved = solvedDays(stats, { size: 9, variant: c.variant, level: c.level });
    const m = monthOf(focus, today, solved, playing(s));
    const monthName = utc(lang, { month: 'long', year: 'numeric' }).format(at(`${m.month}-01`));
    const short = utc(lang, { weekday: 'short' });
    const full = utc(lang, { weekday: 'long' });
    // 2024-01-01 was a Monday: the week's names, Monday first.
    const week = [1, 2, 3, 4, 5, 6, 7].map((n) => at(`2024-01-0${n}`));
    const long = utc(lang, { dateStyle: 'full' });
    const key = (key: CalendarKey) => () =>
      d({ type: 'archive-focus', date: moveDate(focus, key, today) });
    const onKey = (e: KeyboardEvent) => {
      if (!CALENDAR_KEYS.includes(e.key)) return;
      e.preventDefault();
      d({ type: 'archive-focus', date: moveDate(focus, e.key as CalendarKey, today) });
    };
    return html`<section class="screen archive" part="archive" aria-labelledby="title">
      ${head}
      <div class="month">
        <button part="button" class="prev" aria-label=${t.previousMonth} ?disabled=${!m.previous} @click=${key('PageUp')}>‹</button>
        <h3 id="month" aria-live="polite">${monthName}</h3>
        <button part="button" class="next" aria-label=${t.nextMonth} ?disabled=${!m.next} @click=${key('PageDown')}>›</button>
      </div>
      <table role="grid" class="calendar" aria-labelledby="month" @keydown=${onKey}>
        <thead><tr>${week.map((w) => html`<th scope="col" abbr=${full.format(w)}>${short.format(w)}</th>`)}</tr></thead>
        <tbody>${m.weeks.map((w) => html`<tr>${w.map((c) => day(c, focus, long, d, t))}</tr>`)}</tbody>
      </table>
      ${back}
    </section>`;
  }
  return renderArchive;
}
