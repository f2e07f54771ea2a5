/**
 * A replay's step in one line of words: what the algorithm wrote or erased, and why, as far as
 * the trace and the board tell. The scan algorithms try digits ("tries 7"); `candidates` says its
 * rule (only candidate, only place in a house, a guess among its candidates) and which notes the
 * digit crosses out; a backtrack names the cell it gives up on.
 */
import { charOfDigit } from '../engine.ts';
import type { Strings } from '../i18n/index.ts';
import type { Game } from '../model/game.ts';
import type { HouseKind } from '../model/geometry.ts';
import { noteDigits } from '../model/notes.ts';
import type { Replay } from '../model/replay.ts';
import { stepAt } from './replay.ts';

export function stepNote(r: Replay, game: Game, step: number, s: Strings): string {
  const info = stepAt(r, game, step);
  if (!info) return s.stepStart;
  const { event: e, stuck, why } = info;
  const { size } = game;
  const cell = s.cell(e.row + 1, e.col + 1);
  const d = charOfDigit(e.digit);
  if (e.type === 'remove') {
    const row = Math.floor(stuck / size) + 1;
    const col = (stuck % size) + 1;
    const text =
      why === 'fit'
        ? s.noFit(row, col)
        : why === 'other'
          ? s.noOther(row, col)
          : why === 'guess'
            ? s.backToGuess
            : s.deadEnd;
    return s.stepBack(cell, d, text);
  }
  if (r.algorithm !== 'candidates') return s.stepTry(cell, d);
  const house = e.house && e.house.kind !== 'arrow' ? e.house : null;
  const what =
    e.rule === 'guess'
      ? s.stepGuess(cell, d, noteDigits(info.options, size).map(charOfDigit).join(' '))
      : house
        ? s.stepHidden(cell, d, `${s.houses[house.kind as HouseKind]} ${house.index + 1}`)
        : s.stepOnly(cell, d);
  return info.crossed.length ? what + s.stepCrossed(d, info.crossed.length) : what;
}
