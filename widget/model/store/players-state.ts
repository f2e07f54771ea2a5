/**
 * The session's part about the player as the API knows them (docs/players.md): the play the
 * server times for the game on the board, where a solved puzzle of the day stands, the finishes
 * waiting for the API, the revisions of the saved games on the server, the stats and leaderboard
 * screens, and whether the player has been told that this browser keeps nothing. Types only, and
 * the empty value: players.ts steps it.
 */
import type { Finish, FinishRequest, Leaderboard, Profile } from '../../../client/index.ts';
import type { GeneratedPuzzle } from '../../engine.ts';

/** Where a finished puzzle of the day stands among the day's players (the finish's answer). */
export type Standing = NonNullable<Finish['standing']>;

/** A finish not sent yet (the API was away): sent again when it answers, within the play's week. */
export interface Pending {
  /** The play's id, as `POST /api/v1/plays` gave it. */
  readonly id: string;
  readonly body: FinishRequest;
}

/** The screens that open from the result panel. */
export type PlayersPanel = 'leaderboard' | 'stats';

export interface Players {
  /** The play of the puzzle on the board, once asked for: its id is null until the API answers. */
  readonly play: { readonly puzzle: GeneratedPuzzle; readonly id: string | null } | null;
  /** Where the solved puzzle on the board stands, from the finish's answer. */
  readonly standing: { readonly puzzle: GeneratedPuzzle; readonly standing: Standing } | null;
  /** Finishes waiting for the API, oldest first (kept in storage too). */
  readonly queue: readonly Pending[];
  /** The revision of each saved game on the server, by storage key; absent: none seen. */
  readonly revisions: Readonly<Record<string, string>>;
  /** The screen open from the result panel, or null. */
  readonly panel: PlayersPanel | null;
  /** The panel's numbers have come (each null when the API had none to give). */
  readonly fetched: boolean;
  readonly leaderboard: Leaderboard | null;
  readonly profile: Profile | null;
  /** Storage failed: 'tell' while the notice is on show, 'told' once it was closed. */
  readonly storage: 'ok' | 'tell' | 'told';
}

export const noPlayers: Players = {
  play: null,
  standing: null,
  queue: [],
  revisions: {},
  panel: null,
  fetched: false,
  leaderboard: null,
  profile: null,
  storage: 'ok',
};
