// Every relative link of the README and docs/*.md leads somewhere: to a file of the repository
// and, with a #fragment, to a heading of that file (as GitHub names its anchors). External
// links are not fetched (tests stay offline).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOC_FILES, repoPath } from '../support/doc-examples.ts';
import { anchors, isExternal, links } from '../support/markdown.ts';

const ROOT = repoPath('.');

interface Broken {
  readonly at: string;
  readonly target: string;
  readonly why: string;
}

/** What is wrong with a relative link of `file`, or null when it resolves. */
function broken(file: string, target: string): string | null {
  const [path, fragment] = target.split('#', 2);
  const absolute = path === '' ? repoPath(file) : join(dirname(repoPath(file)), decodeURI(path));
  if (relative(ROOT, absolute).startsWith('..')) return 'leaves the repository';
  if (!existsSync(absolute)) return 'no such file';
  if (fragment === undefined) return null;
  if (statSync(absolute).isDirectory() || !absolute.endsWith('.md'))
    return 'a fragment on a file that is not markdown';
  return anchors(readFileSync(absolute, 'utf8')).has(fragment) ? null : 'no such heading';
}

describe('documentation links', () => {
  it.each(DOC_FILES)(
    'every relative link of %s resolves, to a heading when it names one',
    (file) => {
      const found: Broken[] = [];
      for (const { line, target } of links(readFileSync(repoPath(file), 'utf8'))) {
        if (isExternal(target)) continue;
        const why = broken(file, target);
        if (why) found.push({ at: `${file}:${line}`, target, why });
      }
      expect(found).toEqual([]);
    },
  );

  it('links the README to every page of docs/', () => {
    const targets = links(readFileSync(repoPath('README.md'), 'utf8')).map((l) => l.target);
    for (const page of DOC_FILES.filter((f) => f.startsWith('docs/')))
      expect(targets, page).toContain(page);
  });
});
