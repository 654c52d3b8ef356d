// The turn log's new lines, set before the patch of the change that wrote them, each client
// reading them as its role may (engine/narrate-view.ts): the public `log` field of the synced
// state as spectators read them (a line that hides a card, redacted), so they travel in the
// change's one patch (as a message of their own they cost every client a second WebSocket
// message a command: docs/benchmarks.md, issue 18); and, for each seat that reads one of them
// in full and for the referee, that reader's own lines, in its `private` message
// (private-parts.ts). Clients read them with client/src/game/log-fields.ts.
import { lineFor, readsInFull, type NarratedEvent } from '../../engine/narrate-view.js';
import type { Viewer } from '../../engine/index.js';
import { NO_FULL_LINES, REFEREE } from './private-parts.js';
import type { EpicState } from './state.js';

const SPECTATOR: Viewer = { kind: 'spectator' };
const REFEREE_VIEWER: Viewer = { kind: 'referee' };

const encoded = (narrated: readonly NarratedEvent[], viewer: Viewer) => JSON.stringify({ lines: narrated.map((n) => lineFor(n, viewer)) });

/** Sets the public log field for one change's narrated events (none: nothing changes), and
 *  gives the lines of those who read some of them in full (whose → JSON `{lines}`: the seats a
 *  secret line names, and the referee while one is watching), for their `private` messages
 *  (private-parts.ts). A referee who joins later reads the whole log in the welcome. */
export function setLogLines(state: EpicState, narrated: readonly NarratedEvent[], refereeWatching = true): ReadonlyMap<string, string> {
  if (narrated.length === 0) return NO_FULL_LINES;
  state.log = encoded(narrated, SPECTATOR);
  // Most changes have no secret line: no map made for them.
  if (!narrated.some((n) => n.secret)) return NO_FULL_LINES;
  const full = new Map<string, string>();
  for (const seatId of state.seats.keys()) {
    const viewer: Viewer = { kind: 'seat', seatId };
    if (narrated.some((n) => n.secret && readsInFull(n, viewer))) full.set(seatId, encoded(narrated, viewer));
  }
  if (refereeWatching) full.set(REFEREE, encoded(narrated, REFEREE_VIEWER));
  return full;
}
