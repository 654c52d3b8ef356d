// The bare rooms' synced state (bench/bare-room.ts), in a file of its own so that the
// benchmark's clients can join with these classes, as the browser joins the referee's rooms with
// EpicState, without importing the server's room code into their threads.
import { schema, t, type SchemaType } from '@colyseus/schema';

// As the referee's synced state (server/rooms/state.ts) holds nothing private, neither does this:
// a seat's hand goes to its own clients as a message (bench/bare-room.ts).
export const BareSeat = schema({ id: t.string(), handSize: t.number() });
export const BareState = schema({ version: t.number(), table: t.array('string'), seats: t.map(BareSeat) });
export type BareState = SchemaType<typeof BareState>;
