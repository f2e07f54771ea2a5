/**
 * Solve and its replays: the choice (fill the board now, or replay a teaching algorithm), and the
 * replay on the board with its player (replayer.ts). The clock stands still while a replay is
 * open. Its end fills the player's board (the rest of it, when the recorded trace was cut) and
 * says so, while the replay's board stays up with the algorithm's digits until Close (or Escape).
 */
import type { ReactiveController } from 'lit';
import { TEACHING_ALGORITHMS, type TeachingAlgorithm } from '../engine.ts';
import { isSolved } from '../model/game.ts';
import { deferred, loadDeferred } from '../services/deferred.ts';
import { loadReplay, solveNow } from '../services/replay.ts';
import type { GameController, Host } from './controller.ts';
import { ReplayPlayer } from './replayer.ts';

export class ReplayController implements ReactiveController {
  /** Solve's choice is open: fill now, or replay an algorithm. */
  choosing = false;
  algorithm: TeachingAlgorithm = 'backtracking';
  /** A replay in progress (or just finished, until it is closed). */
  player: ReplayPlayer | null = null;
  /** Set when the replay reached its end: what happened (solved, or cut and filled in). */
  note = '';
  private readonly host: Host;
  private readonly ctl: GameController;

  constructor(host: Host, ctl: GameController) {
    this.host = host;
    this.ctl = ctl;
    host.addController(this);
  }

  hostDisconnected(): void {
    this.stop();
  }

  /** A replay is on the board (not yet at its end). */
  get replaying(): boolean {
    return Boolean(this.player && !this.note);
  }

  /** Solve: offers to fill the board now or to replay an algorithm (pressed again: closes). */
  solve(): void {
    const ctl = this.ctl;
    const game = ctl.game;
    if (!game || !ctl.playable || isSolved(game)) return;
    this.choosing = !this.choosing;
    ctl.hints.shown = null;
    ctl.focus.on(this.choosing ? 'screen' : 'cell');
    this.host.requestUpdate();
  }

  choose(algorithm: string): void {
    const known = TEACHING_ALGORITHMS.find((a) => a === algorithm);
    if (known) this.algorithm = known;
    this.host.requestUpdate();
  }

  fillNow(): void {
    const ctl = this.ctl;
    const game = ctl.game;
    if (!game || !ctl.playable || isSolved(game)) return;
    ctl.focus.on('cell');
    ctl.moves.commit(solveNow(game), 'solve', null, ctl.strings.filledAnnounce);
  }

  /** Replays the chosen algorithm on the puzzle, from the givens to the solution. */
  start(): void {
    const ctl = this.ctl;
    const game = ctl.game;
    if (!game || !ctl.playable || isSolved(game)) return;
    // Asked for before the idle browser loaded the engine's replays: once they are in.
    if (!deferred())
      return void loadDeferred().then(
        () => this.start(),
        () => {},
      );
    const replay = loadReplay(game, this.algorithm);
    this.choosing = false;
    if (!replay) {
      ctl.say(ctl.strings.replayNone);
      this.host.requestUpdate();
      return;
    }
    ctl.hints.shown = null;
    this.note = '';
    this.player = new ReplayPlayer(
      replay,
      () => this.host.requestUpdate(),
      () => this.ended(),
    );
    ctl.clock.sync();
    ctl.say(ctl.strings.replayOf(ctl.strings.algorithms[replay.algorithm]));
    ctl.focus.on('screen');
    // Reduced motion: nothing moves by itself; the player steps or presses Play.
    if (!globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches) this.player.play();
    this.host.requestUpdate();
  }

  /** The end of the trace: the board is filled (the rest of it, when the trace was cut). */
  private ended(): void {
    const player = this.player;
    const ctl = this.ctl;
    const game = ctl.game;
    if (!player || !game) return;
    const s = ctl.strings;
    this.note = player.replay.truncated
      ? s.replayCut(player.total, player.backtracks)
      : s.replayEnd(player.total, player.backtracks);
    if (isSolved(game)) ctl.say(this.note);
    else ctl.moves.commit(solveNow(game), 'solve', null, this.note);
    ctl.focus.on('screen');
    this.host.requestUpdate();
  }

  /** Closes the replay; when it is still running, the board goes back to the player's. */
  close(): void {
    if (!this.player) return;
    this.stop();
    this.ctl.focus.on('cell');
    this.ctl.clock.sync();
    this.host.requestUpdate();
  }

  stop(): void {
    this.player?.pause();
    this.player = null;
    this.note = '';
  }
}
