// Bad frames and odd message types (issue 17, item 9; server/rooms/frames.ts): the empty type
// gets message/unknown_type naming it; a payload that is not MessagePack gets message/bad_frame
// and the connection closed (4002); a wrong shape gets message/malformed. Each is logged in
// one line naming the code, the room and the client; no stack trace reaches the console.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createGame, joinSeat, request, startTestReferee, until, type CreatedGame, type Seat } from './support.js';

let referee: Awaited<ReturnType<typeof startTestReferee>>;
let game: CreatedGame;
beforeAll(async () => {
  referee = await startTestReferee();
  game = await createGame(referee.url);
});
afterAll(async () => {
  await referee.close();
});

/** Everything the process prints while `run` runs, one string per call. */
async function printed(run: () => Promise<void>): Promise<string[]> {
  const lines: string[] = [];
  const keep = (...args: unknown[]) => void lines.push(args.map((a) => (a instanceof Error ? a.stack : String(a))).join(' '));
  const spies = (['error', 'warn', 'log', 'info'] as const).map((m) => vi.spyOn(console, m).mockImplementation(keep));
  try {
    await run();
  } finally {
    for (const s of spies) s.mockRestore();
  }
  return lines;
}

function expectOneLine(lines: string[], code: string, roomId: string, sessionId: string): void {
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain(`bad frame: ${code} room ${roomId} client ${sessionId}`);
  expect(lines[0]).not.toContain('\n');
  expect(lines[0]).not.toMatch(/\bat .+\(.+:\d+:\d+\)/);
}

let seat: Seat;
afterEach(async () => {
  if (seat?.room.connection.isOpen) await seat.room.leave();
});

describe('odd messages and bad frames', () => {
  it('the empty type: message/unknown_type, naming it, with its requestId; one line logged', async () => {
    seat = await joinSeat(referee.url, game.gameId, game.seats['south:oc']!.token);
    let answer: { type: string; payload: any } | undefined;
    const lines = await printed(async () => {
      answer = await request(seat, '', {});
    });
    expect(answer!.type).toBe('rejected');
    expect(answer!.payload).toMatchObject({ code: 'message/unknown_type', message: 'Unknown message type ""; the room takes command, talk, export and verify (docs/protocol.md).' });
    expectOneLine(lines, 'message/unknown_type', game.gameId, seat.room.sessionId);
    // A literal "*" and a numeric type are named as they are.
    expect((await request(seat, '*', {})).payload.message).toMatch(/^Unknown message type "\*";/);
    const numeric = await printed(async () => {
      seat.room.send(7 as never, { requestId: 'n7' });
      await until(() => seat.messages.some((m) => m.payload?.requestId === 'n7'), 'the answer to a numeric type');
    });
    expect(seat.messages.find((m) => m.payload?.requestId === 'n7')!.payload.message).toMatch(/^Unknown message type the number 7;/);
    expect(numeric).toHaveLength(1);
  });

  it('a wrong shape: message/malformed to the sender, one line logged', async () => {
    seat = await joinSeat(referee.url, game.gameId, game.seats['south:oc']!.token);
    let answer: { type: string; payload: any } | undefined;
    const lines = await printed(async () => {
      answer = await request(seat, 'command', { command: 5 });
    });
    expect(answer!.payload.code).toBe('message/malformed');
    expectOneLine(lines, 'message/malformed', game.gameId, seat.room.sessionId);
  });

  it('a payload over 16 KiB as it came: message/too_large, naming its size, with its requestId; one under it is read for its shape', async () => {
    seat = await joinSeat(referee.url, game.gameId, game.seats['south:oc']!.token);
    let answer: { type: string; payload: any } | undefined;
    const lines = await printed(async () => {
      answer = await request(seat, 'talk', { channel: 'table', text: 'x'.repeat(20_000) });
    });
    expect(answer!.type).toBe('rejected');
    expect(answer!.payload).toMatchObject({ code: 'message/too_large', message: expect.stringMatching(/^A message is at most 16384 bytes of payload \(MessagePack\); this one has 200\d\d\.$/) });
    expect(answer!.payload.requestId).toEqual(expect.any(String));
    expectOneLine(lines, 'message/too_large', game.gameId, seat.room.sessionId);
    // 15,000 letters fit the limit: the shape check answers (a talk text is at most 1,000).
    expect((await request(seat, 'talk', { channel: 'table', text: 'x'.repeat(15_000) })).payload).toMatchObject({ code: 'message/malformed', message: expect.stringContaining('text') });
  });

  it('a payload that is not MessagePack: message/bad_frame, the connection closed with 4002, one line logged', async () => {
    seat = await joinSeat(referee.url, game.gameId, game.seats['south:oc']!.token);
    let closedWith: number | undefined;
    seat.room.onLeave((code: number) => {
      closedWith = code;
    });
    const sessionId = seat.room.sessionId;
    const lines = await printed(async () => {
      // ROOM_DATA, type "command", then an array header promising 65,535 items and none.
      seat.room.connection.send(new Uint8Array([13, 0xa7, ...Buffer.from('command'), 0xdc, 0xff, 0xff]));
      await until(() => closedWith !== undefined, 'the connection to close');
    });
    expect(closedWith).toBe(4002);
    expect(seat.messages.find((m) => m.type === 'rejected')?.payload).toMatchObject({ code: 'message/bad_frame', message: expect.stringContaining('not valid MessagePack') });
    expectOneLine(lines, 'message/bad_frame', game.gameId, sessionId);
    // The room and the game go on.
    const again = await joinSeat(referee.url, game.gameId, game.seats['north:oc']!.token);
    expect((await request(again, 'talk', { channel: 'table', text: 'still here' })).type).toBe('accepted');
    await again.room.leave();
  });
});

describe('a frame over 1 MiB', () => {
  it('is told in one line with its code, even from a socket with no token', async () => {
    const { WebSocket } = await import('ws');
    const lines = await printed(async () => {
      const ws = new WebSocket(`${referee.url.replace('http', 'ws')}/p/${game.gameId}?sessionId=none`);
      await new Promise<void>((resolve) => {
        ws.on('open', () => ws.send(Buffer.alloc(1024 * 1024 + 16)));
        ws.on('close', () => resolve());
        ws.on('error', () => resolve());
      });
      await until(() => true, 'the socket closed');
    });
    const told = lines.filter((l) => l.includes('socket/frame_too_large'));
    expect(told).toHaveLength(1);
    expect(told[0]).not.toContain('\n');
    expect(lines.filter((l) => /\bat .+\(.+:\d+:\d+\)/.test(l))).toEqual([]);
  });
});
