/**
 * What the widget keeps about the player for one API, beside the saved games in localStorage: the
 * anonymous token (with its expiry), the id of the play of each puzzle (a reload resumes the same
 * play, so the server's clock keeps running) and the finishes waiting for the API. Read back
 * checked, so a hand-edited or broken entry is an empty record, never an error.
 */
import type { Pending } from '../model/store/players-state.ts';
import { isRecord } from '../model/validate.ts';
import { read, write } from './storage.ts';

export interface PlayerRecord {
  readonly token: string | null;
  /** ISO time the anonymous token expires. */
  readonly expiresAt: string | null;
  /** Play ids by puzzle (`playKey`), the latest few. */
  readonly plays: Readonly<Record<string, string>>;
  readonly queue: readonly Pending[];
}

const EMPTY: PlayerRecord = { token: null, expiresAt: null, plays: {}, queue: [] };
/** Plays older than the latest this many are forgotten (a play is finished within a week). */
const PLAYS_KEPT = 20;

const keyOf = (api: string): string => `sudoku-break:player:${api}`;

const isText = (v: unknown, max = 4096): v is string => typeof v === 'string' && v.length <= max;

const isPending = (v: unknown): v is Pending =>
  isRecord(v) &&
  isText(v.id) &&
  isRecord(v.body) &&
  isText(v.body.solution, 700) &&
  typeof v.body.seconds === 'number' &&
  typeof v.body.hints === 'number' &&
  typeof v.body.mistakes === 'number';

export function readRecord(api: string): PlayerRecord {
  let data: unknown;
  try {
    data = JSON.parse(read(keyOf(api)) ?? 'null');
  } catch {
    return EMPTY;
  }
  if (!isRecord(data)) return EMPTY;
  const plays = isRecord(data.plays)
    ? Object.fromEntries(Object.entries(data.plays).filter(([, id]) => isText(id)))
    : {};
  return {
    token: isText(data.token) ? data.token : null,
    expiresAt: isText(data.expiresAt, 64) ? data.expiresAt : null,
    plays: plays as Record<string, string>,
    queue: Array.isArray(data.queue) ? data.queue.filter(isPending).slice(-50) : [],
  };
}

/** Changes the record; false when storage refused it. */
export function updateRecord(api: string, patch: Partial<PlayerRecord>): boolean {
  const next = { ...readRecord(api), ...patch };
  const plays = Object.entries(next.plays).slice(-PLAYS_KEPT);
  return write(keyOf(api), JSON.stringify({ ...next, plays: Object.fromEntries(plays) }));
}
