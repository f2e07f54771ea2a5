/**
 * The requests the cost benchmark sends (bench/costs.ts): one list per kind of API request, each
 * the costliest inputs of its kind that the API accepts, drawn from the public data sets (the
 * hardest 9x9 sets, Gecode's 16x16 and 25x25 puzzles, whose 25x25 ones run out of the node
 * budget) and from the generator's own hardest levels. `n` sets how many of each to send.
 */
import { check, type GeneratedPuzzle, generate, LEVELS, type Level } from '../shared/index.ts';
import { loadPuzzles } from '../test/support/datasets.ts';
import { mergedCages } from '../test/support/killer-hostile.ts';
import { batchCap } from '../worker/api/budgets.ts';
import { sheetCap } from '../worker/api/print/schemas.ts';

export interface Probe {
  readonly path: string;
  readonly init?: RequestInit;
}

export interface Kind {
  readonly name: string;
  readonly probes: readonly Probe[];
  /** Seeded puzzles and batches: what they make. */
  readonly shape?: Shape;
  /** Sent to an app whose isolate memory already holds the puzzles: the cost of a cache hit. */
  readonly cached?: true;
}

export interface Shape {
  readonly size: 4 | 6 | 9 | 16 | 25;
  readonly level: Level;
  readonly variant: 'classic' | 'arrow' | 'killer';
}

const post = (path: string, body: unknown): Probe => ({
  path,
  init: {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  },
});

const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const spread = <T>(items: readonly T[], n: number): T[] => {
  const step = Math.max(1, Math.floor(items.length / n));
  return items.filter((_, i) => i % step === 0).slice(0, n);
};

const made = (size: 9 | 16 | 25, level: Level, n: number, variant = 'classic' as const) =>
  range(n).flatMap((i) => {
    const result = generate({ seed: `costs-${i}`, size, level, variant });
    return result.ok ? [result.value] : [];
  });
const madeArrow = (n: number): GeneratedPuzzle[] =>
  range(n).flatMap((i) => {
    const result = generate({ seed: `costs-${i}`, level: 'expert', variant: 'arrow' });
    return result.ok ? [result.value] : [];
  });
const madeKiller = (n: number): GeneratedPuzzle[] =>
  range(n).flatMap((i) => {
    const result = generate({ seed: `costs-${i}`, level: 'expert', variant: 'killer' });
    return result.ok ? [result.value] : [];
  });
/**
 * Expert Killer puzzles with their cages merged into cages of up to 5 and of up to 6 cells
 * (test/support/killer-hostile.ts): valid layouts the search may need thousands of nodes for.
 */
const hostileCages = (n: number) =>
  madeKiller(n).flatMap(({ puzzle, cages = [] }) =>
    [5, 6]
      .map((most) => ({ puzzle, cages: mergedCages(cages, most) }))
      // Merged sums a cage cannot make are refused before any search: not hostile, left out.
      .filter((body) => check(body.puzzle, { cages: body.cages }).ok),
  );

/** Expert arrow puzzles with four givens in five taken away: the search's costliest boards. */
const thinnedArrows = (n: number) =>
  madeArrow(n).map(({ puzzle, arrows }) => ({
    puzzle: [...puzzle].map((ch, i) => (i % 5 === 0 ? ch : '.')).join(''),
    arrows,
  }));

const puzzleQuery = (seed: string, size: number, level: Level, variant = 'classic') =>
  `size=${size}&level=${level}&variant=${variant}&seed=${encodeURIComponent(seed)}`;

/** Every kind, with `n(full)` requests each (a quick run sends far fewer). */
export function costKinds(n: (full: number) => number): Kind[] {
  const hardest9 = spread(loadPuzzles('forum-hardest-1106'), n(300));
  const top95 = spread(loadPuzzles('top95'), n(95));
  const sixteen = spread(loadPuzzles('sixteen-gecode-janko'), n(30));
  const frisch = spread(loadPuzzles('twentyfive-gecode-frisch'), n(16));
  const expert16 = made(16, 'expert', n(20));
  const expert25 = made(25, 'expert', n(8));
  const arrows = madeArrow(n(20));
  const hostileArrows = thinnedArrows(n(10));
  const killers = madeKiller(n(20));
  const hostileKillers = hostileCages(n(10));
  const kinds: Kind[] = [
    { name: 'health (no engine)', probes: [{ path: '/api/v1/health' }] },
    { name: 'technique catalogue', probes: [{ path: '/api/v1/techniques' }] },
    {
      name: 'seeded 9x9 / 25x25 / batch of 10, cached',
      probes: [
        { path: `/api/v1/puzzles?${puzzleQuery('hit', 9, 'expert')}` },
        { path: `/api/v1/puzzles?${puzzleQuery('hit', 25, 'expert')}` },
        { path: `/api/v1/puzzles/batch?count=10&${puzzleQuery('hit', 9, 'expert')}` },
      ],
      cached: true,
    },
  ];
  // A sheet's drawing, its puzzles in the isolate's memory: a seed printed as itself, in its URL
  // form, and too long for its captions (the page's note).
  for (const [what, prefix] of [
    ['prefix as itself', 'news'],
    ['CJK prefix (URL form)', '漢字'],
    ['125-emoji prefix (note)', '😀'.repeat(125)],
  ]) {
    kinds.push({
      name: `print.pdf, 12 9x9 and solutions, ${what}, cached`,
      probes: [
        {
          path: `/api/v1/print.pdf?count=12&include=solution&${puzzleQuery(prefix, 9, 'easy')}`,
        },
      ],
      cached: true,
    });
  }
  const cold = (
    name: string,
    size: Shape['size'],
    level: Level,
    count: number,
    variant: Shape['variant'] = 'classic',
  ) =>
    kinds.push({
      name,
      probes: range(count).map((i) => ({
        path: `/api/v1/puzzles?${puzzleQuery(`cold-${i}`, size, level, variant)}`,
      })),
      shape: { size, level, variant },
    });
  cold('seeded 4x4, expert, cold', 4, 'expert', n(40));
  for (const level of LEVELS) cold(`seeded 6x6, ${level}, cold`, 6, level, n(40));
  for (const level of LEVELS) cold(`seeded 9x9, ${level}, cold`, 9, level, n(150));
  for (const level of LEVELS) cold(`seeded 16x16, ${level}, cold`, 16, level, n(30));
  for (const level of LEVELS) cold(`seeded 25x25, ${level}, cold`, 25, level, n(10));
  for (const level of LEVELS) cold(`seeded arrow 9x9, ${level}, cold`, 9, level, n(60), 'arrow');
  // Killer generation has a long tail (a draw that fails costs a new one): more seeds show it.
  for (const level of LEVELS) cold(`seeded killer 9x9, ${level}, cold`, 9, level, n(300), 'killer');
  for (const level of LEVELS) {
    kinds.push({
      name: `daily, ${level}, cold`,
      probes: range(n(40)).map((i) => ({
        path: `/api/v1/daily?date=${new Date(Date.UTC(2025, 0, 1 + i)).toISOString().slice(0, 10)}&level=${level}`,
      })),
    });
  }
  const solve = (name: string, puzzles: readonly string[], options: object = {}) =>
    kinds.push({
      name,
      probes: puzzles.map((puzzle) => post('/api/v1/solve', { puzzle, ...options })),
    });
  solve('solve 9x9, forum-hardest', hardest9);
  solve('solve 16x16, Gecode', sixteen);
  solve('solve 25x25, Frisch (422: over budget)', frisch);
  const trace = { trace: true, traceLimit: 10_000 };
  solve('solve 9x9 top95, findtracking + trace', spread(top95, n(20)), {
    algorithm: 'findtracking',
    ...trace,
  });
  solve('solve 16x16, backtracking + trace', spread(sixteen, n(10)), {
    algorithm: 'backtracking',
    ...trace,
  });
  solve('solve 25x25, candidates + trace', spread(frisch, n(8)), {
    algorithm: 'candidates',
    ...trace,
  });
  const boards = (puzzles: readonly string[]) => puzzles.map((puzzle) => ({ puzzle }));
  const generated = (puzzles: readonly GeneratedPuzzle[]) =>
    puzzles.map(({ puzzle, arrows: a, cages }) =>
      a ? { puzzle, arrows: a } : cages ? { puzzle, cages } : { puzzle },
    );
  const bodies: Record<string, readonly object[]> = {
    '9x9, forum-hardest': boards(hardest9),
    '16x16, Gecode': boards(sixteen),
    '16x16, generated expert': generated(expert16),
    '25x25, generated expert': generated(expert25),
    '25x25, Frisch (422)': boards(frisch),
    'arrow 9x9, generated expert': generated(arrows),
    'arrow 9x9, hostile (expert thinned out)': hostileArrows,
    'killer 9x9, generated expert': generated(killers),
    'killer 9x9, hostile (cages merged)': hostileKillers,
  };
  const hard = ['9x9, forum-hardest', '16x16, generated expert', '25x25, generated expert'];
  const arrow = 'arrow 9x9, generated expert';
  const hostile = 'arrow 9x9, hostile (expert thinned out)';
  const killer = 'killer 9x9, generated expert';
  const hostileKiller = 'killer 9x9, hostile (cages merged)';
  const sets: [route: string, names: string[]][] = [
    ['solve', [hostile, killer, hostileKiller]],
    [
      'check',
      ['9x9, forum-hardest', '16x16, Gecode', '25x25, Frisch (422)', hostile, hostileKiller],
    ],
    ['hint', [...hard, arrow, hostile, killer, hostileKiller]],
    ['rate', [...hard, '25x25, Frisch (422)', arrow, hostile, killer, hostileKiller]],
  ];
  for (const [route, names] of sets) {
    for (const name of names) {
      kinds.push({
        name: `${route} ${name}`,
        probes: bodies[name].map((body) => post(`/api/v1/${route}`, body)),
      });
    }
  }
  // The teaching algorithms with cages: notes under the API's Killer budget, and the scan.
  const teaching = (name: string, bodies: readonly object[], algorithm: string) =>
    kinds.push({
      name,
      probes: bodies.map((body) =>
        post('/api/v1/solve', { ...body, algorithm, trace: true, traceLimit: 10_000 }),
      ),
    });
  teaching('solve killer 9x9 expert, candidates + trace', generated(killers), 'candidates');
  teaching('solve killer 9x9 hostile, candidates + trace', hostileKillers, 'candidates');
  teaching('solve killer 9x9 hostile, findtracking + trace', hostileKillers, 'findtracking');
  return kinds;
}

/** The kinds the caps are set for: 9x9, 16x16 and 25x25 at every level, Arrow and Killer. */
const CAPPED_SHAPES: readonly Shape[] = [
  ...([9, 16, 25] as const).flatMap((size) =>
    LEVELS.map((level) => ({ size, level, variant: 'classic' as const })),
  ),
  ...LEVELS.map((level) => ({ size: 9 as const, level, variant: 'arrow' as const })),
  ...LEVELS.map((level) => ({ size: 9 as const, level, variant: 'killer' as const })),
];

/** The kinds of batch, each at its cap, `n` batches of distinct prefixes. */
export function batchKinds(n: number): Kind[] {
  return CAPPED_SHAPES.map((shape) => {
    const { size, level, variant } = shape;
    const count = batchCap(variant, size, level) ?? 1;
    return {
      name: `batch of ${count}: ${variant === 'classic' ? '' : `${variant} `}${size}x${size} ${level}`,
      probes: range(n).map((i) => ({
        path: `/api/v1/puzzles/batch?count=${count}&${puzzleQuery(`batch-${i}`, size, level, variant)}`,
      })),
      shape,
    };
  });
}

/**
 * PDF sheets of each kind at their cap (worker/api/print/schemas.ts), solutions included (the
 * most drawing), `n` sheets of distinct prefixes: generated (`cached` false), or with their
 * puzzles in the isolate's memory (`cached`: the drawing alone).
 */
export function sheetKinds(n: number, cached: boolean): Kind[] {
  return CAPPED_SHAPES.map((shape) => {
    const { size, level, variant } = shape;
    const count = sheetCap(variant, size, level) ?? 1;
    return {
      name: `sheet of ${count}: ${variant === 'classic' ? '' : `${variant} `}${size}x${size} ${level}${cached ? ', cached' : ''}`,
      probes: range(n).map((i) => ({
        path: `/api/v1/print.pdf?count=${count}&include=solution&${puzzleQuery(`sheet-${i}`, size, level, variant)}`,
      })),
      shape,
      ...(cached ? { cached: true as const } : {}),
    };
  });
}
