/**
 * The players' code (players.ts, the players' API calls and the player's record, and the players'
 * screens, components/players-screens.ts) as a chunk of its own, loaded only when the API is configured and answers: a game with no API, or with the API
 * away, never loads it. The store hands every players effect here. Effects wait, in order, until
 * the chunk is in; the chunk is asked for once the API is known to answer (a puzzle loaded from
 * it), or, when no puzzle is being loaded (a game restored from storage), at the first effect.
 * While the API is away the effects wait (a slot's later saves replace its earlier ones); a later
 * puzzle from the API lets them go.
 */
import { setPlayersScreens } from '../components/players-screens.ts';
import type { Action } from '../model/store/actions.ts';
import type { Session } from '../model/store/session.ts';
import type { Players, PlayersEffect } from './players.ts';

/** What the store tells about its puzzle loads. */
export type ApiState = 'loading' | 'answered' | 'away';

export class LazyPlayers {
  private players: Players | null = null;
  private loading = false;
  private readonly waiting: PlayersEffect[] = [];
  private api: ApiState | null = null;
  private deciding = false;
  /** The arguments of players.ts's class: the session, the dispatch, storage refusing a write. */
  private readonly args: ConstructorParameters<typeof Players>;

  constructor(session: () => Session, dispatch: (action: Action) => void, refused: () => void) {
    this.args = [session, dispatch, refused];
  }

  /** A players effect: carried out now if the chunk is in, else kept until it is. */
  run(effect: PlayersEffect): void {
    if (this.players) {
      this.players.run(effect);
      return;
    }
    if (effect.type === 'push') {
      const i = this.waiting.findIndex((e) => e.type === 'push' && e.key === effect.key);
      if (i >= 0) this.waiting.splice(i, 1);
    }
    this.waiting.push(effect);
    // Decided after the dispatch that made it: its puzzle load, if any, has started by then.
    if (!this.deciding) {
      this.deciding = true;
      queueMicrotask(() => {
        this.deciding = false;
        if (this.api === null || this.api === 'answered') this.load();
      });
    }
  }

  /** How the store's latest puzzle load stands: an API that answered lets the effects go. */
  loads(state: ApiState): void {
    this.api = state;
    if (state === 'answered' && this.waiting.length) this.load();
  }

  /** Sends the saves waiting (the page goes away); saves not yet handed over stay in storage. */
  flush(): void {
    this.players?.flush();
  }

  private load(): void {
    if (this.loading || this.players) return;
    this.loading = true;
    import('./players.ts').then(
      (module) => {
        setPlayersScreens(module);
        this.players = new module.Players(...this.args);
        for (const effect of this.waiting.splice(0)) this.players.run(effect);
      },
      // Offline, or the chunk gone: the next effect or answer tries again.
      () => {
        this.loading = false;
      },
    );
  }
}
