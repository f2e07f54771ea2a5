// The fast 9x9 level check (shared/generate/grade9.ts) against the logic engine it stands in for:
// on positions from real puzzles (the data sets' hardest ones, with some of their solution given
// back so that every level shows up), on generated puzzles, and on random positions that
// contradict themselves, the same steps in the same order (technique and eliminations), the same
// end position and the same answer; with a small budget, the same answer; and `levelFor` the same
// with either check installed.
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import {
  BEYOND_SINGLES,
  levelBeyondSingles,
  levelFor,
  type Traced,
  useGrader9,
} from '../../shared/generate/grade.ts';
import { grade9, levelBeyondSingles9 } from '../../shared/generate/grade9.ts';
import type { Level } from '../../shared/generate/levels.ts';
import { settleSingles, singles } from '../../shared/generate/singles.ts';
import { generate, parse, solve } from '../../shared/index.ts';
import { copyState, createState, type LogicState, place } from '../../shared/logic/candidates.ts';
import { applyStep, nextStep, revealCell } from '../../shared/logic/solver.ts';
import { levelRank, TECHNIQUES } from '../../shared/logic/techniques/index.ts';
import { loadPuzzles } from '../support/datasets.ts';
import { unwrap } from '../support/result.ts';

const BUDGET = 2_000_000;
type Answer = Level | null | 'budget';

/** The engine's check (grade.ts's `levelBeyondSingles`), written out to record its steps. */
function engine(state: LogicState, cap: Level, budget: number) {
  const steps: Traced[] = [];
  let level: Level = 'easy';
  for (;;) {
    settleSingles(state);
    if (state.empty === 0) return { answer: level as Answer, steps };
    const step = nextStep(state, BEYOND_SINGLES[cap], budget);
    if (step === 'budget') return { answer: 'budget' as Answer, steps };
    if (step === null) return { answer: null as Answer, steps };
    steps.push({ technique: step.technique, eliminations: [...step.eliminations] });
    const used = TECHNIQUES[step.technique].level;
    if (levelRank(used) > levelRank(level)) level = used;
    applyStep(state, step);
  }
}

const sorted = (steps: Traced[]) =>
  steps.map((s) => ({
    technique: s.technique,
    eliminations: s.eliminations.map((e) => e.cell * 10 + e.digit).sort((a, b) => a - b),
  }));

/** The techniques the checks compared so far have used. */
const used = new Set<string>();

/** Both checks from the same position: same steps, same end, same answer (and the end). */
function agree(state: LogicState, cap: Level): { answer: Answer; end: LogicState } {
  const mine = copyState(state);
  const theirs = copyState(state);
  const expected = engine(theirs, cap, BUDGET);
  const trace: Traced[] = [];
  const answer = levelBeyondSingles9(mine, cap, BUDGET, trace);
  expect(sorted(trace)).toEqual(sorted(expected.steps));
  expect(answer).toBe(expected.answer);
  expect(Array.from(mine.cands)).toEqual(Array.from(theirs.cands));
  expect(Array.from(mine.values)).toEqual(Array.from(theirs.values));
  expect(levelBeyondSingles(copyState(state), cap, BUDGET)).toBe(answer);
  for (const step of trace) used.add(step.technique);
  return { answer, end: theirs };
}

/** The position singles reach from `cells`, or null when they contradict or finish. */
function settled(cells: ArrayLike<number>): LogicState | null {
  const reached = singles(9, cells);
  if (reached.left <= 0) return null;
  return createState({ size: 9, cells: Array.from(reached.values) });
}

const CAPS = ['medium', 'hard'] as const;

/** A puzzle with its solution. */
function real(text: string) {
  const grid = unwrap(parse(text));
  const solved = unwrap(solve(grid));
  if (!solved.solution) throw new Error(`no solution: ${text}`);
  return { cells: grid.cells, solution: solved.solution };
}

const MAGICTOUR = loadPuzzles('magictour-top1465');
/** Real puzzles, the data sets' hardest, a few of each. */
const REAL = [
  ...loadPuzzles('top95').slice(0, 40),
  ...MAGICTOUR.slice(0, 40),
  ...loadPuzzles('forum-hardest-1106').slice(0, 20),
].map(real);
/**
 * More of them for the solving paths: enough for every technique up to hard to show up
 * (magictour's 707th and 1148th are the first to need a hidden quad and a jellyfish).
 */
const PATHS = [
  ...loadPuzzles('top95'),
  ...MAGICTOUR.slice(0, 200),
  MAGICTOUR[706],
  MAGICTOUR[1147],
  ...loadPuzzles('forum-hardest-1106').slice(0, 40),
].map(real);

describe('fast 9x9 level check', () => {
  it('takes the engine steps on real puzzles with some of their solution given back', () => {
    const seen = new Set<Answer>();
    fc.assert(
      fc.property(
        fc.nat(REAL.length - 1),
        fc.array(fc.nat(80), { maxLength: 40 }),
        fc.constantFrom(...CAPS),
        (index, back, cap) => {
          const { cells, solution } = REAL[index];
          const given = Array.from(cells);
          for (const cell of back) given[cell] = solution[cell];
          const state = settled(given);
          if (state) seen.add(agree(state, cap).answer);
        },
      ),
      { numRuns: 400, seed: 15 },
    );
    // Every answer past singles shows up (singles alone never leave a position to check).
    expect([...seen].sort()).toEqual(['hard', 'medium', null].sort());
  });

  it('takes the engine steps along the whole solving path of real puzzles', () => {
    // Where the check gets stuck, a cell of the solution is given and the check runs again.
    for (const { cells, solution } of PATHS) {
      let state = settled(cells);
      for (let guard = 0; state && guard < 80; guard++) {
        const { answer, end } = agree(state, 'hard');
        if (answer !== null) break;
        const cell = revealCell(end);
        place(end, cell, solution[cell]);
        state = end;
      }
    }
    const all = BEYOND_SINGLES.hard.filter((t) => !t.variant).map((t) => t.id);
    expect(all.filter((id) => !used.has(id))).toEqual([]);
  });

  it('takes the engine steps on generated puzzles of every level, up to hard and up to medium', () => {
    for (const level of ['medium', 'hard', 'expert'] as const) {
      for (let i = 0; i < 12; i++) {
        const made = unwrap(generate({ seed: `grade9-${i}`, size: 9, level }));
        const state = settled(unwrap(parse(made.puzzle)).cells);
        if (!state) continue;
        for (const cap of CAPS) agree(state, cap);
      }
    }
  });

  it('takes the engine steps on positions that contradict themselves', () => {
    // Wrong notes: a cell forced to a digit, a candidate taken away (the right one too), or a
    // cell left without candidates; the logic runs into the conflict sooner or later.
    const edit = fc.tuple(
      fc.constantFrom('force', 'remove', 'remove', 'clear'),
      fc.nat(80),
      fc.integer({ min: 1, max: 9 }),
    );
    fc.assert(
      fc.property(
        fc.nat(REAL.length - 1),
        fc.array(fc.nat(80), { maxLength: 30 }),
        fc.array(edit, { minLength: 1, maxLength: 12 }),
        fc.constantFrom(...CAPS),
        (index, back, edits, cap) => {
          const { cells, solution } = REAL[index];
          const given = Array.from(cells);
          for (const cell of back) given[cell] = solution[cell];
          const state = createState({ size: 9, cells: given });
          for (const [kind, cell, digit] of edits) {
            const bit = 1 << (digit - 1);
            if (state.values[cell] !== 0) continue;
            if (kind === 'force' && (state.cands[cell] & bit) !== 0) state.cands[cell] = bit;
            if (kind === 'remove') state.cands[cell] &= ~bit;
            if (kind === 'clear') state.cands[cell] = 0;
          }
          agree(state, cap);
        },
      ),
      { numRuns: 400, seed: 15 },
    );
  });

  it('gives the engine answer when the budget runs out', () => {
    fc.assert(
      fc.property(fc.nat(REAL.length - 1), fc.integer({ min: 0, max: 20_000 }), (index, budget) => {
        const state = createState({ size: 9, cells: Array.from(REAL[index].cells) });
        const expected = levelBeyondSingles(copyState(state), 'hard', budget);
        expect(levelBeyondSingles9(copyState(state), 'hard', budget)).toBe(expected);
      }),
      { numRuns: 150, seed: 15 },
    );
  });

  describe('levelFor', () => {
    afterAll(() => useGrader9(grade9));

    it('answers the same with either check installed', () => {
      const levels = ['easy', 'medium', 'hard', 'expert'] as const;
      fc.assert(
        fc.property(
          fc.nat(REAL.length - 1),
          fc.array(fc.nat(80), { maxLength: 50 }),
          fc.constantFrom(...levels),
          (index, back, level) => {
            const { cells, solution } = REAL[index];
            const given = Uint8Array.from(cells);
            for (const cell of back) given[cell] = solution[cell];
            useGrader9(null);
            const expected = levelFor(9, given, level);
            useGrader9(grade9);
            expect(levelFor(9, given, level)).toBe(expected);
          },
        ),
        { numRuns: 300, seed: 15 },
      );
    });
  });
});
