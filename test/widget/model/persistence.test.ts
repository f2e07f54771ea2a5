// The saved-game format: a round trip keeps everything that matters, and anything corrupted,
// old, hand-edited or hostile is ignored (null), never thrown.
import { describe, expect, it } from 'vitest';
import { generate } from '../../../shared/index.ts';
import { fillNotes, newGame, note, place, reveal } from '../../../widget/model/game.ts';
import { restore, SAVE_VERSION, serialize } from '../../../widget/model/persistence.ts';
import { firstEmpty, game, wrongDigit } from './fixtures.ts';

function played() {
  const g = game();
  const empties = g.values.flatMap((v, i) => (v ? [] : [i]));
  let s = place(g, empties[0], g.solution[empties[0]]);
  s = place(s, empties[1], wrongDigit(s, empties[1]));
  s = note(s, empties[2], 4);
  s = reveal(s, empties[3]);
  return fillNotes(s);
}

describe('persistence', () => {
  it('round-trips the board, notes, hints, counters, clock and history', () => {
    const s = played();
    const back = restore(serialize(s, 61_000));
    expect(back).not.toBeNull();
    if (!back) return;
    expect(back.values).toEqual(s.values);
    expect(back.notes).toEqual(s.notes);
    expect(back.hinted).toEqual(s.hinted);
    expect(back.history).toEqual(s.history);
    expect(back.mistakes).toBe(1);
    expect(back.hintsUsed).toBe(1);
    expect(back.timer).toEqual({ banked: 61_000, since: null });
    expect(back.puzzle).toEqual(s.puzzle);
  });

  it('round-trips an arrow game, and drops one whose arrows were tampered with', () => {
    const made = generate({ seed: 'save-arrow', level: 'easy', variant: 'arrow' });
    const g = made.ok ? newGame(made.value) : null;
    if (!g) throw new Error('fixture');
    const back = restore(serialize(g, 0));
    expect(back?.arrows).toEqual(g.arrows);
    const data = JSON.parse(serialize(g, 0));
    data.puzzle.arrows = data.puzzle.arrows.slice(1).concat([[[0, 0], [[0, 1]]]]);
    expect(restore(JSON.stringify(data))).toBeNull();
  });

  it('keeps the daily date', () => {
    const g = { ...game(), daily: '2026-11-21' };
    expect(restore(serialize(g, 0))?.daily).toBe('2026-11-21');
  });

  it('ignores garbage of every kind without throwing', () => {
    const bad = [
      null,
      undefined,
      '',
      'not json',
      '{',
      'null',
      '42',
      '[]',
      '{}',
      JSON.stringify({ v: SAVE_VERSION }),
      'x'.repeat(600_000),
    ];
    for (const text of bad) expect(restore(text as string)).toBeNull();
  });

  it('ignores another format version', () => {
    const data = JSON.parse(serialize(game(), 0));
    expect(restore(JSON.stringify({ ...data, v: SAVE_VERSION + 1 }))).toBeNull();
  });

  it('ignores a save whose board overwrites a given, has wrong sizes or impossible notes', () => {
    const s = played();
    const data = JSON.parse(serialize(s, 0));
    const given = s.givens.findIndex((v) => v !== 0);
    const values = data.values.split('');
    values[given] = String(wrongDigit(s, given));
    const cases = [
      { values: values.join('') },
      { values: data.values.slice(1) },
      { notes: data.notes.slice(1) },
      { notes: data.notes.map(() => 1 << 12) },
      { hinted: [given] },
      { hinted: [999] },
      { puzzle: { ...data.puzzle, solution: data.puzzle.solution.replace(/./, '0') } },
      { puzzle: { ...data.puzzle, size: 4 } },
      { daily: 'yesterday' },
      { elapsed: -1 },
      { mistakes: 'many' },
    ];
    for (const patch of cases) expect(restore(JSON.stringify({ ...data, ...patch }))).toBeNull();
  });

  it('drops an impossible history but keeps the sound board', () => {
    const s = played();
    const data = JSON.parse(serialize(s, 0));
    const given = s.givens.findIndex((v) => v !== 0);
    const broken = { ...data, past: [{ k: 'set', c: [[given, 0, 0, 0, 1, 0, 0]] }] };
    const back = restore(JSON.stringify(broken));
    expect(back?.values).toEqual(s.values);
    expect(back?.history).toEqual({ past: [], future: [] });
  });

  it('survives prototype-pollution style keys', () => {
    const data = JSON.parse(serialize(game(), 0));
    const text = JSON.stringify(data).replace('{', '{"__proto__":{"polluted":true},');
    restore(text);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('a save of a fresh game restores to the same game', () => {
    const g = game();
    const { cell } = firstEmpty(g);
    const back = restore(serialize(g, 0));
    expect(back?.values[cell]).toBe(0);
    expect(back?.givens).toEqual(g.givens);
  });
});
