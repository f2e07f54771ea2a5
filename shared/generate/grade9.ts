/**
 * The 9x9 level check made cheap, with the very same answers as the logic engine's
 * (`levelBeyondSingles` in grade.ts): the same library, tried in the same order, finding the
 * same step each time. What changes is the cost of a scan:
 * - the techniques most scans try (locked candidates, subsets, fish) run from 9x9 copies that
 *   answer with eliminations only (no step to explain is built);
 * - a subset search depends only on its house's candidates, a fish only on its digit's: a house
 *   or digit where a technique found nothing is skipped until its candidates change (the scan
 *   compares the board with the last one it saw);
 * - the other techniques are the library's own.
 * The budget means what it means to the engine: every skip counts the work its search would
 * have done, so the work counted is never below the engine's, and once it passes the budget the
 * check is run again by the engine itself, which then answers (in practice a 9x9 check up to hard
 * stays about 30 times below it). The engine's entry installs this check (`useGrader9`); the
 * widget keeps the engine's. test/logic/grade9.test.ts holds the two equal, step by step.
 */
import { createState, type LogicState, setCells } from '../logic/candidates.ts';
import { beginScan, endScan, positionTable } from '../logic/positions.ts';
import { applyStep } from '../logic/solver.ts';
import type { Found, Move, TechniqueId } from '../logic/step.ts';
import { LIBRARY, levelRank, type Technique } from '../logic/techniques/index.ts';
import { BEYOND_SINGLES, levelBeyondSingles, type Traced } from './grade.ts';
import { type Eliminations, eliminations } from './grade9-elims.ts';
import { CLAIMING_WORK, claiming9, POINTING_WORK, pointing9, segments9 } from './grade9-locked.ts';
import { HOUSE_BITS, settleChanges } from './grade9-singles.ts';
import { fish9, hidden9, naked9 } from './grade9-subsets.ts';
import type { Level } from './levels.ts';
import { settleSingles } from './singles.ts';

type Kind = 'pointing' | 'claiming' | 'naked' | 'hidden' | 'fish' | 'engine';

const FAST: Partial<Record<TechniqueId, readonly [Kind, number]>> = {
  pointing: ['pointing', 0],
  claiming: ['claiming', 0],
  'naked-pair': ['naked', 2],
  'naked-triple': ['naked', 3],
  'naked-quad': ['naked', 4],
  'hidden-pair': ['hidden', 2],
  'hidden-triple': ['hidden', 3],
  'hidden-quad': ['hidden', 4],
  'x-wing': ['fish', 2],
  swordfish: ['fish', 3],
  jellyfish: ['fish', 4],
};

interface Planned {
  readonly technique: Technique;
  readonly kind: Kind;
  readonly n: number;
  /** Where its skips live in `clean` and `skipWork`: its index in the library. */
  readonly slot: number;
}

/**
 * A level's library as this check runs it. The variant techniques are left out: a classic
 * board has no arrows or cages, so they find nothing and count no work.
 */
const plan = (library: readonly Technique[]): Planned[] =>
  library
    .filter((t) => !t.variant)
    .map((technique) => {
      const [kind, n] = FAST[technique.id] ?? ['engine', 0];
      return { technique, kind, n, slot: LIBRARY.indexOf(technique) };
    });
const PLANS: Record<Level, Planned[]> = {
  easy: plan(BEYOND_SINGLES.easy),
  medium: plan(BEYOND_SINGLES.medium),
  hard: plan(BEYOND_SINGLES.hard),
  expert: plan(BEYOND_SINGLES.expert),
};
const SLOTS = LIBRARY.length;
/** Per slot: whether its skips are by digit (fish) rather than by house. */
const BY_DIGIT = LIBRARY.map((t) => FAST[t.id]?.[0] === 'fish');

/** The candidates the last scan saw, to tell which houses and digits changed since. */
const seen = new Int32Array(81);
/**
 * Per slot: the houses (subsets) or digits (fish, bit d - 1) where the technique found nothing
 * on the candidates `seen` holds, and the work each such search counted.
 */
const clean = new Int32Array(SLOTS);
const skipWork = new Int32Array(SLOTS * 27);

/** Forgets every skip: the next scan starts afresh. */
function forget(): void {
  seen.fill(-1);
  clean.fill(0);
}

/** Compares the board with the last scan's and drops the skips its changes undo. */
function refresh(cands: Int32Array): void {
  let houses = 0;
  let digits = 0;
  for (let cell = 0; cell < 81; cell++) {
    const c = cands[cell];
    if (c === seen[cell]) continue;
    digits |= c ^ seen[cell];
    houses |= HOUSE_BITS[cell];
    seen[cell] = c;
  }
  for (let slot = 0; slot < SLOTS; slot++) clean[slot] &= ~(BY_DIGIT[slot] ? digits : houses);
}

/** Runs a search per house (subsets) or digit (fish), skipping the clean ones. */
function perPart(state: LogicState, p: Planned, out: Eliminations): boolean {
  const parts = p.kind === 'fish' ? 9 : 27;
  const table = p.kind === 'naked' ? null : positionTable(state);
  for (let i = 0; i < parts; i++) {
    const at = p.slot * 27 + i;
    if ((clean[p.slot] >> i) & 1) {
      state.work += skipWork[at];
      continue;
    }
    const before = state.work;
    const hit =
      table === null
        ? naked9(state, i, p.n, out)
        : p.kind === 'hidden'
          ? hidden9(state, table, i, p.n, out)
          : fish9(state, table, i + 1, p.n, out);
    if (hit) return true;
    clean[p.slot] |= 1 << i;
    skipWork[at] = state.work - before;
  }
  return false;
}

/** What a scan found: the plan's index of the technique, and its step unless a fast one. */
let libraryStep: Found | null = null;
const out = eliminations();

/** One scan of `steps` on `state`: the index of the first that finds a step, or -1. */
function scan(state: LogicState, steps: readonly Planned[], budget: number): number {
  const { cands } = state;
  refresh(cands);
  let segments = false;
  for (let i = 0; i < steps.length; i++) {
    const p = steps[i];
    let hit = false;
    if (p.kind === 'pointing' || p.kind === 'claiming') {
      if (!segments) segments9(state);
      segments = true;
      state.work += p.kind === 'pointing' ? POINTING_WORK : CLAIMING_WORK;
      hit = p.kind === 'pointing' ? pointing9(cands, out) : claiming9(cands, out);
    } else if (p.kind === 'engine') {
      libraryStep = p.technique.find(state);
      hit = libraryStep !== null;
    } else hit = perPart(state, p, out);
    if (state.work > budget) return -2;
    if (hit) return i;
  }
  return -1;
}

/** The state every check runs on (a check runs to its end before the next starts). */
let board: LogicState | null = null;

/** The hook grade.ts's `levelFor` calls (`useGrader9`): the check of a 9x9 position. */
export function grade9(values: Uint8Array, cap: Level, budget: number): Level | null | 'budget' {
  if (board) setCells(board, values);
  else board = createState({ size: 9, cells: Array.from(values) });
  return levelBeyondSingles9(board, cap, budget);
}

const saved = { values: new Uint8Array(81), cands: new Int32Array(81), empty: 0, work: 0 };

/** The engine's answer without the engine's costs; see the module's comment. */
export function levelBeyondSingles9(
  state: LogicState,
  cap: Level,
  budget: number,
  trace?: Traced[],
): Level | null | 'budget' {
  if (state.size !== 9 || state.arrows.length > 0 || state.cages.length > 0)
    return levelBeyondSingles(state, cap, budget);
  saved.values.set(state.values);
  saved.cands.set(state.cands);
  saved.empty = state.empty;
  saved.work = state.work;
  const found = run(state, cap, budget, trace);
  if (found !== 'again') return found;
  if (trace) trace.length = 0;
  state.values.set(saved.values);
  state.cands.set(saved.cands);
  state.empty = saved.empty;
  state.work = saved.work;
  return levelBeyondSingles(state, cap, budget, trace);
}

function run(
  state: LogicState,
  cap: Level,
  budget: number,
  trace: Traced[] | undefined,
): Level | null | 'again' {
  const steps = PLANS[cap];
  const { cands } = state;
  forget();
  // The engine's singles first: from there on, only what each step changes needs looking at.
  settleSingles(state);
  for (let cell = 0; cell < 81; cell++)
    if (state.values[cell] === 0 && cands[cell] === 0) return 'again';
  let level: Level = 'easy';
  for (let settled = true; ; settled = false) {
    if (!settled && !settleChanges(state, seen)) return 'again';
    if (state.empty === 0) return level;
    state.limit = budget;
    beginScan(state);
    let index: number;
    try {
      index = scan(state, steps, budget);
    } finally {
      endScan();
    }
    if (index === -2) return 'again';
    if (index === -1) return null;
    const used = steps[index].technique.level;
    if (levelRank(used) > levelRank(level)) level = used;
    const { technique, kind } = steps[index];
    if (kind === 'engine' && libraryStep) {
      trace?.push({ technique: technique.id, eliminations: [...libraryStep.eliminations] });
      applyStep(state, libraryStep);
      continue;
    }
    if (trace) {
      const eliminations: Move[] = [];
      for (let e = 0; e < out.count; e++)
        eliminations.push({ cell: out.cells[e], digit: 32 - Math.clz32(out.bits[e]) });
      trace.push({ technique: technique.id, eliminations });
    }
    for (let e = 0; e < out.count; e++) cands[out.cells[e]] &= ~out.bits[e];
  }
}
