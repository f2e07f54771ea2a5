/**
 * The players' screens (players.ts) for the game screen, once the players' chunk that carries them
 * is in (app/players-lazy.ts loads it when the API answers). Until then there is nothing of
 * theirs to show: a standing, the leaderboard and the stats come from the API's answers, which
 * only that chunk asks for, and every answer is an action, so the screen renders again with them.
 */
import type { renderPlayersPanel, renderStanding } from './players.ts';

export interface PlayersScreens {
  readonly renderStanding: typeof renderStanding;
  readonly renderPlayersPanel: typeof renderPlayersPanel;
}

let loaded: PlayersScreens | null = null;

/** The screens, from the players' chunk as it comes in. */
export const setPlayersScreens = (screens: PlayersScreens): void => {
  loaded = screens;
};

/** The screens, or null while the players' chunk is not in. */
export const playersScreens = (): PlayersScreens | null => loaded;
