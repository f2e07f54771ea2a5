/**
 * The keyboard: the game's keys on the board (model/keys.ts; a hidden control takes its keys
 * along), and Escape anywhere in the widget, which closes what is open.
 */
import type { ReactiveController } from 'lit';
import { type Command, commandOf, controlOf, moveTarget } from '../model/keys.ts';
import type { GameController, Host } from './controller.ts';

export class KeyboardController implements ReactiveController {
  private readonly host: Host;
  private readonly ctl: GameController;

  constructor(host: Host, ctl: GameController) {
    this.host = host;
    this.ctl = ctl;
    host.addController(this);
  }

  hostConnected(): void {
    this.host.addEventListener('keydown', this.onEscape);
  }

  hostDisconnected(): void {
    this.host.removeEventListener('keydown', this.onEscape);
  }

  private readonly onEscape = (event: KeyboardEvent): void => {
    if (event.key === 'Escape' && this.ctl.escape()) event.preventDefault();
  };

  /** Keys pressed in the game screen. */
  onKey(event: KeyboardEvent): void {
    const ctl = this.ctl;
    const game = ctl.game;
    if (!game || ctl.session.loading || ctl.session.replay) return;
    const target = event.composedPath()[0] as HTMLElement | undefined;
    const onCell = target?.getAttribute?.('role') === 'gridcell';
    const onButton = target?.tagName === 'BUTTON';
    if (onButton && (event.key === 'Enter' || event.key === ' ')) return;
    const command = commandOf(event, game.size);
    if (!command) return;
    const control = controlOf(command);
    if (control && !ctl.shows(control)) return;
    if (ctl.paused && command.type !== 'pause') return;
    if ((command.type === 'move' || command.type === 'jump') && !onCell) return;
    event.preventDefault();
    this.run(command);
  }

  private run(command: Command): void {
    const ctl = this.ctl;
    const game = ctl.game;
    if (!game) return;
    switch (command.type) {
      case 'move':
      case 'jump':
        ctl.dispatch({
          type: 'select',
          cell: moveTarget(command, ctl.selected, game.size),
          focus: true,
        });
        break;
      case 'digit':
        ctl.dispatch({ type: 'digit', digit: command.digit, note: command.note });
        break;
      case 'erase':
      case 'undo':
      case 'redo':
      case 'toggle-notes':
        ctl.dispatch({ type: command.type });
        break;
      case 'hint':
        ctl.dispatch({ type: 'hint' });
        break;
      case 'pause':
        ctl.dispatch({ type: 'pause' });
        break;
    }
  }
}
