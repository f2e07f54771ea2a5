// Every technique of the library on a position where it applies (the pattern checked by an
// independent judge, every placement and elimination checked against the unique solution), on
// the same position with the pattern broken (where it must not fire the same way), and along
// whole solving paths of real puzzles, where each technique is tried at every position.
import { describe, expect, it } from 'vitest';
import { generate, LEVELS, type Size } from '../../shared/index.ts';
import { copyState, createState, type LogicState } from '../../shared/logic/candidates.ts';
import { type Found, TECHNIQUE_IDS, type TechniqueId } from '../../shared/logic/step.ts';
import { LIBRARY, TECHNIQUES } from '../../shared/logic/techniques/index.ts';
import { loadPuzzles } from '../support/datasets.ts';
import { unwrap } from '../support/result.ts';
import { BIG_BUDGET, puzzle, VARIANT_TECHNIQUES, walk } from './helpers.ts';
import { houseCells } from './judge-board.ts';
import { judge } from './verify.ts';

/** For each technique, a puzzle whose start position (or a position on its path) shows it. */
const FIXTURES: [TechniqueId, string][] = [
  [
    'full-house',
    '2..576.48.142...6.6..4...5...78.4.3.4.69....2.....1..4.6.1.84...8....791.41...586',
  ],
  [
    'naked-single',
    '2..576.48.142...6.6..4...5...78.4.3.4.69....2.....1..4.6.1.84...8....791.41...586',
  ],
  [
    'hidden-single',
    '2..576.48.142...6.6..4...5...78.4.3.4.69....2.....1..4.6.1.84...8....791.41...586',
  ],
  ['pointing', '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......'],
  ['claiming', '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......'],
  [
    'naked-pair',
    '.237....68...6.59.9.....7......4.97.3.7.96..2.........5..47.........2....8.......',
  ],
  [
    'hidden-pair',
    '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......',
  ],
  [
    'naked-triple',
    '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......',
  ],
  [
    'hidden-triple',
    '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......',
  ],
  [
    'naked-quad',
    '52...6.........7.13...........4..8..6......5...........418.........3..2...87.....',
  ],
  [
    'hidden-quad',
    '.6.5.1.9.1...9..539....7....4.8...7.......5.8.817.5.3.....5.2............76..8...',
  ],
  ['x-wing', '.237....68...6.59.9.....7......4.97.3.7.96..2.........5..47.........2....8.......'],
  [
    'skyscraper',
    '..5...987.4..5...1..7......2...48....9.1.....6..2.....3..6..2.......9.7.......5..',
  ],
  [
    'two-string-kite',
    '..5...987.4..5...1..7......2...48....9.1.....6..2.....3..6..2.......9.7.......5..',
  ],
  [
    'swordfish',
    '45.....3....8.1....9...........5..9.2..7.....8.........1..4..........7.2...6..8..',
  ],
  ['xy-wing', '....4...1.3.6.....8........1.9..5.........87....2......7....26.5...94.........3..'],
  ['xyz-wing', '52...6.........7.13...........4..8..6......5...........418.........3..2...87.....'],
  ['w-wing', '.1...7......85.9....3.....4.2..4....75.96....1....8.2...62............3......57.8'],
  [
    'simple-colouring',
    '48.3............71.2.......7.5....6....2..8.............1.76...3.....4......5....',
  ],
  [
    'jellyfish',
    '6.2.5.........3.4..........43...8....1....2........7..5..27...........81...6.....',
  ],
  ['x-chain', '48.3............71.2.......7.5....6....2..8.............1.76...3.....4......5....'],
  ['xy-chain', '....4...1.3.6.....8........1.9..5.........87....2......7....26.5...94.........3..'],
];

/** The first position on the puzzle's path where the technique finds a step. */
function firstUse(
  id: TechniqueId,
  text: string,
): { state: LogicState; step: Found; solution: number[] } {
  const p = puzzle(text);
  let hit: { state: LogicState; step: Found; solution: number[] } | null = null;
  walk(p, (state) => {
    const step = TECHNIQUES[id].find(state);
    if (step) hit = { state: copyState(state), step, solution: p.solution };
    return step !== null;
  });
  if (!hit) throw new Error(`${id} never applies on ${text}`);
  return hit;
}

/**
 * The same position with the found pattern broken by giving back one candidate the pattern
 * depends on (always a superset of the truth, so every step must stay sound).
 */
function breakPattern(state: LogicState, step: Found): LogicState | null {
  const broken = copyState(state);
  const { size } = broken;
  const empty = (c: number) => broken.values[c] === 0;
  const bit = (d: number) => 1 << (d - 1);
  const addTo = (cells: readonly number[], d: number): boolean => {
    const cell = cells.find((c) => empty(c) && (broken.cands[c] & bit(d)) === 0);
    if (cell === undefined) return false;
    broken.cands[cell] |= bit(d);
    return true;
  };
  const d0 = step.digits[0];
  switch (step.technique) {
    case 'full-house':
    case 'hidden-single':
      return null;
    case 'naked-single': {
      const extra =
        broken.geo.allDigits &
        ~broken.cands[step.cells[0]] &
        -(broken.geo.allDigits & ~broken.cands[step.cells[0]]);
      broken.cands[step.cells[0]] |= extra;
      return broken;
    }
    case 'pointing':
    case 'claiming': {
      const [from] = step.houses;
      return addTo(
        houseCells(size, from).filter((c) => !step.cells.includes(c)),
        d0,
      )
        ? broken
        : null;
    }
    case 'naked-pair':
    case 'naked-triple':
    case 'naked-quad': {
      const outside = broken.geo.allDigits & ~step.digits.reduce((m, d) => m | bit(d), 0);
      broken.cands[step.cells[0]] |= outside & -outside;
      return broken;
    }
    case 'hidden-pair':
    case 'hidden-triple':
    case 'hidden-quad': {
      const others = houseCells(size, step.houses[0]).filter((c) => !step.cells.includes(c));
      return addTo(others, d0) ? broken : null;
    }
    case 'x-wing':
    case 'swordfish':
    case 'jellyfish': {
      const n = step.houses.length / 2;
      const covers = new Set(step.houses.slice(n).flatMap((h) => houseCells(size, h)));
      return addTo(
        houseCells(size, step.houses[0]).filter((c) => !covers.has(c)),
        d0,
      )
        ? broken
        : null;
    }
    case 'skyscraper':
    case 'two-string-kite':
    case 'x-chain': {
      // Give the digit a third place in the first strong link's house.
      return addTo(
        houseCells(size, step.houses[0]).filter((c) => !step.cells.includes(c)),
        d0,
      )
        ? broken
        : null;
    }
    default: {
      // Wings, colouring, chains on two-candidate cells: a third candidate in a pattern cell
      // (a W-Wing's second wing; its last two cells are the link, which may hold more).
      const cell = step.cells[step.technique === 'w-wing' ? 1 : step.cells.length - 1];
      const free = broken.geo.allDigits & ~broken.cands[cell];
      if (step.technique === 'simple-colouring') {
        return addTo(houseCells(size, broken.geo.cellHouses[3 * cell]), d0) ? broken : null;
      }
      broken.cands[cell] |= free & -free;
      return broken;
    }
  }
}

const samePattern = (a: Found, b: Found) =>
  a.cells.join() === b.cells.join() &&
  a.digits.join() === b.digits.join() &&
  a.houses.join() === b.houses.join();

describe('technique library', () => {
  it('has every technique once, easiest level first', () => {
    const ranks = { easy: 0, medium: 1, hard: 2, expert: 3 };
    const ids = LIBRARY.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.keys(TECHNIQUES).length).toBe(26);
    expect(ids).toEqual([...TECHNIQUE_IDS]);
    for (let i = 1; i < LIBRARY.length; i++)
      expect(ranks[LIBRARY[i].level]).toBeGreaterThanOrEqual(ranks[LIBRARY[i - 1].level]);
  });

  it.each(FIXTURES)('%s applies on its fixture, and the judge agrees', (id, text) => {
    const { state, step, solution } = firstUse(id, text);
    expect(step.technique).toBe(id);
    expect(judge(state, step, solution)).toEqual([]);
  });

  it.each(FIXTURES)('%s does not find the same pattern once it is broken', (id, text) => {
    const { state, step, solution } = firstUse(id, text);
    const broken = breakPattern(state, step);
    if (!broken) return; // singles in a house cannot be broken without breaking the truth
    const again = TECHNIQUES[id].find(broken);
    if (again) {
      expect(
        samePattern(again, step) && again.eliminations.length === step.eliminations.length,
      ).toBe(false);
      expect(judge(broken, again, solution)).toEqual([]);
    }
  });

  it('finds nothing on a solved board', () => {
    const p = puzzle(FIXTURES[0][1]);
    const state = createState({ size: 9, cells: p.solution });
    for (const t of LIBRARY) expect(t.find(state)).toBeNull();
  });

  it('every technique is sound and exact at every position of real solving paths', () => {
    const sets = [
      ...loadPuzzles('top95').slice(0, 40),
      ...loadPuzzles('magictour-top1465').filter((_, i) => i % 25 === 0),
      ...loadPuzzles('17-clue').filter((_, i) => i % 2000 === 0),
    ];
    const used = new Set<string>();
    for (const text of sets) {
      const p = puzzle(text);
      walk(p, (state) => {
        for (const t of LIBRARY) {
          const step = t.find(state);
          if (!step) continue;
          used.add(t.id);
          const problems = judge(state, step, p.solution);
          if (problems.length > 0) throw new Error(`${text}: ${problems.join('; ')}`);
        }
        return false;
      });
    }
    // Arrow sum needs arrows, the killer techniques cages: test/arrow/ and test/killer/.
    expect(used.size).toBe(LIBRARY.filter((t) => !VARIANT_TECHNIQUES.includes(t.id)).length);
  });

  // Boxes are 2x2, 3 wide by 2 high (6x6), 3x3, 4x4 and 5x5: every technique must take houses,
  // boxes and line/box crossings from the geometry. At every position of each puzzle's path every
  // technique is tried, and every step it finds is judged against the unique solution.
  const SIZES: [string, Size, number][] = [
    ['4x4', 4, 6],
    ['6x6', 6, 6],
    ['9x9', 9, 2],
    ['16x16', 16, 2],
    ['25x25', 25, 1],
  ];
  it.each(SIZES)('works on %s boards of every level, every step judged', (_, size, seeds) => {
    const used = new Set<string>();
    for (const level of LEVELS) {
      for (let i = 0; i < seeds; i++) {
        const made = unwrap(generate({ seed: `sizes-${i}`, size, level }));
        const p = puzzle(made.puzzle, BIG_BUDGET);
        walk(p, (state) => {
          for (const t of LIBRARY) {
            const step = t.find(state);
            if (!step) continue;
            used.add(t.id);
            const problems = judge(state, step, p.solution);
            if (problems.length > 0)
              throw new Error(`${size}x${size} ${made.puzzle}: ${problems.join('; ')}`);
          }
          return false;
        });
      }
    }
    // Beyond singles, locked candidates in both directions and subsets turn up on every size.
    expect(used.has('pointing') && used.has('claiming')).toBe(true);
    expect(used.has('naked-pair') || used.has('hidden-pair')).toBe(true);
  });

  // A symmetry of the board maps every pattern onto a pattern: transposing swaps rows and
  // columns (square boxes stay boxes), turning a 6x6 board half a turn keeps its 3x2 boxes. So at
  // every position a technique finds a step on the board exactly when it finds one on the image,
  // which catches a house or line/box crossing taken from the wrong direction.
  /** A 6x6 puzzle on whose path every technique but arrow sum finds a step somewhere. */
  const SIX = '..16....6.3.43........5..6..1....2..';
  it.each([
    ['6x6', 'half turn', (): string => SIX, (cell: number) => 35 - cell],
    [
      '9x9',
      'transpose',
      (): string => loadPuzzles('top95')[0],
      (cell: number) => (cell % 9) * 9 + Math.floor(cell / 9),
    ],
    [
      '16x16',
      'transpose',
      (): string => unwrap(generate({ seed: 'symmetry', size: 16, level: 'expert' })).puzzle,
      (cell: number) => (cell % 16) * 16 + Math.floor(cell / 16),
    ],
  ] as const)('finds the same patterns on a %s board and its %s', (_, __, text, image) => {
    const p = puzzle(text(), BIG_BUDGET);
    const { size } = p.grid;
    let positions = 0;
    walk(p, (state) => {
      const other = copyState(state);
      for (let cell = 0; cell < state.values.length; cell++) {
        other.values[image(cell)] = state.values[cell];
        other.cands[image(cell)] = state.cands[cell];
      }
      const found = (s: LogicState) => LIBRARY.map((t) => `${t.id}:${t.find(s) !== null}`);
      expect(found(other)).toEqual(found(state));
      positions++;
      return false;
    });
    expect(positions).toBeGreaterThan(size);
  });
});
