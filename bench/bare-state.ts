// The bare rooms' synced state (bench/bare-room.ts), in a file of its own so that the
// benchmark's clients can join with these classes, as the browser joins the referee's rooms with
// EpicState, without importing the server's room code into their threads.
import { schema, t, type SchemaType } from '@colyseus/schema';

export const BareSeat = schema({ id: t.string(), hand: t.array('string').view() });
export const BareState = schema({ version: t.number(), table: t.array('string'), seats: t.map(BareSeat) });
export type BareState = SchemaType<typeof BareState>;
