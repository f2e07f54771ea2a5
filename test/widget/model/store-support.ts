// Sessions for the tests of the store's `step`: a game on the board, and a runner that takes a
// list of actions through `step` with a clock that moves on, answering the effects that have an
// answer the way the element's store (app/store.ts) does: storage is a Map, puzzles are made by
// the engine (as with api="off"), the engine answers hints and replays. The widget loads the
// engine's deferred part (puzzles made in the page, hints, replays) and each language's words
// when it needs them: here, before any test.
import { loadStrings } from '../../../widget/i18n/index.ts';
import { type Config, type Context, normalize } from '../../../widget/model/config.ts';
import type { Game } from '../../../widget/model/game.ts';
import { serialize } from '../../../widget/model/persistence.ts';
import { openSlots, type Store } from '../../../widget/model/slots.ts';
import {
  emptyStats,
  kindOf,
  readStats,
  recordGame,
  STATS_KEY,
  summaryOf,
} from '../../../widget/model/stats.ts';
import type { Action, Effect } from '../../../widget/model/store/actions.ts';
import { initialSession, type Session } from '../../../widget/model/store/session.ts';
import { type Step, step } from '../../../widget/model/store/step.ts';
import { makeLocallyNow } from '../../../widget/services/api.ts';
import { loadDeferred, loadVariants } from '../../../widget/services/deferred.ts';
import { nextHint } from '../../../widget/services/hints.ts';
import { loadReplay } from '../../../widget/services/replay.ts';
import { game as fixture } from './fixtures.ts';

await Promise.all([loadDeferred(), loadVariants(), loadStrings('en'), loadStrings('id')]);

export const ctx: Context = {
  today: '2026-11-21',
  base: 'https://blog.example/',
  defaultApi: null,
};
export const config = (attrs: Partial<Record<keyof Config, string>> = {}): Config =>
  normalize(attrs, ctx);

/** A game on the board, playable, its clock running since 0, the board in view. */
export function playing(game: Game = fixture(), patch: Partial<Session> = {}): Session {
  return {
    ...initialSession,
    config: config({ start: 'game', api: 'off' }),
    key: 'sudoku-break:v1:test',
    screen: 'game',
    game: { ...game, timer: { banked: 0, since: 0 } },
    selected: Math.max(0, game.values.indexOf(0)),
    inView: true,
    ...patch,
  };
}

/** localStorage for the runner: a Map, with the widget's Store interface. */
export class Memory implements Store {
  readonly items = new Map<string, string>();
  read = (key: string): string | null => this.items.get(key) ?? null;
  write = (key: string, value: string): boolean => Boolean(this.items.set(key, value));
  remove = (key: string): void => void this.items.delete(key);
}

/** The answer to an effect that has one, as app/store.ts gives it; null for the others. */
export function answer(effect: Effect, memory = new Memory()): Action | null {
  switch (effect.type) {
    case 'save':
      memory.write(effect.key, serialize(effect.game, effect.elapsed, 0));
      return null;
    case 'slots': {
      const { config, key, id } = effect;
      return { type: 'opened', key, ...openSlots(memory, config, key, id) };
    }
    case 'load': {
      const req = { ...effect.ask, seed: effect.ask.seed ?? 'a-random-seed' };
      const got = { puzzle: makeLocallyNow(req), source: 'local', fallback: null } as const;
      return { type: 'loaded', ticket: effect.ticket, req, got };
    }
    case 'stats': {
      const { puzzle, finished } = effect;
      const summary = finished
        ? recordGame(emptyStats, finished, ctx.today).summary
        : summaryOf(emptyStats, kindOf(puzzle), ctx.today);
      return { type: 'recorded', puzzle, summary };
    }
    case 'gate':
      // No page stops it (step-gate.test.ts stops it).
      return { type: 'gated', start: effect.start, go: true };
    case 'read-stats':
      return { type: 'stats-read', stats: readStats(memory.read(STATS_KEY)), today: ctx.today };
    case 'hint':
      return {
        type: 'hinted',
        ticket: effect.ticket,
        game: effect.game,
        hint: nextHint(effect.game),
      };
    case 'replay': {
      const { ticket, game, algorithm } = effect;
      return { type: 'replayed', ticket, game, replay: loadReplay(game, algorithm) };
    }
    default:
      return null;
  }
}

export interface Run {
  readonly session: Session;
  /** Every effect, in order, the answered ones included. */
  readonly effects: Effect[];
}

/**
 * Takes the actions through `step`, one every `gap` ms from `start`; each effect's answer is
 * handled right after the action that asked for it, as the store queues it.
 */
export function run(
  s: Session,
  actions: readonly Action[],
  start = 1000,
  gap = 100,
  memory = new Memory(),
): Run {
  const effects: Effect[] = [];
  let session = s;
  let now = start;
  const queue = [...actions];
  for (let a = queue.shift(); a; a = queue.shift()) {
    const next = step(session, a, now);
    session = next.session;
    effects.push(...next.effects);
    const answers = next.effects.map((e) => answer(e, memory)).filter((x): x is Action => !!x);
    queue.unshift(...answers);
    // The store answers `sudoku-start` at once, in the same dispatch: no time passes.
    if (queue[0]?.type !== 'gated') now += gap;
  }
  return { session, effects };
}

/**
 * One action through `step`, and through the start gate if it asks for a game (no page stops it),
 * as the store does in the same dispatch: the effects of both, the gate's included.
 */
export function admit(s: Session, action: Action, now: number): Step {
  const first = step(s, action, now);
  const gate = ofType(first.effects, 'gate')[0];
  if (!gate) return first;
  const then = step(first.session, { type: 'gated', start: gate.start, go: true }, now);
  return { session: then.session, effects: [...first.effects, ...then.effects] };
}

/** The effects of one kind. */
export const ofType = <T extends Effect['type']>(effects: readonly Effect[], type: T) =>
  effects.filter((e): e is Extract<Effect, { type: T }> => e.type === type);

/** Where the focus goes after these effects (the last focus effect wins, as in the store). */
export const focusAfter = (effects: readonly Effect[]): string | null | undefined =>
  ofType(effects, 'focus').at(-1)?.to;

/** The reasons of the `sudoku-change` events among the effects, in order. */
export const changes = (effects: readonly Effect[]): string[] =>
  ofType(effects, 'emit').flatMap((e) => (e.name === 'sudoku-change' ? [e.detail.reason] : []));
