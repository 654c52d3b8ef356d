// The referee's private part (both hands, the deck, every play) is made only while a referee's
// client is in the room (server/rooms/sync.ts): a referee who comes in the middle of a game,
// after commands played with nobody watching, must still see exactly the game as it stands,
// and follow it from then on; one who comes back after leaving, likewise.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGame, handOf, joinSeat, privateOf, request, startTestReferee, tableOf, until, type CreatedGame, type Seat } from './support.js';

let referee: Awaited<ReturnType<typeof startTestReferee>>;
beforeAll(async () => {
  referee = await startTestReferee();
});
afterAll(async () => {
  await referee.close();
});

/** Issues the first card of the Overall Commander's hand that the rules take now. */
async function issueSomeCard(oc: Seat): Promise<number> {
  for (const card of handOf(oc, 'south:oc')) {
    const answer = await request(oc, 'command', { command: { type: 'IssueFieldCard', cardId: card.id } });
    if (answer.type === 'accepted') return answer.payload.version as number;
  }
  throw new Error('no card of the hand could be issued');
}

/** What the referee's latest part says of the south hand, and how many plays he sees: his part's
 *  while the command phase hides them, the public part's after (server/game/projection.ts). */
function refereeSees(watcher: Seat): { south: string[]; plays: number } {
  const part = privateOf(watcher, 'referee');
  const plays = part?.plays === null ? tableOf(watcher)?.turnState?.plays : part?.plays;
  return { south: part?.referee?.hands?.south ?? [], plays: plays?.length ?? -1 };
}

describe("a referee's part while he watches, and when he comes in later", () => {
  let game: CreatedGame;
  let oc: Seat;

  it('a referee joining after commands played unwatched sees the hands and plays as they stand, and follows the next command', async () => {
    game = await createGame(referee.url);
    oc = await joinSeat(referee.url, game.gameId, game.seats['south:oc']!.token);
    await until(() => handOf(oc, 'south:oc').length === 8, 'the hand');
    const first = await issueSomeCard(oc);
    await until(() => tableOf(oc)?.version === first && handOf(oc, 'south:oc').length === 7, 'the issue to reach the Overall Commander');

    const watcher = await joinSeat(referee.url, game.gameId, game.referee.token);
    await until(() => refereeSees(watcher).south.length > 0, "the referee's welcome");
    expect(refereeSees(watcher)).toEqual({ south: handOf(oc, 'south:oc').map((c) => c.id), plays: 1 });

    const second = await issueSomeCard(oc);
    await until(() => handOf(oc, 'south:oc').length === 6 && tableOf(watcher)?.version === second, 'the second issue to reach both');
    await until(() => refereeSees(watcher).plays === 2, "the referee's part after the second issue");
    expect(refereeSees(watcher).south).toEqual(handOf(oc, 'south:oc').map((c) => c.id));
    await watcher.room.leave();
  });

  it('one who left and comes back sees what was played meanwhile', async () => {
    const done = await request(oc, 'command', { command: { type: 'CompleteCommandStep', visit: null } });
    expect(done.type).toBe('accepted');
    const again = await joinSeat(referee.url, game.gameId, game.referee.token);
    await until(() => refereeSees(again).plays === 2 && tableOf(again)?.version === done.payload.version, "the returning referee's welcome");
    expect(refereeSees(again).south).toEqual(handOf(oc, 'south:oc').map((c) => c.id));
    // The welcome's part names the synced state's version, as every private message does.
    const welcome = again.messages.find((m) => m.type === 'welcome')!;
    expect(welcome.payload.private.for).toBe('referee');
    expect(welcome.payload.private.version).toBe(done.payload.version);
  });
});
