// Who may read a game's whole log (its export, and the seed check that reads it): its
// referees at any time, its players once the game is over, and never its spectators, who
// watch the public table only. One rule for the room's `export` / `verify` messages and for
// GET /api/games/:id/export, so both refuse with the same code and sentence.
import type { SeatAuth } from '../rooms/join-auth.js';

export type LogRead = 'export' | 'verify';

export function mayReadLog(kind: SeatAuth['kind'], finished: boolean): boolean {
  return kind === 'referee' || (kind === 'seat' && finished);
}

/** The refusal when the log cannot be read just now (a disk or database error): nothing was
 *  changed, and asking again may work. The room's reads, the HTTP export and a game brought
 *  back on demand answer with it. */
export function logUnreadable(err: unknown): { code: string; message: string } {
  return { code: 'server/log_unreadable', message: `The referee could not read this game's log just now; nothing was changed. Try again. (${(err as Error).message})` };
}

/** Why this holder may not read the log (only asked when mayReadLog says no). */
export function logRefusal(what: LogRead, kind: SeatAuth['kind']): { code: string; message: string } {
  const act = what === 'export' ? 'download' : 'run the seed check on';
  if (kind === 'spectator') return { code: `${what}/spectator`, message: `Spectators cannot ${act} this game's log: its referees can at any time, and its players once the game is over.` };
  return { code: `${what}/not_yet`, message: `Players may ${act} this game's log once the game is over; its referees can at any time.` };
}
