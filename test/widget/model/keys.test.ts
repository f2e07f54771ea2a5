// The keyboard map: every game action has a key, and letters are digits on big boards.
import { describe, expect, it } from 'vitest';
import { commandOf, moveTarget } from '../../../widget/model/keys.ts';

describe('keys', () => {
  it('maps digits, notes, erase, undo/redo and shortcuts on 9x9', () => {
    expect(commandOf({ key: '7' }, 9)).toEqual({ type: 'digit', digit: 7, note: false });
    expect(commandOf({ key: '&', code: 'Digit7', shiftKey: true }, 9)).toEqual({
      type: 'digit',
      digit: 7,
      note: true,
    });
    for (const key of ['Backspace', 'Delete', '0', '.']) {
      expect(commandOf({ key }, 9)).toEqual({ type: 'erase' });
    }
    expect(commandOf({ key: 'z', ctrlKey: true }, 9)).toEqual({ type: 'undo' });
    expect(commandOf({ key: 'Z', ctrlKey: true, shiftKey: true }, 9)).toEqual({ type: 'redo' });
    expect(commandOf({ key: 'y', metaKey: true }, 9)).toEqual({ type: 'redo' });
    expect(commandOf({ key: 'n' }, 9)).toEqual({ type: 'toggle-notes' });
    expect(commandOf({ key: 'H' }, 9)).toEqual({ type: 'hint' });
    expect(commandOf({ key: 'p' }, 9)).toEqual({ type: 'pause' });
    expect(commandOf({ key: 'a' }, 9)).toBeNull();
    // + (or =) and - zoom big boards only; Ctrl+Z stays undo on them.
    expect(commandOf({ key: '+' }, 9)).toBeNull();
    for (const size of [16, 25] as const) {
      expect(commandOf({ key: '+' }, size)).toEqual({ type: 'zoom', on: true });
      expect(commandOf({ key: '=' }, size)).toEqual({ type: 'zoom', on: true });
      expect(commandOf({ key: '-' }, size)).toEqual({ type: 'zoom', on: false });
      expect(commandOf({ key: 'z', ctrlKey: true }, size)).toEqual({ type: 'undo' });
    }
    expect(commandOf({ key: '5', altKey: true }, 9)).toBeNull();
    expect(commandOf({ key: 'c', ctrlKey: true }, 9)).toBeNull();
  });

  it('only digits of the board count', () => {
    expect(commandOf({ key: '5' }, 4)).toBeNull();
    expect(commandOf({ key: '4' }, 4)).toEqual({ type: 'digit', digit: 4, note: false });
    expect(commandOf({ key: 'g' }, 16)).toEqual({ type: 'digit', digit: 16, note: false });
    expect(commandOf({ key: 'G', shiftKey: true }, 16)).toEqual({
      type: 'digit',
      digit: 16,
      note: true,
    });
    // N is a digit (23) on 25x25, a shortcut on smaller boards.
    expect(commandOf({ key: 'n' }, 25)).toEqual({ type: 'digit', digit: 23, note: false });
    expect(commandOf({ key: 'n' }, 16)).toEqual({ type: 'toggle-notes' });
  });

  it('moves without wrapping, and jumps with Home/End', () => {
    const at = (key: string, cell: number, ctrlKey = false) => {
      const c = commandOf({ key, ctrlKey }, 9);
      return c ? moveTarget(c, cell, 9) : -1;
    };
    expect(at('ArrowRight', 0)).toBe(1);
    expect(at('ArrowDown', 0)).toBe(9);
    expect(at('ArrowLeft', 0)).toBe(0);
    expect(at('ArrowUp', 4)).toBe(4);
    expect(at('ArrowRight', 8)).toBe(8);
    expect(at('ArrowDown', 80)).toBe(80);
    expect(at('Home', 40)).toBe(36);
    expect(at('End', 40)).toBe(44);
    expect(at('Home', 40, true)).toBe(0);
    expect(at('End', 40, true)).toBe(80);
  });
});
