import { describe, expect, it } from 'vitest';
import { Room } from '@colyseus/sdk';
import { unpack } from 'msgpackr';
import { sendPlainMaps } from '../../client/src/game/plain-maps.js';

/** What a room sends for one message: the frame's payload after its type. */
function sentPayload(room: Room, type: string, message: unknown): Uint8Array {
  let sent: Uint8Array | undefined;
  (room as unknown as { connection: unknown }).connection = { isOpen: true, send: (data: Uint8Array) => (sent = new Uint8Array(data)) };
  room.send(type, message);
  // The frame: its code, the type as a short string (0xa0 | length, then the bytes), the payload.
  return sent!.subarray(2 + type.length);
}

describe('messages packed as plain maps', () => {
  const message = { command: { type: 'OrderUnit', unitId: 'u-12', to: { col: 3, row: 4 } }, requestId: 'r1' };

  it('sends each object as a MessagePack map, no record definitions, and the referee reads the same message', () => {
    const payload = sentPayload(sendPlainMaps(new Room('epic')), 'command', message);
    // A map (fixmap 0x8n, or map 16, 0xde, as msgpackr writes an object's header), not a record.
    expect((payload[0]! & 0xf0) === 0x80 || payload[0] === 0xde).toBe(true);
    expect(Buffer.from(payload).includes(Buffer.from([0xd4, 0x72]))).toBe(false);
    expect(unpack(payload)).toEqual(message);
  });

  it("the SDK's own packer would send records (what this saves the referee from reading)", () => {
    const payload = sentPayload(new Room('epic'), 'command', message);
    expect([payload[0], payload[1]]).toEqual([0xd4, 0x72]);
    expect(unpack(payload)).toEqual(message);
  });
});
