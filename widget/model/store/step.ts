/**
 * The session's one way forward: `step(session, action, now)` is the next session and the effects
 * to carry out, in order. Pure: `now` (performance.now() milliseconds) is passed in, storage and
 * the network are effects, and their answers come back as actions. Each concern handles its own
 * actions in a module of its own; this composes them.
 */
import type { Action, ActionType, Effect, Handler, Handlers } from './actions.ts';
import { archiveHandlers } from './archive.ts';
import { checkHandlers } from './checking.ts';
import { clockHandlers, syncClock } from './clock.ts';
import { gateHandlers } from './gate.ts';
import { hintHandlers } from './hints.ts';
import { inputHandlers } from './input.ts';
import { loadHandlers } from './loading.ts';
import { markHandlers } from './marking.ts';
import { moveHandlers } from './moves.ts';
import { newGameHandlers } from './newgame.ts';
import { playerHandlers, playersFor } from './players.ts';
import { printHandlers } from './printing.ts';
import { replayHandlers } from './replays.ts';
import { recordsFor, resultHandlers } from './results.ts';
import { autoSaves, saveHandlers } from './saving.ts';
import { screenHandlers } from './screens.ts';
import type { Session } from './session.ts';

export interface Step {
  readonly session: Session;
  readonly effects: readonly Effect[];
}

const HANDLERS: Handlers = {
  ...loadHandlers,
  ...screenHandlers,
  ...newGameHandlers,
  ...moveHandlers,
  ...markHandlers,
  ...checkHandlers,
  ...hintHandlers,
  ...replayHandlers,
  ...resultHandlers,
  ...clockHandlers,
  ...saveHandlers,
  ...playerHandlers,
  ...printHandlers,
  ...archiveHandlers,
  ...gateHandlers,
  ...inputHandlers,
  /** What the system prefers (app/media.ts): dark colours, reduced motion. */
  media: (s, { dark, calm }) => ({ ...s, dark, calm }),
};

/**
 * The next session and its effects. After the action's own handler, every step asks for the
 * records of a solved game put back on the board (results.ts), saves the games that changed
 * (saving.ts; first among the effects, before anything reads storage), asks the API for what the
 * player's plays and saves need (players.ts; last, after the local effects) and brings the clock
 * in line (clock.ts), so no handler has to remember to.
 */
export function step(session: Session, action: Action, now: number): Step {
  const before = { ...session, now };
  const fx: Effect[] = [];
  const after = recordsFor((HANDLERS[action.type] as Handler<ActionType>)(before, action, fx), fx);
  const own = [...autoSaves(before, after), ...fx];
  const players = playersFor(before, after, action, own);
  const effects = [...own, ...players.effects];
  const saved = own.some((e) => e.type === 'save');
  const next = players.session;
  return { session: syncClock(saved ? { ...next, lastSave: now } : next), effects };
}
