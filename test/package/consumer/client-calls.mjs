// Run by test/package/install.test.ts inside a fresh project that installed the packed tarball:
// the client against a running Worker (`wrangler dev`, its URL in argv), every endpoint, a
// success and an error each (an image, a sheet or a page summed up as its start and length).
// Prints one JSON object of status, ok and a summary per call.
import { createClient } from 'sudoku-break/client';

const api = createClient({ baseUrl: process.argv[2], timeout: 20_000 });
const TEXT = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

// An image's text or a sheet's bytes, summed up: their start and length.
const shown = (value) =>
  value instanceof Uint8Array
    ? { bytes: value.byteLength, start: new TextDecoder().decode(value.subarray(0, 5)) }
    : typeof value === 'string'
      ? { text: value.length, start: value.slice(0, 4) }
      : value;

const brief = (result) =>
  result.ok
    ? { ok: true, status: result.status, value: shown(result.value) }
    : {
        ok: false,
        status: result.status,
        code: result.problem.code,
        paths: (result.problem.issues ?? []).map((issue) => issue.path),
        retryAfter: result.retryAfter,
      };

const calls = {
  'puzzle ok': () => api.puzzle({ size: 6, level: 'easy', seed: 'package', include: 'solution' }),
  'puzzle error': () => api.puzzle({ size: 16, variant: 'arrow', seed: 'x' }),
  'daily ok': () => api.daily({ date: '2026-11-21', level: 'hard' }),
  'daily error': () => api.daily({ date: '2026-02-30' }),
  'solve ok': () => api.solve({ puzzle: TEXT }),
  'solve error': () => api.solve({ puzzle: `${TEXT.slice(0, 80)}x` }),
  'check ok': () => api.check({ puzzle: TEXT }),
  'check error': () => api.check({ puzzle: TEXT.slice(0, 80) }),
  'hint ok': () => api.hint({ puzzle: TEXT }),
  'hint error': () => api.hint({ puzzle: '.'.repeat(81) }),
  'rate ok': () => api.rate({ puzzle: TEXT }),
  'rate error': () => api.rate({ puzzle: TEXT, budget: 0 }),
  'algorithms ok': () => api.algorithms(),
  'health ok': () => api.health(),
  'openapi ok': () => api.openapi(),
  'puzzleSvg ok': () => api.puzzleSvg({ seed: 'package', size: 4, caption: true }),
  'puzzleSvg error': () => api.puzzleSvg({ seed: '' }),
  'dailySvg ok': () => api.dailySvg({ date: '2026-11-21' }),
  'dailySvg error': () => api.dailySvg({ include: 'solution' }),
  'printSheet ok': () => api.printSheet({ seed: 'package', size: 4, count: 2 }),
  'printSheet error': () => api.printSheet({ seed: 'package', count: 13 }),
  'docs ok': () => api.docs(),
  'timeout error': () => api.solve({ puzzle: TEXT }, { timeout: 1 }),
  'aborted error': () => api.health({ signal: AbortSignal.abort() }),
};

const out = {};
for (const [name, call] of Object.entries(calls)) out[name] = brief(await call());
console.log(JSON.stringify(out));
