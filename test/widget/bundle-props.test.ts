// The property names /widget.js renames (widget/bundle-props.ts) are the widget's and the engine's
// own: no name the browser, Lit, a saved game, an API request or answer, an event or the element's
// API reads may be among them, nor one that code looks up from a string or imports by name. Each
// rule below is conservative (it reserves every word of a string, every identifier of a file that
// touches a boundary); a listed name that breaks one fails here, before it breaks a page.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { INTERNAL_PROPS } from '../../widget/bundle-props.ts';

const ROOT = join(import.meta.dirname, '../..');
const MODULES = join(ROOT, 'node_modules');

/** Files whose every identifier crosses a boundary: stored, fetched, sent, or public API. */
const BOUNDARY_FILES = [
  'widget/types.ts', // the element's published API and event details
  'widget/sudoku-break.ts', // reactive properties (Lit reads their names) and the element class
  'widget/app/events.ts', // event details
  'widget/app/context.ts', // what the page tells the widget
  'widget/model/persistence.ts', // saved games in localStorage
  'widget/model/stats.ts', // records in localStorage
  'widget/model/mistakes.ts', // the saved part of mistake checking
  'widget/model/validate.ts', // reading API answers and saved games
  'widget/model/share.ts', // the Web Share and Clipboard APIs
  'widget/services/api.ts', // request URLs and API answers
  'widget/services/storage.ts', // localStorage
  'shared/generate/schema.ts', // the puzzle the API sends
];

/** The modules that can be in /widget.js (the build's own files, widget/bundle*.ts, are not). */
const files = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((f) => f.isFile() && f.name.endsWith('.ts') && !f.name.startsWith('bundle'))
    .map((f) => join(f.parentPath, f.name));

const withoutComments = (code: string): string =>
  code.replace(/\/\*[\s\S]*?\*\/|(?<![:'"`\\])\/\/.*$/gm, '');

const parse = (path: string): ts.SourceFile =>
  ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);

const words = (text: string): string[] => text.match(/[A-Za-z_$][\w$]*/g) ?? [];

function walk(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node);
  ts.forEachChild(node, (child) => walk(child, visit));
}

/** Every word in a string literal or in the text of a template, in the engine and the widget. */
function stringWords(): Set<string> {
  const out = new Set<string>();
  for (const path of [...files('widget'), ...files('shared')]) {
    walk(parse(path), (node) => {
      if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) {
        for (const w of words(node.text)) out.add(w);
      }
    });
  }
  return out;
}

/** Every name a module of the engine or the widget exports (`import * as m` reads them). */
function exportedNames(): Set<string> {
  const out = new Set<string>();
  for (const path of [...files('widget'), ...files('shared')]) {
    walk(parse(path), (node) => {
      const exported =
        ts.canHaveModifiers(node) &&
        ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
      if (exported && 'name' in node && node.name && ts.isIdentifier(node.name as ts.Node)) {
        out.add((node.name as ts.Identifier).text);
      }
      if (exported && ts.isVariableStatement(node)) {
        for (const d of node.declarationList.declarations) {
          if (ts.isIdentifier(d.name)) out.add(d.name.text);
        }
      }
      if (ts.isExportSpecifier(node)) out.add(node.name.text);
    });
  }
  return out;
}

/** Member names the TypeScript libraries declare: the DOM's, JavaScript's built-ins'. */
function libraryMembers(): Set<string> {
  const dir = join(MODULES, 'typescript/lib');
  const out = new Set<string>();
  for (const f of readdirSync(dir).filter((f) => /^lib\..*\.d\.ts$/.test(f))) {
    for (const m of readFileSync(join(dir, f), 'utf8').matchAll(/([A-Za-z_$][\w$]*)\??\s*[:(<]/g)) {
      out.add(m[1]);
    }
  }
  return out;
}

/** Every identifier in Lit's code and types (its comments left out). */
function litNames(): Set<string> {
  const out = new Set<string>();
  for (const pkg of ['lit', 'lit-html', 'lit-element', '@lit/reactive-element']) {
    const dir = join(MODULES, pkg);
    for (const f of readdirSync(dir, { withFileTypes: true, recursive: true })) {
      if (f.isFile() && /\.(js|d\.ts)$/.test(f.name)) {
        const code = withoutComments(readFileSync(join(f.parentPath, f.name), 'utf8'));
        for (const w of words(code)) out.add(w);
      }
    }
  }
  return out;
}

const boundaryNames = (): Set<string> =>
  new Set(
    BOUNDARY_FILES.flatMap((f) => words(withoutComments(readFileSync(join(ROOT, f), 'utf8')))),
  );

describe('the property names /widget.js renames', () => {
  const listed = [...INTERNAL_PROPS];

  it('are a sorted list of distinct identifiers longer than one letter', () => {
    expect(listed.every((n) => /^[A-Za-z][\w$]+$/.test(n))).toBe(true);
    expect(listed).toEqual([...new Set(listed)].sort());
  });

  const rules: [string, () => Set<string>][] = [
    ['a member of a TypeScript library (DOM, built-ins)', libraryMembers],
    ["an identifier of Lit's", litNames],
    ['a word of a string or template text', stringWords],
    ['a name a module exports', exportedNames],
    ['an identifier of a file at a boundary', boundaryNames],
  ];
  for (const [rule, reserved] of rules) {
    it(`hold no ${rule}`, () => {
      const names = reserved();
      expect(listed.filter((n) => names.has(n))).toEqual([]);
    });
  }
});
