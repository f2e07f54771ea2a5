/**
 * The players' effects (model/store/players.ts), carried out for the store (store.ts) with the
 * players' calls (services/players-api.ts): the token, plays and finishes, saved games on the server, the
 * stats and leaderboard. Every answer goes back as an action; nothing here decides anything the
 * step could. The token: the page's (`player-token`), else the anonymous one kept in the player's
 * record, else a new anonymous player, made the first time one is needed (never on a page view
 * alone) and renewed when fewer than 30 days are left. Saves go to the server a moment after the
 * last one of a slot (a game saves on every move), and at once when the page goes away.
 */

import type { StartPlayRequest } from '../../client/index.ts';
import { restore, toSaved } from '../model/persistence.ts';
import type { Action, Effect } from '../model/store/actions.ts';
import type { Session } from '../model/store/session.ts';
import { fitSaved } from '../model/sync-fit.ts';
import { readRecord, updateRecord } from '../services/player-record.ts';
import { playersApi } from '../services/players-api.ts';

// The players' screens travel in this chunk (components/players-screens.ts).
export { renderPlayersPanel, renderStanding } from '../components/players.ts';

export type PlayersEffect = Extract<
  Effect,
  {
    type:
      | 'read-queue'
      | 'start-play'
      | 'finish-play'
      | 'keep-queue'
      | 'pull'
      | 'push'
      | 'players-data';
  }
>;

const PUSH_DELAY = 2000;
const RENEW_MS = 30 * 24 * 3600 * 1000;

/** Which puzzle a play is of, in the player's record. */
const playKey = (p: { seed: string; size: number; level: string; variant: string }): string =>
  `${p.variant}|${p.size}|${p.level}|${p.seed}`;

export class Players {
  private readonly tokens = new Map<string, Promise<string | null>>();
  private readonly pushes = new Map<
    string,
    { effect: Extract<Effect, { type: 'push' }>; timer: ReturnType<typeof setTimeout> }
  >();

  private readonly session: () => Session;
  private readonly dispatch: (action: Action) => void;
  /** Storage refused a write. */
  private readonly refused: () => void;

  constructor(session: () => Session, dispatch: (action: Action) => void, refused: () => void) {
    this.session = session;
    this.dispatch = dispatch;
    this.refused = refused;
  }

  /** The token for the API: the page's, the kept anonymous one, or a new one. */
  private token(api: string): Promise<string | null> {
    const signed = this.session().config.playerToken;
    if (signed) return Promise.resolve(signed);
    let token = this.tokens.get(api);
    if (!token) {
      token = this.anonymous(api);
      this.tokens.set(api, token);
      // A failure is not kept: the next call asks again.
      void token.then((t) => t ?? this.tokens.delete(api));
    }
    return token;
  }

  private async anonymous(api: string): Promise<string | null> {
    const kept = readRecord(api);
    const left = kept.expiresAt ? Date.parse(kept.expiresAt) - Date.now() : 0;
    if (kept.token && left > RENEW_MS) return kept.token;
    const got =
      kept.token && left > 0
        ? await playersApi.renewToken(api, kept.token)
        : await playersApi.createPlayer(api);
    if (!got.ok) return left > 0 ? kept.token : null;
    const { token, expiresAt } = got.value;
    if (!updateRecord(api, { token, expiresAt })) this.refused();
    return token;
  }

  /** A token expired or refused: an anonymous one is forgotten (a new player next time). */
  private forget(api: string, status: number): void {
    if (status !== 401 || this.session().config.playerToken) return;
    this.tokens.delete(api);
    updateRecord(api, { token: null, expiresAt: null });
  }

  run(effect: PlayersEffect): void {
    switch (effect.type) {
      case 'read-queue':
        this.dispatch({ type: 'queue-read', queue: readRecord(effect.api).queue });
        break;
      case 'keep-queue':
        if (!updateRecord(effect.api, { queue: effect.queue })) this.refused();
        break;
      case 'start-play':
        void this.startPlay(effect);
        break;
      case 'finish-play':
        void this.finishPlay(effect);
        break;
      case 'pull':
        void this.pull(effect.api, effect.key);
        break;
      case 'push': {
        const waiting = this.pushes.get(effect.key);
        if (waiting) clearTimeout(waiting.timer);
        const timer = setTimeout(() => this.send(effect.key), PUSH_DELAY);
        this.pushes.set(effect.key, { effect, timer });
        break;
      }
      case 'players-data':
        void this.data(effect);
        break;
    }
  }

  /** Sends the saves waiting (the page goes away). */
  flush(): void {
    for (const key of [...this.pushes.keys()]) this.send(key);
  }

  private async startPlay({ api, puzzle }: Extract<Effect, { type: 'start-play' }>): Promise<void> {
    const key = playKey(puzzle);
    const kept = readRecord(api).plays[key];
    let id: string | null = kept ?? null;
    const token = await this.token(api);
    if (!id && token) {
      const { level, variant } = puzzle;
      const daily = puzzle.seed.startsWith('daily:') ? puzzle.seed.split(':')[1] : null;
      const body = daily
        ? { daily, level, variant }
        : { seed: puzzle.seed, size: puzzle.size, level, variant };
      const got = await playersApi.startPlay(api, token, body as StartPlayRequest);
      if (got.ok) {
        id = got.value.id;
        if (!updateRecord(api, { plays: { ...readRecord(api).plays, [key]: id } })) this.refused();
      } else this.forget(api, got.status);
    }
    this.dispatch({ type: 'play-started', puzzle, id: token ? id : null });
  }

  private async finishPlay({
    api,
    finish,
    puzzle,
  }: Extract<Effect, { type: 'finish-play' }>): Promise<void> {
    const token = await this.token(api);
    const got = token ? await playersApi.finishPlay(api, token, finish.id, finish.body) : null;
    const offline = !got || got.status === 0 || got.status >= 500 || got.status === 429;
    this.dispatch({
      type: 'finish-sent',
      finish,
      puzzle,
      outcome: got?.ok ? 'sent' : offline ? 'offline' : 'refused',
      standing: got?.ok ? (got.value.standing ?? null) : null,
    });
  }

  private async pull(api: string, key: string): Promise<void> {
    const token = await this.token(api);
    if (!token) return;
    const got = await playersApi.savedGame(api, token, key);
    if (got.ok) {
      const game = restore(JSON.stringify(got.value.game));
      this.dispatch({
        type: 'remote-game',
        key,
        revision: got.value.revision,
        game,
        conflict: false,
      });
    } else if (got.status === 404) {
      this.dispatch({ type: 'remote-game', key, revision: null, game: null, conflict: false });
    }
  }

  private async send(key: string): Promise<void> {
    const waiting = this.pushes.get(key);
    if (!waiting) return;
    clearTimeout(waiting.timer);
    this.pushes.delete(key);
    const { api, game, elapsed } = waiting.effect;
    const token = await this.token(api);
    if (!token) return;
    const revision = this.session().players.revisions[key];
    const saved = fitSaved(toSaved(game, elapsed, Date.now()));
    const got = await playersApi.saveGame(api, token, key, saved, revision ?? null);
    if (got.ok) {
      this.dispatch({ type: 'pushed', key, revision: got.value.revision });
    } else if (got.status === 412) {
      const current = got.problem?.current ?? null;
      this.dispatch({
        type: 'remote-game',
        key,
        revision: current?.revision ?? null,
        game: current ? restore(JSON.stringify(current.game)) : null,
        conflict: true,
      });
    }
  }

  private async data({ api, daily }: Extract<Effect, { type: 'players-data' }>): Promise<void> {
    const token = await this.token(api);
    const [board, me] = await Promise.all([
      daily ? playersApi.leaderboard(api, { ...daily, limit: '10' }) : null,
      token ? playersApi.me(api, token) : null,
    ]);
    this.dispatch({
      type: 'players-data',
      leaderboard: board?.ok ? board.value : null,
      profile: me?.ok ? me.value : null,
    });
  }
}
