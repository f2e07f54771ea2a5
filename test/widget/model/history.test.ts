// The undo/redo history on its own: order, the redo list, and the size limit.
import { describe, expect, it } from 'vitest';
import {
  emptyHistory,
  type Move,
  record,
  stepBack,
  stepForward,
} from '../../../widget/model/history.ts';

const move = (cell: number): Move => ({
  kind: 'set',
  changes: [[cell, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0]],
});

describe('history', () => {
  it('undoes the latest move first and redoes in the same order', () => {
    let h = record(record(emptyHistory, move(1)), move(2));
    const back = stepBack(h);
    expect(back?.move).toEqual(move(2));
    h = back?.history ?? h;
    expect(stepForward(h)?.move).toEqual(move(2));
    expect(stepBack(emptyHistory)).toBeNull();
    expect(stepForward(emptyHistory)).toBeNull();
  });

  it('forgets the oldest moves beyond the limit', () => {
    let h = emptyHistory;
    for (let i = 0; i < 10; i++) h = record(h, move(i), 4);
    expect(h.past.map((m) => m.changes[0][0])).toEqual([6, 7, 8, 9]);
  });
});
