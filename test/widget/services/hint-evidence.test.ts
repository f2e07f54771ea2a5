// Hints carry their evidence: a hidden single names placed copies of its digit that see every
// other open cell of its house; a naked single names a placed peer of every other digit; other
// steps carry none (their candidates are their evidence).
import { describe, expect, it } from 'vitest';
import { generate } from '../../../shared/index.ts';
import { type Game, newGame } from '../../../widget/model/game.ts';
import { arePeers, houseCells } from '../../../widget/model/geometry.ts';
import { loadDeferred } from '../../../widget/services/deferred.ts';
import { applyHint, type Hint, nextHint } from '../../../widget/services/hints.ts';

// Hints and replays run on the engine's deferred part, which the widget loads on demand.
await loadDeferred();

function hintsOf(seed: string): { game: Game; hint: Hint }[] {
  const made = generate({ seed, level: 'medium' });
  if (!made.ok) throw new Error(made.error.message);
  let game = newGame(made.value);
  const seen: { game: Game; hint: Hint }[] = [];
  for (let i = 0; game && i < 60; i++) {
    const hint = nextHint(game);
    if (!hint) break;
    seen.push({ game, hint });
    game = applyHint(game, hint);
  }
  return seen;
}

describe('hint evidence', () => {
  const seen = ['evidence-1', 'evidence-2'].flatMap(hintsOf);

  it('hidden singles: copies of the digit that rule out every other open cell of the house', () => {
    const hidden = seen.filter(({ hint }) => hint.technique === 'hidden-single');
    expect(hidden.length).toBeGreaterThan(3);
    for (const { game, hint } of hidden) {
      const target = hint.move.place[0];
      const house = hint.step?.highlight.houses[0];
      if (!house || house.kind === 'arrow') throw new Error('house');
      expect(hint.evidence.length).toBeGreaterThan(0);
      for (const c of hint.evidence) expect(game.values[c]).toBe(target.digit);
      const open = houseCells(9, { kind: house.kind, index: house.index }).filter(
        (c) => c !== target.cell && game.values[c] === 0,
      );
      for (const c of open) {
        // Hints start from every candidate (no notes here), so a placed digit rules each out.
        expect(hint.evidence.some((e) => arePeers(9, e, c))).toBe(true);
      }
      // None is superfluous: each one rules out a cell no other one does.
      for (const e of hint.evidence) {
        const others = hint.evidence.filter((o) => o !== e);
        expect(open.some((c) => arePeers(9, e, c) && !others.some((o) => arePeers(9, o, c)))).toBe(
          true,
        );
      }
    }
  });

  it('naked singles: a placed peer of every other digit; other steps carry none', () => {
    for (const { game, hint } of seen) {
      if (hint.technique === 'naked-single') {
        const { cell, digit } = hint.move.place[0];
        const digits = hint.evidence.map((c) => game.values[c]);
        expect(new Set(digits).size).toBe(digits.length);
        expect(digits).not.toContain(digit);
        for (const c of hint.evidence) expect(arePeers(9, c, cell)).toBe(true);
      } else if (hint.technique !== 'hidden-single') {
        expect(hint.evidence).toEqual([]);
      }
    }
  });
});
