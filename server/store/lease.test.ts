// Fencing (issue 18): two store instances, as two referee processes, on one store try to own
// one game. Fault injection: the first owner stops renewing (as a process that froze), the
// second takes the game over and restores it from the log, then both append at once. The
// game ends with one owner and one chain: the old owner's appends are refused with
// `store/lease_lost`, nothing forks, and the log verifies. On both stores.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { playRandomGame, randomStart } from '../../engine/sim/random-game.js';
import { newStoreLocation } from '../../test/stores.js';
import { GameSession } from '../game/session.js';
import { firstBrokenLink, type LogEntry } from './log-chain.js';
import { openStore } from './open.js';
import { isStoreError } from './sql.js';
import type { Store } from './store.js';
import { verifyLog } from './verify.js';

const stores: Store[] = [];
afterEach(async () => {
  for (const s of stores.splice(0)) await s.close().catch(() => undefined);
});

/** `n` referee processes' stores on one new location, on one clock the test moves. */
async function processes(n: number) {
  const location = newStoreLocation('lease');
  const time = { now: 1_000_000 };
  const out: Store[] = [];
  for (let i = 0; i < n; i++) {
    const s = await openStore(location, { leases: { owner: `process-${'ABC'[i]}`, ttlMs: 1000, clock: () => time.now } });
    stores.push(s);
    out.push(s);
  }
  return { time, stores: out };
}

const errorOf = (p: Promise<unknown>) => p.then(() => null, (err: unknown) => err);

describe('game leases', () => {
  it('two processes trying to own one game end with one owner and one chain', async () => {
    const { time, stores: [a, b] } = await processes(2);
    const { type: _type, ...start } = randomStart('lease', 8, 'vellara-ford');
    const made = await GameSession.create(a!, { ...start, generator: 'sfc32' }, 1);
    if ('rejection' in made) throw new Error(made.rejection.message);
    const id = made.session.id;
    await a!.leases.take(id);
    const script = playRandomGame('lease', 12).commands;
    let k = 0;
    const onA = made.session;
    for (; k < 3; k++) expect((await onA.submit(script[k]!, 10 + k)).ok).toBe(true);

    // While A's lease lives, B cannot take the game.
    const held = await errorOf(b!.leases.take(id));
    expect(isStoreError(held, 'store/lease_held')).toBe(true);
    expect((held as Error).message).toMatch(/owned by another referee process \(process-A\)/);

    // A stops renewing; once its lease expires B takes over and restores from the log.
    time.now += 2000;
    await b!.leases.take(id);
    const onB = await GameSession.restore(b!, id);
    expect(onB.state.version).toBe(onA.state.version);

    // A, not knowing, appends: refused, its state unchanged. B appends the same command.
    const versionOnA = onA.state.version;
    const lost = await errorOf(onA.submit(script[k]!, 20));
    expect(isStoreError(lost, 'store/lease_lost')).toBe(true);
    expect((lost as Error).message).toMatch(/no longer owns game .* \(process-B took it over\); nothing was written/);
    expect(onA.state.version).toBe(versionOnA);
    expect((await onB.submit(script[k]!, 20)).ok).toBe(true);
    k++;

    // Both at once, in the same turn: only B's lands.
    const [fromA, fromB] = await Promise.allSettled([onA.submit(script[k]!, 30), onB.submit(script[k]!, 30)]);
    expect(fromA.status === 'rejected' && isStoreError(fromA.reason, 'store/lease_lost')).toBe(true);
    expect(fromB.status === 'fulfilled' && fromB.value.ok).toBe(true);
    k++;

    // A cannot take the game back while B's lease lives, nor renew it.
    expect(isStoreError(await errorOf(a!.leases.take(id)), 'store/lease_held')).toBe(true);
    expect(await a!.leases.renewAll()).toEqual([]);
    expect(a!.leases.holds(id)).toBe(false);

    // One owner, one chain: 1 start + k commands, linked, and it verifies.
    expect(await a!.db.all('SELECT owner FROM game_leases WHERE game_id = ?', [id])).toEqual([{ owner: 'process-B' }]);
    const log = await a!.readLog(id);
    expect(log.map((e) => e.seq)).toEqual(Array.from({ length: k + 1 }, (_, i) => i + 1));
    expect(firstBrokenLink(log)).toBeNull();
    expect(verifyLog(log, made.session.seedHash).ok).toBe(true);
    expect(log[log.length - 1]!.hash).toBe(onB.receipt().hash);
  });

  it('two processes taking over an expired lease at the same moment: exactly one wins', async () => {
    const { time, stores: [a, b, c] } = await processes(3);
    await a!.db.run("INSERT INTO games (id, created_at, scenario_id, scenario_name, players, seed, seed_hash) VALUES ('g1', 0, 's', 'S', 8, 'x', 'y')");
    await a!.leases.take('g1');
    time.now += 2000;
    const results = await Promise.allSettled([b!.leases.take('g1'), c!.leases.take('g1')]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const loser = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(isStoreError(loser.reason, 'store/lease_held')).toBe(true);
    expect([b!.leases.holds('g1'), c!.leases.holds('g1')].sort()).toEqual([false, true]);
  });

  it('a process that closes lets go of its leases, so another takes the game at once', async () => {
    const { stores: [a, b] } = await processes(2);
    await a!.db.run("INSERT INTO games (id, created_at, scenario_id, scenario_name, players, seed, seed_hash) VALUES ('g1', 0, 's', 'S', 8, 'x', 'y')");
    await a!.leases.take('g1');
    await a!.close();
    await b!.leases.take('g1');
    expect(b!.leases.holds('g1')).toBe(true);
  });

  it('renews every held lease in one commit, however many games; reports the ones another process took and takes back a freed one', async () => {
    const { time, stores: [a, b] } = await processes(2);
    const ids = Array.from({ length: 1200 }, (_, i) => `g${i}`);
    await a!.db.runMany("INSERT INTO games (id, created_at, scenario_id, scenario_name, players, seed, seed_hash) VALUES (?, 0, 's', 'S', 8, 'x', 'y')", ids.map((id) => [id]));
    for (const id of ids) await a!.leases.take(id);
    // g5 expires for A and B takes it; g7's row is gone (as if released by mistake): free again.
    time.now += 2000;
    await b!.leases.take('g5');
    await a!.db.run("DELETE FROM game_leases WHERE game_id = 'g7'");
    const transactions = vi.spyOn(a!.db, 'transaction');
    const writes = vi.spyOn(a!.db, 'run');
    expect(await a!.leases.renewAll()).toEqual(['g5']);
    // One transaction for the 1,199 renewals (a commit each stalled the event loop ~0.4 ms per
    // game); only the two that did not renew, g5 and g7, are tried again one by one.
    expect(transactions).toHaveBeenCalledTimes(1);
    expect(writes).toHaveBeenCalledTimes(2);
    const rows = await a!.db.all<{ game_id: string; owner: string; expires_at: number }>('SELECT game_id, owner, expires_at FROM game_leases');
    expect(rows).toHaveLength(1200);
    for (const r of rows) {
      if (r.game_id === 'g5') expect(r.owner).toBe('process-B');
      else expect([r.owner, Number(r.expires_at)]).toEqual(['process-A', time.now + 1000]);
    }
    expect(a!.leases.holds('g5')).toBe(false);
    expect(a!.leases.holds('g7')).toBe(true);
  });

  it('the fence in one condition (the lone entry\'s insert) allows exactly what its read does not refuse', async () => {
    const { time, stores: [a, b] } = await processes(2);
    await a!.db.runMany("INSERT INTO games (id, created_at, scenario_id, scenario_name, players, seed, seed_hash) VALUES (?, 0, 's', 'S', 8, 'x', 'y')", [['mine'], ['theirs'], ['nobody\'s']]);
    await a!.leases.take('mine');
    await a!.leases.take('theirs');
    time.now += 2000;
    await b!.leases.take('theirs');
    for (const game of ['mine', 'theirs', "nobody's"]) {
      const [row] = await a!.db.all<{ allowed: unknown }>(`SELECT CASE WHEN ${a!.leases.allows} THEN 1 ELSE 0 END AS allowed`, a!.leases.allowsParams(game));
      const q = a!.leases.fenceQuery([{ gameId: game } as LogEntry]);
      const refused = a!.leases.refusals(await a!.db.all(q.sql, q.params)).has(game);
      expect([game, Number(row!.allowed) === 1]).toEqual([game, !refused]);
    }
  });

  it("a game the server creates is never seen without an owner: its lease is written with its row", async () => {
    const { stores: [a, b] } = await processes(2);
    // Right after the transaction that writes the game's row commits (before anything else),
    // B looks through the active games as its take-over sweep does (game/takeover.ts).
    const original = a!.db.transaction.bind(a!.db);
    const seenByB: { gameId: string; owner: string | null }[][] = [];
    vi.spyOn(a!.db, 'transaction').mockImplementation(async (work) => {
      const out = await original(work);
      seenByB.push(await b!.leases.activeGameOwners());
      return out;
    });
    const { type: _type, ...start } = randomStart('claimed', 8, 'vellara-ford');
    const made = await GameSession.create(a!, { ...start, generator: 'sfc32' }, 1, { leased: true });
    if ('rejection' in made) throw new Error(made.rejection.message);
    const id = made.session.id;
    expect(seenByB.length).toBeGreaterThan(0);
    expect(seenByB[0]).toEqual([{ gameId: id, owner: 'process-A' }]);
    expect(a!.leases.holds(id)).toBe(true);
    expect(isStoreError(await errorOf(b!.leases.take(id)), 'store/lease_held')).toBe(true);
  });
});
