// A write whose outcome the referee could not hear (issue 18: PostgreSQL across a network). The
// connection drops after the server committed a command's entry but before its answer came
// (test/server/pg-proxy.ts). The referee must neither tell the sender "nothing was changed"
// about a change that is in the log, nor wedge the game by writing the next entry at a place
// the log already holds: it reads back what it could not hear. And when it cannot even read
// back (the database gone for a moment), it says the outcome is not known yet, and settles it
// from the log as soon as the database answers, showing every client the outcome. Likewise a
// COMMIT cut before it reached the server, one that goes unanswered on a silent network (the
// query timeout), and a tournament action whose answer was lost.
import { afterEach, describe, expect, inject, it } from 'vitest';
import { chooseCommand, Dice } from '../../engine/sim/random-game.js';
import { seededRandom } from '../../engine/rules/random.js';
import { openStore } from '../../server/store/open.js';
import { verifyLog } from '../../server/store/verify.js';
import type { Receipt } from '../../server/store/receipt.js';
import { newStoreLocation, testStoreKind } from '../stores.js';
import { startPgProxy, type PgProxy } from './pg-proxy.js';
import { createGame, joinSeat, metricOf, request, startTestReferee, until, type Seat } from './support.js';
import { apiClient } from '../tournament/support.js';

const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanup.splice(0).reverse()) await c();
});

/** A referee whose store is reached through a proxy that can lose answers, a game, its seats. */
async function gameThroughProxy(options: Parameters<typeof startTestReferee>[1] = {}) {
  const run = new URL(inject('postgresUrl'));
  const proxy: PgProxy = await startPgProxy({ host: run.hostname, port: Number(run.port || 5432) });
  cleanup.push(() => proxy.close());
  const location = newStoreLocation('outcome');
  const ref = await startTestReferee(proxy.through(location), options);
  cleanup.push(() => ref.close());
  const game = await createGame(ref.url);
  const seats: Record<string, Seat> = {};
  for (const [id, s] of Object.entries(game.seats)) {
    seats[id] = await joinSeat(ref.url, game.gameId, s.token);
    cleanup.push(() => seats[id]!.room.leave(true).then(() => undefined, () => undefined));
  }
  const dice = new Dice(seededRandom('commit-outcome'));
  const receipts: Receipt[] = [];
  /** The seeded random player's next command, sent by its seat; its answer (within 20 s). */
  const play = async (): Promise<{ type: string; payload: any }> => {
    const state = ref.registry.sessions.get(game.gameId)!.state;
    const cmd = chooseCommand(state, dice)!;
    const answer = await request(seats[cmd.seat]!, 'command', { command: cmd.command, basedOn: state.version }, 20_000);
    if (answer.type === 'accepted') receipts.push(answer.payload.receipt as Receipt);
    return answer;
  };
  /** Resolves once the session has settled a change of unknown outcome past `before` and
   *  every seat's state shows it (within 20 s). */
  const settledForEveryone = (before: number) => {
    const session = ref.registry.sessions.get(game.gameId)!;
    return until(
      () => !session.unsettled && session.state.version > before && Object.values(seats).every((s) => (s.room.state as { version: number }).version === session.state.version),
      'the change settled and shown to every seat',
      20_000,
    );
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
  return { proxy, ref, game, seats, play, receipts, logNow, settledForEveryone };
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

  it('that never reached the database is written when read back: accepted, once', async () => {
    const { proxy, play, receipts, logNow } = await gameThroughProxy();
    expect((await play()).type).toBe('accepted');
    const cut = proxy.cutNextCommit();
    const answer = await play();
    await cut;
    expect(answer.type, JSON.stringify(answer.payload)).toBe('accepted');
    expect((await play()).type).toBe('accepted');
    const { entries, report } = await logNow();
    expect(report.ok).toBe(true);
    expect(report.receipts.every((r) => r.ok)).toBe(true);
    expect(entries.map((e) => e.seq)).toEqual([1, 2, 3, 4]);
    expect(receipts.map((r) => r.seq)).toEqual([2, 3, 4]);
  });

  it("of a tournament action is answered as not known yet, and the tournament is read from its log again, not left behind it", async () => {
    const run = new URL(inject('postgresUrl'));
    const proxy = await startPgProxy({ host: run.hostname, port: Number(run.port || 5432) });
    cleanup.push(() => proxy.close());
    const ref = await startTestReferee(proxy.through(newStoreLocation('outcome')));
    cleanup.push(() => ref.close());
    const api = apiClient(ref.url);
    const made = await api('POST', '/api/tournaments', { name: 'Lost Answers Open', scenario: 'vellara-ford' });
    expect(made.status, made.text).toBe(201);
    const T = `/api/tournaments/${made.body.id}`;
    const org = made.body.organizer.token as string;
    expect((await api('POST', `${T}/registration`, { open: true }, org)).status).toBe(200);
    expect((await api('POST', `${T}/entrants`, { name: 'Ada' })).status).toBe(201);

    const lost = proxy.loseNextCommitAnswer();
    const bo = await api('POST', `${T}/entrants`, { name: 'Bo' });
    await lost;
    expect(bo.status, bo.text).toBe(503);
    expect(bo.body.error.code).toBe('server/outcome_unknown');
    expect(await metricOf(ref.url, 'referee_store_failures_total{area="api",code="store/outcome_unknown"}')).toBe(1);
    // Read again, the tournament is what its log holds: Bo signed up.
    const names = async () => ((await api('GET', T, undefined, org)).body.entrants as { name: string }[]).map((e) => e.name);
    expect(await names()).toEqual(['Ada', 'Bo']);
    // And it goes on: the next action takes the next place in the log.
    const cy = await api('POST', `${T}/entrants`, { name: 'Cy' });
    expect(cy.status, cy.text).toBe(201);
    expect(await names()).toEqual(['Ada', 'Bo', 'Cy']);
  });

  it('that goes unanswered (a network gone silent) is given up after the query timeout, and settled once the server ends the abandoned transaction', async () => {
    // Short limits, so that the test waits seconds: a statement's lock wait 0.5 s, a query with
    // no answer 1.5 s (the server ends a transaction left idle that long).
    const { proxy, play, receipts, logNow, ref, game, settledForEveryone } = await gameThroughProxy({ storage: { busyLimitMs: 500, pool: { queryTimeoutMs: 1500 } } });
    const session = ref.registry.sessions.get(game.gameId)!;
    expect((await play()).type).toBe('accepted');
    const before = session.state.version;
    const held = proxy.holdNextCommit();
    const answer = await play();
    await held;
    // Answered, not left hanging with every game's appends queued behind it.
    expect(['accepted', 'rejected']).toContain(answer.type);
    if (answer.type === 'rejected') expect(answer.payload.code).toBe('server/outcome_unknown');
    await settledForEveryone(before);
    const next = await play();
    expect(next.type, JSON.stringify(next.payload)).toBe('accepted');
    const { entries, report } = await logNow();
    expect(report.ok).toBe(true);
    expect(report.receipts.every((r) => r.ok)).toBe(true);
    expect(entries.map((e) => e.seq)).toEqual([1, 2, 3, 4]);
    expect(receipts.at(-1)!.seq).toBe(4);
  });

  for (const fault of ['its answer lost', 'never sent'] as const) {
    it(`(${fault}) while the database cannot be reached at all is "not known yet", then settled from the log for every client once it answers`, async () => {
      const { proxy, play, receipts, logNow, ref, game, settledForEveryone } = await gameThroughProxy();
      const session = ref.registry.sessions.get(game.gameId)!;
      expect((await play()).type).toBe('accepted');
      const before = session.state.version;
      const struck = fault === 'its answer lost' ? proxy.loseNextCommitAnswer({ thenRefuse: true }) : proxy.cutNextCommit({ thenRefuse: true });
      const answer = await play();
      await struck;
      expect(answer.type).toBe('rejected');
      expect(answer.payload.code).toBe('server/outcome_unknown');
      // Nothing is decided on a state that may lack it: the next change waits, refused.
      const waiting = await play();
      expect(waiting.payload.code).toBe('server/storage_failed');
      expect(waiting.payload.message).toContain('store/unsettled');
      expect(session.state.version).toBe(before);
      // An operator sees both on /metrics, by the store's code.
      expect(await metricOf(ref.url, 'referee_store_failures_total{area="room",code="store/outcome_unknown"}')).toBe(1);
      expect(await metricOf(ref.url, 'referee_store_failures_total{area="room",code="store/unsettled"}')).toBe(1);

      // The database answers again: the room settles the change by itself and every seat is
      // shown the state that includes it.
      proxy.refuseConnections(false);
      await settledForEveryone(before);
      for (let i = 0; i < 3; i++) {
        const next = await play();
        expect(next.type, JSON.stringify(next.payload)).toBe('accepted');
      }
      // The settled change is in the log once, between the commands before and after it.
      const { entries, report } = await logNow();
      expect(report.ok).toBe(true);
      expect(report.receipts.every((r) => r.ok)).toBe(true);
      expect(entries.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 6]);
      expect(receipts.map((r) => r.seq)).toEqual([2, 4, 5, 6]);
      expect(session.receipt().seq).toBe(6);
    });
  }
});
