/**
 * What can happen to a session (actions) and what a step asks the world to do (effects). An
 * action comes from the player (a button, a key), from the page or the browser (attributes, the
 * tab hidden, a clock tick), or with the answer to an effect (a replay recorded). Effects are
 * plain data; the element's store (app/store.ts) carries them out, in order, after the step.
 */
import type { Leaderboard, Profile } from '../../../client/index.ts';
import type { GeneratedPuzzle, Level, TeachingAlgorithm } from '../../engine.ts';
import type { Loaded } from '../../services/api.ts';
import type { Hint } from '../../services/hints.ts';
import type { PuzzleRequest } from '../../services/request.ts';
import type { Config, Lang } from '../config.ts';
import type { SudokuEventName, SudokuEvents } from '../events.ts';
import type { Game } from '../game-state.ts';
import type { Mode } from '../marking.ts';
import type { Replay } from '../replay.ts';
import type { Result, ShareOutcome } from '../share.ts';
import type { Finished, Stats, Summary } from '../stats.ts';
import type { Ask, Starting } from './archive-state.ts';
import type { Pending, PlayersPanel, Standing } from './players-state.ts';
import type { Screen, Session } from './session.ts';

export type { Ask } from './archive-state.ts';

/** Why the board changed, as `sudoku-change` says it. */
export type ChangeReason = SudokuEvents['sudoku-change']['reason'];

/** An event to the page, with the detail its name carries. */
export type Emit = {
  readonly [K in SudokuEventName]: {
    readonly type: 'emit';
    readonly name: K;
    readonly detail: SudokuEvents[K];
  };
}[SudokuEventName];

export type Action =
  // The attributes and the puzzles they ask for (loading.ts).
  | { readonly type: 'configure'; readonly config: Config; readonly id: string }
  | {
      readonly type: 'opened';
      readonly key: string;
      readonly saved: Game | null;
      readonly previous: Game | null;
    }
  | {
      readonly type: 'loaded';
      readonly ticket: number;
      readonly req: PuzzleRequest;
      /** The puzzle and where it came from; null when even the engine could not make it. */
      readonly got: Loaded | null;
    }
  // The screens (screens.ts) and New Game (newgame.ts).
  | { readonly type: 'go'; readonly screen: Screen }
  | { readonly type: 'back' }
  | { readonly type: 'escape' }
  | { readonly type: 'play-level'; readonly level: Level }
  | { readonly type: 'continue-saved' }
  | { readonly type: 'new-game' }
  | { readonly type: 'new-game-yes' }
  | { readonly type: 'new-game-no' }
  | { readonly type: 'back-to-previous' }
  // The player's moves (moves.ts).
  | { readonly type: 'select'; readonly cell: number; readonly focus?: boolean }
  /** `note`: a corner mark whatever the mode (Shift); `mode`: this mode for this digit only (Ctrl). */
  | { readonly type: 'digit'; readonly digit: number; readonly note: boolean; readonly mode?: Mode }
  | { readonly type: 'erase' }
  | { readonly type: 'toggle-notes' }
  /** `on`: zoomed in (true) or the whole board (false); left out, the other one. */
  | { readonly type: 'zoom'; readonly on?: boolean }
  // Marks, colours and the multi-select (marking.ts).
  | { readonly type: 'mode'; readonly mode: Mode }
  /** Adds a cell to the selection (drag, Shift+arrow), or with `toggle` adds or removes it (click). */
  | {
      readonly type: 'select-more';
      readonly cell: number;
      readonly toggle: boolean;
      readonly focus?: boolean;
    }
  | { readonly type: 'auto-notes' }
  | { readonly type: 'undo' }
  | { readonly type: 'redo' }
  // Hints (hints.ts).
  | { readonly type: 'hint' }
  | {
      readonly type: 'hinted';
      readonly ticket: number;
      readonly game: Game;
      readonly hint: Hint | null;
    }
  // Mistakes (checking.ts).
  | { readonly type: 'check' }
  | { readonly type: 'continue-game' }
  | { readonly type: 'restart' }
  // A solved game's records and Share (results.ts).
  | { readonly type: 'recorded'; readonly puzzle: GeneratedPuzzle; readonly summary: Summary }
  | { readonly type: 'share' }
  | {
      readonly type: 'shared';
      readonly puzzle: GeneratedPuzzle;
      readonly outcome: ShareOutcome;
      readonly text: string;
    }
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
  // The clock and saving (clock.ts, saving.ts).
  | { readonly type: 'pause' }
  // The browser (lifecycle controllers).
  | { readonly type: 'tick' }
  | { readonly type: 'hidden'; readonly hidden: boolean }
  | { readonly type: 'in-view'; readonly inView: boolean }
  | { readonly type: 'page-hide' }
  | { readonly type: 'disconnected' }
  | { readonly type: 'media'; readonly dark: boolean; readonly calm: boolean }
  // Printing (printing.ts): the game with the player's progress, or the blank puzzle.
  | { readonly type: 'print'; readonly blank: boolean }
  | { readonly type: 'printed' }
  // The player as the API knows them (players.ts).
  /** The finishes kept in storage from an earlier visit, still waiting for the API. */
  | { readonly type: 'queue-read'; readonly queue: readonly Pending[] }
  /** The API's play of a puzzle (null: the API did not answer); answers `start-play`. */
  | { readonly type: 'play-started'; readonly puzzle: GeneratedPuzzle; readonly id: string | null }
  /**
   * What became of a finish sent: `sent` (answered, with the standing of a puzzle of the day),
   * `offline` (no answer, or a 5xx: queued to send again) or `refused` (a 4xx: never again).
   */
  | {
      readonly type: 'finish-sent';
      readonly finish: Pending;
      readonly puzzle: GeneratedPuzzle | null;
      readonly outcome: 'sent' | 'offline' | 'refused';
      readonly standing: Standing | null;
    }
  /** The server's copy of a saved game (`pulled`), or its copy after a stale write (`conflict`). */
  | {
      readonly type: 'remote-game';
      readonly key: string;
      readonly revision: string | null;
      readonly game: Game | null;
      readonly conflict: boolean;
    }
  /** A save the server took: its new revision. */
  | { readonly type: 'pushed'; readonly key: string; readonly revision: string }
  /** localStorage refused a write: the player is told, once. */
  | { readonly type: 'storage-failed' }
  | { readonly type: 'storage-notice-close' }
  | { readonly type: 'players-panel'; readonly panel: PlayersPanel | null }
  | {
      readonly type: 'players-data';
      readonly leaderboard: Leaderboard | null;
      readonly profile: Profile | null;
    }
  // The archive, the stats screen (archive.ts) and the start gate (gate.ts).
  /** Opens the calendar of past puzzles of the day, or the stats screen; their records are read. */
  | { readonly type: 'open-archive'; readonly screen: 'archive' | 'stats' }
  /** The local records and today's date (UTC), read by the store; answers `read-stats`. */
  | { readonly type: 'stats-read'; readonly stats: Stats; readonly today: string }
  /** The calendar's focus moved to a day (by a key, or a month button: calendar.ts moveDate). */
  | { readonly type: 'archive-focus'; readonly date: string }
  /** A day chosen on the calendar: its puzzle of the day. */
  | { readonly type: 'archive-day'; readonly date: string }
  /** What the page did with `sudoku-start`: `go` unless it called preventDefault. */
  | { readonly type: 'gated'; readonly start: Starting; readonly go: boolean }
  /** The page asks for the start it stopped (the element's `continueStart()`). */
  | { readonly type: 'continue-start' }
  // Input (input.ts): a tap or long press on a cell, digit-first mode, the flash's end.
  | { readonly type: 'tap'; readonly cell: number }
  | { readonly type: 'long-press'; readonly cell: number }
  | { readonly type: 'digit-first' }
  | { readonly type: 'pick'; readonly digit: number }
  | { readonly type: 'flashed' };

export type Effect =
  /** Read the storage slots of these attributes (older saves moved there first); answered by `opened`. */
  | { readonly type: 'slots'; readonly config: Config; readonly key: string; readonly id: string }
  /** Load a puzzle (the API, else the engine); answered by `loaded`. */
  | {
      readonly type: 'load';
      readonly ticket: number;
      readonly ask: Ask;
      readonly api: string | null;
      readonly timeout: number;
    }
  /** `sudoku-ready` once the board is rendered, if this puzzle is still the one on it. */
  | {
      readonly type: 'ready';
      readonly puzzle: GeneratedPuzzle;
      readonly detail: SudokuEvents['sudoku-ready'];
    }
  /**
   * The records of the solved puzzle on the board, from storage; answered by `recorded`. With
   * `finished` (the player just solved it), the game is counted first; without (a solved game
   * put back), they are read as they stand.
   */
  | {
      readonly type: 'stats';
      readonly puzzle: GeneratedPuzzle;
      readonly finished?: Finished | undefined;
    }
  /**
   * Focus after the render: 'cell' (the selected one), 'screen' (the screen's [data-focus]),
   * 'result' (the same, unless a cell has the focus: typing on the board keeps it there), or a
   * selector; null leaves the focus where it is. The last one of a step wins.
   */
  | { readonly type: 'focus'; readonly to: string | null }
  /** Open the browser's print dialog once the next render is in; answered by `printed`. */
  | { readonly type: 'print' }
  /** Record `algorithm` solving the game's puzzle; answered by `replayed`. */
  | {
      readonly type: 'replay';
      readonly ticket: number;
      readonly game: Game;
      readonly algorithm: TeachingAlgorithm;
    }
  /** Solve's choice opened: load the replays' chunk, so that a replay asked for starts at once. */
  | { readonly type: 'prefetch-replays' }
  /** Ask the engine for a hint on the game's board; answered by `hinted`. */
  | { readonly type: 'hint'; readonly ticket: number; readonly game: Game }
  | Emit
  /** Keep the game in `key` (localStorage), with the clock's reading `elapsed` (ms). */
  | {
      readonly type: 'save';
      readonly key: string;
      readonly game: Game;
      readonly elapsed: number;
    }
  /** Share a result (from the click itself: browsers share only then); answered by `shared`. */
  | {
      readonly type: 'share';
      readonly puzzle: GeneratedPuzzle;
      readonly result: Result;
      readonly lang: Lang;
      /** The element's id: the link reopens the puzzle in this element (model/link.ts). */
      readonly id: string;
    }
  /** Read the finishes queued in storage for this API; answered by `queue-read`. */
  | { readonly type: 'read-queue'; readonly api: string }
  /** Start (or resume: one kept for the puzzle) the server's play; answered by `play-started`. */
  | { readonly type: 'start-play'; readonly api: string; readonly puzzle: GeneratedPuzzle }
  /** Send a finish; answered by `finish-sent`. */
  | {
      readonly type: 'finish-play';
      readonly api: string;
      readonly finish: Pending;
      readonly puzzle: GeneratedPuzzle | null;
    }
  /** Keep the finishes waiting for the API in storage (all of them, in place of the last). */
  | { readonly type: 'keep-queue'; readonly api: string; readonly queue: readonly Pending[] }
  /** Read the server's copy of a saved game; answered by `remote-game`. */
  | { readonly type: 'pull'; readonly api: string; readonly key: string }
  /**
   * Write a saved game to the server, over the revision the session knows when it is sent (the
   * store waits a moment and sends the latest game of a slot only); answered by `pushed`, or by
   * `remote-game` with the server's copy when the write was stale.
   */
  | {
      readonly type: 'push';
      readonly api: string;
      readonly key: string;
      readonly game: Game;
      readonly elapsed: number;
    }
  /** The day's leaderboard (a puzzle of the day) and the player's stats; answered by `players-data`. */
  | {
      readonly type: 'players-data';
      readonly api: string;
      readonly daily: {
        readonly date: string;
        readonly level: Level;
        readonly variant: string;
      } | null;
    }
  /**
   * `sudoku-start`, cancelable, before a game starts; answered by `gated` (the dispatch of a DOM
   * event is synchronous: whether the page called preventDefault is known at once).
   */
  | { readonly type: 'gate'; readonly start: Starting }
  /** Read the local records (stats.ts) and today's date; answered by `stats-read`. */
  | { readonly type: 'read-stats' }
  /** A short vibration (`navigator.vibrate`, where there is one), with the `haptics` attribute. */
  | { readonly type: 'vibrate'; readonly pattern: readonly number[] };

export type ActionType = Action['type'];

/** How the components and the lifecycle controllers change the session. */
export type Dispatch = (action: Action) => void;

/** What one action does to a session; effects go to `fx`, in the order they are to happen. */
export type Handler<T extends ActionType> = (
  s: Session,
  action: Extract<Action, { readonly type: T }>,
  fx: Effect[],
) => Session;

export type Handlers = { readonly [T in ActionType]: Handler<T> };
