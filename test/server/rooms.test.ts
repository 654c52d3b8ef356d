import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGame, handOf, joinSeat, privateOf, request, startTestReferee, tableOf, until, type CreatedGame, type Seat } from './support.js';

let referee: Awaited<ReturnType<typeof startTestReferee>>;
beforeAll(async () => {
  referee = await startTestReferee();
});
afterAll(async () => {
  await referee.close();
});

describe('eight seats in one game', () => {
  let game: CreatedGame;
  const seats: Record<string, Seat> = {};

  it('each person joins his seat by its invite token', async () => {
    game = await createGame(referee.url);
    expect(Object.keys(game.seats)).toEqual(['south:oc', 'south:left', 'south:center', 'south:right', 'north:oc', 'north:left', 'north:center', 'north:right']);
    for (const [id, s] of Object.entries(game.seats)) seats[id] = await joinSeat(referee.url, game.gameId, s.token);
    for (const [id, s] of Object.entries(seats)) {
      await until(() => s.messages.some((m) => m.type === 'welcome'), `${id} welcome`);
      expect(s.messages.find((m) => m.type === 'welcome')!.payload.you).toEqual({ kind: 'seat', seatId: id });
    }
  });

  it('the Overall Commander alone sees his hand; the other army sees its size', async () => {
    const oc = privateOf(seats['south:oc']!, 'south:oc');
    expect(oc.hand).toHaveLength(8);
    expect(privateOf(seats['south:left']!, 'south:left').hand).toBeNull();
    for (const [id, s] of Object.entries(seats)) {
      if (id !== 'south:oc') expect(privateOf(s, 'south:oc')).toBeNull();
      expect(tableOf(s).armies.south.handSize).toBe(8);
    }
  });

  it('a Field card issued by courier is seen by its Field General only until the command step ends', async () => {
    const oc = seats['south:oc']!;
    const hand = handOf(oc, 'south:oc');
    const section = hand.find((c) => /-(left|center|right)$/.test(c.kind) && c.kind.startsWith('order-'));
    expect(section, 'this test needs a section card in hand').toBeTruthy();
    const sectionName = section!.kind.split('-').pop()!;
    const answer = await request(oc, 'command', { command: { type: 'IssueFieldCard', cardId: section!.id } });
    expect(answer.type).toBe('accepted');
    const fg = seats[`south:${sectionName}`]!;
    await until(() => privateOf(fg, `south:${sectionName}`).plays.length === 1, 'the Field General to see his card');
    const other = seats[sectionName === 'left' ? 'south:right' : 'south:left']!;
    await until(() => tableOf(other).version === answer.payload.version, 'the patch to reach another Field General');
    // The other Field General sees no play, just as the table does: his part says so by
    // pointing at the public part's plays (null), which hold none and count one hidden.
    expect(privateOf(other, other === seats['south:right'] ? 'south:right' : 'south:left').plays).toBeNull();
    expect(tableOf(other).turnState.plays).toEqual([]);
    expect(tableOf(other).turnState.hiddenPlays).toBe(1);
    expect(tableOf(seats['north:oc']!).turnState.plays).toEqual([]);
    const done = await request(oc, 'command', { command: { type: 'CompleteCommandStep', visit: sectionName } });
    expect(done.type).toBe('accepted');
    await until(() => tableOf(seats['north:oc']!).turnState.plays.length === 1, 'the play to become public');
  });

  it('refuses a command with the engine\'s code and sentence, and changes nothing', async () => {
    const before = tableOf(seats['south:left']!).version;
    const r = await request(seats['south:left']!, 'command', { command: { type: 'IssueFieldCard', cardId: 'order-two-left#1' } });
    expect(r.type).toBe('rejected');
    expect(r.payload.code).toBe('seat/not_overall_commander');
    expect(r.payload.message).toMatch(/Overall Commander/);
    const other = await request(seats['north:oc']!, 'command', { command: { type: 'EndOrders', section: 'left' } });
    expect(other.payload.code).toBe('seat/not_your_turn');
    expect(tableOf(seats['south:left']!).version).toBe(before);
  });
});
