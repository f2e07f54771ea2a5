/**
 * The session: all the element shows and remembers between two actions, as one value. `step`
 * (step.ts) makes the next one from it and an action; nothing else writes it. What the page sets
 * (the attributes, read into `config`) and what the browser tells (the tab hidden, the board in
 * view, the colour scheme) come in as actions too, so the session is all a render needs.
 */
import type { GeneratedPuzzle, TeachingAlgorithm } from '../../engine.ts';
import type { Hint } from '../../services/hints.ts';
import { type Config, DEFAULT_CONFIG } from '../config.ts';
import type { Game } from '../game-state.ts';
import type { Mode } from '../marking.ts';
import type { Replaying } from '../replayer.ts';
import type { ShareOutcome } from '../share.ts';
import type { Summary } from '../stats.ts';
import { type Archive, noArchive, type Starting } from './archive-state.ts';
import { noPlayers, type Players } from './players-state.ts';

export type Screen = 'menu' | 'levels' | 'game' | 'help' | 'about' | 'archive' | 'stats';

/** The hint on show, and how much of it. */
export interface ShownHint {
  readonly hint: Hint;
  readonly stage: 'nudge' | 'full';
}

/** The records shown for a puzzle the player solved, and what Share did with its result. */
export interface Records {
  readonly puzzle: GeneratedPuzzle;
  /** Null until storage has answered (the same step, as a rule). */
  readonly summary: Summary | null;
  readonly shared: ShareOutcome | null;
  /** The text Share tried, shown to copy by hand when sharing failed. */
  readonly text: string;
}

export interface Session {
  /** The attributes, read safely (config.ts). */
  readonly config: Config;
  /** The element's id, which namespaces its storage slots. */
  readonly id: string;
  /** What the attributes asked for when the game was last chosen; '' before the first time. */
  readonly asked: string;
  /** The game's storage slot (slots.ts storageKey); '' until the attributes are read. */
  readonly key: string;
  /** When the latest action came (performance.now() milliseconds): the clock reads it. */
  readonly now: number;
  readonly screen: Screen;
  /** The screen Escape or OK goes back to from a text screen or the level menu. */
  readonly from: Screen;
  readonly game: Game | null;
  /** A saved game the main menu can continue. */
  readonly saved: Game | null;
  /** The focus cell: the keyboard's, and the one a digit goes in. */
  readonly selected: number;
  /**
   * The cells that marks, colours and digits go in when more than one is selected (drag, Shift or
   * Ctrl click, Shift+arrows; store/marking.ts), `selected` among them; empty when only `selected` is.
   */
  readonly selection: readonly number[];
  /** What digits write: values, corner or centre marks, or colours (Z, X, C, V; model/marking.ts). */
  readonly mode: Mode;
  /**
   * The board is zoomed in to playable cells where the widget is too narrow to show a 16x16 or
   * 25x25 board whole (a phone: styles.ts decides where); false shows it whole, to find a cell.
   */
  readonly zoom: boolean;
  /** Paused by the player. */
  readonly paused: boolean;
  /** The board plays its solved animation. */
  readonly celebrate: boolean;
  /** What the live region says. */
  readonly announcement: string;
  /** Counts the requests for work done elsewhere: an answer to an older one is stale. */
  readonly ticket: number;
  /** A puzzle is on its way (and whether the board then takes the focus), or null. */
  readonly loading: { readonly focus: boolean } | null;
  /** The last load gave no usable puzzle. */
  readonly failed: boolean;
  readonly hint: ShownHint | null;
  /** Solve's choice is open: fill now, or replay an algorithm. */
  readonly choosing: boolean;
  readonly algorithm: TeachingAlgorithm;
  /** A replay on the board (until it is closed). */
  readonly replay: Replaying | null;
  /** "Start a new game?" is open. */
  readonly confirming: boolean;
  /** The game a new one replaced, while "Back to previous game" can still bring it back. */
  readonly previous: Game | null;
  /** `previous` is a daily embed's other game, kept from an earlier visit: nothing new started. */
  readonly fromSave: boolean;
  readonly records: Records | null;
  /** The tab is hidden. */
  readonly hidden: boolean;
  /** Some of the board is in the viewport. */
  readonly inView: boolean;
  /** The system prefers dark colours (for `theme="auto"`). */
  readonly dark: boolean;
  /** The system prefers reduced motion: a replay waits to be played. */
  readonly calm: boolean;
  /** When the game was last saved (`now`), for the save every ten seconds of play. */
  readonly lastSave: number;
  /** What the API knows of the player: plays, standing, queued finishes, synced saves. */
  readonly players: Players;
  /** Printing the blank puzzle (givens, arrows and cages only) until the print dialog closes. */
  readonly blankPrint: boolean;
  /** The calendar of past puzzles of the day and the stats screen (archive.ts). */
  readonly archive: Archive;
  /** The start the page stopped (`sudoku-start` cancelled), until it is asked for again. */
  readonly blocked: Starting | null;
  // Input (issue 26, store/input.ts and feedback.ts).
  /** Digit-first input: the pad picks a digit, a tap on a cell puts it there. */
  readonly digitFirst: boolean;
  /** The digit picked in digit-first mode, 0 for none. */
  readonly picked: number;
  /** The cells of the houses and digits the last move completed, flashing; empty when none. */
  readonly flash: readonly number[];
}

/** Before the attributes are read: the menu, no game. */
export const initialSession: Session = {
  config: DEFAULT_CONFIG,
  id: '',
  asked: '',
  key: '',
  now: 0,
  screen: 'menu',
  from: 'menu',
  game: null,
  saved: null,
  selected: 0,
  selection: [],
  mode: 'normal',
  zoom: true,
  paused: false,
  celebrate: false,
  announcement: '',
  ticket: 0,
  loading: null,
  failed: false,
  hint: null,
  choosing: false,
  algorithm: 'backtracking',
  replay: null,
  confirming: false,
  previous: null,
  fromSave: false,
  records: null,
  hidden: false,
  inView: false,
  dark: false,
  calm: false,
  lastSave: 0,
  players: noPlayers,
  blankPrint: false,
  archive: noArchive,
  blocked: null,
  digitFirst: false,
  picked: 0,
  flash: [],
};
