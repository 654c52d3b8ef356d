// The `text` field type of the synced state: on the wire exactly a schema `string`
// (msgpack str), but a client decodes a long one in one piece.
//
// Why: @colyseus/schema 5.0.34 decodes every `string` by appending one character at a time.
// V8 keeps such a string as a rope, one heap object per character, until something reads it
// whole. The public map's JSON leaves and each seat's private JSON are 30–600 characters, so
// every patch left hundreds of rope pieces per client; with a thousand clients in one load
// worker of the server benchmark, its young-generation collections took 15–30 ms every half
// second and set the referee room's p99 (docs/benchmarks.md). A browser pays the same, one
// client at a time. `TextDecoder` builds a flat string at once.
//
// Both sides must register the type before a room's state is made or decoded: the server
// (rooms/state.ts imports this module) and every client (client/src/game/connection.ts;
// other clients see docs/protocol.md). Registration goes through the library's own
// `registerType`, the extension point it has for custom field types.
import { decode, encode, registerType, type Iterator } from '@colyseus/schema';

/** Below this many bytes the library's own decoder is as fast and makes a flat string. */
const SHORT = 16;
const utf8 = new TextDecoder();

type Bytes = Parameters<typeof decode.string>[0];

/** Reads a msgpack str like `decode.string`, the same wire format, without the rope. */
export function decodeText(bytes: Bytes, it: Iterator): string {
  const start = it.offset;
  const prefix = bytes[it.offset++]!;
  let length: number;
  if (prefix < 0xc0) length = prefix & 0x1f;
  else if (prefix === 0xd9) length = decode.uint8(bytes, it);
  else if (prefix === 0xda) length = decode.uint16(bytes, it);
  else if (prefix === 0xdb) length = decode.uint32(bytes, it);
  else {
    // Not a str header: let the library read it and report it as it does.
    it.offset = start;
    return decode.string(bytes, it);
  }
  if (length < SHORT || !ArrayBuffer.isView(bytes)) return decode.utf8Read(bytes, it, length);
  const end = Math.min(it.offset + length, bytes.byteLength);
  const text = utf8.decode((bytes as Uint8Array).subarray(it.offset, end));
  it.offset = end;
  return text;
}

/** The type's name in schema definitions: `t.map(TEXT)`, `new FieldBuilder(TEXT)`. */
export const TEXT = 'text';

// A definition without a prototype: `registerType` treats a `constructor` as a class to
// register, and a plain object literal would inherit `Object` as one.
registerType(TEXT, Object.assign(Object.create(null) as object, { encode: encode.string, decode: decodeText }));
