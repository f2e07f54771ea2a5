// The smoke test of what `npm start` serves: the widget bundle `npm run build` makes, and the
// Worker as `wrangler dev` bundles it from wrangler.toml (the bundle deployment makes too), in
// local workerd with local KV, D1 (its migrations applied as `npm start` applies them) and Durable
// Objects. One request to each route group, each checked against the engine run here in Node or
// against the rules: seeded, daily, SVG, PDF, solve, check, hint, rate, a player's play of a day
// counted in D1 and its Durable Object, health (on the WebAssembly core), the OpenAPI document
// and its docs, the demo page, the widget (widget.js, the loader, and widget.css kept briefly,
// its content-hashed chunks for a year), and the Cron Trigger's scheduled handler (wrangler dev
// --test-scheduled), after which today's easy puzzle of the day is a KV read. The Workers vitest
// pool bundles the Worker its own way; this is the real thing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { type DevServer, startDevServer } from '../../scripts/dev-server.ts';
import { daily, ENGINE_VERSION, generate, hint, rate, solve } from '../../shared/index.ts';
import { signPlay } from '../../worker/api/plays/play-ids.ts';
import { openApiDocument, ROUTES } from '../../worker/contract.ts';
import { complaints } from '../support/complaints.ts';
import { readPdf } from '../support/pdf.ts';
import { digits, isValidSolution } from '../support/rules.ts';
import { type BuiltSite, buildSite } from '../support/site.ts';
import { elementsNamed, parseXml, textOf } from '../support/xml.ts';

const SEED = 'served-smoke';
const made = generate({ seed: SEED, level: 'hard' });
if (!made.ok) throw new Error('the engine makes hard 9x9 puzzles');
const PUZZLE = made.value.puzzle;
// The first puzzle of data/forum-hardest-1106.txt: the search branches hundreds of times.
const HARDEST = '........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3';

let site: BuiltSite;
let server: DevServer;

beforeAll(async () => {
  site = await buildSite();
  server = await startDevServer({ assets: site.dir, testScheduled: true });
}, 240_000);

afterAll(async () => {
  await server?.stop();
  await site?.cleanup();
});

const get = (path: string): Promise<Response> => fetch(`${server.base}${path}`);
const post = (path: string, body: unknown): Promise<Response> =>
  fetch(`${server.base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** A grid as the API sends it (text, or rows with `format=rows`) as text. */
const gridText = (grid: string | readonly (readonly number[])[] | undefined): string =>
  typeof grid === 'string' ? grid : (grid ?? []).flat().join('');

/** A 200 whose JSON body the route's own response schema accepts. */
async function ok<S extends z.ZodMiniType>(res: Response, schema: S): Promise<z.infer<S>> {
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return z.parse(schema, JSON.parse(text));
}

describe('the Worker npm start serves', () => {
  it('was bundled without a warning (a dropped import once cost it its WebAssembly core)', () => {
    expect(complaints(server.log())).toEqual([]);
  });

  it('GET /api/v1/health: up, this engine, 9x9 searches on WebAssembly', async () => {
    const body = await ok(await get(ROUTES.health.path), ROUTES.health.responses[200].schema);
    expect(body).toEqual({ status: 'ok', engineVersion: ENGINE_VERSION, solver: 'wasm' });
  });

  it('GET /api/v1/puzzles: the seeded puzzle the engine makes, its solution within the rules', async () => {
    const res = await get(`/api/v1/puzzles?seed=${SEED}&level=hard&include=solution`);
    const body = await ok(res, ROUTES.puzzles.responses[200].schema);
    expect(body).toEqual(made.value);
    expect(isValidSolution(digits(gridText(body.puzzle)), digits(gridText(body.solution)))).toBe(
      true,
    );
  });

  it('GET /api/v1/daily: the day the engine makes for that date and level', async () => {
    const res = await get('/api/v1/daily?date=2024-02-29&level=expert&include=solution');
    const body = await ok(res, ROUTES.daily.responses[200].schema);
    const engine = daily('2024-02-29', 'expert');
    if (!engine.ok) throw new Error('the engine makes dailies');
    expect(body).toEqual({ date: '2024-02-29', ...engine.value, offline: true });
  });

  it('GET /api/v1/puzzles.svg: well-formed, one <text> per given of that puzzle', async () => {
    const res = await get(`/api/v1/puzzles.svg?seed=${SEED}&level=hard`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    const root = parseXml(await res.text());
    const givens = elementsNamed(root, 'g').find((g) => g.attributes.class === 'givens');
    expect(givens && elementsNamed(givens, 'text').map(textOf).join('')).toBe(
      PUZZLE.replaceAll('.', ''),
    );
  });

  it('GET /api/v1/print.pdf: a sheet that reads back, with the seeds it was asked for', async () => {
    const res = await get(`/api/v1/print.pdf?seed=${SEED}&count=2&level=hard`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const pdf = readPdf(new Uint8Array(await res.arrayBuffer()));
    expect(pdf.pageCount).toBe(1);
    const shown = pdf.pages[0].texts;
    for (const i of [1, 2]) expect(shown).toContain(`${i}. 9x9 · Hard · #${SEED}-${i}`);
  });

  it('POST /api/v1/solve: a solution within the rules that keeps every given, as the engine finds it', async () => {
    const res = await post(ROUTES.solve.path, { puzzle: HARDEST });
    const body = await ok(res, ROUTES.solve.responses[200].schema);
    expect(body.status).toBe('solved');
    expect(isValidSolution(digits(HARDEST), digits(gridText(body.solution)))).toBe(true);
    const engine = solve(HARDEST);
    if (!engine.ok) throw new Error('the engine solves');
    expect(body.solution).toBe(engine.value.solution?.join(''));
    expect(body.stats.nodes).toBe(engine.value.stats.nodes);
  });

  it('POST /api/v1/check: the seeded puzzle has one solution; a clash is named', async () => {
    const schema = ROUTES.check.responses[200].schema;
    const fine = await ok(await post(ROUTES.check.path, { puzzle: PUZZLE }), schema);
    expect(fine).toEqual({ conflicts: [], complete: false, solved: false, solutionCount: 1 });
    const first = PUZZLE.search(/[1-9]/);
    const clash = `${PUZZLE.slice(0, first + 1)}${PUZZLE[first]}${PUZZLE.slice(first + 2)}`;
    const wrong = await ok(await post(ROUTES.check.path, { puzzle: clash }), schema);
    expect(wrong.conflicts.length).toBeGreaterThan(0);
    expect(wrong.solutionCount).toBe(0);
  });

  it('POST /api/v1/hint: the step the engine gives, whose placements agree with the solution', async () => {
    const res = await post(ROUTES.hint.path, { puzzle: PUZZLE });
    const body = await ok(res, ROUTES.hint.responses[200].schema);
    const engine = hint(PUZZLE);
    if (!engine.ok) throw new Error('the engine hints');
    expect(body).toEqual(engine.value);
    if (body.kind !== 'step') throw new Error(`a step, not ${body.kind}`);
    const solution = digits(made.value.solution);
    const placed = [...body.step.placements, ...body.step.eliminations];
    expect(placed.length).toBeGreaterThan(0);
    for (const { cell, digit } of body.step.placements)
      expect(solution[cell.row * 9 + cell.col]).toBe(digit);
  });

  it('POST /api/v1/rate: the level the puzzle was made for, as the engine rates it', async () => {
    const res = await post(ROUTES.rate.path, { puzzle: PUZZLE });
    const { stats, ...body } = await ok(res, ROUTES.rate.responses[200].schema);
    const engine = rate(PUZZLE);
    if (!engine.ok) throw new Error('the engine rates');
    const { stats: engineStats, ...expected } = engine.value;
    expect(body).toEqual(expected);
    expect(body.level).toBe('hard');
    expect(stats.work).toBe(engineStats.work);
  });

  it('players: a token, a play of a day finished and counted (D1), its standing and stats (Durable Object)', async () => {
    const created = await fetch(`${server.base}${ROUTES.createPlayer.path}`, { method: 'POST' });
    expect(created.status).toBe(201);
    const { token, player } = z.parse(
      ROUTES.createPlayer.responses[201].schema,
      await created.json(),
    );
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const date = '2024-02-29';
    const day = await ok(
      await get(`/api/v1/daily?date=${date}&include=solution`),
      ROUTES.daily.responses[200].schema,
    );
    const started = await fetch(`${server.base}${ROUTES.startPlay.path}`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ daily: date }),
    });
    expect(started.status).toBe(201);
    // Timed by the server: a play started ten minutes ago is one signed so, with this server's key.
    const { id } = await signPlay(
      { signing: server.secrets.PLAYER_SIGNING_KEY, publisher: undefined },
      {
        player: player.id,
        puzzle: { daily: date, level: 'medium', variant: 'classic' },
        startedAt: Date.now() - 600_000,
      },
    );
    const finished = await fetch(`${server.base}/api/v1/plays/${id}/finish`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ solution: day.solution, seconds: 480 }),
    });
    const answer = await ok(finished, ROUTES.finishPlay.responses[200].schema);
    expect(answer).toMatchObject({
      counted: true,
      seconds: 480,
      standing: { players: 1, fasterThan: 0 },
    });
    const stats = await ok(
      await get(`${ROUTES.dailyStats.path}?date=${date}`),
      ROUTES.dailyStats.responses[200].schema,
    );
    expect({ players: stats.players, median: stats.medianSeconds }).toEqual({
      players: 1,
      median: 480,
    });
    const me = await fetch(`${server.base}${ROUTES.me.path}`, { headers: auth });
    expect((await ok(me, ROUTES.me.responses[200].schema)).solved).toBe(1);
  });

  it('GET /api/v1/openapi.json and /api/docs: the document of this code, and its page', async () => {
    const res = await get(ROUTES.openapi.path);
    const document = await ok(res, ROUTES.openapi.responses[200].schema);
    expect(document).toEqual(JSON.parse(JSON.stringify(openApiDocument())));
    const docs = await get(ROUTES.docs.path);
    expect(docs.status).toBe(200);
    expect(docs.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await docs.text();
    for (const route of Object.values(ROUTES)) expect(html).toContain(route.path);
  });

  it('GET / and /widget.js: the demo page, and the loader npm run build makes, kept briefly', async () => {
    const page = await get('/');
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<title>Sudoku Break\b/);
    for (const [path, type] of [
      ['/widget.js', /^(text|application)\/javascript/],
      ['/widget.css', /^text\/css/],
    ] as const) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toMatch(type);
      expect(res.headers.get('access-control-allow-origin'), path).toBe('*');
      expect(res.headers.get('cache-control'), path).toBe('public, max-age=300, must-revalidate');
      const body = Buffer.from(await res.arrayBuffer());
      expect(body.equals(Buffer.from(site.widgetFiles.get(path.slice(1)) ?? [])), path).toBe(true);
      // Revalidated, not downloaded again, while it has not changed.
      const etag = res.headers.get('etag') ?? '';
      const again = await fetch(`${server.base}${path}`, { headers: { 'if-none-match': etag } });
      expect(again.status, path).toBe(304);
    }
  });

  it('GET /widget-*.js: every chunk widget.js loads, as built, immutable for a year', async () => {
    const loader = new TextDecoder().decode(site.widget.entry.js);
    const named = [...loader.matchAll(/import\("\.\/(widget-[^"]+\.js)"\)/g)].map((m) => m[1]);
    // The UI and the chunks it imports at once, and (imported by the UI) the deferred engine.
    expect(named).toContain(site.widget.load.entry);
    const chunks = site.widget.chunks.map((c) => c.name);
    for (const name of named) expect(chunks).toContain(name);
    // The players' chunk, imported by the UI only when the API answers, is served too.
    expect(chunks).toContainEqual(expect.stringMatching(/^widget-players-[A-Z0-9]{8}\.js$/));
    for (const { name, js } of site.widget.chunks) {
      const res = await get(`/${name}`);
      expect(res.status, name).toBe(200);
      expect(res.headers.get('content-type'), name).toMatch(/^(text|application)\/javascript/);
      expect(res.headers.get('cache-control'), name).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('access-control-allow-origin'), name).toBe('*');
      expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(js)), name).toBe(true);
    }
  });

  it("GET /__scheduled: the Cron Trigger's job runs, and today's easy daily is then read from KV", async () => {
    const res = await get(`/__scheduled?cron=${encodeURIComponent('*/30 * * * *')}`);
    expect(res.status, await res.text()).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    const day = await get('/api/v1/daily?level=easy');
    const body = await ok(day, ROUTES.daily.responses[200].schema);
    // wrangler.toml's budget makes today's easy and medium classic puzzles first.
    expect(day.headers.get('cache-status')).toBe('sudoku-break; hit; detail=kv');
    const engine = daily(body.date, 'easy');
    if (!engine.ok) throw new Error('the engine makes dailies');
    expect([body.date, body.puzzle]).toEqual([today, gridText(engine.value.puzzle)]);
  });
});
