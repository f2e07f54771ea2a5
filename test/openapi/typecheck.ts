// Type-checks a few TypeScript files with the compiler API, as `tsc --noEmit --strict` would,
// and reports each error with its file and line.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import ts from 'typescript';

export interface TypeProblem {
  readonly file: string;
  /** 1-based. */
  readonly line: number;
  readonly message: string;
}

const OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2022.d.ts'],
  types: [],
  skipLibCheck: true,
};

/** `files` by name (the .ts ones are the roots; they may import each other). */
export function typecheck(files: Readonly<Record<string, string>>): TypeProblem[] {
  const dir = mkdtempSync(join(tmpdir(), 'sudoku-break-typecheck-'));
  try {
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    const roots = Object.keys(files)
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.d.ts'))
      .map((name) => join(dir, name));
    const program = ts.createProgram(roots, OPTIONS);
    return ts.getPreEmitDiagnostics(program).map((d) => ({
      file: d.file ? basename(d.file.fileName) : '',
      line:
        d.file && d.start !== undefined
          ? d.file.getLineAndCharacterOfPosition(d.start).line + 1
          : 0,
      message: ts.flattenDiagnosticMessageText(d.messageText, '\n'),
    }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
