// Each seat's private part (the Overall Commander's hand, the plays the seat may see) and the
// referee's, and the turn-log lines a seat reads in full where the table reads them redacted:
// sent to that seat's clients alone, as a `private` message, never in the synced state. So no
// client needs a StateView: Colyseus encodes each patch once and sends the same bytes to every
// client, where a view per seat cost an encoding pass and a copy per client for every command
// (docs/benchmarks.md, seventh session: the server benchmark's p99 ratio 1.06-1.28 without the
// views against 1.4-2.3 with them).
//
// The room sends a change's private messages before its patch, each naming the version it
// belongs to; the client keeps them until its synced state reaches that version
// (client/src/game/private-parts.ts), so a hand and the board never show different moments.
import type { SeatAuth } from './join-auth.js';
import type { EpicState } from './state.js';

/** Whose part: a seat's id, or REFEREE for the referees' clients. */
export const REFEREE = 'referee';

/** The `private` message (and the welcome's `private`), as the browser reads it too
 *  (client/src/game/private-parts.ts). */
export interface PrivateMessage {
  /** Whose: a seat's id, or REFEREE. */
  for: string;
  /** The game's version it belongs to: shown once the synced state reaches it. */
  version: number;
  /** JSON of the private part, when it changed. */
  part?: string;
  /** JSON `{lines}`: the change's turn-log lines as this reader reads them, where they differ
   *  from the public ones (log-lines.ts; client/src/game/log-fields.ts). */
  log?: string;
}

/** A change with no turn-log lines read in full. */
export const NO_FULL_LINES: ReadonlyMap<string, string> = new Map();

/** Each room's parts as last made (whose → JSON), on the room's state object itself under a
 *  symbol (not encoded: only the schema's fields are): read several times a command, where a
 *  WeakMap of every room was a probe into a table of them all each time. */
const PARTS = Symbol('private parts');

export function partsOf(room: EpicState): Map<string, string> {
  const r = room as EpicState & { [PARTS]?: Map<string, string> };
  return (r[PARTS] ??= new Map());
}

/** Whose private messages a client receives: its seat's, the referee's, or none (spectators). */
export function partKeyOf(auth: SeatAuth): string | null {
  if (auth.kind === 'seat') return auth.seatId ?? null;
  if (auth.kind === 'referee') return REFEREE;
  return null;
}

/** The messages of one change: for each reader whose part changed or who reads some of its
 *  lines in full. */
export function privateMessages(version: number, changedParts: ReadonlyMap<string, string>, fullLines: ReadonlyMap<string, string>): Map<string, PrivateMessage> {
  const out = new Map<string, PrivateMessage>();
  for (const [key, part] of changedParts) out.set(key, { for: key, version, part });
  for (const [key, log] of fullLines) {
    const m = out.get(key);
    if (m) m.log = log;
    else out.set(key, { for: key, version, log });
  }
  return out;
}
