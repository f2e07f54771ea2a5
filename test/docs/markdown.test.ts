// The markdown reading the documentation tests rely on: GitHub's heading anchors, and links
// found in prose only (not in code blocks or inline code).
import { describe, expect, it } from 'vitest';
import { anchors, isExternal, links, slug } from '../support/markdown.ts';

describe('markdown support', () => {
  it('names anchors as GitHub does', () => {
    expect(slug('Arrow ("Excalibur") Sudoku')).toBe('arrow-excalibur-sudoku');
    expect(slug("The design documents' algorithms")).toBe('the-design-documents-algorithms');
    expect(slug('The puzzle of the day: no spoilers')).toBe('the-puzzle-of-the-day-no-spoilers');
    expect(slug('`npm run bench` and 9x9 generation')).toBe('npm-run-bench-and-9x9-generation');
    expect(slug('Work budgets')).toBe('work-budgets');
  });

  it('numbers repeated headings and skips headings inside code blocks', () => {
    const text = '# Top\n\n## Usage\n\n```sh\n# not a heading\n```\n\n## Usage\n';
    expect([...anchors(text)]).toEqual(['top', 'usage', 'usage-1']);
  });

  it('finds links in prose with their lines, not in code', () => {
    const text = [
      'See [the API](docs/api.md#deploying) and ![icon](public/favicon.svg "Icon").',
      '`[not](a-link.md)` and',
      '```md',
      '[nor](this.md)',
      '```',
      '[external](https://example.com) [here](#top)',
    ].join('\n');
    expect(links(text)).toEqual([
      { line: 1, target: 'docs/api.md#deploying' },
      { line: 1, target: 'public/favicon.svg' },
      { line: 6, target: 'https://example.com' },
      { line: 6, target: '#top' },
    ]);
  });

  it('tells external targets from repository paths', () => {
    expect(isExternal('https://hono.dev')).toBe(true);
    expect(isExternal('mailto:someone@example.com')).toBe(true);
    expect(isExternal('//cdn.example.com/x.js')).toBe(true);
    expect(isExternal('docs/api.md')).toBe(false);
    expect(isExternal('#layout')).toBe(false);
  });
});
