// A replay's step in words: what was written or erased and why, checked against the board the
// algorithm saw (not against the code that writes the note): the scan algorithms' tries, a
// backtrack's dead end or exhausted cell, `candidates`' only candidate, only place and guess with
// the notes a digit crosses out; in English and Indonesian.
import { describe, expect, it } from 'vitest';
import { generate } from '../../../shared/index.ts';
import type { TeachingAlgorithm } from '../../../widget/engine.ts';
import { en } from '../../../widget/i18n/en.ts';
import { id } from '../../../widget/i18n/id.ts';
import { newGame } from '../../../widget/model/game.ts';
import { arePeers, houseCells } from '../../../widget/model/geometry.ts';
import { type Replay, replayLength } from '../../../widget/model/replay.ts';
import { boardAt, loadReplay } from '../../../widget/services/replay.ts';
import { stepNote } from '../../../widget/services/replay-notes.ts';

function setup(seed: string, level: 'easy' | 'medium' | 'hard', algorithm: TeachingAlgorithm) {
  const m = generate({ seed, size: 9, level });
  const g = m.ok ? newGame(m.value) : null;
  const r = g && loadReplay(g, algorithm);
  if (!g || !r) throw new Error('fixture');
  return { g, r };
}

const fitting = (values: readonly number[], cell: number): number[] =>
  [1, 2, 3, 4, 5, 6, 7, 8, 9].filter(
    (d) => !values.some((v, c) => v === d && arePeers(9, c, cell)),
  );

const at = (row: number, col: number) => (row - 1) * 9 + col - 1;

/** Every step k (1-based) whose event passes `keep`. */
function steps(r: Replay, keep: (k: number) => boolean): number[] {
  return Array.from({ length: replayLength(r) }, (_, i) => i + 1).filter(keep);
}

describe('stepNote', () => {
  it('before the first step: the givens', () => {
    const { g, r } = setup('widget-model', 'easy', 'backtracking');
    expect(stepNote(r, g, 0, en)).toBe('The givens. Each step writes or erases one digit.');
  });

  for (const algorithm of ['backtracking', 'brute-tracking', 'findtracking'] as const) {
    it(`${algorithm}: names the cell and the digit it tries`, () => {
      const { g, r } = setup('widget-model', 'easy', algorithm);
      for (const k of steps(r, (k) => r.trace.events[k - 1].type === 'place').slice(0, 30)) {
        const e = r.trace.events[k - 1];
        expect(stepNote(r, g, k, en)).toBe(
          `Row ${e.row + 1}, column ${e.col + 1}: tries ${e.digit}`,
        );
      }
    });
  }

  it('a backtrack after a write: the empty cell where no digit fits any more', () => {
    const { g, r } = setup('widget-model', 'easy', 'backtracking');
    const ev = r.trace.events;
    const ks = steps(r, (k) => ev[k - 1].type === 'remove' && ev[k - 2]?.type === 'place');
    expect(ks.length).toBeGreaterThan(5);
    for (const k of ks) {
      const e = ev[k - 1];
      const note = stepNote(r, g, k, en);
      const m = note.match(
        /^Row (\d), column (\d): backtracks, erases (\d) \(no digit fits row (\d), column (\d)\)$/,
      );
      expect(m, note).not.toBeNull();
      if (!m) continue;
      expect(m.slice(1, 4).map(Number)).toEqual([e.row + 1, e.col + 1, e.digit]);
      const before = boardAt(r, g, k - 1);
      const stuck = at(Number(m[4]), Number(m[5]));
      expect(before[stuck]).toBe(0);
      expect(fitting(before, stuck)).toEqual([]);
    }
  });

  it('a backtrack after a backtrack: no other digit is left for the cell just erased', () => {
    const { g, r } = setup('widget-model', 'easy', 'backtracking');
    const ev = r.trace.events;
    const ks = steps(r, (k) => ev[k - 1].type === 'remove' && ev[k - 2]?.type === 'remove');
    expect(ks.length).toBeGreaterThan(5);
    for (const k of ks) {
      const [e, prev] = [ev[k - 1], ev[k - 2]];
      expect(stepNote(r, g, k, en)).toBe(
        `Row ${e.row + 1}, column ${e.col + 1}: backtracks, erases ${e.digit} (no other digit left for row ${prev.row + 1}, column ${prev.col + 1})`,
      );
    }
  });

  it('candidates: a backtrack after a backtrack goes back to the last guess with candidates left', () => {
    const { g, r } = setup('a', 'hard', 'candidates');
    const ev = r.trace.events;
    const ks = steps(r, (k) => ev[k - 1].type === 'remove' && ev[k - 2]?.type === 'remove');
    expect(ks.length).toBeGreaterThan(3);
    for (const k of ks) {
      const e = ev[k - 1];
      expect(stepNote(r, g, k, en)).toBe(
        `Row ${e.row + 1}, column ${e.col + 1}: backtracks, erases ${e.digit} (back to the last guess with candidates left)`,
      );
      // The backtracking ends on a new guess in the cell it erased last.
      let next = k;
      while (ev[next].type === 'remove') next++;
      const [guess, erased] = [ev[next], ev[next - 1]];
      expect(guess.type === 'place' && guess.rule).toBe('guess');
      expect([guess.row, guess.col]).toEqual([erased.row, erased.col]);
    }
  });

  it('candidates: only candidate, only place in a house, guesses, and the notes crossed out', () => {
    // A hard puzzle: candidates meets naked singles, hidden singles, guesses and backtracks.
    const { g, r } = setup('a', 'hard', 'candidates');
    const seen = new Set<string>();
    for (let k = 1; k <= replayLength(r); k++) {
      const e = r.trace.events[k - 1];
      if (e.type !== 'place') continue;
      const cell = e.row * 9 + e.col;
      const before = boardAt(r, g, k - 1);
      const after = boardAt(r, g, k);
      const lost = after.filter(
        (v, c) => !v && arePeers(9, c, cell) && fitting(before, c).includes(e.digit),
      ).length;
      const note = stepNote(r, g, k, en);
      const [what, crossed] = note.split('; ');
      expect(crossed).toBe(
        lost ? `removes ${e.digit} from ${lost} cell${lost > 1 ? 's' : ''}` : undefined,
      );
      const name = `Row ${e.row + 1}, column ${e.col + 1}`;
      const hidden = what.match(/^.*: (\d), the only place for \1 in (row|column|box) (\d)$/);
      if (what === `${name}: ${e.digit}, its only candidate`) {
        expect(fitting(before, cell)).toEqual([e.digit]);
        seen.add('only candidate');
      } else if (hidden) {
        expect(what.startsWith(`${name}: ${e.digit},`)).toBe(true);
        const house = houseCells(9, { kind: hidden[2] as 'row', index: Number(hidden[3]) - 1 });
        expect(house).toContain(cell);
        for (const c of house) {
          if (c !== cell && !before[c]) expect(fitting(before, c)).not.toContain(e.digit);
        }
        seen.add('only place');
      } else {
        expect(what).toBe(
          `${name}: guesses ${e.digit} (candidates ${fitting(before, cell).join(' ')})`,
        );
        seen.add('guess');
      }
    }
    expect([...seen].sort()).toEqual(['guess', 'only candidate', 'only place']);
  });

  it('speaks Indonesian', () => {
    const { g, r } = setup('widget-model', 'easy', 'backtracking');
    const e = r.trace.events[0];
    expect(stepNote(r, g, 1, id)).toBe(
      `Baris ${e.row + 1}, kolom ${e.col + 1}: mencoba ${e.digit}`,
    );
    const k = r.trace.events.findIndex((x) => x.type === 'remove') + 1;
    expect(stepNote(r, g, k, id)).toMatch(
      /^Baris \d, kolom \d: mundur, menghapus \d \(tak ada angka yang cocok di baris \d, kolom \d\)$/,
    );
    const c = setup('a', 'hard', 'candidates');
    expect(stepNote(c.r, c.g, 1, id)).toMatch(
      /^Baris \d, kolom \d: (\d), satu-satunya tempat untuk \1 di (baris|kolom|kotak) \d; \1 dicoret dari \d sel$/,
    );
  });
});
