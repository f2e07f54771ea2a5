// A long puzzle id in the top bar, at 375 and 1280 px, on a 9x9 board and on a 16x16 one (whose
// bar has the zoom button too), in English and Indonesian: at most two lines, ellipsised, never
// wider than the bar (the clock and the buttons keep their room), with the whole id in the
// tooltip (`title`) and in the accessibility tree. Screenshots: /tmp/small-long-id-*.png.
import { describe, expect, it } from 'vitest';
import { axe, openWidget, useChromium } from './harness.ts';

const chrome = useChromium();
const SEED =
  'a-very-long-seed-that-a-publisher-chose-for-this-puzzle-2026-11-28-and-then-some-more-words';

const CASES = [
  { attrs: 'level="hard"', name: `Hard · Puzzle #${SEED}` },
  { attrs: 'level="easy" size="16" lang="id"', name: `Mudah · Teka-teki #${SEED}` },
];

describe('long puzzle ids', () => {
  for (const width of [375, 1280]) {
    for (const [n, { attrs, name }] of CASES.entries()) {
      it(`are ellipsised at ${width} px with the whole id in the tooltip and the tree (${attrs})`, async () => {
        const page = await openWidget(chrome, `start="game" api="off" ${attrs} seed="${SEED}"`, {
          width,
          height: 1000,
          ready: true,
        });
        await page.screenshot({ path: `/tmp/small-long-id-${width}-${n}.png` });
        const shown = await page.locator('sudoku-break .info').evaluate((e) => {
          const bar = e.parentElement as HTMLElement;
          const style = getComputedStyle(e);
          return {
            bar: [bar.scrollWidth, bar.clientWidth],
            cut: e.scrollHeight > e.clientHeight,
            lines: e.clientHeight / Number.parseFloat(style.lineHeight),
            // Where the id starts: on a line the clamp shows, not cut away below them.
            idShown: (() => {
              // The seed's first character is on a line the clamp shows.
              const id = e.querySelector('.id') as Node;
              const text = document.createTreeWalker(id, NodeFilter.SHOW_TEXT).nextNode() as Node;
              const range = document.createRange();
              range.setStart(text, 0);
              range.setEnd(text, 1);
              const r = range.getBoundingClientRect();
              return r.width > 0 && r.bottom <= e.getBoundingClientRect().bottom + 1;
            })(),
            title: e.getAttribute('title'),
            text: e.textContent,
          };
        });
        expect(shown.bar[0]).toBeLessThanOrEqual(shown.bar[1]);
        expect(shown.idShown).toBe(true);
        expect(shown.lines).toBeLessThanOrEqual(2);
        if (width === 375) expect(shown.cut).toBe(true);
        expect(shown.title).toBe(name);
        expect(shown.text).toBe(name);
        expect(await page.locator('sudoku-break').ariaSnapshot()).toContain(name);
        expect(await axe(page)).toEqual([]);
        await page.close();
      });
    }
  }
});
