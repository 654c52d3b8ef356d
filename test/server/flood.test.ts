// One client cannot stall the table (issue 17, item 2): a seat's talk past its quota is refused
// with talk/quota, and a client sending more messages a second than the room allows is dropped
// by Colyseus's own per-client limit; the other seats go on. Small limits for the test.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  process.env.REFEREE_TALK_PER_MINUTE = '3';
  process.env.REFEREE_MAX_MESSAGES_PER_SECOND = '5';
});

const { createGame, joinSeat, startTestReferee, until } = await import('./support.js');

let referee: Awaited<ReturnType<typeof startTestReferee>>;
beforeAll(async () => {
  referee = await startTestReferee();
});
afterAll(async () => {
  await referee.close();
});

describe('one client cannot stall the table', () => {
  it('refuses a seat its talk past the quota with talk/quota; the others still talk', async () => {
    const g = await createGame(referee.url);
    const left = await joinSeat(referee.url, g.gameId, g.seats['south:left']!.token);
    const center = await joinSeat(referee.url, g.gameId, g.seats['south:center']!.token);
    for (let i = 0; i < 4; i++) {
      left.room.send('talk', { channel: 'team:south', text: `flood ${i}`, requestId: `t${i}` });
      await until(() => left.messages.some((m) => m.payload?.requestId === `t${i}`), `answer ${i}`);
    }
    const answers = (i: number) => left.messages.filter((m) => m.payload?.requestId === `t${i}`).map((m) => (m.type === 'rejected' ? m.payload.code : 'accepted'));
    expect([0, 1, 2].map(answers).flat()).not.toContain('talk/quota');
    expect(answers(3)).toEqual(['talk/quota']);
    center.room.send('talk', { channel: 'team:south', text: 'Still here.', requestId: 'c1' });
    await until(() => center.messages.some((m) => m.payload?.requestId === 'c1'), 'the center seat is answered');
    expect(center.messages.find((m) => m.payload?.requestId === 'c1')!.type).not.toBe('rejected');
    await left.room.leave();
    await center.room.leave();
  });
  it('reads no more of a client past its messages a second, telling it why once; the game goes on', async () => {
    const g = await createGame(referee.url);
    const flooder = await joinSeat(referee.url, g.gameId, g.seats['north:oc']!.token);
    const other = await joinSeat(referee.url, g.gameId, g.seats['south:oc']!.token);
    for (let i = 0; i < 20; i++) flooder.room.send('verify', { requestId: `x${i}` });
    const answered = () => flooder.messages.filter((m) => typeof m.payload?.requestId === 'string' && m.payload.requestId.startsWith('x')).length;
    await until(() => answered() >= 5, 'the first five requests are answered');
    // The client went over 5 a second: it is told why, once (message/rate_limited), and the
    // rest of that second's messages were never read.
    await until(() => flooder.messages.some((m) => m.type === 'rejected' && m.payload?.code === 'message/rate_limited'), 'the reason it is throttled');
    expect(flooder.messages.filter((m) => m.payload?.code === 'message/rate_limited')).toHaveLength(1);
    other.room.send('talk', { channel: 'table', text: 'Nothing lost.', requestId: 'o1' });
    await until(() => other.messages.some((m) => m.payload?.requestId === 'o1'), 'the other seat is answered');
    expect(answered()).toBe(5);
    await other.room.leave();
  });
});
