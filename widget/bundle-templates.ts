/**
 * Build-time only (widget/bundle.ts): shrinks the static text of the widget's Lit templates
 * before bundling. Lit ships template text as written, so the source's indentation would be
 * bytes in /widget.js; the source stays formatted for people.
 *
 * - `html` and `svg`: every run of whitespace that holds a line break becomes one space. Between
 *   tags, inside a tag and around text, HTML's white-space rules already render such a run as
 *   one space (the widget has no `<pre>`, and its one `<textarea>` holds only an expression).
 * - `css`: such a run goes altogether where CSS never needs it (next to `{`, `}`, `;`, `,`, or at
 *   either end of the template), and becomes one space elsewhere (a descendant combinator, or
 *   beside a `${…}` whose value is unknown here).
 *
 * Templates are found with TypeScript's parser, so strings, comments, regular expressions and
 * nested templates are read as the compiler reads them.
 */
import ts from 'typescript';

type Tag = 'html' | 'svg' | 'css';

const BREAK = /[ \t\r]*\n\s*/g;

/** `opens`/`closes`: the text starts or ends the template (rather than meeting a `${…}`). */
type Compact = (text: string, opens: boolean, closes: boolean) => string;

const compactMarkup: Compact = (text) => text.replace(BREAK, ' ');

const compactCss: Compact = (text, opens, closes) =>
  text.replace(BREAK, (run, at: number) => {
    const before = at === 0 ? (opens ? '{' : '') : text[at - 1];
    const after = at + run.length === text.length ? (closes ? '}' : '') : text[at + run.length];
    return (before && '{};,'.includes(before)) || (after && '{}'.includes(after)) ? '' : ' ';
  });

const COMPACT: Record<Tag, Compact> = {
  html: compactMarkup,
  svg: compactMarkup,
  css: compactCss,
};

const isTag = (name: string): name is Tag => Object.hasOwn(COMPACT, name);

/** The source with its `html`, `svg` and `css` template text compacted; nothing else changes. */
export function compactTemplates(source: string): string {
  const file = ts.createSourceFile('module.ts', source, ts.ScriptTarget.Latest, false);
  const edits: { start: number; end: number; text: string }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isTaggedTemplateExpression(node) && ts.isIdentifier(node.tag) && isTag(node.tag.text)) {
      const compact = COMPACT[node.tag.text];
      const t = node.template;
      const parts = ts.isNoSubstitutionTemplateLiteral(t)
        ? [t]
        : [t.head, ...t.templateSpans.map((span) => span.literal)];
      parts.forEach((part, i) => {
        // The text between the opening "`" or "}" and the closing "`" or "${".
        const closes = i === parts.length - 1;
        const start = part.getStart(file) + 1;
        const end = part.end - (closes ? 1 : 2);
        const text = source.slice(start, end);
        const next = compact(text, i === 0, closes);
        if (next !== text) edits.push({ start, end, text: next });
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  let out = source;
  for (const { start, end, text } of edits.sort((a, b) => b.start - a.start)) {
    out = out.slice(0, start) + text + out.slice(end);
  }
  return out;
}
