// The build step that compacts the static text of the widget's Lit templates (bundle-templates.ts):
// line breaks and indentation go, what the browser renders stays, and nothing outside `html`,
// `svg` and `css` templates changes.
// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the strings are module sources that hold templates
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compactTemplates } from '../../widget/bundle-templates.ts';

describe('compactTemplates', () => {
  it('turns each line break and its indentation in html and svg text into one space', () => {
    const source = [
      'const a = html`<div class="x">',
      '    <button',
      '      part="button"',
      '      @click=${() => go(`a\n  b`)}',
      '    >',
      '      ${label}  and  more',
      '    </button>',
      '  </div>`;',
      'const b = svg`<g>\n  <path d=${d} />\n</g>`;',
    ].join('\n');
    expect(compactTemplates(source)).toBe(
      [
        'const a = html`<div class="x"> <button part="button" @click=${() => go(`a\n  b`)} > ${label}  and  more </button> </div>`;',
        'const b = svg`<g> <path d=${d} /> </g>`;',
      ].join('\n'),
    );
  });

  it('drops css line breaks next to braces, semicolons and commas, and keeps a combinator', () => {
    const source =
      'const s = css`\n.a{color:red;\n  margin:0}\n.b,\n.c\n  .d{top:0}\n${x}\n.e{}\n`;';
    expect(compactTemplates(source)).toBe(
      'const s = css`.a{color:red;margin:0}.b,.c .d{top:0}${x} .e{}`;',
    );
  });

  it('leaves strings, comments, untagged and other tagged templates alone', () => {
    const source = [
      "const q = 'html`<a>\\n  </a>`';",
      '// html`<b>',
      '//   </b>`',
      'const r = /html`\\n/;',
      'const t = `<i>\n  </i>`;',
      'const u = other`<i>\n  </i>`;',
      'const v = obj.html`<i>\n  </i>`;',
    ].join('\n');
    expect(compactTemplates(source)).toBe(source);
  });

  it('compacts templates nested in expressions, and raw escapes stay as written', () => {
    const source = 'html`<ul>\n  ${items.map((i) => html`<li>\n    ${i}\\n\n  </li>`)}\n</ul>`';
    expect(compactTemplates(source)).toBe(
      'html`<ul> ${items.map((i) => html`<li> ${i}\\n </li>`)} </ul>`',
    );
  });

  it('never changes code outside template text, whatever the template holds', () => {
    const text = fc.stringMatching(/^[a-z <>="\n\t{};,.:]*$/);
    fc.assert(
      fc.property(text, text, (a, b) => {
        const source = `const x = 1;\nf(html\`${a}\${y}${b}\`, 'k\\n  ');\n`;
        const out = compactTemplates(source);
        const parts = /^const x = 1;\nf\(html`([^`]*)\$\{y\}([^`]*)`, 'k\\n {2}'\);\n$/.exec(out);
        expect(parts).not.toBeNull();
        expect(parts?.[1]).toBe(a.replace(/[ \t\r]*\n\s*/g, ' '));
        expect(parts?.[2]).toBe(b.replace(/[ \t\r]*\n\s*/g, ' '));
      }),
    );
  });
});
