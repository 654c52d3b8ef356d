// The room's synced state (@colyseus/schema 5): what every client of the game may read. The
// public view is a map of path → JSON leaf (engine/view-flat.ts), so a command patches only the
// leaves it changed, and the units a map of id → one JSON leaf each (engine/unit-wire.ts), so a
// move patches one entry.
// Nothing private is in it: each seat's private part (and the referee's) goes to that seat's
// clients alone as a `private` message (rooms/private-parts.ts), so no client needs a StateView
// and Colyseus encodes each patch once for all (docs/benchmarks.md, seventh session).
import { FieldBuilder, schema, t, type SchemaType } from '@colyseus/schema';
import { TEXT } from './wire-text.js';

/** A string field decoded in one piece (wire-text.ts); typed as the `string` it is. */
const text = () => new FieldBuilder<string>(TEXT as 'string');

export const EpicState = schema({
  gameId: t.string(),
  version: t.number(),
  seedHash: t.string(),
  /** Revealed when the game ends. */
  seed: t.string(),
  /** The public part of the view, flattened: path → JSON leaf (engine/view-parts.ts). */
  public: t.map(TEXT as 'string'),
  /** Unit id → `[army, type, col, row, blocks, eliminated]` (engine/unit-wire.ts): a leaf, not
   *  a schema object, which cost every client ~530 bytes a unit to hold. */
  units: t.map(TEXT as 'string'),
  /** Seat id → whether a client of that seat is connected. The seats themselves (army, roles)
   *  are the public map's `seats`; a schema object per seat, its roles an array schema, cost
   *  every client ~7 KB for eight seats (docs/benchmarks.md, thirtieth session). */
  seats: t.map('boolean'),
  /** JSON `{lines}`: the turn-log lines of the latest change that wrote any, as spectators
   *  read them (secrets redacted). They ride in the patch of their change, where a message of
   *  their own cost every client a second WebSocket message a command (docs/benchmarks.md). */
  log: text(),
  spectators: t.number(),
});
export type EpicState = SchemaType<typeof EpicState>;
