// What every Field General's control for one section gets: the seat's view and options, the
// section, the board interaction (selection, planned path) and the way to send a command.
import type { Section } from '../../../engine/board/hex.js';
import type { GameCommand } from '../../../engine/commands.js';
import type { Interaction } from '../game/interaction.js';
import type { SeatOptions } from '../game/options.js';
import type { ClientView } from '../game/view.js';

export interface SectionProps {
  view: ClientView;
  section: Section;
  opts: SeatOptions;
  interaction: Interaction;
  setInteraction(i: Interaction): void;
  send(command: GameCommand, what: string): void;
}
