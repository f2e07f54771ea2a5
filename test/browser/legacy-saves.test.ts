// After an upgrade, a game in progress saved by a version that kept an embed's game under its id
// alone comes back: the embed moves it once to the key of its attributes and drops the old key.
import { describe, expect, it } from 'vitest';
import { generate } from '../../shared/index.ts';
import { normalize } from '../../widget/model/config.ts';
import { newGame, place } from '../../widget/model/game.ts';
import { toSaved } from '../../widget/model/persistence.ts';
import { legacyKey, storageKey } from '../../widget/model/slots.ts';
import { boardOf, useChromium, waitForEvent } from './harness.ts';

const chrome = useChromium();

const ATTRS = { id: 'post', start: 'game', seed: 'legacy', level: 'easy', api: 'off' };
const tag = `<sudoku-break ${Object.entries(ATTRS)
  .map(([k, v]) => `${k}="${v}"`)
  .join(' ')}></sudoku-break>`;

describe('a game saved under the id alone', () => {
  it('is moved to the key of its attributes and resumed', async () => {
    const made = generate({ seed: 'legacy', size: 9, level: 'easy' });
    const fresh = made.ok ? newGame(made.value) : null;
    if (!fresh) throw new Error('fixture');
    const i = fresh.values.indexOf(0);
    const played = place(fresh, i, fresh.solution[i]);
    // As those versions wrote it: no mistake marks yet.
    const { checks: _, ...old } = toSaved(played, 95_000, Date.now());
    const key = storageKey(
      normalize(ATTRS, { today: '2026-11-21', base: chrome.servers.hostOrigin, defaultApi: null }),
      ATTRS.id,
    );

    const page = await chrome.browser.newPage({ viewport: { width: 520, height: 960 } });
    page.on('pageerror', (e) => {
      throw e;
    });
    await page.goto(chrome.servers.page('<p>Before the upgrade</p>'));
    await page.evaluate(
      ([k, v]) => localStorage.setItem(k, v),
      [legacyKey(ATTRS.id), JSON.stringify(old)],
    );
    await page.goto(chrome.servers.page(tag));
    expect((await waitForEvent(page, 'sudoku-ready')).detail).toMatchObject({
      seed: 'legacy',
      source: 'saved',
    });
    expect((await boardOf(page))[i]).toBe(String(fresh.solution[i]));
    // Its time too (95 s when saved; the clock goes on from there).
    const [m, s] = ((await page.locator('sudoku-break [part=timer]').textContent()) ?? '')
      .split(':')
      .map(Number);
    expect(m * 60 + s).toBeGreaterThanOrEqual(95);
    const stored = await page.evaluate(
      ([a, b]) => [localStorage.getItem(a), localStorage.getItem(b) !== null],
      [legacyKey(ATTRS.id), key],
    );
    expect(stored).toEqual([null, true]);
    await page.close();
  });
});
