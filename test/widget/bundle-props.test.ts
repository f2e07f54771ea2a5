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
  'widget/ui-contract.ts', // between widget.js and the UI's chunk, read through a module namespace
  'widget/model/events.ts', // event details
  'widget/context.ts', // what the page tells the widget
  'widget/model/persistence.ts', // saved games in localStorage
  'widget/model/stats.ts', // records in localStorage
  'widget/model/saved-checks.ts', // the saved part of mistake checking
  'widget/model/validate.ts', // reading API answers and saved games
  'widget/model/share.ts', // the Web Share and Clipboard APIs
  'widget/services/api.ts', // API answers
  'widget/services/request.ts', // request URLs
  'widget/services/storage.ts', // localStorage
  'shared/generate/schema.ts', // the puzzle the API sends
];

/**
 * The modules that can be in /widget.js: not the build's own files (widget/bundle*.ts), nor the
 * AssemblyScript sources of the WebAssembly core, which compile to a .wasm of their own.
 */
const files = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((f) => f.isFile() && f.name.endsWith('.ts') && !f.name.startsWith('bundle'))
    .filter((f) => !f.parentPath.split(/[\\/]/).includes('assembly'))
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

/**
 * Every word a string could name a property with, in the engine and the widget: all words of a
 * string without whitespace (a key, a list such as 'a,b', an id) and of a tagged template (Lit
 * reads attribute and property names from its text), and the `{slot}`s of any string (messages
 * fill them from an object by name). The other words of prose (text with spaces, which people
 * read) name nothing: no module splits a string into names (`hide` splits what the page gives).
 */
function stringWords(): Set<string> {
  const out = new Set<string>();
  for (const path of [...files('widget'), ...files('shared')]) {
    walk(parse(path), (node) => {
      if (!ts.isStringLiteralLike(node) && !ts.isTemplateLiteralToken(node)) return;
      let whole: ts.Node = node;
      while (ts.isTemplateSpan(whole.parent) || ts.isTemplateExpression(whole.parent))
        whole = whole.parent;
      if (ts.isTaggedTemplateExpression(whole.parent) || !/\s/.test(node.text)) {
        for (const w of words(node.text)) out.add(w);
      }
      for (const slot of node.text.matchAll(/\{(\w+)\}/g)) out.add(slot[1]);
    });
  }
  return out;
}

/** The widget and the engine as the type checker sees them, from widget/index.ts (seconds). */
let checked: { program: ts.Program; checker: ts.TypeChecker } | undefined;
function typeChecked(): { program: ts.Program; checker: ts.TypeChecker } {
  if (checked) return checked;
  const host = { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} };
  const parsed = ts.getParsedCommandLineOfConfigFile(join(ROOT, 'tsconfig.json'), {}, host);
  const program = ts.createProgram([join(ROOT, 'widget/index.ts')], parsed?.options ?? {});
  checked = { program, checker: program.getTypeChecker() };
  return checked;
}

/**
 * The property names of a type, its union's members' and, `deep`, those of its properties'
 * types and type arguments at every level (what JSON.stringify or a page reads).
 */
function propertyNames(checker: ts.TypeChecker, type: ts.Type, deep: boolean, out: Set<string>) {
  const seen = new Set<ts.Type>();
  const visit = (type: ts.Type): void => {
    if (seen.has(type)) return;
    seen.add(type);
    for (const t of type.isUnion() || type.isIntersection() ? type.types : [type]) {
      for (const p of checker.getPropertiesOfType(t)) {
        out.add(p.name);
        // A class's private members are its own business, not what a page or a store reads.
        const hidden = p.declarations?.some(
          (d) =>
            ts.getCombinedModifierFlags(d) &
            (ts.ModifierFlags.Private | ts.ModifierFlags.Protected),
        );
        if (deep && !hidden) visit(checker.getTypeOfSymbol(p));
      }
      if (deep && t.flags & ts.TypeFlags.Object) {
        for (const a of checker.getTypeArguments(t as ts.TypeReference) ?? []) visit(a);
      }
    }
  };
  visit(type);
}

const inRepo = (file: ts.SourceFile): boolean =>
  /[\\/](widget|shared)[\\/]/.test(file.fileName) && !file.fileName.includes('node_modules');

/**
 * Every name that code reads by a computed key (`o[k]` with a key that is not a number, `k in o`,
 * `Object.keys(o)` and its kin, `JSON.stringify(o)` at every level, `for (k in o)`): the
 * properties of the object's type and, where it is declared with an object literal, that
 * literal's own keys (a `Record<string, …>` type names none).
 */
function computedKeys(): Set<string> {
  const { program, checker } = typeChecked();
  const out = new Set<string>();
  const literalKeys = (target: ts.Expression): void => {
    const at = ts.isPropertyAccessExpression(target) ? target.name : target;
    for (const d of checker.getSymbolAtLocation(at)?.declarations ?? []) {
      const init =
        ts.isVariableDeclaration(d) || ts.isPropertyDeclaration(d) || ts.isPropertyAssignment(d)
          ? d.initializer
          : undefined;
      if (init && ts.isObjectLiteralExpression(init)) {
        for (const p of init.properties)
          if (p.name && ts.isIdentifier(p.name)) out.add(p.name.text);
      }
    }
  };
  const read = (target: ts.Expression, deep = false): void => {
    propertyNames(checker, checker.getTypeAtLocation(target), deep, out);
    literalKeys(target);
  };
  const numeric = (t: ts.Type) => (t.flags & ts.TypeFlags.NumberLike) !== 0;
  for (const file of program.getSourceFiles().filter(inRepo)) {
    walk(file, (node) => {
      if (ts.isElementAccessExpression(node)) {
        const key = checker.getTypeAtLocation(node.argumentExpression);
        if (!(key.isUnion() ? key.types.every(numeric) : numeric(key))) read(node.expression);
      } else if (
        ts.isBinaryExpression(node) &&
        node.operatorToken.kind === ts.SyntaxKind.InKeyword
      ) {
        read(node.right);
      } else if (ts.isForInStatement(node)) {
        read(node.expression);
      } else if (ts.isCallExpression(node) && node.arguments[0]) {
        const callee = node.expression.getText(file);
        if (/^(Object\.(keys|entries|values|getOwnPropertyNames)|JSON\.stringify)$/.test(callee))
          read(node.arguments[0], callee === 'JSON.stringify');
      }
    });
  }
  return out;
}

/**
 * Every property name, at any depth, of the types a boundary file exports (interfaces, type
 * aliases, classes' public members): an event's detail carries the engine's `Step`, a saved game
 * the engine's puzzle, so their fields cross the boundary although their words are elsewhere.
 */
function boundaryTypes(): Set<string> {
  const { program, checker } = typeChecked();
  const out = new Set<string>();
  for (const f of BOUNDARY_FILES) {
    const file = program.getSourceFile(join(ROOT, f));
    if (!file) throw new Error(`${f} is not part of the widget`);
    for (const node of file.statements) {
      const exported = ts
        .getModifiers(node as ts.HasModifiers)
        ?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
      const named =
        ts.isInterfaceDeclaration(node) ||
        ts.isTypeAliasDeclaration(node) ||
        ts.isClassDeclaration(node);
      if (exported && named && node.name) {
        propertyNames(checker, checker.getTypeAtLocation(node.name), true, out);
      }
    }
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
    ['a name read by a computed key', computedKeys],
    ['a name a module exports', exportedNames],
    ['an identifier of a file at a boundary', boundaryNames],
    ['a property of a type at a boundary, at any depth', boundaryTypes],
  ];
  for (const [rule, reserved] of rules) {
    // The computed keys need the type checker over the widget and the engine: seconds.
    it(`hold no ${rule}`, { timeout: 60_000 }, () => {
      const names = reserved();
      expect(listed.filter((n) => names.has(n))).toEqual([]);
    });
  }
});
