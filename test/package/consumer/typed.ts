// Typechecked by test/package/install.test.ts in a fresh strict project (nodenext and bundler
// resolution) that installed the packed tarball: the engine, the client and the widget's types,
// with lines that must NOT compile marked @ts-expect-error (so the types are not just `any`).
import {
  type GeneratedPuzzle,
  type Grid,
  generate,
  type Result,
  type SolveResult,
  SolveResultSchema,
  solve,
} from 'sudoku-break';
import { type ApiResult, createClient, type Problem, type Puzzle } from 'sudoku-break/client';
import type { SudokuBreakElement } from 'sudoku-break/widget';

const solved: Result<SolveResult> = solve('.'.repeat(81), { limit: 1 });
if (solved.ok) {
  const status: 'solved' | 'multiple' | 'unsolvable' | 'invalid' | 'budget_exceeded' =
    solved.value.status;
  console.log(status, SolveResultSchema.safeParse(solved.value).success);
} else {
  const code: string = solved.error.code;
  console.log(code, solved.error.path);
}
// @ts-expect-error a Result is not its value: check `ok` first
console.log(solved.value.status);
// @ts-expect-error unknown algorithm names do not compile
solve('.'.repeat(81), { algorithm: 'nope' });

const made: Result<GeneratedPuzzle> = generate({ seed: 'typed', size: 16 });
const grid: Grid = { size: 4, cells: Array(16).fill(0) };
console.log(made.ok, solve(grid).ok);

const api = createClient({ baseUrl: 'https://sudoku.example.com' });
const got: ApiResult<Puzzle> = await api.puzzle({ size: 16, level: 'hard' });
if (got.ok) {
  const puzzle: string = got.value.puzzle;
  const size: 4 | 6 | 9 | 16 | 25 = got.value.size;
  console.log(puzzle, size);
} else {
  const problem: Problem = got.problem;
  console.log(problem.status, problem.code);
  // @ts-expect-error an error is a problem, never the success body
  console.log(got.value.puzzle);
}
// @ts-expect-error sizes are numbers, not strings
await api.puzzle({ size: '16' });
await api.solve({ puzzle: '.'.repeat(81), limit: 2 }, { signal: AbortSignal.timeout(1000) });

const element = document.querySelector('sudoku-break');
const typed: SudokuBreakElement | null = element;
console.log(typed?.level);
