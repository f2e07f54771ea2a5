// Writes the npm package's type declarations, one self-contained file per export:
//   shared/engine.ts -> dist/engine.d.ts
//   client/index.ts -> dist/client.d.ts
//   widget/types.ts -> dist/widget.d.ts  (the element without Lit: lit is bundled, not a dependency)
// rollup-plugin-dts has the TypeScript compiler declare each module, then bundles the
// declarations the way rollup bundles code: the repo's modules are inlined, and only `zod` (the
// package's one dependency, whose schema types the engine exports) stays an import. It keeps
// `import * as z from 'zod/mini'` as written, where dts-bundle-generator dropped the namespace.

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { rollup } from 'rollup';
import { dts } from 'rollup-plugin-dts';
import ts from 'typescript';

/** The one package a declaration file may import from (a dependency in package.json). */
const isExternal = (id: string): boolean => /^zod(\/|$)/.test(id);

/**
 * Every module a declaration file needs: what it imports or re-exports from, `import('…')` types,
 * and `/// <reference>` files and types, as TypeScript reads them (so doc comments that show an
 * import are not counted).
 */
export function importsOf(text: string): string[] {
  const info = ts.preProcessFile(text, true, true);
  return [...info.importedFiles, ...info.referencedFiles, ...info.typeReferenceDirectives].map(
    (ref) => ref.fileName,
  );
}

/** The declaration targets; `input` relative to the repo root, `out` to it as `npm run build` writes. */
export const TYPE_TARGETS: readonly { input: string; out: string }[] = [
  { input: 'shared/engine.ts', out: 'dist/engine.d.ts' },
  { input: 'client/index.ts', out: 'dist/client.d.ts' },
  { input: 'widget/types.ts', out: 'dist/widget.d.ts' },
];

/**
 * Bundles the declarations of `input` (relative to the repo) into `file`, and refuses a result
 * that would import anything but zod: a stranger's project has nothing else to resolve it with.
 */
export async function buildTypes(root: string, input: string, file: string): Promise<void> {
  const bundle = await rollup({
    input: join(root, input),
    // The repo's tsconfig (strict, DOM for the widget), without Node's types: no export uses them.
    plugins: [dts({ tsconfig: join(root, 'tsconfig.json'), compilerOptions: { types: [] } })],
    external: isExternal,
    logLevel: 'warn',
  });
  await bundle.write({ file, format: 'es' });
  await bundle.close();
  const text = await readFile(file, 'utf8');
  const stray = importsOf(text).filter((id) => !isExternal(id));
  if (stray.length)
    throw new Error(`${file} imports ${stray.join(', ')}: only zod may stay external`);
}
