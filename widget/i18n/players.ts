/**
 * The words of the players' screens (components/players.ts: the day's standing, the leaderboard,
 * the stats), in both languages. Not in each language's table (en.ts, id.ts): they travel in the
 * players' chunk with the screens, which a game with no API answering never loads. The English
 * shape is the contract, as for the tables.
 */
import type { Lang } from '../model/config.ts';

const EN = {
  fasterThan: (percent: number, players: number) =>
    `Faster than ${percent}% of ${players} ${players === 1 ? 'player' : 'players'} today`,
  medianTime: 'Median today',
  leaderboard: 'Leaderboard',
  myStats: 'My stats',
  anonymousPlayer: 'Anonymous',
  noPlayersYet: 'No times yet.',
  statsUnavailable: 'The numbers are not available now.',
  solvedLabel: 'Solved',
  currentStreak: 'Current streak',
  bestStreak: 'Best streak',
};

export type PlayersWords = typeof EN;

const ID: PlayersWords = {
  fasterThan: (percent, players) => `Lebih cepat dari ${percent}% dari ${players} pemain hari ini`,
  medianTime: 'Median hari ini',
  leaderboard: 'Papan peringkat',
  myStats: 'Statistik saya',
  anonymousPlayer: 'Anonim',
  noPlayersYet: 'Belum ada waktu.',
  statsUnavailable: 'Angka-angkanya tidak tersedia sekarang.',
  solvedLabel: 'Diselesaikan',
  currentStreak: 'Runtunan saat ini',
  bestStreak: 'Runtunan terbaik',
};

export const PLAYERS_WORDS: Readonly<Record<Lang, PlayersWords>> = { en: EN, id: ID };
