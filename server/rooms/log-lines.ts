// The turn log's new lines in the synced state (state.ts `log` fields), set before the patch of
// the change that wrote them, each client reading them as its role may (engine/narrate-view.ts):
// the public `log` as spectators read them (a line that hides a card, redacted), and in the slot
// of each seat that reads one of them in full, and the referee's, that reader's own. So the
// lines travel in the change's one patch per client; as a message of their own they cost every
// client a second WebSocket message a command, which the server benchmark's simulated players
// paid in their latency (docs/benchmarks.md, issue 18). Clients read them with
// client/src/game/log-fields.ts.
import { lineFor, readsInFull, type NarratedEvent } from '../../engine/narrate-view.js';
import type { Viewer } from '../../engine/index.js';
import type { EpicState } from './state.js';

const SPECTATOR: Viewer = { kind: 'spectator' };
const REFEREE: Viewer = { kind: 'referee' };

const encoded = (narrated: readonly NarratedEvent[], viewer: Viewer) => JSON.stringify({ lines: narrated.map((n) => lineFor(n, viewer)) });

/** Sets the log fields for one change's narrated events (none: nothing changes). */
export function setLogLines(state: EpicState, narrated: readonly NarratedEvent[]): void {
  if (narrated.length === 0) return;
  state.log = encoded(narrated, SPECTATOR);
  if (!narrated.some((n) => n.secret)) return;
  for (const slot of state.seats.values()) {
    const viewer: Viewer = { kind: 'seat', seatId: slot.id };
    if (narrated.some((n) => n.secret && readsInFull(n, viewer))) slot.log = encoded(narrated, viewer);
  }
  state.referee.log = encoded(narrated, REFEREE);
}
