/**
 * Hint, pressed again and again: first the nudge (where to look), then the full step with its
 * cells and candidates, then the step carried out on the board, its first cell selected (the
 * focus follows the selection). The hint itself is asked of the engine as an effect and comes
 * back as `hinted`; an answer for a board that has changed since is stale.
 */

import { applyHint, hintText } from '../../services/hints.ts';
import { hintDetail } from '../events.ts';
import type { Handlers } from './actions.ts';
import { openGame, sameBoard, say, stringsOf } from './derive.ts';
import { commit } from './moves.ts';

export const hintHandlers = {
  hint(s, _, fx) {
    const game = openGame(s);
    if (!game) return s;
    const current = s.hint;
    const lang = s.config.lang;
    if (!current) {
      const ticket = s.ticket + 1;
      fx.push({ type: 'hint', ticket, game });
      return { ...s, ticket };
    }
    const { hint } = current;
    const full = hintText(hint, 'full', lang);
    if (current.stage === 'nudge') {
      fx.push({ type: 'emit', name: 'sudoku-hint', detail: hintDetail(hint, 'full', lang) });
      return say({ ...s, hint: { hint, stage: 'full' } }, full);
    }
    const first = hint.move.place[0]?.cell ?? hint.cells[0] ?? null;
    fx.push({ type: 'emit', name: 'sudoku-hint', detail: hintDetail(hint, 'apply', lang) });
    const on = first === null ? s : { ...s, selected: first };
    return commit(on, applyHint(game, hint), 'hint', first, full, fx);
  },

  /** The engine's hint for the board it was asked about: the nudge, or "no hint". */
  hinted(s, { ticket, game, hint }, fx) {
    if (ticket !== s.ticket || s.hint || !sameBoard(s, game) || !openGame(s)) return s;
    if (!hint) return say(s, stringsOf(s).hintNone);
    const lang = s.config.lang;
    fx.push({ type: 'emit', name: 'sudoku-hint', detail: hintDetail(hint, 'nudge', lang) });
    return say(
      { ...s, hint: { hint, stage: 'nudge' }, choosing: false },
      hintText(hint, 'nudge', lang),
    );
  },
} satisfies Partial<Handlers>;
