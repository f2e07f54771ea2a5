/**
 * A player as the API shows it, and a token's answer: what POST /api/v1/players and its renewal
 * send, and what GET /api/v1/players/me starts with.
 */
import type { Player } from '../../players/tokens.ts';
import { isoTime } from '../puzzles/dates.ts';

export const publicPlayer = (player: Player) => ({
  id: player.id,
  kind: player.kind,
  name: player.name,
});

export const tokenAnswer = (token: string, player: Player) => ({
  token,
  expiresAt: isoTime(player.expiresAt),
  player: publicPlayer(player),
});
