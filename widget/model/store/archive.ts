/**
 * The archive's calendar and the stats screen: opening either reads the local records (an effect,
 * answered by `stats-read`, with today's date: the step reads no clock); the calendar moves its
 * focus to a day within the archive (its keys: calendar.ts, in the calendar's chunk); a day chosen starts its puzzle of the day, at
 * the embed's level and variant, through the start gate (games.ts), or puts back the game of that
 * day already on the board or kept to continue.
 */

import { isCalendarDate } from '../../engine.ts';
import { dailyRequest } from '../../services/request.ts';
import { FIRST_DAY } from '../config.ts';
import type { Handlers } from './actions.ts';
import { resume, start } from './games.ts';
import { screenHandlers } from './screens.ts';
import type { Session } from './session.ts';

/** A day of the archive: from FIRST_DAY to today (once the records came with today's date). */
const open = (s: Session, date: string): boolean =>
  Boolean(s.archive.today) && isCalendarDate(date) && date >= FIRST_DAY && date <= s.archive.today;

export const archiveHandlers = {
  'open-archive'(s, { screen }, fx) {
    fx.push({ type: 'read-stats' });
    const api = s.config.api;
    // The server's figures, where there is a player the API knows: the stats screen shows them.
    if (screen === 'stats' && api) fx.push({ type: 'players-data', api, daily: null });
    const on = screenHandlers.go(s, { type: 'go', screen }, fx);
    return { ...on, players: { ...on.players, fetched: false, profile: null } };
  },

  'stats-read'(s, { stats, today }, fx) {
    const kept = s.archive.day;
    const day = kept && kept >= FIRST_DAY && kept <= today ? kept : today;
    if (s.screen === 'archive') fx.push({ type: 'focus', to: 'screen' });
    return { ...s, archive: { stats, today, day } };
  },

  'archive-focus'(s, { date }, fx) {
    if (!open(s, date)) return s;
    fx.push({ type: 'focus', to: 'screen' });
    return { ...s, archive: { ...s.archive, day: date } };
  },

  'archive-day'(s, { date }, fx) {
    const today = s.archive.today;
    if (!open(s, date)) return s;
    const c = s.config;
    const ask = dailyRequest(date, c.level, c.variant === 'arrow' ? 'classic' : c.variant);
    const on = { ...s, archive: { ...s.archive, day: date } };
    const kept = [s.game, s.saved].find(
      (g) => g?.daily === date && g.puzzle.seed === ask.seed && g.puzzle.variant === ask.variant,
    );
    if (kept) return resume(on, kept, true, fx);
    return start(on, ask, true, fx, date === today ? 'daily' : 'archive');
  },
} satisfies Partial<Handlers>;
