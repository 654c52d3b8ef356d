// A write whose outcome the referee could not hear (issue 18: PostgreSQL across a network). The
// connection drops after the server committed a command's entry but before its answer came
// (test/server/pg-proxy.ts). The referee must neither tell the sender "nothing was changed"
// about a change that is in the log, nor wedge the game by writing the next entry at a place
// the log already holds: it reads back what it could not hear. And when it cannot even read
// back (the database gone for a moment), it says the outcome is not known yet, and settles it
// from the log as soon as the database answers, showing every client the outcome.
import { afterEach, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { chooseCommand, Dice } from '../../engine/sim/random-game.js';
import { seededRandom } from '../../engine/rules/random.js';
import { openStore } from '../../server/store/open.js';
import { verifyLog } from '../../server/store/verify.js';
import type { Receipt } from '../../server/store/receipt.js';
import { newStoreLocation, testStoreKind } from '../stores.js';
import { startPgProxy, type PgProxy } from './pg-proxy.js';
import { createGame, joinSeat, startTestReferee, type Seat } from './support.js';

const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanup.splice(0).reverse()) await c();
});

/** A referee whose store is reached through a proxy that can lose answers, a game, its seats. */
async function gameThroughProxy() {
  const run = new URL(inject('postgresUrl'));
  const proxy: PgProxy = await startPgProxy({ host: run.hostname, port: Number(run.port || 5432) });
  cleanup.push(() => proxy.close());
  const location = newStoreLocation('outcome');
  const ref = await startTestReferee(proxy.through(location));
  cleanup.push(() => ref.close());
  const game = await createGame(ref.url);
  const seats: Record<string, Seat> = {};
  for (const [id, s] of Object.entries(game.seats)) {
    seats[id] = await joinSeat(ref.url, game.gameId, s.token);
    cleanup.push(() => seats[id]!.room.leave(true).then(() => undefined, () => undefined));
  }
  const dice = new Dice(seededRandom('commit-outcome'));
  const receipts: Receipt[] = [];
  let asked = 0;
  /** The seeded random player's next command, sent by its seat; its answer. */
  const play = async (): Promise<{ type: string; payload: any }> => {
    const state = ref.registry.sessions.get(game.gameId)!.state;
    const cmd = chooseCommand(state, dice)!;
    const seat = seats[cmd.seat]!;
    const requestId = `q${++asked}`;
    seat.room.send('command', { command: cmd.command, basedOn: state.version, requestId });
    const answer = await new Promise<{ type: string; payload: any }>((resolve) => {
      const look = () => {
        const m = seat.messages.find((x) => (x.type === 'accepted' || x.type === 'rejected') && x.payload?.requestId === requestId);
        if (m) resolve(m);
        else setTimeout(look, 5);
      };
      look();
    });
    if (answer.type === 'accepted') receipts.push(answer.payload.receipt as Receipt);
    return answer;
  };
  /** The game's log as the database holds it, read past the proxy, and its verification. */
  const logNow = async () => {
    const store = await openStore(location);
    try {
      const entries = await store.readLog(game.gameId);
      return { entries, report: verifyLog(entries, (await store.game(game.gameId))!.seedHash, receipts) };
    } finally {
      await store.close();
    }
  };
  return { proxy, ref, game, seats, play, receipts, logNow };
}

describe.runIf(testStoreKind() === 'postgres')('a commit whose answer was lost', () => {
  it('is read back: the command is accepted as the log holds it, and the game goes on', async () => {
    const { proxy, play, receipts, logNow, ref, game } = await gameThroughProxy();
    for (let i = 0; i < 2; i++) expect((await play()).type).toBe('accepted');
    const lost = proxy.loseNextCommitAnswer();
    const answer = await play();
    await lost;
    expect(answer.type, JSON.stringify(answer.payload)).toBe('accepted');
    for (let i = 0; i < 4; i++) {
      const next = await play();
      expect(next.type, JSON.stringify(next.payload)).toBe('accepted');
    }
    const { entries, report } = await logNow();
    expect(report.ok).toBe(true);
    expect(receipts).toHaveLength(7);
    expect(report.receipts.every((r) => r.ok)).toBe(true);
    // Each command once: the start, then the seven.
    expect(entries.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(ref.registry.sessions.get(game.gameId)!.receipt().seq).toBe(8);
  });
});
