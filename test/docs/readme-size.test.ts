// The README stays a short door into the project: what it is, the two commands, a tour and
// links. The details live in docs/.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { repoPath } from '../support/doc-examples.ts';

const MAX_LINES = 300;

describe('README.md', () => {
  it(`has at most ${MAX_LINES} lines`, () => {
    const lines = readFileSync(repoPath('README.md'), 'utf8').trimEnd().split('\n');
    expect(lines.length).toBeLessThanOrEqual(MAX_LINES);
  });
});
