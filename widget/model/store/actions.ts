/**
 * What can happen to a session (actions) and what a step asks the world to do (effects). An
 * action comes from the player (a button, a key), from the page or the browser (attributes, the
 * tab hidden, a clock tick), or with the answer to an effect (a replay recorded). Effects are
 * plain data; the element's store (app/store.ts) carries them out, in order, after the step.
 */

import type { TeachingAlgorithm } from '../../engine.ts';
import type { Replay } from '../../services/replay.ts';
import type { Game } from '../game-state.ts';
import type { Session } from './session.ts';

export type ChangeReason =
  | 'set'
  | 'erase'
  | 'note'
  | 'auto-notes'
  | 'hint'
  | 'solve'
  | 'undo'
  | 'redo';

export type Action =
  // Solve and its replays (replays.ts).
  | { readonly type: 'solve' }
  | { readonly type: 'algorithm'; readonly name: string }
  | { readonly type: 'fill-now' }
  | { readonly type: 'replay' }
  | {
      readonly type: 'replayed';
      readonly ticket: number;
      readonly game: Game;
      readonly replay: Replay | null;
    }
  | { readonly type: 'replay-toggle' }
  | { readonly type: 'replay-step' }
  | { readonly type: 'replay-finish' }
  | { readonly type: 'replay-speed'; readonly speed: number }
  | { readonly type: 'replay-close' }
  // The browser (lifecycle controllers).
  | { readonly type: 'tick' }
  | { readonly type: 'media'; readonly dark: boolean; readonly calm: boolean };

export type Effect =
  /** Focus after the render: 'cell' (the selected one), 'screen' (its [data-focus]), a selector; null leaves it. */
  | { readonly type: 'focus'; readonly to: string | null }
  /** Record `algorithm` solving the game's puzzle; answered by `replayed`. */
  | {
      readonly type: 'replay';
      readonly ticket: number;
      readonly game: Game;
      readonly algorithm: TeachingAlgorithm;
    }
  /** Until moves.ts is in the store: a move made by the game controller. */
  | {
      readonly type: 'commit';
      readonly next: Game;
      readonly reason: ChangeReason;
      readonly cell: number | null;
      readonly message: string;
    };

export type ActionType = Action['type'];

/** What one action does to a session; effects go to `fx`, in the order they are to happen. */
export type Handler<T extends ActionType> = (
  s: Session,
  action: Extract<Action, { readonly type: T }>,
  fx: Effect[],
) => Session;

export type Handlers = { readonly [T in ActionType]: Handler<T> };
