/**
 * The session's one way forward: `step(session, action, now)` is the next session and the effects
 * to carry out, in order. Pure: `now` (performance.now() milliseconds) is passed in, storage and
 * the network are effects, and their answers come back as actions. Each concern handles its own
 * actions in a module of its own; this composes them.
 */
import type { Action, ActionType, Effect, Handler, Handlers } from './actions.ts';
import { checkHandlers } from './checking.ts';
import { hintHandlers } from './hints.ts';
import { moveHandlers } from './moves.ts';
import { replayHandlers } from './replays.ts';
import { resultHandlers } from './results.ts';
import type { Session } from './session.ts';

export interface Step {
  readonly session: Session;
  readonly effects: readonly Effect[];
}

const HANDLERS: Handlers = {
  ...moveHandlers,
  ...checkHandlers,
  ...hintHandlers,
  ...replayHandlers,
  ...resultHandlers,
  media: (s, { dark, calm }) => ({ ...s, dark, calm }),
};

export function step(session: Session, action: Action, now: number): Step {
  const effects: Effect[] = [];
  const handle = HANDLERS[action.type] as Handler<ActionType>;
  return { session: handle({ ...session, now }, action as never, effects), effects };
}
