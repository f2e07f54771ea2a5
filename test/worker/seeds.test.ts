// Seeds over HTTP: control characters and other non-text are a 400 naming the character, a
// seed is used in NFC (the same puzzle, the same cache key and the same canonical URL however its
// accents were typed), and the length limit counts characters, so 128 emoji are one good seed.
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ENGINE_VERSION } from '../../shared/index.ts';
import { ROUTES } from '../../worker/contract.ts';
import { createApp } from '../../worker/index.ts';
import { call, expectProblem, recordingKv } from './support.ts';

const app = createApp({ edgeCache: () => undefined, memoryEntries: 0 });
const Puzzle = ROUTES.puzzles.responses[200].schema;
const get = (seed: string, bindings = {}) =>
  call(app, `/api/v1/puzzles?seed=${encodeURIComponent(seed)}`, { bindings });

describe('seeds that are not printable text are refused', () => {
  it.each([
    ['NUL', '%00', 'character 0 (U+0000) is a control character'],
    ['a newline', 'a%0Ab', 'character 1 (U+000A) is a control character'],
    ['a C1 control', 'ab%C2%85', 'character 2 (U+0085) is a control character'],
    ['a right-to-left override', '%E2%80%AEgnp.exe', 'character 0 (U+202E) is a bidirectional'],
    ['U+FFFE', 'x%EF%BF%BE', 'character 1 (U+FFFE) is a noncharacter'],
    // Not UTF-8 at all: the query decoder keeps the escape as text, which is a fine seed.
  ])('%s', async (_, raw, message) => {
    const problem = await expectProblem(
      await call(app, `/api/v1/puzzles?seed=${raw}`),
      400,
      'invalid_request',
    );
    expect(problem.issues?.[0]).toMatchObject({ path: ['seed'] });
    expect(problem.issues?.[0].message).toContain(message);
    expect(problem.detail).toContain(`query parameter seed: ${message}`);
  });
});

describe('seeds are used in NFC', () => {
  it('é as one code point or as e + U+0301: one puzzle, one KV key, one canonical URL', async () => {
    const kv = recordingKv();
    const composed = await get('caf\u00e9-nfc', { PUZZLES: kv.ns });
    const decomposed = await get('cafe\u0301-nfc', { PUZZLES: kv.ns });
    const [a, b] = [await composed.text(), await decomposed.text()];
    expect(b).toBe(a);
    expect(z.parse(Puzzle, JSON.parse(b)).seed).toBe('caf\u00e9-nfc');
    const key = `puzzle:${ENGINE_VERSION}:classic:9:medium:caf\u00e9-nfc`;
    expect(new Set(kv.gets)).toEqual(new Set([key]));
    expect(kv.puts.map((p) => p.key)).toEqual([key]);
    expect(decomposed.headers.get('content-location')).toBe(
      composed.headers.get('content-location'),
    );
    expect(decomposed.headers.get('etag')).toBe(composed.headers.get('etag'));
  });
});

describe('the length limit counts characters', () => {
  it('128 emoji (256 UTF-16 units) are a seed; 129 are not', async () => {
    const ok = await get('🧩'.repeat(128));
    expect(ok.status).toBe(200);
    expect(z.parse(Puzzle, await ok.json()).seed).toBe('🧩'.repeat(128));
    const problem = await expectProblem(await get('🧩'.repeat(129)), 400, 'invalid_request');
    expect(problem.issues?.[0].message).toBe('129 characters; a seed has 1 to 128');
  });

  it('a seed of 128 emoji is still cached in KV (its key, over 512 bytes, names a hash)', async () => {
    const seed = '🐘'.repeat(128);
    const kv = recordingKv();
    const fresh = () => createApp({ edgeCache: () => undefined, memoryEntries: 0 });
    const first = await call(fresh(), `/api/v1/puzzles?seed=${encodeURIComponent(seed)}`, {
      bindings: { PUZZLES: kv.ns },
    });
    expect(first.status).toBe(200);
    expect(kv.puts).toHaveLength(1);
    const key = kv.puts[0].key;
    expect(key).toMatch(
      new RegExp(`^puzzle-hashed:${ENGINE_VERSION}:classic:9:medium:[0-9a-f]{32}$`),
    );
    // A new isolate reads it back instead of generating and writing again.
    const again = await call(fresh(), `/api/v1/puzzles?seed=${encodeURIComponent(seed)}`, {
      bindings: { PUZZLES: kv.ns },
    });
    expect(await again.text()).toBe(await first.text());
    expect(kv.gets).toEqual([key, key]);
    expect(kv.puts).toHaveLength(1);
  });

  it('text longer than any seed can be is refused by its length as sent, before normalising', async () => {
    // "e" and 2,600 combining marks of two classes in turn (a 16 KB URL, what Cloudflare
    // accepts): the length is checked first, so the marks are never reordered.
    const seed = `e${'\u0301\u0323'.repeat(1300)}`;
    for (const path of ['/api/v1/puzzles', '/api/v1/puzzles.svg', '/api/v1/print.pdf']) {
      const res = await call(app, `${path}?seed=${encodeURIComponent(seed)}`);
      const problem = await expectProblem(res, 400, 'invalid_request');
      expect(problem.issues?.[0]).toMatchObject({ path: ['seed'] });
      expect(problem.issues?.[0].message).toBe(
        '2601 UTF-16 code units as sent, more than any seed of 128 characters can be (1024); a seed has 1 to 128 characters',
      );
    }
  });

  it('spaces and joined emoji are kept as they are', async () => {
    const seed = ' 👨‍👩‍👧 sudoku ';
    expect(z.parse(Puzzle, await (await get(seed)).json()).seed).toBe(seed);
  });
});
