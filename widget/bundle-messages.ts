/**
 * Build-time only (widget/bundle.ts): the engine's error messages are dropped from /widget.js.
 * Every fallible engine call returns `fail(code, message, path)`; the widget reads only `ok`,
 * the value and (when making a puzzle fails, which a valid request never does) nothing a person
 * sees: no engine message is shown, announced or sent in an event (test/widget/bundle-messages
 * checks where the widget reads one: only to throw an error that app/loading.ts drops unread).
 * So each call's message becomes
 * `''`; the code and the path stay, and so does every message in the engine itself (the API, the
 * npm package and the tests read them).
 *
 * Calls are found with TypeScript's parser: a call of the identifier `fail` that the module
 * imports from the engine's errors module, with a message argument that has no side effects to
 * keep (a string or a template whose parts are identifiers, property reads and calls of the
 * engine's pure formatting helpers; anything else is left as it is).
 */
import ts from 'typescript';

/** Functions a message may call: the engine's pure formatters and a few built-ins. */
const PURE_FUNCTIONS = new Set([
  'String',
  'charOfDigit',
  'at',
  'cellName',
  'shownValue',
  'cellCharacter',
]);
/** Methods a message may call, on a receiver that is itself pure: `JSON.stringify`, arrays'. */
const PURE_METHODS = new Set(['JSON.stringify', 'join', 'at']);

function pure(node: ts.Expression): boolean {
  if (ts.isStringLiteralLike(node) || ts.isNumericLiteral(node) || ts.isIdentifier(node))
    return true;
  if (ts.isParenthesizedExpression(node)) return pure(node.expression);
  if (ts.isTemplateExpression(node)) return node.templateSpans.every((s) => pure(s.expression));
  if (ts.isPropertyAccessExpression(node)) return pure(node.expression);
  if (ts.isElementAccessExpression(node))
    return pure(node.expression) && pure(node.argumentExpression);
  if (ts.isBinaryExpression(node))
    return !isAssignment(node.operatorToken.kind) && pure(node.left) && pure(node.right);
  if (ts.isConditionalExpression(node))
    return pure(node.condition) && pure(node.whenTrue) && pure(node.whenFalse);
  if (!ts.isCallExpression(node) || !node.arguments.every(pure)) return false;
  const callee = node.expression;
  if (ts.isIdentifier(callee)) return PURE_FUNCTIONS.has(callee.text);
  if (!ts.isPropertyAccessExpression(callee)) return false;
  const name = callee.name.text;
  return (
    PURE_METHODS.has(`${callee.expression.getText()}.${name}`) ||
    (PURE_METHODS.has(name) && pure(callee.expression))
  );
}

const isAssignment = (kind: ts.SyntaxKind): boolean =>
  kind >= ts.SyntaxKind.FirstAssignment && kind <= ts.SyntaxKind.LastAssignment;

/** The source with the message argument of each engine `fail(…)` call replaced by `''`. */
export function dropErrorMessages(source: string, path = 'module.ts'): string {
  if (!/\bfail\b/.test(source)) return source;
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true);
  const imported = file.statements.some(
    (s) =>
      ts.isImportDeclaration(s) &&
      ts.isStringLiteral(s.moduleSpecifier) &&
      /(^|\/)errors\.ts$/.test(s.moduleSpecifier.text) &&
      s.importClause?.namedBindings !== undefined &&
      ts.isNamedImports(s.importClause.namedBindings) &&
      s.importClause.namedBindings.elements.some((e) => e.name.text === 'fail' && !e.propertyName),
  );
  if (!imported) return source;
  const cuts: [number, number][] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'fail' &&
      node.arguments.length >= 2 &&
      pure(node.arguments[1])
    ) {
      const message = node.arguments[1];
      cuts.push([message.getStart(file), message.getEnd()]);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  let out = source;
  for (const [start, end] of cuts.reverse()) out = `${out.slice(0, start)}''${out.slice(end)}`;
  return out;
}
