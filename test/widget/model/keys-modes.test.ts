// SudokuPad's mode keys (Z, X, C, V), Ctrl+digit for a centre mark, Shift+arrows to select more,
// and letters that are digits of a big board staying digits there.
import { describe, expect, it } from 'vitest';
import { commandOf } from '../../../widget/model/keys.ts';
import { keyAction } from '../../../widget/model/store/keyboard.ts';
import { playing } from './store-support.ts';

describe('mode keys', () => {
  it('switches modes with Z, X, C and V on 9x9, either case', () => {
    const modes = { z: 'normal', x: 'corner', c: 'centre', v: 'colour' } as const;
    for (const [key, mode] of Object.entries(modes)) {
      expect(commandOf({ key }, 9)).toEqual({ type: 'mode', mode });
      expect(commandOf({ key: key.toUpperCase(), shiftKey: true }, 9)).toEqual({
        type: 'mode',
        mode,
      });
    }
  });

  it('keeps C a digit (12) on 16x16 and 25x25, while Z, X and V still switch', () => {
    for (const size of [16, 25] as const) {
      expect(commandOf({ key: 'c' }, size)).toEqual({ type: 'digit', digit: 12, note: false });
      expect(commandOf({ key: 'x' }, size)).toEqual({ type: 'mode', mode: 'corner' });
      expect(commandOf({ key: 'v' }, size)).toEqual({ type: 'mode', mode: 'colour' });
      expect(commandOf({ key: 'z' }, size)).toEqual({ type: 'mode', mode: 'normal' });
    }
  });

  it('writes a centre mark with Ctrl or Cmd + a digit key, leaving Ctrl + letters alone', () => {
    const centre = { type: 'digit', digit: 4, note: false, mode: 'centre' };
    expect(commandOf({ key: '4', code: 'Digit4', ctrlKey: true }, 9)).toEqual(centre);
    expect(commandOf({ key: '4', code: 'Numpad4', metaKey: true }, 9)).toEqual(centre);
    expect(commandOf({ key: '9', code: 'Digit9', ctrlKey: true }, 4)).toBeNull();
    expect(commandOf({ key: 'c', code: 'KeyC', ctrlKey: true }, 16)).toBeNull();
    expect(commandOf({ key: 'z', code: 'KeyZ', ctrlKey: true }, 9)).toEqual({ type: 'undo' });
  });

  it('extends the selection with Shift + an arrow, from a cell only', () => {
    const s = playing(undefined, { selected: 10 });
    expect(keyAction(s, { key: 'ArrowRight', shiftKey: true }, 'cell')).toEqual({
      type: 'select-more',
      cell: 11,
      toggle: false,
      focus: true,
    });
    expect(keyAction(s, { key: 'ArrowRight' }, 'cell')).toEqual({
      type: 'select',
      cell: 11,
      focus: true,
    });
    expect(keyAction(s, { key: 'ArrowRight', shiftKey: true }, 'button')).toBeNull();
  });

  it('hides the mode keys with the notes control', () => {
    const s = playing(undefined, {});
    const hidden = { ...s, config: { ...s.config, hide: ['notes' as const] } };
    expect(keyAction(s, { key: 'x' }, 'cell')).toEqual({ type: 'mode', mode: 'corner' });
    expect(keyAction(hidden, { key: 'x' }, 'cell')).toBeNull();
    expect(keyAction(hidden, { key: '4', code: 'Digit4', ctrlKey: true }, 'cell')).toBeNull();
  });
});
