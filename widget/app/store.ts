/**
 * The element's session store: it holds the one Session value (model/store/session.ts), runs each
 * action through `step` and carries out the effects, in order, in one place. An effect's answer
 * is an action again; one dispatched while another is being handled waits its turn. Every
 * dispatch asks for one render. While the controllers move into `step`, one concern at a time,
 * the ones still here write their part of the session through `set`, and `legacy` carries out
 * what they still do.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { stringsFor } from '../i18n/index.ts';
import { type Config, utcToday } from '../model/config.ts';
import { emit } from '../model/events.ts';
import { serialize } from '../model/persistence.ts';
import { resultText, shareText } from '../model/share.ts';
import { openSlots } from '../model/slots.ts';
import { kindOf, loadStats, saveGame, summaryOf } from '../model/stats.ts';
import type { Action, Effect } from '../model/store/actions.ts';
import { syncClock } from '../model/store/clock.ts';
import { initialSession, type Session } from '../model/store/session.ts';
import { step } from '../model/store/step.ts';
import { loadPuzzle, newSeed } from '../services/api.ts';
import { nextHint } from '../services/hints.ts';
import { loadReplay } from '../services/replay.ts';
import { read, remove, write } from '../services/storage.ts';

/** What the lifecycle controllers see of the store: the session, and the way to change it. */
export interface Store {
  readonly session: Session;
  readonly dispatch: (action: Action) => void;
}

/** What the game controller still does itself, until its concerns are in `step`. */
export interface Legacy {
  focus(to: string | null): void;
}

export interface Host extends ReactiveControllerHost, HTMLElement {
  readonly config: Config;
  readonly renderRoot: HTMLElement | DocumentFragment;
}

export class StoreController implements ReactiveController, Store {
  session: Session = initialSession;
  legacy: Legacy | null = null;
  private readonly host: Host;
  private readonly queue: Action[] = [];

  constructor(host: Host) {
    this.host = host;
    host.addController(this);
  }

  /** A controller not yet moved into `step` writes its part of the session. */
  set(patch: Partial<Session>): void {
    this.session = { ...this.session, ...patch };
  }

  /** ...and then brings the clock in line, as every step does. */
  sync(): void {
    this.session = syncClock({ ...this.session, now: performance.now() });
  }

  readonly dispatch = (action: Action): void => {
    this.queue.push(action);
    if (this.queue.length > 1) return;
    try {
      for (let next = action; next; next = this.queue[0]) {
        const { session, effects } = step(this.session, next, performance.now());
        this.session = session;
        for (const effect of effects) this.run(effect);
        this.queue.shift();
      }
    } finally {
      this.queue.length = 0;
    }
    this.host.requestUpdate();
  };

  hostConnected(): void {}

  /** After the element read its attributes (willUpdate): the session reads them too. */
  hostUpdate(): void {
    if (this.host.config !== this.session.config) this.set({ config: this.host.config });
  }

  hostDisconnected(): void {
    this.dispatch({ type: 'disconnected' });
  }

  /** A puzzle from the API, or the engine as its safety net; a random seed when none is asked. */
  private async load(effect: Extract<Effect, { type: 'load' }>): Promise<void> {
    const { ticket, ask, api, timeout } = effect;
    const req = { ...ask, seed: ask.seed ?? newSeed() };
    try {
      const { puzzle, source, fallback } = await loadPuzzle(api, req, timeout);
      this.dispatch({ type: 'loaded', ticket, req, puzzle, source, fallback });
    } catch {
      // Even the engine could not make it: the board says so.
      this.dispatch({ type: 'loaded', ticket, req, puzzle: null, source: 'local', fallback: null });
    }
  }

  private run(effect: Effect): void {
    switch (effect.type) {
      case 'focus': {
        const active = (this.host.renderRoot as ShadowRoot).activeElement;
        if (effect.to !== 'result') this.legacy?.focus(effect.to);
        else if (active?.getAttribute('role') !== 'gridcell') this.legacy?.focus('screen');
        break;
      }
      case 'emit':
        emit(this.host, effect.name, effect.detail as never);
        break;
      case 'save':
        write(effect.key, serialize(effect.game, effect.elapsed));
        break;
      case 'hint': {
        const { ticket, game } = effect;
        this.dispatch({ type: 'hinted', ticket, game, hint: nextHint(game) });
        break;
      }
      case 'replay': {
        const { ticket, game, algorithm } = effect;
        this.dispatch({ type: 'replayed', ticket, game, replay: loadReplay(game, algorithm) });
        break;
      }
      case 'slots': {
        const { config, key, id } = effect;
        this.dispatch({
          type: 'opened',
          key,
          ...openSlots({ read, write, remove }, config, key, id),
        });
        break;
      }
      case 'load':
        void this.load(effect);
        break;
      case 'ready': {
        const { puzzle, detail } = effect;
        void this.host.updateComplete.then(() => {
          // The clock may have replaced the game object meanwhile; the puzzle says it is the same.
          if (this.session.game?.puzzle === puzzle) emit(this.host, 'sudoku-ready', detail);
        });
        break;
      }
      case 'stats': {
        const summary = summaryOf(loadStats(), kindOf(effect.puzzle), utcToday());
        this.dispatch({ type: 'recorded', puzzle: effect.puzzle, summary });
        break;
      }
      case 'record': {
        const summary = saveGame(effect.finished, utcToday());
        this.dispatch({ type: 'recorded', puzzle: effect.puzzle, summary });
        break;
      }
      case 'share': {
        const { puzzle, result, lang } = effect;
        const text = resultText(result, stringsFor(lang), location.href);
        void shareText(text).then((outcome) =>
          this.dispatch({ type: 'shared', puzzle, outcome, text }),
        );
        break;
      }
    }
  }
}
