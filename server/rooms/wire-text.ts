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
// The same goes for every other string the state carries, the public map's keys first of all
// (paths such as `armies.north.handSize`, 10-30 characters, each sent with its entry when the
// map gets it: at the join, and, before public map version 5, with each order or battle a
// command added: engine/view-parts.ts, PUBLIC_WHOLE): the library decodes them with the same
// `decode.string`, and in the server benchmark's referee load the keys' rope pieces were the
// clients' largest allocation (8 KB of 51 KB a command per thousand clients, sampled). So the
// `string` type's decoder is replaced too, with the same reader (`registerType` on the built-in
// name sets `decode.string`, which the library looks up by name for every string field and map
// key).
//
// A short string is read once per content (INTERN_BELOW): each value the decoder keeps in the
// state (a map key, a `"ordering"`, a `{}` marker, a unit's leaf) is then one string shared by
// every client that holds it, and the one just decoded dies young. In the server benchmark's
// clients' threads (a thousand clients each, the eight of a game decoding the same patch) the
// kept copies were much of what each mark-compact had to mark: with them shared, the referee
// clients' threads' mark-compacts took half the time (docs/benchmarks.md, thirtieth session).
//
// Both sides must register the type before a room's state is made or decoded: the server
// (rooms/state.ts imports this module) and every client (client/src/game/connection.ts;
// other clients see docs/protocol.md). Registration goes through the library's own
// `registerType`, the extension point it has for custom field types.
import { decode, encode, registerType, type Iterator } from '@colyseus/schema';

/** Below this many bytes a string is read without TextDecoder (whose subarray and call cost
 *  more than the string itself). */
const SHORT = 16;
/** One argument list per short length, reused: `String.fromCharCode.apply` makes the string in
 *  one allocation, where the library's loop makes one string per character read. */
const CODES: number[][] = Array.from({ length: SHORT }, (_, n) => new Array<number>(n).fill(0));

/** A short string: all ASCII (the public map's keys and small values are) in one piece; any
 *  other byte, the library's reader. */
function shortText(bytes: Bytes, it: Iterator, length: number): string {
  const start = it.offset;
  if (length > bytes.length - start) return decode.utf8Read(bytes, it, length);
  const codes = CODES[length]!;
  for (let i = 0; i < length; i++) {
    const byte = bytes[start + i]!;
    if (byte >= 0x80) return decode.utf8Read(bytes, it, length);
    codes[i] = byte;
  }
  it.offset = start + length;
  return String.fromCharCode.apply(null, codes);
}
const utf8 = new TextDecoder();

type Bytes = Parameters<typeof decode.string>[0];

/** The library's own `string` decoder, kept before this module replaces it: for what is not a
 *  str header, and for tests to hold the two equal. Kept on the library's object under a
 *  registry symbol, so that a second evaluation of this module (a test runner's fresh module
 *  graph over the same cached library) finds the original, not the first evaluation's copy. */
const ORIGINAL = Symbol.for('cca-epic.schema.libraryString');
type StringDecoder = (bytes: Bytes, it: Iterator) => string;
const stash = decode as unknown as Record<symbol, StringDecoder | undefined>;
export const libraryString: StringDecoder = (stash[ORIGINAL] ??= decode.string);

/** Strings shorter than this many bytes are interned. */
const INTERN_BELOW = 64;
/** At most this many are kept; past it the table starts again (it is only a cache). */
const INTERN_LIMIT = 8192;
const interned = new Map<string, string>();

/** The one copy of `s` kept (s itself, the first time). */
function intern(s: string): string {
  const kept = interned.get(s);
  if (kept !== undefined) return kept;
  if (interned.size >= INTERN_LIMIT) interned.clear();
  interned.set(s, s);
  return s;
}

/** How many strings are interned now (tests). */
export function textsInterned(): number {
  return interned.size;
}

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
    return libraryString(bytes, it);
  }
  if (length < SHORT) return intern(shortText(bytes, it, length));
  if (!ArrayBuffer.isView(bytes)) return decode.utf8Read(bytes, it, length);
  const end = Math.min(it.offset + length, bytes.byteLength);
  const text = utf8.decode((bytes as Uint8Array).subarray(it.offset, end));
  it.offset = end;
  return length < INTERN_BELOW ? intern(text) : text;
}

/** The type's name in schema definitions: `t.map(TEXT)`, `new FieldBuilder(TEXT)`. */
export const TEXT = 'text';

// A definition without a prototype: `registerType` treats a `constructor` as a class to
// register, and a plain object literal would inherit `Object` as one.
const definition = Object.assign(Object.create(null) as object, { encode: encode.string, decode: decodeText });
registerType(TEXT, definition);
registerType('string', definition);
