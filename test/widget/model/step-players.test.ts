// The player as the API knows them, in the session store: a play started for a puzzle put on the
// board, its finish sent when the player solves it, finishes the API did not answer queued (and
// kept) and sent when it answers again, the standing of a puzzle of the day, saves sent to the
// server and a stale write resolved by the more advanced copy, the storage notice told once, and
// with the API off none of it.
import { describe, expect, it } from 'vitest';
import { boardText, type Game, isSolved } from '../../../widget/model/game.ts';
import type { Effect } from '../../../widget/model/store/actions.ts';
import { further } from '../../../widget/model/store/further.ts';
import type { Pending, Standing } from '../../../widget/model/store/players-state.ts';
import type { Session } from '../../../widget/model/store/session.ts';
import { step } from '../../../widget/model/store/step.ts';
import { firstEmpty, game as fixture, game } from './fixtures.ts';
import { config, ofType, playing } from './store-support.ts';

const API = 'https://api.example/';
const g = fixture();

/** A game on the board with the API on (the step has not asked for its play yet). */
const online = (board: Game = g, patch: Partial<Session> = {}): Session =>
  playing(board, { config: config({ start: 'game', api: API }), ...patch });

/** One step at `now`, its effects kept. */
const at = (s: Session, action: Parameters<typeof step>[1], now = 1000) => step(s, action, now);

/** The game with every empty cell but the first filled right. */
function almost(): { board: Game; cell: number; digit: number } {
  const cells = g.values.flatMap((v, i) => (v ? [] : [i]));
  const board = { ...g, values: g.values.map((_, i) => (i === cells[0] ? 0 : g.solution[i])) };
  return { board, cell: cells[0], digit: g.solution[cells[0]] };
}

/** A session whose play the API answered with `id`. */
function started(board: Game = g, id = 'play-1', patch: Partial<Session> = {}): Session {
  const first = at(online(board, patch), { type: 'tick' });
  return at(first.session, { type: 'play-started', puzzle: board.puzzle, id }).session;
}

const pending = (id: string): Pending => ({
  id,
  body: { solution: boardText(g), seconds: 61.5, hints: 0, mistakes: 1 },
});

const standing: Standing = { players: 8, fasterThan: 0.75, seconds: 61.5, medianSeconds: 90 };

describe('plays', () => {
  it('starts the play of a puzzle put on the board, once, and never with the API off', () => {
    const first = at(online(), { type: 'tick' });
    expect(ofType(first.effects, 'start-play')).toEqual([
      { type: 'start-play', api: API, puzzle: g.puzzle },
    ]);
    expect(first.session.players.play).toEqual({ puzzle: g.puzzle, id: null });
    expect(ofType(at(first.session, { type: 'tick' }, 1100).effects, 'start-play')).toEqual([]);
    const off = at(playing(g), { type: 'tick' });
    expect(off.effects.filter((e) => e.type !== 'emit' && e.type !== 'save')).toEqual([]);
    expect(off.session.players.play).toBeNull();
  });

  it('keeps the id the API answered for the puzzle on the board, not for another', () => {
    const s = started();
    expect(s.players.play?.id).toBe('play-1');
    const stale = at(s, { type: 'play-started', puzzle: game('another').puzzle, id: 'x' });
    expect(stale.session.players.play?.id).toBe('play-1');
    const none = at(at(online(), { type: 'tick' }).session, {
      type: 'play-started',
      puzzle: g.puzzle,
      id: null,
    });
    expect(none.session.players.play?.id).toBeNull();
  });

  it('sends the finish when the player solves the puzzle: the board, the seconds, hints and mistakes', () => {
    const { board, cell, digit } = almost();
    const s = { ...started(board), selected: cell };
    const { effects } = at(s, { type: 'digit', digit, note: false }, 61_500);
    const [finish] = ofType(effects, 'finish-play');
    expect(finish).toEqual({
      type: 'finish-play',
      api: API,
      puzzle: g.puzzle,
      finish: {
        id: 'play-1',
        body: { solution: g.puzzle.solution, seconds: 61.5, hints: 0, mistakes: 0 },
      },
    });
    expect(ofType(effects, 'finish-play')).toHaveLength(1);
  });

  it('sends no finish for a game Solve filled, nor for a play the API never answered', () => {
    const { board, cell, digit } = almost();
    const filled = at(started(board), { type: 'fill-now' });
    expect(filled.session.game && isSolved(filled.session.game)).toBe(true);
    expect(ofType(filled.effects, 'finish-play')).toEqual([]);
    const unanswered = at(online(board), { type: 'tick' }).session;
    const solved = at({ ...unanswered, selected: cell }, { type: 'digit', digit, note: false });
    expect(solved.session.game && isSolved(solved.session.game)).toBe(true);
    expect(ofType(solved.effects, 'finish-play')).toEqual([]);
  });

  it("shows a puzzle of the day's standing from the finish's answer, for the puzzle on the board only", () => {
    const s = started();
    const sent = at(s, {
      type: 'finish-sent',
      finish: pending('play-1'),
      puzzle: g.puzzle,
      outcome: 'sent',
      standing,
    });
    expect(sent.session.players.standing).toEqual({ puzzle: g.puzzle, standing });
    const other = at(s, {
      type: 'finish-sent',
      finish: pending('play-0'),
      puzzle: game('another').puzzle,
      outcome: 'sent',
      standing,
    });
    expect(other.session.players.standing).toBeNull();
  });
});

describe('the offline finish queue', () => {
  const offline = (s: Session, id: string) =>
    at(s, {
      type: 'finish-sent',
      finish: pending(id),
      puzzle: g.puzzle,
      outcome: 'offline',
      standing: null,
    });

  it('queues a finish the API did not answer, once, and keeps the queue in storage', () => {
    const once = offline(started(), 'play-1');
    expect(once.session.players.queue).toEqual([pending('play-1')]);
    expect(ofType(once.effects, 'keep-queue')).toEqual([
      { type: 'keep-queue', api: API, queue: [pending('play-1')] },
    ]);
    const twice = offline(once.session, 'play-1');
    expect(twice.session.players.queue).toHaveLength(1);
    expect(twice.effects).toEqual([]);
  });

  it('sends the queue again when the API answers (a play started), and drops what it took or refused', () => {
    const queued = offline(
      offline(at(online(), { type: 'tick' }).session, 'a').session,
      'b',
    ).session;
    const back = at(queued, { type: 'play-started', puzzle: g.puzzle, id: 'play-2' });
    expect(ofType(back.effects, 'finish-play').map((e) => [e.finish.id, e.puzzle])).toEqual([
      ['a', null],
      ['b', null],
    ]);
    const took = at(back.session, {
      type: 'finish-sent',
      finish: pending('a'),
      puzzle: null,
      outcome: 'sent',
      standing,
    });
    expect(took.session.players.queue.map((p) => p.id)).toEqual(['b']);
    expect(ofType(took.effects, 'keep-queue')[0].queue.map((p) => p.id)).toEqual(['b']);
    // A finish answered for no puzzle on show changes no standing.
    expect(took.session.players.standing).toBeNull();
    const refused = at(took.session, {
      type: 'finish-sent',
      finish: pending('b'),
      puzzle: null,
      outcome: 'refused',
      standing: null,
    });
    expect(refused.session.players.queue).toEqual([]);
  });

  it('reads the queue kept from an earlier visit when the API is first configured, and sends it at once', () => {
    const first = at(playing(g), {
      type: 'configure',
      config: config({ start: 'game', api: API }),
      id: '',
    });
    expect(ofType(first.effects, 'read-queue')).toEqual([{ type: 'read-queue', api: API }]);
    const read = at(at(online(), { type: 'tick' }).session, {
      type: 'queue-read',
      queue: [pending('old')],
    });
    expect(read.session.players.queue).toEqual([pending('old')]);
    expect(ofType(read.effects, 'finish-play')).toEqual([
      { type: 'finish-play', api: API, finish: pending('old'), puzzle: null },
    ]);
    // Read again (another API's record, say): what is queued already is not added or sent twice.
    const again = at(read.session, { type: 'queue-read', queue: [pending('old'), pending('new')] });
    expect(again.session.players.queue.map((p) => p.id)).toEqual(['old', 'new']);
    expect(ofType(again.effects, 'finish-play').map((e) => e.finish.id)).toEqual(['new']);
  });
});

describe('saved games on the server', () => {
  const key = 'sudoku-break:v1:test';
  const moved = (board: Game, n: number): Game => {
    const empty = board.values.flatMap((v, i) => (v ? [] : [i])).slice(0, n);
    return {
      ...board,
      values: board.values.map((v, i) => (empty.includes(i) ? board.solution[i] : v)),
    };
  };

  it('sends every save to the server too, and reads the server copy once the slot is read', () => {
    const s = started();
    const { cell, digit } = firstEmpty(g);
    const { effects } = at({ ...s, selected: cell }, { type: 'digit', digit, note: false });
    const [push] = ofType(effects, 'push');
    expect(push).toMatchObject({ type: 'push', api: API, key });
    expect(push.game.values[cell]).toBe(digit);
    const opened = at(
      { ...online(), game: null },
      { type: 'opened', key, saved: null, previous: null },
    );
    expect(ofType(opened.effects, 'pull')).toEqual([{ type: 'pull', api: API, key }]);
  });

  it("takes the server's copy when it is further (a 412 or a read), and keeps its revision", () => {
    const s = started();
    const server = moved(g, 3);
    const { session } = at(s, {
      type: 'remote-game',
      key,
      revision: 'r7',
      game: server,
      conflict: true,
    });
    expect(session.game?.values).toEqual(server.values);
    expect(session.players.revisions[key]).toBe('r7');
  });

  it('writes the local copy over the server when the local one is further, at the revision the 412 gave', () => {
    const s = started(moved(g, 4));
    const { session, effects } = at(s, {
      type: 'remote-game',
      key,
      revision: 'r8',
      game: moved(g, 2),
      conflict: true,
    });
    expect(session.game?.values).toEqual(moved(g, 4).values);
    expect(session.players.revisions[key]).toBe('r8');
    expect(ofType(effects, 'push')).toHaveLength(1);
    expect(ofType(effects, 'push')[0].game.values).toEqual(moved(g, 4).values);
  });

  it('leaves an equal copy alone, and writes over a deleted one (no revision) or another puzzle', () => {
    const s = started(moved(g, 2));
    // As far, and played as long (the clock reads 1000 ms at the step).
    const same = { ...moved(g, 2), timer: { banked: 1000, since: null } };
    const tie = at(s, {
      type: 'remote-game',
      key,
      revision: 'r1',
      game: same,
      conflict: true,
    });
    expect(tie.effects).toEqual([]);
    expect(tie.session.game).toBe(s.game);
    const gone = at(s, { type: 'remote-game', key, revision: null, game: null, conflict: true });
    expect(ofType(gone.effects, 'push')).toHaveLength(1);
    expect(gone.session.players.revisions[key]).toBeUndefined();
    const other = at(s, {
      type: 'remote-game',
      key,
      revision: 'r2',
      game: moved(game('another'), 30),
      conflict: false,
    });
    expect(other.session.game).toBe(s.game);
    expect(ofType(other.effects, 'push')).toHaveLength(1);
  });

  it("offers the server's game in the menu when this browser has none", () => {
    const menu: Session = { ...online(), game: null, screen: 'menu', saved: null };
    const { session } = at(menu, {
      type: 'remote-game',
      key,
      revision: 'r1',
      game: moved(g, 1),
      conflict: false,
    });
    expect(session.saved?.values).toEqual(moved(g, 1).values);
    expect(session.screen).toBe('menu');
  });

  it('orders copies: solved over going, then more digits, then more time', () => {
    const solved = { ...g, values: [...g.solution] };
    expect(further(solved, moved(g, 5), 0)).toBeGreaterThan(0);
    expect(further(moved(g, 1), moved(g, 2), 0)).toBeLessThan(0);
    const longer = { ...g, timer: { banked: 5000, since: null } };
    expect(further(longer, g, 0)).toBeGreaterThan(0);
    expect(further(g, { ...g }, 0)).toBe(0);
  });
});

describe('storage unavailable', () => {
  it('tells the player once, and not again once closed', () => {
    const s = online();
    const told = at(s, { type: 'storage-failed' });
    expect(told.session.players.storage).toBe('tell');
    expect(told.session.announcement).toMatch(/keeps nothing/);
    const again = at(told.session, { type: 'storage-failed' }, 1100);
    expect(again.session.players.storage).toBe('tell');
    expect(again.session.announcement).toBe(told.session.announcement);
    const closed = at(again.session, { type: 'storage-notice-close' }, 1200);
    expect(closed.session.players.storage).toBe('told');
    expect(at(closed.session, { type: 'storage-failed' }, 1300).session.players.storage).toBe(
      'told',
    );
  });
});

describe('the leaderboard and stats screens', () => {
  it("open from the result with the day's query, take the numbers, and close", () => {
    const daily = { ...g, daily: '2026-11-21' };
    const s = started(daily);
    const open = at(s, { type: 'players-panel', panel: 'leaderboard' });
    expect(ofType(open.effects, 'players-data')).toEqual([
      {
        type: 'players-data',
        api: API,
        daily: { date: '2026-11-21', level: 'easy', variant: 'classic' },
      },
    ]);
    expect(open.session.players).toMatchObject({ panel: 'leaderboard', fetched: false });
    const got = at(open.session, { type: 'players-data', leaderboard: null, profile: null });
    expect(got.session.players.fetched).toBe(true);
    const closed = at(got.session, { type: 'players-panel', panel: null });
    expect(closed.session.players.panel).toBeNull();
    expect(closed.effects.filter((e: Effect) => e.type === 'players-data')).toEqual([]);
    const stats = at(started(), { type: 'players-panel', panel: 'stats' });
    expect(ofType(stats.effects, 'players-data')[0].daily).toBeNull();
  });
});

describe("a daily embed's two slots", () => {
  it("never compares the day's server copy with the other game on show, nor writes that game there", () => {
    const other = { ...game('another'), daily: null };
    const s = playing(other, { config: config({ start: 'game', api: API, daily: '2026-11-21' }) });
    const day = { ...g, daily: '2026-11-21', values: [...g.solution] };
    const { session, effects } = at(s, {
      type: 'remote-game',
      key: s.key,
      revision: 'r3',
      game: day,
      conflict: false,
    });
    expect(session.game).toBe(s.game);
    expect(session.players.revisions[s.key]).toBe('r3');
    expect(ofType(effects, 'push')).toEqual([]);
  });
});
