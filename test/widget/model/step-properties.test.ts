// The session store on random play: any sequence of the player's actions, the browser's and the
// effects' answers never throws and never leaves an unsound session (the givens stand, digits are
// in range, a revealed cell holds its solution digit, notes only in empty cells, the clock runs
// exactly when it should, the selection on the board); undo and redo walk the history both ways;
// every game saved reads back as it was; a stale answer never replaces the game on the board.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { place } from '../../../widget/model/game.ts';
import { restore, serialize } from '../../../widget/model/persistence.ts';
import type { Action } from '../../../widget/model/store/actions.ts';
import { clockRuns } from '../../../widget/model/store/clock.ts';
import type { Session } from '../../../widget/model/store/session.ts';
import { step } from '../../../widget/model/store/step.ts';
import { isRunning } from '../../../widget/model/timer.ts';
import { makeLocallyNow } from '../../../widget/services/api.ts';
import { game } from './fixtures.ts';
import { admit, config, Memory, ofType, playing, run } from './store-support.ts';

const g = game();
const on = playing(g, { config: config({ start: 'game', api: 'off', mistakeLimit: '3' }) });

const c = (type: string) => fc.constant({ type } as Action);
/** The player's actions, and what the browser tells, at random. */
const anAction: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      type: fc.constant('digit'),
      digit: fc.integer({ min: 1, max: 9 }),
      note: fc.boolean(),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({ type: fc.constant('select'), cell: fc.integer({ min: -2, max: 82 }) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('go'),
      screen: fc.constantFrom('menu', 'levels', 'help', 'about', 'game'),
    }),
  },
  // Marks, colours and the multi-select (issue 26).
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('mode'),
      mode: fc.constantFrom('normal', 'corner', 'centre', 'colour'),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('select-more'),
      cell: fc.integer({ min: -2, max: 82 }),
      toggle: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('in-view'), inView: fc.boolean() }) },
  // Input (issue 26): taps and long presses, digit first and its picks.
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constantFrom('tap', 'long-press'),
      cell: fc.integer({ min: -2, max: 82 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ type: fc.constant('pick'), digit: fc.integer({ min: -1, max: 10 }) }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('hidden'), hidden: fc.boolean() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('replay-speed'),
      speed: fc.integer({ min: -1, max: 4 }),
    }),
  },
  ...[
    'erase',
    'toggle-notes',
    'zoom',
    'auto-notes',
    'undo',
    'redo',
    'undo',
    'hint',
    'hint',
    'check',
    'pause',
    'solve',
    'fill-now',
    'replay',
    'replay-toggle',
    'replay-step',
    'replay-finish',
    'replay-close',
    'new-game',
    'new-game-yes',
    'new-game-no',
    'back-to-previous',
    'back',
    'escape',
    'continue-game',
    'restart',
    'tick',
    'page-hide',
    'continue-saved',
    'share',
    'digit-first',
    'flashed',
  ].map((type) => ({ weight: 1, arbitrary: c(type) })),
);

function sound(s: Session): void {
  expect(s.selected).toBeGreaterThanOrEqual(0);
  const game = s.game;
  if (!game) return;
  expect(s.selected).toBeLessThan(game.values.length);
  game.values.forEach((v, i) => {
    expect(v >= 0 && v <= game.size).toBe(true);
    if (game.givens[i]) expect(v).toBe(game.givens[i]);
    if (game.hinted[i]) expect(v).toBe(game.solution[i]);
    if (v) expect(game.notes[i] | game.centre[i]).toBe(0);
    expect(game.colours[i] >= 0 && game.colours[i] <= 9).toBe(true);
  });
  expect(s.selection.length === 0 || s.selection.includes(s.selected)).toBe(true);
  expect(isRunning(game.timer)).toBe(clockRuns(s));
  expect(s.flash.every((c) => game.values[c] === game.solution[c])).toBe(true);
  expect(s.picked >= 0 && s.picked <= game.size && (s.digitFirst || s.picked === 0)).toBe(true);
}

describe('random play', () => {
  it('never throws nor leaves an unsound session; every save reads back as it was', () => {
    fc.assert(
      fc.property(fc.array(anAction, { maxLength: 40 }), (actions) => {
        let s = on;
        let now = 1000;
        const memory = new Memory();
        for (const a of actions) {
          const next = run(s, [a], now, 1, memory);
          now += 250;
          s = next.session;
          sound(s);
          for (const save of ofType(next.effects, 'save')) {
            const back = restore(serialize(save.game, save.elapsed));
            expect(back?.values).toEqual(save.game.values);
            expect(back?.notes).toEqual(save.game.notes);
            expect(back?.centre).toEqual(save.game.centre);
            expect(back?.colours).toEqual(save.game.colours);
            expect(back?.mistakes).toBe(save.game.mistakes);
            expect([back?.live, back?.elims]).toEqual([save.game.live, save.game.elims]);
          }
        }
      }),
      { numRuns: 60 },
    );
  });

  it('undo all the way back, then redo all the way, returns to each board', () => {
    const moves = fc.array(
      fc.oneof(
        fc.record({ type: fc.constant('select'), cell: fc.integer({ min: 0, max: 80 }) }),
        fc.record({
          type: fc.constant('digit'),
          digit: fc.integer({ min: 1, max: 9 }),
          note: fc.boolean(),
        }),
        c('erase'),
        c('auto-notes'),
      ) as fc.Arbitrary<Action>,
      { maxLength: 30 },
    );
    fc.assert(
      fc.property(moves, (actions) => {
        // No mistake limit here: a game over refuses undo (on purpose).
        const played = run(playing(g), actions).session;
        const game = played.game;
        if (!game) throw new Error('no game');
        const depth = game.history.past.length;
        const back = run(
          played,
          Array.from({ length: depth }, () => ({ type: 'undo' }) as const),
        );
        expect(back.session.game?.values).toEqual(g.values);
        expect(back.session.game?.notes).toEqual(g.notes);
        const again = run(
          back.session,
          Array.from({ length: depth }, () => ({ type: 'redo' }) as const),
        );
        expect(again.session.game?.values).toEqual(game.values);
        expect(again.session.game?.notes).toEqual(game.notes);
      }),
      { numRuns: 60 },
    );
  });

  it('a puzzle that comes after another was asked for never replaces the game on the board', () => {
    fc.assert(
      fc.property(
        fc.array(anAction, { maxLength: 12 }),
        fc.integer({ min: 1, max: 3 }),
        (actions, behind) => {
          const asked = admit(on, { type: 'new-game-yes' }, 1000);
          const [load] = ofType(asked.effects, 'load');
          const req = { ...load.ask, seed: 'stale' };
          const late = {
            type: 'loaded',
            ticket: load.ticket - behind,
            req,
            got: { puzzle: makeLocallyNow(req), source: 'api', fallback: null },
          } as const;
          const s = run(asked.session, actions, 2000).session;
          const after = step(s, late, 9000).session;
          expect(after.game).toBe(s.game);
          expect(after.loading).toBe(s.loading);
        },
      ),
      { numRuns: 30 },
    );
  });

  it('the board refuses nothing it should take: a right digit on an empty cell goes in', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 80 }), (cell) => {
        fc.pre(g.values[cell] === 0);
        const s = run(on, [
          { type: 'select', cell },
          { type: 'digit', digit: g.solution[cell], note: false },
        ]).session;
        expect(s.game?.values).toEqual(place(g, cell, g.solution[cell]).values);
      }),
      { numRuns: 30 },
    );
  });
});
