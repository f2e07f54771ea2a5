// What a move gives back beside the board: the completion flash (the cells of the rows, columns,
// boxes and digits it just completed; none under reduced motion, none for Solve, cleared when the
// animation ends or by the next move) and, with the `haptics` attribute only, a vibration for a
// digit placed, a mistake and a solved puzzle.
import { describe, expect, it } from 'vitest';
import { completed } from '../../../widget/model/completion.ts';
import { type Game, isSolved } from '../../../widget/model/game.ts';
import { houseCells } from '../../../widget/model/geometry.ts';
import { PULSES } from '../../../widget/model/store/feedback.ts';
import { game, wrongDigit } from './fixtures.ts';
import { config, ofType, playing, run } from './store-support.ts';

const g = game();
const row = houseCells(9, { kind: 'row', index: 2 });
const last = row.find((c) => !g.givens[c]) as number;
/** The row filled right but for its last empty cell. */
const nearly: Game = {
  ...g,
  values: g.values.map((v, c) => (c !== last && row.includes(c) ? g.solution[c] : v)),
};
const place = { type: 'digit', digit: g.solution[last], note: false } as const;
const haptic = (patch = {}) =>
  playing(nearly, {
    selected: last,
    config: { ...config({ start: 'game', api: 'off', haptics: '' }) },
    ...patch,
  });

describe('the completion flash', () => {
  it('lights the cells of what the move completed, decided in the step', () => {
    const { session } = run(playing(nearly, { selected: last }), [place]);
    const after = session.game as Game;
    expect(session.flash).toEqual(completed(nearly, after));
    expect(row.every((c) => session.flash.includes(c))).toBe(true);
  });

  it('is cleared when the animation ends, and by the next move that completes nothing', () => {
    const { session } = run(playing(nearly, { selected: last }), [place]);
    expect(run(session, [{ type: 'flashed' }]).session.flash).toEqual([]);
    const next = g.values.findIndex((v, c) => !v && !row.includes(c));
    const moved = run(session, [
      { type: 'select', cell: next },
      { type: 'digit', digit: 1, note: true },
    ]);
    expect(moved.session.flash).toEqual([]);
  });

  it('is not there under reduced motion, nor for a wrong digit or Solve', () => {
    expect(run(playing(nearly, { selected: last, calm: true }), [place]).session.flash).toEqual([]);
    const wrong = { ...place, digit: wrongDigit(g, last) };
    expect(run(playing(nearly, { selected: last }), [wrong]).session.flash).toEqual([]);
    const solved = run(playing(nearly), [{ type: 'solve' }, { type: 'fill-now' }]).session;
    expect(solved.game && isSolved(solved.game)).toBe(true);
    expect(solved.flash).toEqual([]);
  });
});

describe('haptics', () => {
  it('are off by default: no vibration at all', () => {
    const { effects } = run(playing(nearly, { selected: last }), [place]);
    expect(ofType(effects, 'vibrate')).toEqual([]);
  });

  it('with the attribute: a short pulse for a digit, a longer one for a mistake', () => {
    expect(ofType(run(haptic(), [place]).effects, 'vibrate')).toEqual([
      { type: 'vibrate', pattern: PULSES.set },
    ]);
    const wrong = { ...place, digit: wrongDigit(g, last) };
    expect(ofType(run(haptic(), [wrong]).effects, 'vibrate')).toEqual([
      { type: 'vibrate', pattern: PULSES.mistake },
    ]);
    // A note or an erase is no vibration.
    expect(ofType(run(haptic(), [{ ...place, note: true }]).effects, 'vibrate')).toEqual([]);
  });

  it('with the attribute: a pattern for the solved puzzle', () => {
    const one: Game = { ...g, values: g.solution.map((d, c) => (c === last ? 0 : d)) };
    const { effects, session } = run(haptic({ game: { ...one, timer: { banked: 0, since: 0 } } }), [
      place,
    ]);
    expect(session.celebrate).toBe(true);
    expect(ofType(effects, 'vibrate')).toEqual([{ type: 'vibrate', pattern: PULSES.done }]);
  });
});
