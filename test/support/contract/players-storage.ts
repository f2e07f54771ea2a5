/**
 * The players' storage the contract tests give the app in Node: a real local D1 (wrangler's
 * getPlatformProxy, the database of wrangler.toml's PLAYERS_DB, kept in memory, with
 * migrations/*.sql applied as `npm start` applies them), a stats namespace whose objects run the
 * Durable Object's own book on node:sqlite (scripts/node-sqlite.ts), and the test keys. One per
 * test file, made on first use and disposed of after the file's tests.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { D1Database } from '@cloudflare/workers-types';
import { afterAll } from 'vitest';
import { getPlatformProxy } from 'wrangler';
import { bookNamespace } from '../../../scripts/node-sqlite.ts';
import type { Env } from '../../../worker/env.ts';
import { TEST_PLAYER_KEYS } from '../player-keys.ts';

const ROOT = new URL('../../../', import.meta.url);

/** The statements of the migrations, in order, comments left out. */
function migrationStatements(): string[] {
  const folder = new URL('migrations/', ROOT);
  return readdirSync(folder)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .flatMap((name) =>
      readFileSync(new URL(name, folder), 'utf8')
        .replace(/--[^\n]*/g, '')
        .split(';')
        .map((statement) => statement.trim())
        .filter(Boolean),
    );
}

type Proxy = Awaited<ReturnType<typeof getPlatformProxy>>;

let made: Promise<{ proxy: Proxy; env: Partial<Env> }> | undefined;

async function make() {
  const proxy = await getPlatformProxy({
    configPath: new URL('wrangler.toml', ROOT).pathname,
    persist: false,
  });
  const db = (proxy.env as { PLAYERS_DB: D1Database }).PLAYERS_DB;
  await db.batch(migrationStatements().map((statement) => db.prepare(statement)));
  const env: Partial<Env> = { PLAYERS_DB: db, DAILY_STATS: bookNamespace(), ...TEST_PLAYER_KEYS };
  return { proxy, env };
}

/** The players' bindings and keys, made once per test file. */
export async function playerStorage(): Promise<Partial<Env>> {
  made ??= make();
  return (await made).env;
}

afterAll(async () => {
  if (made) await (await made).proxy.dispose();
});
