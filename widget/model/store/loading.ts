/**
 * The attributes and the puzzles they ask for. `configure` comes with every update of the
 * element; when the attributes ask for another puzzle than before, the game in progress is saved
 * under its own slot (the step does it: saving.ts), the new slots are read (an effect, answered by
 * `opened`) and the first screen is shown: the menu, or a game resumed or asked for (answered by
 * `loaded`; an answer to an older request is stale: the player has asked for another since).
 * When only the checking mode changes, the game follows at once.
 */
import { isSolved, newGame, withChecking } from '../game.ts';
import { storageKey } from '../slots.ts';
import type { Handlers } from './actions.ts';
import { configured, ready, resume, show, start } from './games.ts';

export const loadHandlers = {
  configure(s, { config, id }, fx) {
    const key = storageKey(config, id);
    // The key holds everything that picks the puzzle but the day of a daily.
    const asked = `${key}|${config.daily}`;
    const on = { ...s, config, id };
    if (asked === s.asked) {
      const mode = config.mistakes;
      if (mode === s.config.mistakes) return on;
      const { game, saved } = s;
      return {
        ...on,
        game: game && withChecking(game, mode),
        saved: saved && withChecking(saved, mode),
      };
    }
    fx.push({ type: 'slots', config, key, id });
    return {
      ...on,
      asked,
      key,
      ticket: s.ticket + 1,
      loading: null,
      game: null,
      hint: null,
      replay: null,
      choosing: false,
      confirming: false,
    };
  },

  /** What the slots of these attributes keep: the first screen follows. */
  opened(s, { key, saved, previous }, fx) {
    if (key !== s.key) return s;
    // A daily embed offers its other game in progress beside the day's puzzle.
    const on = { ...s, saved, previous, fromSave: true };
    if (s.config.start === 'game') {
      // A finished game is shown as finished (the day's puzzle stays done); New Game moves on.
      return saved
        ? resume(on, saved, false, fx)
        : start(on, configured(s, s.config.level), false, fx);
    }
    // The menu only offers to continue a game that is still going.
    return {
      ...on,
      saved: saved && !isSolved(saved) ? saved : null,
      screen: 'menu',
      paused: false,
    };
  },

  /** The puzzle asked for, or null when even the engine could not make it. */
  loaded(s, { ticket, req, got }, fx) {
    if (ticket !== s.ticket || !s.loading) return s;
    const game = got && newGame(got.puzzle, req.daily, s.config.mistakes);
    const fallback = got?.fallback;
    if (fallback) {
      fx.push({ type: 'emit', name: 'sudoku-fallback', detail: { ...fallback, seed: req.seed } });
    }
    const on = { ...s, loading: null, failed: !game };
    return game && got ? ready(show(on, game, s.loading.focus, fx), got.source, fx) : on;
  },
} satisfies Partial<Handlers>;
