// The attributes and the puzzles they ask for, in the session store: the first `configure` reads
// the slots (an effect) and shows the first screen; another puzzle asked for saves the game in
// progress first; a puzzle comes back as `loaded`, and one asked for before another is ignored;
// a change of the checking mode reaches the game at once.
import { describe, expect, it } from 'vitest';
import { serialize } from '../../../widget/model/persistence.ts';
import { storageKey } from '../../../widget/model/slots.ts';
import { initialSession } from '../../../widget/model/store/session.ts';
import { step } from '../../../widget/model/store/step.ts';
import { makeLocallyNow } from '../../../widget/services/api.ts';
import { firstEmpty, game, wrongDigit } from './fixtures.ts';
import { admit, config, focusAfter, Memory, ofType, run } from './store-support.ts';

const configure = (attrs: Parameters<typeof config>[0], id = 'w') =>
  ({ type: 'configure', config: config({ api: 'off', ...attrs }), id }) as const;

describe('the first screen', () => {
  it('start="game": reads the slots, asks for the puzzle and shows it when it comes', () => {
    const { session, effects } = run(initialSession, [configure({ start: 'game', seed: 'first' })]);
    expect(effects.map((e) => e.type)).toEqual([
      'slots',
      'gate',
      'focus',
      'load',
      'save',
      'focus',
      'ready',
    ]);
    expect(session.key).toBe(storageKey(config({ start: 'game', seed: 'first' }), 'w'));
    expect(session.screen).toBe('game');
    expect(session.loading).toBeNull();
    expect(session.game?.puzzle.seed).toBe('first');
    expect(ofType(effects, 'ready')[0].detail).toMatchObject({ seed: 'first', source: 'local' });
    // Not asked by the player: the focus stays where it is.
    expect(focusAfter(effects)).toBeNull();
  });

  it('start="game" resumes the game kept in its slot, as it was left', () => {
    const memory = new Memory();
    const attrs = { start: 'game', seed: 'kept' } as const;
    const g = game('kept');
    const { cell, digit } = firstEmpty(g);
    const key = storageKey(config(attrs), 'w');
    const s = run(initialSession, [configure(attrs)], 1000, 100, memory).session;
    const moved = run(
      s,
      [
        { type: 'select', cell },
        { type: 'digit', digit, note: false },
      ],
      2000,
      100,
      memory,
    );
    expect(memory.read(key)).not.toBeNull();
    const again = run(initialSession, [configure(attrs)], 1000, 100, memory);
    expect(again.session.game?.values).toEqual(moved.session.game?.values);
    expect(ofType(again.effects, 'ready')[0].detail.source).toBe('saved');
    expect(ofType(again.effects, 'load')).toEqual([]);
  });

  it('start="menu" shows the menu, offering to continue a game still going, not a solved one', () => {
    const memory = new Memory();
    const key = storageKey(config({ seed: 'm' }), 'w');
    const g = game('m');
    memory.write(key, serialize(g, 0, 0));
    const menu = run(initialSession, [configure({ seed: 'm' })], 1000, 100, memory).session;
    expect(menu.screen).toBe('menu');
    expect(menu.saved?.puzzle.seed).toBe('m');
    memory.write(key, serialize({ ...g, values: g.solution }, 0, 0));
    expect(
      run(initialSession, [configure({ seed: 'm' })], 1000, 100, memory).session.saved,
    ).toBeNull();
  });
});

describe('configure again', () => {
  const first = () => run(initialSession, [configure({ start: 'game', seed: 'one' })]).session;

  it('with the same puzzle asked for: the session reads the attributes, nothing else happens', () => {
    const s = first();
    const again = step(s, configure({ start: 'game', seed: 'one', lang: 'id' }), 5000);
    expect(again.effects).toEqual([]);
    expect(again.session.config.lang).toBe('id');
    expect(again.session.game?.puzzle).toBe(s.game?.puzzle);
  });

  it('asking for another puzzle saves the game in progress under its own slot first', () => {
    const s = first();
    const { effects, session } = run(s, [configure({ start: 'game', seed: 'two' })], 5000);
    expect(effects[0]).toMatchObject({ type: 'save', key: s.key, game: s.game });
    expect(effects[1].type).toBe('slots');
    expect(session.game?.puzzle.seed).toBe('two');
    expect(session.key).not.toBe(s.key);
  });

  it('a new checking mode reaches the game on the board at once', () => {
    const s = first();
    const g = s.game ?? game();
    const { cell } = firstEmpty(g);
    const wrong = run(s, [
      { type: 'select', cell },
      { type: 'digit', digit: wrongDigit(g, cell), note: false },
    ]).session;
    expect(wrong.game?.marked[cell]).toBe(0);
    const instant = run(wrong, [configure({ start: 'game', seed: 'one', mistakes: 'instant' })]);
    expect(instant.session.game?.checking).toBe('instant');
    expect(instant.session.game?.marked[cell]).not.toBe(0);
    expect(ofType(instant.effects, 'save')).toHaveLength(1);
  });
});

describe('a puzzle asked for', () => {
  it('is ignored when it comes after the player asked for another', () => {
    const s = run(initialSession, [configure({})]).session;
    const easy = admit(s, { type: 'play-level', level: 'easy' }, 2000);
    const hard = admit(easy.session, { type: 'play-level', level: 'hard' }, 2100);
    const [askEasy] = ofType(easy.effects, 'load');
    const [askHard] = ofType(hard.effects, 'load');
    const answer = (ask: typeof askEasy) => {
      const req = { ...ask.ask, seed: 'late' };
      return {
        type: 'loaded',
        ticket: ask.ticket,
        req,
        got: { puzzle: makeLocallyNow(req), source: 'api', fallback: null },
      } as const;
    };
    const late = step(hard.session, answer(askEasy), 3000);
    expect(late.session).toMatchObject({ game: null, loading: { focus: true } });
    expect(late.effects).toEqual([]);
    const on = step(hard.session, answer(askHard), 3100).session;
    expect(on.game?.puzzle.level).toBe('hard');
    // Going back to the menu drops the load in flight too.
    const left = step(easy.session, { type: 'go', screen: 'menu' }, 2200).session;
    expect(step(left, answer(askEasy), 3000).session.game).toBeNull();
  });

  it('says so on the board when even the engine could not make it; a fallback is sent with its seed', () => {
    const s = admit(
      run(initialSession, [configure({})]).session,
      { type: 'play-level', level: 'easy' },
      2000,
    );
    const [ask] = ofType(s.effects, 'load');
    const req = { ...ask.ask, seed: 'x' };
    const failed = step(s.session, { type: 'loaded', ticket: ask.ticket, req, got: null }, 3000);
    expect(failed.session).toMatchObject({ failed: true, loading: null, game: null });
    const fallback = { reason: 'timeout', message: 'no answer within 2500 ms' } as const;
    const made = {
      type: 'loaded',
      ticket: ask.ticket,
      req,
      got: { puzzle: makeLocallyNow(req), source: 'local', fallback },
    } as const;
    const [sent] = ofType(step(s.session, made, 3000).effects, 'emit');
    expect(sent).toEqual({
      type: 'emit',
      name: 'sudoku-fallback',
      detail: { ...fallback, seed: 'x' },
    });
  });
});
