// The messages a page sends are packed as plain MessagePack maps. The SDK's packer (a default
// msgpackr Packr) writes each object as a "record": its keys as a definition, then its
// values. Nothing shares those definitions between the page and the referee, so each message
// carries a definition for every object in it, and the referee's unpacker reads each one and
// builds a reader for it, once per message: ~19 µs of the server's event loop a command in the
// server benchmark's CPU profile (docs/benchmarks.md, eleventh session), against a few µs for
// the same command as maps, which are also a few bytes shorter.
import { Packr } from 'msgpackr';
import type { Room } from '@colyseus/sdk';

/** One packer for every room of the page: with records off it holds no state between messages. */
const plainMaps = new Packr({ useRecords: false });

/** Makes the room pack what it sends as plain maps (the SDK keeps its packer as `packr`). */
export function sendPlainMaps<R extends Room>(room: R): R {
  (room as unknown as { packr: Packr }).packr = plainMaps;
  return room;
}
