/**
 * The game session behind the element: which screen is shown, the current game and selection,
 * loading puzzles (API or engine), the clock, hints, saving, announcements and events. The
 * element only renders this state; everything that changes it goes through these methods.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { charOfDigit, type Level, TEACHING_ALGORITHMS, type TeachingAlgorithm } from '../engine.ts';
import { type Strings, stringsFor } from '../i18n/index.ts';
import type { Config, Lang, Variant } from '../model/config.ts';
import {
  boardText,
  erase,
  fillNotes,
  type Game,
  isLocked,
  isSolved,
  newGame,
  note,
  place,
  redo,
  undo,
} from '../model/game.ts';
import { colOf, rowOf } from '../model/geometry.ts';
import { type Command, commandOf, moveTarget } from '../model/keys.ts';
import { noteDigits } from '../model/notes.ts';
import { restore, serialize } from '../model/persistence.ts';
import { elapsed, formatTime, pause, resume } from '../model/timer.ts';
import { dailyRequest, loadPuzzle, newSeed, type PuzzleRequest } from '../services/api.ts';
import { applyHint, type Hint, hintText, nextHint } from '../services/hints.ts';
import { loadReplay, solveNow } from '../services/replay.ts';
import * as storage from '../services/storage.ts';
import { emit, hintDetail, type PuzzleInfo, type SudokuEvents } from './events.ts';
import { ReplayPlayer } from './replayer.ts';

export type Screen = 'menu' | 'levels' | 'game' | 'help' | 'about';

export interface Host extends ReactiveControllerHost, HTMLElement {
  readonly config: Config;
  readonly renderRoot: HTMLElement | DocumentFragment;
}

type ChangeReason = SudokuEvents['sudoku-change']['reason'];

/** Saved games live under one key per embed: its id, or else what it was configured to play. */
export function storageKey(config: Config, id: string): string {
  const what = id
    ? `#${id}`
    : [
        config.start,
        config.daily ? 'daily' : '',
        config.seed ?? '',
        config.size,
        config.level,
        ...(config.variant === 'classic' ? [] : [config.variant]),
      ]
        .join('|')
        .slice(0, 300);
  return `sudoku-break:v1:${what}`;
}

export class GameController implements ReactiveController {
  screen: Screen = 'menu';
  game: Game | null = null;
  selected = 0;
  notesMode = false;
  /** Paused by the player. */
  paused = false;
  loading = false;
  failed = false;
  hint: { hint: Hint; stage: 'nudge' | 'full' } | null = null;
  /** Solve's choice is open: fill now, or replay an algorithm. */
  choosing = false;
  algorithm: TeachingAlgorithm = 'backtracking';
  /** A replay in progress (or just finished, until it is closed). */
  player: ReplayPlayer | null = null;
  /** Set when the replay reached its end: what happened (solved, or cut and filled in). */
  replayNote = '';
  celebrate = false;
  announcement = '';
  /** A saved game that the main menu can continue. */
  saved: Game | null = null;

  private readonly host: Host;
  private key = '';
  private loadToken = 0;
  private tick: ReturnType<typeof setInterval> | undefined;
  private ticks = 0;
  private focus: 'cell' | 'screen' | null = null;
  private initialized = false;

  constructor(host: Host) {
    this.host = host;
    host.addController(this);
  }

  private get config(): Config {
    return this.host.config;
  }

  get lang(): Lang {
    return this.config.lang;
  }

  get variant(): Variant {
    return this.config.variant;
  }

  get strings(): Strings {
    return stringsFor(this.config.lang);
  }

  // ---- lifecycle -------------------------------------------------------------------------

  hostConnected(): void {
    document.addEventListener('visibilitychange', this.onVisibility);
    window.addEventListener('pagehide', this.onHide);
    this.tick = setInterval(this.onTick, 1000);
  }

  hostDisconnected(): void {
    document.removeEventListener('visibilitychange', this.onVisibility);
    window.removeEventListener('pagehide', this.onHide);
    clearInterval(this.tick);
    this.stopReplay();
    this.save();
  }

  /** Focus after a render, when a keyboard action asked for it. */
  hostUpdated(): void {
    const want = this.focus;
    if (!want) return;
    this.focus = null;
    const root = this.host.renderRoot;
    const target =
      want === 'cell'
        ? root.querySelector<HTMLElement>(`[data-i="${this.selected}"]`)
        : root.querySelector<HTMLElement>('[data-focus]');
    target?.focus();
  }

  /** Reads the configuration and shows the first screen (again when attributes change). */
  init(): void {
    if (this.initialized) this.save();
    this.initialized = true;
    const config = this.config;
    this.key = storageKey(config, this.host.id);
    const saved = restore(storage.read(this.key));
    // A saved puzzle of the day is only good on its day.
    this.saved = saved && (!config.daily || saved.daily === config.daily) ? saved : null;
    this.loadToken++;
    this.game = null;
    this.hint = null;
    this.stopReplay();
    if (config.start === 'game') {
      // A finished game is shown as finished (the day's puzzle stays done); New Game moves on.
      if (this.saved) this.resumeSaved(false);
      else void this.start(this.configuredRequest(config.level), false);
    } else {
      // The menu only offers to continue a game that is still going.
      if (this.saved && isSolved(this.saved)) this.saved = null;
      this.screen = 'menu';
    }
  }

  // ---- time ------------------------------------------------------------------------------

  private get clockShouldRun(): boolean {
    const g = this.game;
    return Boolean(
      g &&
        this.screen === 'game' &&
        !this.paused &&
        !this.player &&
        !document.hidden &&
        !isSolved(g),
    );
  }

  /** Starts or stops the game clock to match the state. */
  private syncClock(): void {
    if (!this.game) return;
    const now = performance.now();
    const timer = this.clockShouldRun ? resume(this.game.timer, now) : pause(this.game.timer, now);
    if (timer !== this.game.timer) this.game = { ...this.game, timer };
  }

  elapsedMs(): number {
    return this.game ? elapsed(this.game.timer, performance.now()) : 0;
  }

  private readonly onTick = (): void => {
    if (!this.clockShouldRun) return;
    this.host.requestUpdate();
    if (++this.ticks % 10 === 0) this.save();
  };

  private readonly onVisibility = (): void => {
    this.syncClock();
    if (document.hidden) this.save();
    this.host.requestUpdate();
  };

  private readonly onHide = (): void => this.save();

  togglePause(): void {
    if (!this.game || isSolved(this.game) || this.player) return;
    this.paused = !this.paused;
    this.syncClock();
    this.save();
    this.say(this.paused ? this.strings.paused : this.strings.resume);
    this.focus = this.paused ? 'screen' : 'cell';
    this.host.requestUpdate();
  }

  // ---- saving ----------------------------------------------------------------------------

  private save(): void {
    if (!this.game || !this.key) return;
    storage.write(this.key, serialize(this.game, this.elapsedMs()));
  }

  // ---- screens and new games -------------------------------------------------------------

  go(screen: Screen): void {
    this.stopReplay();
    if (screen !== 'game') {
      this.save();
      this.saved = this.game && !isSolved(this.game) ? this.game : this.saved;
    }
    this.screen = screen;
    this.paused = false;
    this.syncClock();
    this.focus = screen === 'game' ? 'cell' : 'screen';
    this.host.requestUpdate();
  }

  /** The puzzle the page asked for: the day's, the page's seed, or a new random one. */
  private configuredRequest(level: Level): PuzzleRequest {
    const c = this.config;
    if (c.daily) return dailyRequest(c.daily, level);
    return { size: c.size, level, variant: c.variant, seed: c.seed ?? newSeed(), daily: null };
  }

  /** From the level menu. */
  playLevel(level: Level): void {
    void this.start(this.configuredRequest(level), true);
  }

  /** New Game: a different puzzle of the same kind. */
  newGame(): void {
    const g = this.game;
    const c = this.config;
    void this.start(
      {
        size: g?.size ?? c.size,
        level: g?.puzzle.level ?? c.level,
        variant: c.variant,
        seed: newSeed(),
        daily: null,
      },
      true,
    );
  }

  continueSaved(): void {
    if (this.saved) this.resumeSaved(true);
  }

  private resumeSaved(focus: boolean): void {
    const game = this.saved;
    if (!game) return;
    this.saved = null;
    this.show(game, focus);
    this.ready('saved');
  }

  private async start(req: PuzzleRequest, focus: boolean): Promise<void> {
    const token = ++this.loadToken;
    this.save();
    this.screen = 'game';
    this.loading = true;
    this.failed = false;
    this.game = null;
    this.hint = null;
    this.stopReplay();
    this.celebrate = false;
    this.focus = focus ? 'screen' : null;
    this.host.requestUpdate();
    let game: Game | null = null;
    let source: 'api' | 'local' = 'local';
    try {
      const loaded = await loadPuzzle(this.config.api, req, this.config.timeout);
      if (token !== this.loadToken) return;
      game = newGame(loaded.puzzle, req.daily);
      source = loaded.source;
      if (loaded.fallback)
        emit(this.host, 'sudoku-fallback', { ...loaded.fallback, seed: req.seed });
    } catch {
      game = null;
    }
    if (token !== this.loadToken) return;
    this.loading = false;
    if (!game) {
      this.failed = true;
      this.host.requestUpdate();
      return;
    }
    this.show(game, focus);
    this.save();
    this.ready(source);
  }

  private show(game: Game, focus: boolean): void {
    this.game = game;
    this.screen = 'game';
    this.loading = false;
    this.paused = false;
    this.notesMode = false;
    this.hint = null;
    this.stopReplay();
    this.celebrate = false;
    this.selected = Math.max(0, game.values.indexOf(0));
    this.focus = focus ? 'cell' : null;
    this.syncClock();
    this.host.requestUpdate();
  }

  private info(game: Game): PuzzleInfo {
    const { seed, size, level, variant } = game.puzzle;
    return { seed, size, level, variant, daily: game.daily };
  }

  /** Sent once the board is rendered, so listeners can use it right away. */
  private ready(source: 'api' | 'local' | 'saved'): void {
    const game = this.game;
    if (!game) return;
    void this.host.updateComplete.then(() => {
      if (this.game === game) emit(this.host, 'sudoku-ready', { ...this.info(game), source });
    });
  }

  // ---- moves -----------------------------------------------------------------------------

  private cellName(cell: number): string {
    const size = this.game?.size ?? 9;
    return this.strings.cell(rowOf(size, cell) + 1, colOf(size, cell) + 1);
  }

  /** Announces through the live region (a zero-width space makes repeats audible). */
  say(text: string): void {
    this.announcement = this.announcement === text ? `${text}\u200b` : text;
  }

  get playable(): boolean {
    return Boolean(this.game && !this.loading && !this.paused && !this.replaying);
  }

  /** A replay is on the board (not yet at its end). */
  get replaying(): boolean {
    return Boolean(this.player && !this.replayNote);
  }

  select(cell: number, focus = false): void {
    if (!this.game || cell < 0 || cell >= this.game.values.length) return;
    this.selected = cell;
    if (focus) this.focus = 'cell';
    this.host.requestUpdate();
  }

  /** Takes a new game state from a move and tells everyone. */
  private commit(next: Game, reason: ChangeReason, cell: number | null, message: string): void {
    const before = this.game;
    if (!before) return;
    if (next === before) {
      this.say(this.strings.nothing);
      this.host.requestUpdate();
      return;
    }
    const wasSolved = isSolved(before);
    this.game = next;
    this.hint = null;
    this.choosing = false;
    if (reason !== 'solve') this.stopReplay();
    this.say(message);
    const size = next.size;
    emit(this.host, 'sudoku-change', {
      reason,
      cell: cell === null ? null : { row: rowOf(size, cell), col: colOf(size, cell) },
      digit: cell === null ? null : next.values[cell] || null,
      board: boardText(next),
      filled: next.values.filter(Boolean).length,
      total: next.values.length,
    });
    if (!wasSolved && isSolved(next)) this.finish();
    else if (wasSolved && !isSolved(next)) this.celebrate = false;
    this.syncClock();
    this.save();
    this.host.requestUpdate();
  }

  private finish(): void {
    const game = this.game;
    if (!game) return;
    this.syncClock();
    const time = this.elapsedMs();
    if (game.assisted) {
      this.say(this.strings.filledAnnounce);
      return;
    }
    this.celebrate = true;
    this.say(this.strings.solvedAnnounce(formatTime(time)));
    emit(this.host, 'sudoku-solved', {
      ...this.info(game),
      time: Math.round(time),
      hintsUsed: game.hintsUsed,
      mistakes: game.mistakes,
    });
  }

  /** Digits go in as values, or as notes in notes mode (or with `asNote`). */
  input(digit: number, asNote = false): void {
    const game = this.game;
    if (!game || !this.playable || isSolved(game)) return;
    const cell = this.selected;
    if (isLocked(game, cell)) {
      this.say(this.strings.locked);
      this.host.requestUpdate();
      return;
    }
    const d = charOfDigit(digit);
    if (asNote || this.notesMode) {
      const next = note(game, cell, digit);
      const digits = noteDigits(next.notes[cell], next.size).map(charOfDigit).join(' ');
      this.commit(next, 'note', cell, this.strings.noted(this.cellName(cell), digits));
    } else {
      this.commit(
        place(game, cell, digit),
        'set',
        cell,
        this.strings.placed(this.cellName(cell), d),
      );
    }
  }

  eraseSelected(): void {
    const game = this.game;
    if (!game || !this.playable || isSolved(game)) return;
    const cell = this.selected;
    if (isLocked(game, cell)) {
      this.say(this.strings.locked);
      this.host.requestUpdate();
      return;
    }
    this.commit(erase(game, cell), 'erase', cell, this.strings.erased(this.cellName(cell)));
  }

  toggleNotes(): void {
    this.notesMode = !this.notesMode;
    this.say(this.strings.notesMode(this.notesMode));
    this.host.requestUpdate();
  }

  autoNotes(): void {
    const game = this.game;
    if (!game || !this.playable || isSolved(game)) return;
    this.commit(fillNotes(game), 'auto-notes', null, this.strings.autoNotesDone);
  }

  /** Undo is refused once the player has solved the puzzle on their own (it is finished). */
  undo(): void {
    const game = this.game;
    if (!game || !this.playable || (isSolved(game) && !game.assisted)) return;
    const cell = game.history.past.at(-1)?.changes[0]?.[0] ?? null;
    this.commit(undo(game), 'undo', cell, this.strings.undone);
  }

  redo(): void {
    const game = this.game;
    if (!game || !this.playable || isSolved(game)) return;
    const cell = game.history.future.at(-1)?.changes[0]?.[0] ?? null;
    this.commit(redo(game), 'redo', cell, this.strings.redone);
  }

  /**
   * Hint, pressed again and again: first the nudge (where to look), then the full step with its
   * cells and candidates, then the step carried out on the board.
   */
  hintAction(): void {
    const game = this.game;
    if (!game || !this.playable || isSolved(game)) return;
    const current = this.hint;
    const lang = this.lang;
    if (current?.stage === 'nudge') {
      this.hint = { ...current, stage: 'full' };
      this.say(hintText(current.hint, 'full', lang));
      emit(this.host, 'sudoku-hint', hintDetail(current.hint, 'full', lang));
      this.host.requestUpdate();
      return;
    }
    if (current) {
      const { hint } = current;
      const first = hint.move.place[0]?.cell ?? hint.cells[0] ?? null;
      if (first !== null) this.selected = first;
      emit(this.host, 'sudoku-hint', hintDetail(hint, 'apply', lang));
      this.commit(applyHint(game, hint), 'hint', first, hintText(hint, 'full', lang));
      return;
    }
    const next = nextHint(game);
    if (!next) {
      this.say(this.strings.hintNone);
      this.host.requestUpdate();
      return;
    }
    this.hint = { hint: next, stage: 'nudge' };
    this.choosing = false;
    this.say(hintText(next, 'nudge', lang));
    emit(this.host, 'sudoku-hint', hintDetail(next, 'nudge', lang));
    this.host.requestUpdate();
  }

  /** Solve: offers to fill the board now or to replay an algorithm (pressed again: closes). */
  solve(): void {
    const game = this.game;
    if (!game || !this.playable || isSolved(game)) return;
    this.choosing = !this.choosing;
    this.hint = null;
    this.focus = this.choosing ? 'screen' : 'cell';
    this.host.requestUpdate();
  }

  chooseAlgorithm(algorithm: string): void {
    const known = TEACHING_ALGORITHMS.find((a) => a === algorithm);
    if (known) this.algorithm = known;
    this.host.requestUpdate();
  }

  fillNow(): void {
    const game = this.game;
    if (!game || !this.playable || isSolved(game)) return;
    this.focus = 'cell';
    this.commit(solveNow(game), 'solve', null, this.strings.filledAnnounce);
  }

  /** Replays the chosen algorithm on the puzzle, from the givens to the solution. */
  startReplay(): void {
    const game = this.game;
    if (!game || !this.playable || isSolved(game)) return;
    const replay = loadReplay(game, this.algorithm);
    this.choosing = false;
    if (!replay) {
      this.say(this.strings.replayNone);
      this.host.requestUpdate();
      return;
    }
    this.hint = null;
    this.replayNote = '';
    this.player = new ReplayPlayer(
      replay,
      () => this.host.requestUpdate(),
      () => this.replayEnded(),
    );
    this.syncClock();
    this.say(this.strings.replayOf(this.strings.algorithms[replay.algorithm]));
    this.focus = 'screen';
    // Reduced motion: nothing moves by itself; the player steps or presses Play.
    if (!globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches) this.player.play();
    this.host.requestUpdate();
  }

  /** The end of the trace: the board is filled (the rest of it, when the trace was cut). */
  private replayEnded(): void {
    const player = this.player;
    const game = this.game;
    if (!player || !game) return;
    const s = this.strings;
    this.replayNote = player.replay.truncated
      ? s.replayCut(player.total)
      : s.replayEnd(player.total, player.backtracks);
    if (isSolved(game)) this.say(this.replayNote);
    else this.commit(solveNow(game), 'solve', null, this.replayNote);
    this.focus = 'screen';
    this.host.requestUpdate();
  }

  /** Closes the replay; when it is still running, the board goes back to the player's. */
  closeReplay(): void {
    if (!this.player) return;
    this.stopReplay();
    this.focus = 'cell';
    this.syncClock();
    this.host.requestUpdate();
  }

  private stopReplay(): void {
    this.player?.pause();
    this.player = null;
    this.replayNote = '';
  }

  // ---- keyboard --------------------------------------------------------------------------

  onKey(event: KeyboardEvent): void {
    const game = this.game;
    if (!game || this.loading || this.player) return;
    const target = event.composedPath()[0] as HTMLElement | undefined;
    const onCell = target?.getAttribute?.('role') === 'gridcell';
    const onButton = target?.tagName === 'BUTTON';
    if (onButton && (event.key === 'Enter' || event.key === ' ')) return;
    const command = commandOf(event, game.size);
    if (!command) return;
    if (this.paused && command.type !== 'pause') return;
    if ((command.type === 'move' || command.type === 'jump') && !onCell) return;
    event.preventDefault();
    this.run(command);
  }

  private run(command: Command): void {
    const game = this.game;
    if (!game) return;
    switch (command.type) {
      case 'move':
      case 'jump':
        this.select(moveTarget(command, this.selected, game.size), true);
        break;
      case 'digit':
        this.input(command.digit, command.note);
        break;
      case 'erase':
        this.eraseSelected();
        break;
      case 'undo':
        this.undo();
        break;
      case 'redo':
        this.redo();
        break;
      case 'toggle-notes':
        this.toggleNotes();
        break;
      case 'hint':
        this.hintAction();
        break;
      case 'pause':
        this.togglePause();
        break;
    }
  }
}
