// Run by test/package/install.test.ts inside a fresh project that installed the packed tarball:
// plain ESM, as a JavaScript user calls the engine. Prints one JSON object of what came back.
import * as engine from 'sudoku-break';

const TEXT = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const DECORATED = engine.format(TEXT, 'pretty').value;
const ROWS = engine.format(TEXT, 'rows').value;

const brief = (result) =>
  result.ok
    ? { ok: true, value: result.value }
    : {
        ok: false,
        code: result.error.code,
        path: result.error.path ?? null,
        message: result.error.message,
      };

const calls = {
  'solve(text)': () => engine.solve(TEXT),
  'solve(decorated)': () => engine.solve(DECORATED),
  'solve(rows)': () => engine.solve(ROWS),
  'solve(flat)': () => engine.solve(ROWS.flat()),
  'check(text)': () => engine.check(TEXT),
  'hint(text)': () => engine.hint(TEXT),
  'hint(text, entries)': () => engine.hint(TEXT, TEXT),
  'rate(text)': () => engine.rate(TEXT),
  'autoNotes(text)': () => engine.autoNotes(TEXT),
  'format(text)': () => engine.format(DECORATED),
  'parse(text)': () => engine.parse(DECORATED),
  'generate(seed)': () => engine.generate({ seed: 'package', size: 6, level: 'easy' }),
  'daily(date)': () => engine.daily('2026-11-21', 'hard'),
  'replay(trace)': () => {
    const run = engine.solve(TEXT, { algorithm: 'candidates', trace: true });
    return engine.replay(run.value.trace);
  },
  'solve(algorithm: nope)': () => engine.solve(TEXT, { algorithm: 'nope' }),
  'solve(limit: -1)': () => engine.solve(TEXT, { limit: -1 }),
  'solve(limt: 2)': () => engine.solve(TEXT, { limt: 2 }),
  'generate()': () => engine.generate(),
  'hint(42)': () => engine.hint(42),
  'check(text, arrows off the board)': () => engine.check(TEXT, { arrows: [[[0, 0], [[9, 9]]]] }),
};

const out = {};
for (const [name, call] of Object.entries(calls)) {
  try {
    out[name] = brief(call());
  } catch (error) {
    out[name] = { threw: String(error) };
  }
}
// The package compiles its WebAssembly solver at import in Node.
out['solver backend'] = engine.solverBackend();
const client = await import('sudoku-break/client');
out['client export'] = typeof client.createClient;
const widget = await import('sudoku-break/widget');
out['widget export in Node'] = Object.keys(widget);
console.log(JSON.stringify(out));
