// What the browser joins a game with (docs/protocol.md, "Joining"): its invite token, the state
// schema's fingerprint (it skips the handshake: server/rooms/schema-id.ts), and, when it joins
// again holding the turn log without a gap from the start, `logAfter`, the version of the last
// line it holds: its welcome then carries only the lines after it, from the referee's memory
// (server/game/turn-log.ts), where a long game's whole log would be narrated again and sent
// again to every one of its clients (after a referee process's death, all at once).
import type { LogLine } from '../../../engine/narrate-view.js';

export interface JoinOptions {
  token: string;
  schema: string;
  logAfter?: number;
}

/** The version up to which a welcome's log is missing (its `logFrom`), unless the client holds
 *  those lines already (from before a reconnect): the turn log says so (panels/TurnLog.tsx). */
export function missingLines(logFrom: number | undefined, lines: readonly LogLine[]): number | null {
  return logFrom !== undefined && !lines.some((l) => l.version <= logFrom) ? logFrom : null;
}

/** `missingUpTo`: the held log lacks the lines up to that version (a welcome's `logFrom`:
 *  missingLines), so the whole log is asked for again. */
export function joinOptions(token: string, schema: string, held: readonly LogLine[], missingUpTo: number | null): JoinOptions {
  const last = held[held.length - 1];
  return last && missingUpTo === null ? { token, schema, logAfter: last.version } : { token, schema };
}
