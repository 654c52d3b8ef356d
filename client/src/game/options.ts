// What this seat may do now, from the engine's own rules (engine/legal.ts, run against the
// seat's view): every control is enabled or disabled from these, with the referee's reason.
// The server stays the judge; these only keep the screen honest about what it will accept.
import { useMemo } from 'react';
import type { GameCommand } from '../../../engine/commands.js';
import { checkFromView, explainOptions, viewCommandOptions, type CommandOption } from '../../../engine/legal.js';
import type { Rejection } from '../../../engine/rules/rejection.js';
import type { ClientView } from './view.js';

export interface Choice {
  /** The allowed commands of this kind (templates for free parameters). */
  allowed: GameCommand[];
  /** Why none is allowed, when none is. */
  reason: Rejection | null;
}

export interface SeatOptions {
  list: CommandOption[];
  /** The allowed forms of an action, or why it is not allowed. */
  pick(match: (c: GameCommand) => boolean): Choice;
  /** A concrete command checked as the referee would: the refusal, or null. */
  check(command: GameCommand): Rejection | null;
}

export function seatOptions(view: ClientView | null): SeatOptions {
  const list = view ? viewCommandOptions(view) : [];
  return {
    list,
    pick: (match) => explainOptions(list, match),
    check: (command) => (view ? checkFromView(view, command) : { code: 'connection/offline', message: 'Not connected to the referee.' }),
  };
}

/** Recomputed only when the view is rebuilt (each accepted change). */
export function useSeatOptions(view: ClientView | null): SeatOptions {
  return useMemo(() => seatOptions(view), [view]);
}

export function choiceOf(command: GameCommand | null, reason: Rejection | null): Choice {
  return command && !reason ? { allowed: [command], reason: null } : { allowed: [], reason };
}
