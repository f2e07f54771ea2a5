// The API client runs in a browser page as it does in Node and Workers: loaded as the package
// builds it (one ES module), it fetches a puzzle cross-origin, and a dead or slow API comes back
// as a problem value, never a rejected promise.
import { build } from 'esbuild';
import { expect, it } from 'vitest';
import { generate } from '../../shared/index.ts';
import { unwrap } from '../support/result.ts';
import { useChromium } from './harness.ts';

const bundle = build({
  entryPoints: [new URL('../../client/index.ts', import.meta.url).pathname],
  bundle: true,
  format: 'esm',
  platform: 'neutral',
  write: false,
}).then((out) => out.outputFiles[0].text);

const ctx = useChromium((req, res) => {
  if (req.url !== '/client.js') return false;
  bundle.then((js) => {
    res.writeHead(200, { 'content-type': 'text/javascript', 'access-control-allow-origin': '*' });
    res.end(js);
  });
  return true;
});

it('fetches a puzzle, and reports a dead and a slow API as problems', async () => {
  const { servers, browser } = ctx;
  const page = await browser.newPage();
  try {
    await page.goto(servers.page('<p>client</p>'));
    // A string, not a function: vitest would rewrite a function's `import()` for Node.
    const results = (await page.evaluate(`(async () => {
      const { createClient } = await import(${JSON.stringify(`${servers.widgetOrigin}/client.js`)});
      const brief = (r) =>
        r.ok ? { ok: true, value: r.value } : { ok: false, status: r.status, code: r.problem.code };
      const seeded = await createClient({ baseUrl: ${JSON.stringify(servers.api('ok'))} })
        .puzzle({ seed: 'browser', size: 6, level: 'easy' });
      const down = await createClient({ baseUrl: ${JSON.stringify(servers.deadApi)} }).health();
      const late = await createClient({ baseUrl: ${JSON.stringify(servers.api('slow'))}, timeout: 300 })
        .puzzle({ seed: 'browser' });
      return [brief(seeded), brief(down), brief(late)];
    })()`)) as unknown[];
    const made = unwrap(generate({ seed: 'browser', size: 6, level: 'easy' }));
    expect(results[0]).toMatchObject({ ok: true, value: { seed: 'browser', puzzle: made.puzzle } });
    expect(results[1]).toEqual({ ok: false, status: 0, code: 'network_error' });
    expect(results[2]).toEqual({ ok: false, status: 0, code: 'timeout' });
  } finally {
    await page.close();
  }
});
