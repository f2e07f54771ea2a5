// Hints in the session store: the engine is asked as an effect and its answer comes back as an
// action (a stale one ignored); pressed again and again, a hint nudges, shows its step, then is
// carried out as a move, each stage said and sent to the page.
import { describe, expect, it } from 'vitest';
import { place } from '../../../widget/model/game.ts';
import { step } from '../../../widget/model/store/step.ts';
import { nextHint } from '../../../widget/services/hints.ts';
import { firstEmpty, game } from './fixtures.ts';
import { changes, ofType, playing, run } from './store-support.ts';

const hintEvents = (effects: Parameters<typeof ofType>[0]) =>
  ofType(effects, 'emit').flatMap((e) => (e.name === 'sudoku-hint' ? [e.detail] : []));

describe('a hint', () => {
  it('nudges, then shows its step, then is carried out and selects its cell', () => {
    const s = playing(undefined, { choosing: true });
    const nudge = run(s, [{ type: 'hint' }]);
    expect(ofType(nudge.effects, 'hint')).toHaveLength(1);
    expect(nudge.session.hint?.stage).toBe('nudge');
    expect(nudge.session.choosing).toBe(false);
    const [sent] = hintEvents(nudge.effects);
    expect(sent).toMatchObject({ stage: 'nudge', step: null, placement: null, mistakes: [] });
    expect(nudge.session.announcement).toBe(sent.explanation);
    const full = run(nudge.session, [{ type: 'hint' }]);
    expect(full.session.hint?.stage).toBe('full');
    expect(hintEvents(full.effects)[0].stage).toBe('full');
    const applied = run(full.session, [{ type: 'hint' }]);
    expect(applied.session.hint).toBeNull();
    expect(applied.session.game?.hintsUsed).toBe(1);
    expect(hintEvents(applied.effects).map((d) => d.stage)).toEqual(['apply']);
    expect(changes(applied.effects)).toEqual(['hint']);
    const hint = nudge.session.hint?.hint;
    const first = hint?.move.place[0]?.cell ?? hint?.cells[0];
    expect(applied.session.selected).toBe(first);
  });

  it('says so when the engine has none', () => {
    const s = playing();
    const asked = step(s, { type: 'hint' }, 1).session;
    const g = asked.game ?? game();
    const none = step(asked, { type: 'hinted', ticket: asked.ticket, game: g, hint: null }, 2);
    expect(none.session.announcement).toBe('The board is already solved.');
    expect(none.session.hint).toBeNull();
  });

  it('is ignored when the answer is stale: a newer request, the board changed, or paused', () => {
    const s = playing();
    const asked = step(s, { type: 'hint' }, 1).session;
    const g = asked.game ?? game();
    const hint = nextHint(g);
    const answer = { type: 'hinted', ticket: asked.ticket, game: g, hint } as const;
    expect(step(asked, { ...answer, ticket: asked.ticket - 1 }, 2).session.hint).toBeNull();
    const { cell, digit } = firstEmpty(g);
    const moved = { ...asked, game: place(g, cell, digit) };
    expect(step(moved, answer, 2).session.hint).toBeNull();
    expect(step({ ...asked, paused: true }, answer, 2).session.hint).toBeNull();
    expect(step(asked, answer, 2).session.hint?.stage).toBe('nudge');
  });

  it('is not asked for on a board that cannot be played', () => {
    const g = game();
    for (const s of [playing(g, { paused: true }), playing({ ...g, values: g.solution })]) {
      expect(ofType(step(s, { type: 'hint' }, 1).effects, 'hint')).toEqual([]);
    }
  });
});
