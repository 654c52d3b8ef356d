// Frames a client sends, read before Colyseus dispatches them (issue 17, item 9). Colyseus
// prints a stack trace for each payload it cannot unpack, and reads a message whose type is
// the empty string (or a number) as no type at all, which the room's catch-all handler cannot
// tell from a literal "*". So the room reads each message frame's type and payload first
// (`screenFrame`): a frame that cannot be read is refused with `message/bad_frame` and the
// connection closed; a type the room does not take gets `message/unknown_type` naming it. Each
// is logged in one line (code, room, client, what was wrong), never a stack trace, and at most
// LOG_LINES_PER_SECOND lines a second per client (a flood is summed up, not printed line by line).
import { ClientState, type Client, type Room } from '@colyseus/core';
import { decode } from '@colyseus/schema';
import { unpack } from 'msgpackr';
import type { Rejected } from '../protocol.js';

/** Colyseus's frame codes (@colyseus/shared-types Protocol): a message, and a request. */
const ROOM_DATA = 13;
const ROOM_REQUEST = 21;
const CODE_MASK = 31;

/** The close code after a frame that cannot be read: Colyseus's own for a client closed with
 *  an error (CloseCode.WITH_ERROR), as before this check. */
export const BAD_FRAME_CLOSE_CODE = 4002;

/** `payloadAt`: where the payload begins (the frame's length when it has none). */
export type Screened =
  | { kind: 'other' }
  | { kind: 'message'; type: string | number | undefined; payload: unknown; payloadAt: number }
  | { kind: 'bad'; reason: string };

/** Reads a frame's message type and payload as Colyseus will; frames other than messages and
 *  requests (join, ping, leave) are Colyseus's own. */
export function screenFrame(buffer: Uint8Array | undefined): Screened {
  if (!buffer || buffer.length === 0) return { kind: 'bad', reason: 'an empty frame' };
  const code = buffer[0]! & CODE_MASK;
  if (code !== ROOM_DATA && code !== ROOM_REQUEST) return { kind: 'other' };
  const it = { offset: 1 };
  let type: string | number | undefined;
  let typeAt = 1;
  try {
    if (code === ROOM_REQUEST) decode.number(buffer as Buffer, it);
    typeAt = it.offset;
    type = decode.stringCheck(buffer as Buffer, it) ? decode.string(buffer as Buffer, it) : (decode.number(buffer as Buffer, it) as number | undefined);
  } catch (err) {
    return { kind: 'bad', reason: `its message type cannot be read (${(err as Error).message})` };
  }
  if (it.offset > buffer.length) return { kind: 'bad', reason: 'it ends inside its message type' };
  // An empty string is encoded as 0xa0, which the schema decoder does not read as a string.
  if (type === undefined && buffer[typeAt] === 0xa0) type = '';
  let payload: unknown;
  if (buffer.length > it.offset) {
    try {
      payload = unpack(buffer.subarray(it.offset));
    } catch (err) {
      return { kind: 'bad', reason: `its payload is not valid MessagePack (${(err as Error).message})` };
    }
  }
  return { kind: 'message', type, payload, payloadAt: Math.min(it.offset, buffer.length) };
}

/** How an unknown type is named in the refusal: `""` for the empty string. */
export function typeName(type: string | number | undefined): string {
  if (type === undefined) return 'no type';
  if (typeof type === 'number') return `the number ${type}`;
  return `"${type.slice(0, 40)}"`;
}

export const LOG_LINES_PER_SECOND = 20;

/** Each client's log budget: lines in the current second, and those left out. */
const budgets = new WeakMap<object, { windowStart: number; lines: number; unlogged: number }>();

/** One line for a bad frame or message: code, room, client and what was wrong; at most
 *  LOG_LINES_PER_SECOND a second per client, the rest summed up in one line. */
export function logBadFrame(code: string, roomId: string, client: { sessionId: string }, what: string, now = Date.now()): void {
  let b = budgets.get(client);
  if (!b) budgets.set(client, (b = { windowStart: now, lines: 0, unlogged: 0 }));
  if (now - b.windowStart >= 1000) {
    if (b.unlogged > 0) console.warn(`bad frames: ${b.unlogged} more from client ${client.sessionId} in room ${roomId} in the last second, not logged one by one`);
    b.windowStart = now;
    b.lines = 0;
    b.unlogged = 0;
  }
  if (++b.lines > LOG_LINES_PER_SECOND) {
    b.unlogged++;
    return;
  }
  console.warn(`bad frame: ${code} room ${roomId} client ${client.sessionId}: ${what.replace(/\s+/g, ' ').slice(0, 200)}`);
}

type Dispatch = (client: Client, buffer: Uint8Array) => void;

/** The message being dispatched, as the screen read it: its payload, and the payload's size
 *  in bytes as it came (MessagePack), which the room's size limit is held against
 *  (protocol.ts, checkClientMessage). */
export interface ScreenedPayload {
  payload(): unknown;
  bytes(): number;
}

/**
 * Puts the screen in front of the room's dispatch: a frame that cannot be read is refused
 * (`message/bad_frame`), logged in one line and its connection closed; any other goes on to
 * Colyseus, its type and payload kept while it is dispatched (synchronously) for the
 * catch-all handler, which answers a type the room does not take (`message/unknown_type`).
 * Colyseus binds its dispatch when a client joins, so call this in onCreate.
 *
 * A message goes on without its payload bytes (the frame up to its type): Colyseus would
 * unpack them a second time, which cost the referee's loop ~20 µs and ~1.3 KB of garbage a
 * command (docs/benchmarks.md, tenth session). Its handlers get `undefined` for the payload
 * and read the screen's with the function this returns; Colyseus's own checks (the client's
 * state, the messages-per-second limit) and its choice of handler still run.
 */
/** The protocol's join and leave frames (@colyseus/shared-types, Protocol). */
const JOIN_ROOM = 10;
const LEAVE_ROOM = 12;

/** A client's messages in the current second, by wall clock (Colyseus counts by the room's clock,
 *  which this referee ticks once a minute: its "per second" was per minute, and silent). */
interface Window {
  endsAt: number;
  count: number;
}
const windows = new WeakMap<Client, Window>();

/** Whether this message puts the client over `perSecond` in the second it falls in: `first` for
 *  the first message over, `again` for the next ones, false within the limit. */
export function overRate(client: Client, perSecond: number, now = performance.now()): false | 'first' | 'again' {
  let w = windows.get(client);
  if (!w || now >= w.endsAt) windows.set(client, (w = { endsAt: now + 1000, count: 0 }));
  w.count++;
  if (w.count <= perSecond) return false;
  return w.count === perSecond + 1 ? 'first' : 'again';
}

export function screenFrames(room: Room, reject: (client: Client, rejected: Rejected) => void, perSecond = Infinity): ScreenedPayload {
  let frame: { type: string | number | undefined; payload: unknown } | null = null;
  /** The dispatched message's payload bytes (none outside a dispatch). */
  let payloadBytes = 0;
  room.onMessage('*', (client: Client) => {
    const type = frame?.type;
    const requestId = (frame?.payload as { requestId?: unknown } | null | undefined)?.requestId;
    logBadFrame('message/unknown_type', room.roomId, client, `type ${typeName(type)}`);
    reject(client, { ...(typeof requestId === 'string' ? { requestId: requestId.slice(0, 64) } : {}), code: 'message/unknown_type', message: `Unknown message type ${typeName(type)}; the room takes command, talk, export and verify (docs/protocol.md).` });
  });
  const internals = room as unknown as { _onMessage: Dispatch };
  const dispatch = internals._onMessage;
  internals._onMessage = (client, buffer) => {
    // The session's own frames (joining, leaving) are never held back: only what it asks of the room.
    const over = buffer[0] !== JOIN_ROOM && buffer[0] !== LEAVE_ROOM && overRate(client, perSecond);
    if (over) {
      // Not read. Told why once a second, with a code the page can show; the rest of the burst
      // is dropped unread, and the client may go on in the next second.
      if (over === 'first') {
        logBadFrame('message/rate_limited', room.roomId, client, `over ${perSecond} messages a second`);
        reject(client, { code: 'message/rate_limited', message: `More than ${perSecond} messages in a second: the referee reads no more from you this second.` });
      }
      return;
    }
    const screened = screenFrame(buffer);
    if (screened.kind === 'bad') {
      if (client.state === ClientState.LEAVING) return;
      logBadFrame('message/bad_frame', room.roomId, client, screened.reason);
      reject(client, { code: 'message/bad_frame', message: `The referee could not read a message: ${screened.reason}. The connection is closed.` });
      client.leave(BAD_FRAME_CLOSE_CODE, 'message/bad_frame');
      return;
    }
    frame = screened.kind === 'message' ? screened : null;
    payloadBytes = screened.kind === 'message' ? buffer.length - screened.payloadAt : 0;
    try {
      dispatch.call(room, client, screened.kind === 'message' ? buffer.subarray(0, screened.payloadAt) : buffer);
    } finally {
      frame = null;
      payloadBytes = 0;
    }
  };
  return { payload: () => frame?.payload, bytes: () => payloadBytes };
}
