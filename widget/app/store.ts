/**
 * The element's session store: it holds the one Session value (model/store/session.ts), runs each
 * action through `step` and carries out the effects, in order, in one place: storage, the events
 * to the page, the network and the engine, Share, and the focus after the render. An effect's
 * answer is an action again; one dispatched while another is being handled waits its turn. Every
 * dispatch asks for one render. Hints run on the engine's deferred part, replays on the replays'
 * chunk (services/deferred.ts): their answers wait for it when it has not loaded yet. The
 * lifecycle controllers see it as a `Store`.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { stringsFor } from '../i18n/index.ts';
import { type Lang, utcToday } from '../model/config.ts';
import type { Game } from '../model/game-state.ts';
import { serialize } from '../model/persistence.ts';
import { resultText, shareText } from '../model/share.ts';
import { openSlots } from '../model/slots.ts';
import { kindOf, loadStats, saveGame, summaryOf } from '../model/stats.ts';
import type { Action, Dispatch, Effect } from '../model/store/actions.ts';
import { initialSession, type Session } from '../model/store/session.ts';
import { step } from '../model/store/step.ts';
import { type Loaded, loadPuzzle, newSeed } from '../services/api.ts';
import {
  deferred,
  hasBoard,
  hasExplanations,
  loadBoard,
  loadDeferred,
  loadExplanations,
  loadReplays,
  replays,
} from '../services/deferred.ts';
import { nextHint } from '../services/hints.ts';
import { read, remove, write } from '../services/storage.ts';
import { LazyPlayers } from './players-lazy.ts';

/** What the lifecycle controllers see of the store: the session, and the way to change it. */
export interface Store {
  readonly session: Session;
  readonly dispatch: Dispatch;
}

export interface Host extends ReactiveControllerHost, HTMLElement {
  readonly renderRoot: HTMLElement | DocumentFragment;
}

/** Where a focus effect puts the focus: '' is the selected cell; null leaves it. */
const FOCUS: Record<string, string> = { cell: '', screen: '[data-focus]' };

export class StoreController implements ReactiveController, Store {
  session: Session = initialSession;
  private readonly host: Host;
  private readonly queue: Action[] = [];
  /** Where the focus goes after the next render: a selector, '' for the selected cell, or null. */
  private want: string | null = null;
  /** The players' effects (the API's plays, finishes, saved games and numbers), in their chunk. */
  private readonly players = new LazyPlayers(
    () => this.session,
    (action) => this.dispatch(action),
    () => this.dispatch({ type: 'storage-failed' }),
  );

  constructor(host: Host) {
    this.host = host;
    host.addController(this);
  }

  readonly dispatch = (action: Action): void => {
    this.queue.push(action);
    if (this.queue.length > 1) return;
    try {
      for (let next = action; next; next = this.queue[0]) {
        const { session, effects } = step(this.session, next, performance.now());
        this.session = session;
        for (const effect of effects) this.run(effect);
        // The page goes away or out of sight: the saves waiting for the server go now.
        if (next.type === 'page-hide' || (next.type === 'hidden' && next.hidden))
          this.players.flush();
        this.queue.shift();
      }
    } finally {
      this.queue.length = 0;
    }
    this.host.requestUpdate();
  };

  /**
   * The focus, after a render: where an effect asked for it; and wherever the selection moved
   * while the focus was on the board (a hint applied, a key), the focus moves along. Focus and
   * selection are one cell, so typing always goes to the cell shown as selected, and the roving
   * tabindex is on it.
   */
  hostUpdated(): void {
    const root = this.host.renderRoot;
    const active = (root as ShadowRoot).activeElement;
    const selected = this.session.selected;
    let want = this.want;
    this.want = null;
    if (
      want === null &&
      active?.getAttribute('role') === 'gridcell' &&
      active.getAttribute('data-i') !== String(selected)
    ) {
      want = '';
    }
    if (want !== null) root.querySelector<HTMLElement>(want || `[data-i="${selected}"]`)?.focus();
  }

  hostDisconnected(): void {
    this.dispatch({ type: 'disconnected' });
  }

  /** Every event bubbles and is composed: the page hears it through the shadow boundary. */
  private emit(name: string, detail: unknown): void {
    this.host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
  }

  /** A puzzle from the API, or the engine as its safety net; a random seed when none is asked. */
  private async load(effect: Extract<Effect, { type: 'load' }>): Promise<void> {
    const { ticket, ask, api, timeout } = effect;
    const req = { ...ask, seed: ask.seed ?? newSeed() };
    let got: Loaded | null = null;
    if (api) this.players.loads('loading');
    try {
      got = await loadPuzzle(api, req, timeout);
    } catch {
      // Even the engine could not make it: the board says so.
    }
    if (api) this.players.loads(got?.source === 'api' ? 'answered' : 'away');
    this.dispatch({ type: 'loaded', ticket, req, got });
  }

  /**
   * Dispatches the answer of an effect that runs on the engine's deferred part (hints, with the
   * sentences of `lang`): at once when it is loaded, else once it is in (asked for before
   * the idle browser loaded it; a board changed meanwhile makes the answer stale, as any late
   * answer). When it cannot be loaded (offline, the chunk gone), nothing is answered: the next
   * ask tries again.
   */
  private withEngine(lang: Lang, board: Game['puzzle'], answer: () => Action): void {
    if (deferred() && hasExplanations(lang) && hasBoard(board)) this.dispatch(answer());
    else
      void Promise.all([loadDeferred(), loadExplanations(lang), loadBoard(board)]).then(
        () => this.dispatch(answer()),
        () => {},
      );
  }

  private run(effect: Effect): void {
    switch (effect.type) {
      case 'focus': {
        const { to } = effect;
        const active = (this.host.renderRoot as ShadowRoot).activeElement;
        // The completion panel, unless typing on the board: the focus stays there.
        if (to !== 'result') this.want = to === null ? null : (FOCUS[to] ?? to);
        else if (active?.getAttribute('role') !== 'gridcell') this.want = FOCUS.screen;
        break;
      }
      case 'emit':
        this.emit(effect.name, effect.detail);
        break;
      case 'save':
        if (!write(effect.key, serialize(effect.game, effect.elapsed))) {
          this.dispatch({ type: 'storage-failed' });
        }
        break;
      case 'hint': {
        const { ticket, game } = effect;
        this.withEngine(this.session.config.lang, game.puzzle, () => ({
          type: 'hinted',
          ticket,
          game,
          hint: nextHint(game),
        }));
        break;
      }
      case 'replay': {
        const { ticket, game, algorithm } = effect;
        const answer = (chunk: NonNullable<ReturnType<typeof replays>>): Action => ({
          type: 'replayed',
          ticket,
          game,
          replay: chunk.loadReplay(game, algorithm),
        });
        const chunk = replays();
        // Offline with the chunk not in: nothing is answered, the next ask tries again.
        if (chunk && hasBoard(game.puzzle)) this.dispatch(answer(chunk));
        else
          void Promise.all([loadReplays(), loadBoard(game.puzzle)]).then(
            ([loaded]) => this.dispatch(answer(loaded)),
            () => {},
          );
        break;
      }
      case 'prefetch-replays':
        void loadReplays().catch(() => {});
        break;
      case 'slots': {
        const { config, key, id } = effect;
        // Any board but a classic 9x9 one is drawn and searched with the board extras: asked for
        // now, so that a saved game resumed below has them soon (view.ts draws it again then).
        // Opened at once all the same: the players' code decides on what this dispatch starts.
        if (!hasBoard(config)) void loadBoard(config).catch(() => {});
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
        // Ready once the board is drawn in full: with its arrows or cages, when it has any (a
        // failed load of those: ready without them, as the page has all it can show).
        const redrawn = () => {
          this.host.requestUpdate();
          return this.host.updateComplete;
        };
        const drawn = hasBoard(puzzle)
          ? this.host.updateComplete
          : loadBoard(puzzle).then(redrawn, redrawn);
        void drawn.then(() => {
          // The clock may have replaced the game object meanwhile; the puzzle says it is the same.
          if (this.session.game?.puzzle === puzzle) this.emit('sudoku-ready', detail);
        });
        break;
      }
      case 'stats': {
        const { puzzle, finished } = effect;
        const today = utcToday();
        const summary = finished
          ? saveGame(finished, today)
          : summaryOf(loadStats(), kindOf(puzzle), today);
        this.dispatch({ type: 'recorded', puzzle, summary });
        break;
      }
      case 'gate': {
        // The one cancelable event: the page's preventDefault stops the start.
        const { start } = effect;
        const event = new CustomEvent('sudoku-start', {
          detail: start.detail,
          bubbles: true,
          composed: true,
          cancelable: true,
        });
        this.dispatch({ type: 'gated', start, go: this.host.dispatchEvent(event) });
        break;
      }
      case 'read-stats':
        this.dispatch({ type: 'stats-read', stats: loadStats(), today: utcToday() });
        break;
      case 'read-queue':
      case 'start-play':
      case 'finish-play':
      case 'keep-queue':
      case 'pull':
      case 'push':
      case 'players-data':
        this.players.run(effect);
        break;
      case 'print':
        addEventListener('afterprint', () => this.dispatch({ type: 'printed' }), { once: true });
        // Once the blank puzzle's class is rendered: print() waits for the dialog to close.
        void this.host.updateComplete.then(() => print());
        break;
      case 'vibrate':
        // Feature-detected, and never a reason to fail: a browser may refuse it (no gesture yet).
        try {
          navigator.vibrate?.([...effect.pattern]);
        } catch {}
        break;
      case 'share': {
        const { puzzle, result, lang, id } = effect;
        const text = resultText(result, stringsFor(lang), location.href, id);
        void shareText(text).then((outcome) =>
          this.dispatch({ type: 'shared', puzzle, outcome, text }),
        );
        break;
      }
    }
  }
}
