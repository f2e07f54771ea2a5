// /widget.js drops the engine's error messages (widget/bundle-messages.ts): the calls keep their
// code and path, only calls of the engine's `fail` lose their message, only messages whose
// expressions have nothing to run, and the widget shows no engine message that could go blank.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dropErrorMessages } from '../../widget/bundle-messages.ts';

const ROOT = join(import.meta.dirname, '../..');
const IMPORT = `import { fail } from '../errors.ts';\n`;

describe('dropping engine error messages', () => {
  it('blanks the message of each fail call and keeps its code and path', () => {
    const source = `${IMPORT}const a = fail('invalid_puzzle', \`cell \${i} holds \${JSON.stringify(s)}\`, [i]);
const b = fail(
  'invalid_size',
  n > 1 ? 'many' : "one " + String(n),
);`;
    expect(dropErrorMessages(source)).toBe(`${IMPORT}const a = fail('invalid_puzzle', '', [i]);
const b = fail(
  'invalid_size',
  '',
);`);
  });

  it('keeps a message that calls anything but a known formatter', () => {
    const source = `${IMPORT}fail('invalid_puzzle', \`\${count++} cells\`);
fail('invalid_puzzle', describe(grid));
fail('invalid_puzzle', \`\${(last = n)} cells\`);
fail('invalid_puzzle', \`\${list.map((c) => c.row).join(', ')}\`);`;
    expect(dropErrorMessages(source)).toBe(source);
  });

  it('leaves modules alone that do not import the engine fail', () => {
    const local = `const fail = (c: string, m: string) => m;\nfail('x', 'kept');`;
    const renamed = `import { fail as f } from '../errors.ts';\nfunction fail(c: string, m: string) { return m; }\nfail('x', 'kept');`;
    const other = `import { fail } from './checks.ts';\nfail('x', 'kept');`;
    for (const source of [local, renamed, other]) expect(dropErrorMessages(source)).toBe(source);
  });

  // A message that calls a helper not known to be pure stays in /widget.js: name it in
  // PURE_FUNCTIONS (bundle-messages.ts) if it is one.
  it('blanks every message of the engine modules the widget reaches', () => {
    const reached = [
      'shared/board/parse.ts',
      'shared/variants/arrow.ts',
      'shared/variants/killer.ts',
      'shared/logic/unique.ts',
      'shared/hint.ts',
      'shared/algorithms/replay.ts',
      'shared/generate/make-core.ts',
    ];
    for (const path of reached) {
      const quiet = dropErrorMessages(readFileSync(join(ROOT, path), 'utf8'), path);
      const calls = quiet.match(/\bfail\(\s*'\w+',\s*[^,)]*/g) ?? [];
      expect(calls.length, path).toBeGreaterThan(0);
      for (const call of calls) expect(call, path).toMatch(/,\s*''$/);
    }
  });

  it('is safe because the widget reads an engine message in one place, whose error is dropped', () => {
    const readers = readdirSync(join(ROOT, 'widget'), { recursive: true, withFileTypes: true })
      .filter((f) => f.isFile() && f.name.endsWith('.ts') && !f.name.startsWith('bundle'))
      .map((f) => join(f.parentPath, f.name))
      .filter((path) => /\.error\.message\b/.test(readFileSync(path, 'utf8')))
      .map((path) => relative(ROOT, path));
    // makeLocally throws it when the engine cannot make a puzzle; the store (app/store.ts, its
    // `load` effect) catches that error without reading it and shows its own "could not be made"
    // text.
    expect(readers).toEqual(['widget/services/api.ts']);
    const loading = readFileSync(join(ROOT, 'widget/app/store.ts'), 'utf8');
    expect(loading).toMatch(/\} catch \{/);
  });
});
