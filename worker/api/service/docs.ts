/**
 * /api/docs: the OpenAPI document rendered as one self-contained HTML page (no script, no CDN):
 * every operation with its parameters, body, responses and problems, every schema as a field
 * table, and the problem codes that the `type` links of problem responses point at.
 */
import { PROBLEM_CODES, problemStatus, problemTitle } from '../../http/problem.ts';

type Json = Record<string, unknown>;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const esc = (value: unknown): string => String(value).replace(/[&<>"']/g, (ch) => ESCAPES[ch]);

/** Inline code spans in descriptions (`like this`), everything else escaped. */
const prose = (text: unknown): string =>
  esc(text ?? '').replace(/`([^`]+)`/g, (_, code: string) => `<code>${code}</code>`);

const REF = '#/components/schemas/';

/** A JSON Schema as a short readable type: `string`, `Conflict[]`, `"easy" | "medium"`, … */
function typeOf(schema: Json | undefined): string {
  if (!schema) return 'any';
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.slice(REF.length);
    return `<a href="#schema-${esc(name)}">${esc(name)}</a>`;
  }
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as Json[]).map(typeOf).join(' | ');
  // A schema narrowed by the ones after it (a status's Problem and its codes): named by the first.
  if (Array.isArray(schema.allOf)) return typeOf((schema.allOf as Json[])[0]);
  if ('const' in schema) return esc(JSON.stringify(schema.const));
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => esc(JSON.stringify(v))).join(' | ');
  if (schema.type === 'array') {
    if (Array.isArray(schema.prefixItems)) {
      return `[${(schema.prefixItems as Json[]).map(typeOf).join(', ')}]`;
    }
    const item = typeOf(schema.items as Json | undefined);
    return item.includes(' | ') ? `(${item})[]` : `${item}[]`;
  }
  if (schema.type === 'object') return 'object';
  return esc(schema.type ?? 'any');
}

/** Limits worth telling a person: lengths, ranges (not the ±2^53 of every integer), patterns. */
function limitsOf(schema: Json | undefined): string {
  if (!schema) return '';
  const parts: string[] = [];
  const safe = (n: unknown) => typeof n === 'number' && Math.abs(n) < Number.MAX_SAFE_INTEGER;
  if (safe(schema.minimum)) parts.push(`≥ ${schema.minimum}`);
  if (safe(schema.maximum)) parts.push(`≤ ${schema.maximum}`);
  if (typeof schema.minLength === 'number') parts.push(`length ≥ ${schema.minLength}`);
  if (typeof schema.maxLength === 'number') parts.push(`length ≤ ${schema.maxLength}`);
  if (typeof schema.maxItems === 'number' && !Array.isArray(schema.prefixItems))
    parts.push(`at most ${schema.maxItems} items`);
  if (typeof schema.pattern === 'string') parts.push(`pattern <code>${esc(schema.pattern)}</code>`);
  if ('default' in schema)
    parts.push(`default <code>${esc(JSON.stringify(schema.default))}</code>`);
  return parts.join(', ');
}

/** A description, then the limits on a line of their own. */
const notes = (description: unknown, schema: Json | undefined): string =>
  [prose(description), limitsOf(schema)].filter(Boolean).join('<br>');

const table = (head: string[], rows: string[][]): string =>
  rows.length === 0
    ? ''
    : `<table><thead><tr>${head.map((h) => `<th>${h}</th>`).join('')}</tr></thead><tbody>${rows
        .map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`)
        .join('')}</tbody></table>`;

function fieldsOf(schema: Json): string {
  const properties = (schema.properties ?? {}) as Record<string, Json>;
  const required = new Set((schema.required ?? []) as string[]);
  return table(
    ['Field', 'Type', 'Required', 'Notes'],
    Object.entries(properties).map(([name, field]) => [
      `<code>${esc(name)}</code>`,
      typeOf(field),
      required.has(name) ? 'yes' : 'no',
      notes(field.description, field),
    ]),
  );
}

function operationHtml(path: string, method: string, op: Json): string {
  const params = (op.parameters ?? []) as Json[];
  const body = (op.requestBody as Json | undefined)?.content as Record<string, Json> | undefined;
  const responses = (op.responses ?? {}) as Record<string, Json>;
  const paramRows = params.map((p) => [
    `<code>${esc(p.name)}</code>`,
    esc(p.in),
    typeOf(p.schema as Json),
    p.required ? 'yes' : 'no',
    notes(p.description, p.schema as Json),
  ]);
  const responseRows = Object.entries(responses).map(([status, r]) => {
    const content = Object.entries((r.content ?? {}) as Record<string, Json>);
    const media = content
      .map(([type, c]) => `<code>${esc(type)}</code> ${typeOf(c.schema as Json | undefined)}`)
      .join('<br>');
    return [`<strong>${esc(status)}</strong>`, prose(r.description), media];
  });
  return `<section id="${esc(op.operationId)}">
<h3><span class="method">${esc(method.toUpperCase())}</span> <code>${esc(path)}</code></h3>
<p><strong>${prose(op.summary)}.</strong> ${prose(op.description)}</p>
${op.security ? '<p>Needs a player token: <code>Authorization: Bearer &lt;token&gt;</code>.</p>' : ''}
${paramRows.length ? `<h4>Parameters</h4>${table(['Name', 'In', 'Type', 'Required', 'Notes'], paramRows)}` : ''}
${
  body
    ? `<h4>Request body</h4><p>${Object.entries(body)
        .map(([t, c]) => `<code>${esc(t)}</code> ${typeOf(c.schema as Json)}`)
        .join('<br>')}</p>`
    : ''
}
<h4>Responses</h4>${table(['Status', 'Meaning', 'Body'], responseRows)}
</section>`;
}

const STYLE = `
:root{color-scheme:light dark;font-family:system-ui,sans-serif;line-height:1.5}
body{max-width:60rem;margin:2rem auto;padding:0 1rem}
table{border-collapse:collapse;width:100%;margin:.5rem 0 1rem}
th,td{border:1px solid #8884;padding:.3rem .5rem;text-align:left;vertical-align:top}
code{font-size:.92em}.method{font-family:monospace;padding:0 .3rem;border:1px solid #8886;border-radius:.2rem}
section{border-top:1px solid #8884;margin-top:1.5rem}nav li{margin:.1rem 0}`;

export function renderDocs(doc: Json): string {
  const info = (doc.info ?? {}) as Json;
  const paths = (doc.paths ?? {}) as Record<string, Record<string, Json>>;
  const operations = Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method, op })),
  );
  const schemas = ((doc.components as Json | undefined)?.schemas ?? {}) as Record<string, Json>;
  const nav = operations
    .map(
      ({ path, method, op }) =>
        `<li><a href="#${esc(op.operationId)}">${esc(method.toUpperCase())} ${esc(path)}</a>: ${prose(op.summary)}</li>`,
    )
    .join('');
  const schemaHtml = Object.entries(schemas)
    .map(
      ([name, schema]) =>
        `<section id="schema-${esc(name)}"><h3>${esc(name)}</h3>${
          schema.type === 'object'
            ? fieldsOf(schema)
            : `<p>${typeOf(schema)} ${limitsOf(schema)}</p>`
        }</section>`,
    )
    .join('\n');
  const problemRows = PROBLEM_CODES.map((code) => [
    `<code id="problem-${esc(code)}">${esc(code)}</code>`,
    String(problemStatus(code)),
    esc(problemTitle(code)),
  ]);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(info.title)}</title><style>${STYLE}</style></head>
<body><main>
<h1>${esc(info.title)}</h1>
<p>${prose(info.summary)} Version ${esc(info.version)}. Machine-readable: <a href="/api/v1/openapi.json">/api/v1/openapi.json</a> (OpenAPI ${esc(doc.openapi)}).</p>
<p>${prose(info.description)}</p>
<h2>Operations</h2><nav><ul>${nav}</ul></nav>
${operations.map(({ path, method, op }) => operationHtml(path, method, op)).join('\n')}
<h2 id="problems">Problems</h2>
<p>Every error is <code>application/problem+json</code>: <code>type</code> (a link here), <code>title</code>, <code>status</code>, <code>detail</code> (what to change), <code>code</code>, and for bad input <code>issues</code> (each with the <code>path</code> of the field).</p>
${table(['Code', 'Status', 'Meaning'], problemRows)}
<h2>Schemas</h2>
${schemaHtml}
</main></body></html>`;
}
