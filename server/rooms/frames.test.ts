// Reading a frame before Colyseus does: its type (the empty string included) and payload, or
// why it cannot be read; and the one-line log, throttled.
import { pack } from 'msgpackr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Room } from '@colyseus/core';
import { logBadFrame, LOG_LINES_PER_SECOND, screenFrame, screenFrames, typeName } from './frames.js';

const str = (s: string) => [0xa0 + s.length, ...Buffer.from(s)];
const frame = (...parts: (number | number[] | Buffer)[]) => new Uint8Array(parts.flatMap((p) => (typeof p === 'number' ? [p] : [...p])));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('screenFrame', () => {
  it('reads a message and a request: type and payload', () => {
    expect(screenFrame(frame(13, str('talk'), pack({ channel: 'table', text: 'hi' })))).toEqual({ kind: 'message', type: 'talk', payload: { channel: 'table', text: 'hi' }, payloadAt: 6 });
    expect(screenFrame(frame(21, 7, str('verify'), pack({})))).toEqual({ kind: 'message', type: 'verify', payload: {}, payloadAt: 9 });
    expect(screenFrame(frame(13, str('export')))).toEqual({ kind: 'message', type: 'export', payload: undefined, payloadAt: 8 });
  });
  it('reads the empty type as the empty string, a numeric type as a number', () => {
    expect(screenFrame(frame(13, 0xa0, pack({ requestId: 'x' })))).toEqual({ kind: 'message', type: '', payload: { requestId: 'x' }, payloadAt: 2 });
    expect(screenFrame(frame(21, 3, 0xa0))).toEqual({ kind: 'message', type: '', payload: undefined, payloadAt: 3 });
    expect(screenFrame(frame(13, 5, pack(1)))).toMatchObject({ kind: 'message', type: 5 });
  });
  it('names what cannot be read: a payload that is not MessagePack, an empty frame', () => {
    expect(screenFrame(frame(13, str('command'), 0xdc, 0xff, 0xff))).toMatchObject({ kind: 'bad', reason: expect.stringContaining('not valid MessagePack') });
    expect(screenFrame(frame(13, str('command'), 0x80, 0x80))).toMatchObject({ kind: 'bad' });
    expect(screenFrame(new Uint8Array())).toEqual({ kind: 'bad', reason: 'an empty frame' });
  });
  it("leaves Colyseus's own frames (join, ping, leave) alone", () => {
    for (const code of [10, 12, 18]) expect(screenFrame(frame(code))).toEqual({ kind: 'other' });
  });
  it('names types for people', () => {
    expect(typeName('')).toBe('""');
    expect(typeName(4)).toBe('the number 4');
    expect(typeName(undefined)).toBe('no type');
  });
});

describe('screenFrames', () => {
  it("hands Colyseus a message without its payload bytes (one unpack, the screen's) and the handler the screen's payload and its size", () => {
    const dispatched: { length: number; payload: unknown; bytes: number }[] = [];
    const room = {
      roomId: 'room1',
      onMessage: () => {},
      _onMessage(_client: unknown, buffer: Uint8Array) {
        dispatched.push({ length: buffer.length, payload: screened.payload(), bytes: screened.bytes() });
      },
    };
    const screened = screenFrames(room as unknown as Room, () => {});
    const packed = pack({ channel: 'table', text: 'hi' });
    const bytes = frame(13, str('talk'), packed);
    (room as unknown as { _onMessage(c: unknown, b: Uint8Array): void })._onMessage({}, bytes);
    expect(dispatched).toEqual([{ length: 6, payload: { channel: 'table', text: 'hi' }, bytes: packed.length }]);
    // Outside a dispatch there is no payload to read.
    expect(screened.payload()).toBeUndefined();
    expect(screened.bytes()).toBe(0);
  });
});

describe('logBadFrame', () => {
  it('logs one line each, no stack, and sums up a flood', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const t = 5_000_000;
    const client = { sessionId: 'client1' };
    logBadFrame('message/bad_frame', 'room1', client, 'its payload is not\nvalid', t);
    expect(warn).toHaveBeenLastCalledWith('bad frame: message/bad_frame room room1 client client1: its payload is not valid');
    for (let i = 0; i < 100; i++) logBadFrame('message/unknown_type', 'room1', client, '""', t + 10);
    expect(warn).toHaveBeenCalledTimes(LOG_LINES_PER_SECOND);
    // Another client has its own budget.
    logBadFrame('message/unknown_type', 'room1', { sessionId: 'client2' }, '""', t + 20);
    expect(warn).toHaveBeenCalledTimes(LOG_LINES_PER_SECOND + 1);
    logBadFrame('message/unknown_type', 'room1', client, '""', t + 1000);
    expect(warn).toHaveBeenCalledWith(`bad frames: ${101 - LOG_LINES_PER_SECOND} more from client client1 in room room1 in the last second, not logged one by one`);
    for (const [line] of warn.mock.calls) expect(String(line)).not.toContain('\n');
  });
});

describe("a client's messages a second", () => {
  it('counts by the wall clock: over the limit in one second, read again in the next', async () => {
    const { overRate } = await import('./frames.js');
    const client = {} as never;
    const at = (n: number, now: number) => Array.from({ length: n }, () => overRate(client, 3, now));
    expect(at(3, 1000)).toEqual([false, false, false]);
    expect(at(2, 1500)).toEqual(['first', 'again']);
    expect(at(1, 2000)).toEqual([false]);
  });
});
