// The `hide` attribute: which controls an embed leaves out, read safely, and the keys that go
// with each control.
import { describe, expect, it } from 'vitest';
import { type Context, normalize } from '../../../widget/model/config.ts';
import { type Command, commandOf, controlOf } from '../../../widget/model/keys.ts';

const ctx: Context = { today: '2026-11-21', base: 'https://blog.example/', defaultApi: null };
const hide = (value: string | null) => normalize({ hide: value }, ctx).hide;

describe('hide', () => {
  it('reads names separated by spaces or commas, in any case, in a fixed order', () => {
    expect(hide(null)).toEqual([]);
    expect(hide('')).toEqual([]);
    expect(hide('solve new-game')).toEqual(['new-game', 'solve']);
    expect(hide('check hint')).toEqual(['hint', 'check']);
    expect(hide(' Hint,UNDO\tnotes  pause menu ')).toEqual([
      'menu',
      'hint',
      'undo',
      'notes',
      'pause',
    ]);
  });

  it('ignores unknown names and hostile values', () => {
    expect(hide('everything solve-all <script> __proto__')).toEqual([]);
    expect(hide(`${'x '.repeat(5000)}solve`)).toEqual([]);
    expect(hide('hint hint hint')).toEqual(['hint']);
  });
});

describe('keys of a hidden control', () => {
  const of = (key: string, extra: Partial<KeyboardEvent> = {}) => {
    const command = commandOf({ key, ...extra }, 9) as Command;
    return controlOf(command);
  };
  it('belong to the control they stand for', () => {
    expect(of('h')).toBe('hint');
    expect(of('p')).toBe('pause');
    expect(of('n')).toBe('notes');
    expect(of('z', { ctrlKey: true })).toBe('undo');
    expect(of('y', { ctrlKey: true })).toBe('undo');
    expect(of('!', { shiftKey: true, code: 'Digit1' } as Partial<KeyboardEvent>)).toBe('notes');
  });
  it('moves, digits and erasing belong to no control: they always work', () => {
    expect(of('ArrowUp')).toBeNull();
    expect(of('5')).toBeNull();
    expect(of('Backspace')).toBeNull();
  });
});
