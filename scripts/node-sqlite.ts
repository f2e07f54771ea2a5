/**
 * A puzzle of the day's book (worker/storage/daily-book.ts, the SQL its Durable Object runs) on
 * Node's own SQLite (node:sqlite), for what runs it outside workerd: the bench measures one
 * object's CPU per call on it, and the Node contract tests give the app a stats namespace of such
 * books (test/support/contract/players.ts). node:sqlite is put in the shape of the object's
 * `ctx.storage.sql.exec` and `transactionSync`; the book's code is the object's own.
 */
import { DatabaseSync } from 'node:sqlite';
import { DailyBook, type SqlLike } from '../worker/storage/daily-book.ts';
import type { DailyStatsNamespace, DailyStatsRpc } from '../worker/storage/daily-stats.ts';

type Binding = string | number | null;

/** node:sqlite in the shape of a Durable Object's `sql.exec`. */
function nodeSql(db: DatabaseSync): SqlLike {
  return {
    exec(query: string, ...bindings: unknown[]) {
      const values = bindings as Binding[];
      const statements = query
        .trim()
        .split(';')
        .filter((s) => s.trim());
      if (values.length === 0 && statements.length > 1) {
        db.exec(query);
        return { toArray: () => [], rowsWritten: 0 };
      }
      const statement = db.prepare(query);
      if (/^\s*SELECT\b|\bRETURNING\b/i.test(query)) {
        const rows = statement.all(...values);
        return { toArray: () => rows as never[], rowsWritten: rows.length };
      }
      const { changes } = statement.run(...values);
      return { toArray: () => [], rowsWritten: Number(changes) };
    },
  };
}

/** The object's `transactionSync`: the work in one transaction, rolled back if it throws. */
function transactionOf(db: DatabaseSync) {
  return <T>(work: () => T): T => {
    db.exec('BEGIN');
    try {
      const value = work();
      db.exec('COMMIT');
      return value;
    } catch (err) {
      db.exec('ROLLBACK');
      throw err;
    }
  };
}

/** A book on `db` (an in-memory database when none is given). */
export const bookOn = (db: DatabaseSync = new DatabaseSync(':memory:')): DailyBook =>
  new DailyBook(nodeSql(db), transactionOf(db));

/**
 * The stats namespace as the app sees it: one book per object name, each in its own in-memory
 * database, answering through promises as the object's RPC stubs do.
 */
export function bookNamespace(): DailyStatsNamespace {
  const books = new Map<string, DailyBook>();
  return {
    getByName(name: string): DailyStatsRpc {
      let book = books.get(name);
      if (!book) {
        book = bookOn();
        books.set(name, book);
      }
      const held = book;
      return {
        record: async (entry) => held.record(entry),
        standing: async (player) => held.standing(player),
        totals: async () => held.totals(),
        leaders: async (limit) => held.leaders(limit),
        erase: async (player) => held.erase(player),
      };
    },
  };
}
