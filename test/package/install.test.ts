// The package as a stranger installs it: packed, installed into a fresh project with nothing of
// the repo, then (a) called from plain ESM with text input and bad options, (b) typechecked in
// strict mode under `nodenext` and `bundler` resolution, with the documentation's examples (README
// and docs/*.md), and (c) the client, and the documentation's client examples, run against the
// Worker under `wrangler dev`.
import { execFileSync } from 'node:child_process';
import { copyFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DevServer, startDevServer } from '../../scripts/dev-server.ts';
import { docExamples, EXAMPLE_ORIGIN, where } from '../support/doc-examples.ts';
import { type PackedProject, packAndInstall } from './pack.ts';

const CONSUMER = fileURLToPath(new URL('./consumer/', import.meta.url));
const SOLUTION =
  '534678912672195348198342567859761423426853791713924856961537284287419635345286179';

type Brief = {
  ok: boolean;
  value?: unknown;
  code?: string;
  path?: unknown;
  status?: number;
  retryAfter?: number;
};

let project: PackedProject;
let server: DevServer;

/** Runs a file of the consumer project with the repo's Node 22 (strips types from .ts). */
const node = (file: string, ...args: string[]): string =>
  execFileSync(process.execPath, [file, ...args], {
    cwd: project.dir,
    encoding: 'utf8',
    stdio: 'pipe',
  });

const tsc = (config: object): string => {
  writeFileSync(join(project.dir, 'tsconfig.json'), JSON.stringify(config));
  const bin = join(project.dir, 'node_modules', 'typescript', 'bin', 'tsc');
  try {
    return execFileSync(process.execPath, [bin, '-p', '.'], { cwd: project.dir, encoding: 'utf8' });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`tsc failed:\n${stdout ?? ''}${stderr ?? ''}`);
  }
};

const examples = docExamples();

beforeAll(async () => {
  [project, server] = await Promise.all([
    Promise.resolve().then(() => packAndInstall()),
    startDevServer(),
  ]);
  for (const file of ['engine-calls.mjs', 'client-calls.mjs', 'typed.ts'])
    copyFileSync(join(CONSUMER, file), join(project.dir, file));
  examples.forEach((example, i) => {
    writeFileSync(join(project.dir, `example-${i}.ts`), example.code);
  });
}, 240_000);

afterAll(async () => {
  project?.cleanup();
  await server?.stop();
});

describe('the installed package', () => {
  it('(a) takes text for every public function and answers bad options with error values', () => {
    const out = JSON.parse(node('engine-calls.mjs')) as Record<string, Brief>;
    const errors = [
      'solve(algorithm: nope)',
      'solve(limit: -1)',
      'solve(limt: 2)',
      'generate()',
      'hint(42)',
      'check(text, arrows off the board)',
    ];
    for (const [name, result] of Object.entries(out)) {
      if (name.includes('(')) expect(result, name).toMatchObject({ ok: !errors.includes(name) });
    }
    for (const name of ['solve(text)', 'solve(decorated)', 'solve(rows)', 'solve(flat)']) {
      const value = out[name].value as { status: string; solution: number[] };
      expect(value.status).toBe('solved');
      expect(value.solution.join('')).toBe(SOLUTION);
    }
    expect((out['replay(trace)'].value as { cells: number[] }).cells.join('')).toBe(SOLUTION);
    expect(out['solver backend'] as unknown).toBe('wasm');
    expect(out['rate(text)'].value).toMatchObject({ level: 'easy' });
    expect(out['solve(algorithm: nope)']).toMatchObject({
      code: 'invalid_options',
      path: ['algorithm'],
    });
    expect(out['solve(limit: -1)']).toMatchObject({ code: 'invalid_options', path: ['limit'] });
    expect(out['solve(limt: 2)']).toMatchObject({ code: 'invalid_options', path: ['limt'] });
    expect(out['generate()']).toMatchObject({ code: 'invalid_options', path: ['seed'] });
    expect(out['hint(42)']).toMatchObject({ code: 'invalid_puzzle', path: ['puzzle'] });
    expect(out['check(text, arrows off the board)']).toMatchObject({
      code: 'invalid_puzzle',
      path: ['arrows', 0, 1, 0],
    });
    expect(out['client export']).toBe('function');
    expect(out['widget export in Node']).toEqual(['SudokuBreak']);
  });

  it.each([
    ['nodenext', { module: 'nodenext', moduleResolution: 'nodenext' }],
    ['bundler', { module: 'esnext', moduleResolution: 'bundler' }],
  ])('(b) typechecks strictly with moduleResolution %s, with the docs examples', (_, mode) => {
    const compilerOptions = {
      ...mode,
      target: 'es2022',
      lib: ['es2022', 'dom'],
      types: [],
      strict: true,
      noEmit: true,
      skipLibCheck: false,
    };
    expect(tsc({ compilerOptions, include: ['*.ts'] })).toBe('');
  });

  it('(b) runs the engine examples of the documentation', () => {
    examples.forEach((example, i) => {
      if (example.kind === 'engine')
        expect(node(`example-${i}.ts`).length, where(example)).toBeGreaterThan(0);
    });
  });

  it('(c) talks to the Worker for every endpoint, success and error', () => {
    const out = JSON.parse(node('client-calls.mjs', server.base)) as Record<
      string,
      Brief & { paths?: unknown }
    >;
    for (const [name, result] of Object.entries(out)) {
      expect(result.ok, `${name}: ${JSON.stringify(result)}`).toBe(name.endsWith(' ok'));
    }
    expect(out['puzzle ok']).toMatchObject({
      status: 200,
      value: { size: 6, level: 'easy', seed: 'package' },
    });
    expect(out['puzzle error']).toMatchObject({
      status: 400,
      code: 'invalid_options',
      paths: [['size']],
    });
    expect(out['daily error']).toMatchObject({ status: 400 });
    expect(out['solve ok']).toMatchObject({ status: 200, value: { status: 'solved' } });
    // The API answers with grids as text, like its puzzles (the engine's solve keeps cells).
    expect((out['solve ok'].value as { solution: string }).solution).toBe(SOLUTION);
    expect(out['solve error']).toMatchObject({
      status: 400,
      code: 'invalid_puzzle',
      paths: [['puzzle', 80]],
    });
    expect(out['check ok']).toMatchObject({ value: { solutionCount: 1, solved: false } });
    expect(out['check error']).toMatchObject({ status: 400, code: 'invalid_size' });
    expect(out['hint ok']).toMatchObject({ value: { kind: 'step' } });
    expect(out['hint error']).toMatchObject({ status: 422 });
    expect(out['rate ok']).toMatchObject({ value: { level: 'easy' } });
    expect(out['rate error']).toMatchObject({ status: 400, paths: [['budget']] });
    expect(out['health ok']).toMatchObject({
      value: { status: 'ok', engineVersion: server.engineVersion },
    });
    expect(out['openapi ok']).toMatchObject({ value: { openapi: expect.stringMatching(/^3\./) } });
    expect(out['puzzleSvg ok']).toMatchObject({ status: 200, value: { start: '<svg' } });
    expect(out['puzzleSvg error']).toMatchObject({ status: 400, paths: [['seed']] });
    expect(out['dailySvg ok']).toMatchObject({ status: 200, value: { start: '<svg' } });
    // Today's solution is not out: a 403 that says, in seconds, when it will be.
    expect(out['dailySvg error']).toMatchObject({ status: 403, code: 'solution_unavailable' });
    expect(out['dailySvg error'].retryAfter).toBeGreaterThan(0);
    expect(out['printSheet ok']).toMatchObject({ status: 200, value: { start: '%PDF-' } });
    expect(out['printSheet error']).toMatchObject({ status: 400, paths: [['count']] });
    expect(out['docs ok']).toMatchObject({ status: 200, value: { start: '<!do' } });
    expect(out['timeout error']).toMatchObject({ status: 0, code: 'timeout' });
    expect(out['aborted error']).toMatchObject({ status: 0, code: 'aborted' });
  });

  it('(c) runs the client examples of the documentation against the Worker', () => {
    examples.forEach((example, i) => {
      if (example.kind !== 'client') return;
      const file = `example-client-${i}.ts`;
      writeFileSync(join(project.dir, file), example.code.replaceAll(EXAMPLE_ORIGIN, server.base));
      const out = node(file);
      expect(out.length, where(example)).toBeGreaterThan(0);
      // What the example says it prints, where a comment says so.
      if (example.code.includes('// solved true'))
        expect(out, where(example)).toMatch(/^solved true$/m);
    });
  });
}, 300_000);
