// Runs before each Workers-runtime test file: applies the D1 migrations (migrations/*.sql, read
// by vitest.config.ts) to the file's own database, as `npm start` applies them to local state.
// Applying is idempotent: applied migrations are recorded in the database and skipped.
import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';

if (env.PLAYERS_DB) await applyD1Migrations(env.PLAYERS_DB, env.TEST_MIGRATIONS);
