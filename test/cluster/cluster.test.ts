// Three referee processes on one Redis and one PostgreSQL (issue 18): three eight-seat games
// spread over them, each seat joining through another process than its game's (the
// matchmaker routes it); a turn played in each; the process holding one game is killed
// (SIGKILL) in the middle of its turn. Its eight seats reconnect by themselves, the game comes
// back in a living process from the shared log, and the turn finishes; every accepted command
// is in the log, every game's log verifies (with every receipt the seats were given), and the
// seed stays secret. Besides: a process stopped for an update (SIGTERM) hands its games over
// at once, and the faults of two owners, a join racing a take-over, a tournament's games
// spread over processes, and a Redis that cannot be reached. Runs in the postgres project (a database made for the run) against the
// Redis of TEST_REDIS_URL (default redis://127.0.0.1:6379, database 11).
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { Redis } from 'ioredis';
import { Client, type Room } from '@colyseus/sdk';
import { connectionConfig } from '../../server/store/postgres.js';
import { apiClient, tokenFromUrl, tournamentWith } from '../tournament/support.js';
import { chooseCommand, Dice } from '../../engine/sim/random-game.js';
import { seededRandom } from '../../engine/rules/random.js';
import { GameSession } from '../../server/game/session.js';
import { openStore } from '../../server/store/open.js';
import type { Store } from '../../server/store/store.js';
import { verifyLog } from '../../server/store/verify.js';
import type { Receipt } from '../../server/store/receipt.js';
import { newStoreLocation } from '../stores.js';
import { metricOf } from '../server/support.js';
import { redisReady, ResilientSeat, roomPort, startRefereeProcess, testRedisUrl, type RefereeProcess } from './harness.js';
import { redisConnectionName } from '../../server/cluster-config.js';

/** Drops every Redis connection of the process (as a Redis restart, or a blip of the network
 *  between it and Redis, would), found by their name (cluster-config.ts). */
async function cutOffRedis(admin: Redis, p: RefereeProcess): Promise<void> {
  const name = redisConnectionName(`127.0.0.1:${p.port}`);
  const ids = String(await admin.client('LIST'))
    .split('\n')
    .filter((line) => line.includes(` name=${name} `))
    .map((line) => /\bid=(\d+)/.exec(line)![1]!);
  expect(ids.length, `${p.id}'s connections`).toBeGreaterThan(0);
  for (const id of ids) await admin.client('KILL', 'ID', id);
}

/** The process's liveness channel on Redis (cluster.ts: its lease name is `<id>-<port>`). */
function aliveChannelOf(p: RefereeProcess): string {
  return `referee-alive:${p.id}-${p.port}`;
}

/** Resolves once the process has subscribed to its liveness channel again. */
async function untilAliveAgain(admin: Redis, p: RefereeProcess): Promise<void> {
  while ((await admin.pubsub('CHANNELS', aliveChannelOf(p))).length === 0) await new Promise((r) => setTimeout(r, 50));
}

interface CreatedGame {
  gameId: string;
  seats: Record<string, { token: string }>;
}

const processes: RefereeProcess[] = [];
const seats: ResilientSeat[] = [];
let store: Store | undefined;

afterAll(async () => {
  for (const s of seats) await s.leave();
  for (const p of processes) await p.kill('SIGTERM');
  await store?.close();
});

describe('three referee processes on one Redis and one PostgreSQL', () => {
  it('plays a turn in three games, one of their processes killed mid-turn, and loses nothing', async () => {
    const databaseUrl = newStoreLocation('cluster');
    const settings = { databaseUrl, redisUrl: testRedisUrl() };
    // One at a time: the first applies the migrations.
    for (const id of ['a', 'b', 'c']) processes.push(await startRefereeProcess(id, settings));
    store = await openStore(databaseUrl);
    // Each says which store and presence it uses.
    const health = (await (await fetch(`${processes[0]!.url}/healthz`)).json()) as { status: string; store: { kind: string; ok: boolean }; presence: { kind: string; publicAddress: string } };
    expect(health.status).toBe('ok');
    expect(health.store).toMatchObject({ kind: 'postgres', ok: true });
    expect(health.presence).toMatchObject({ kind: 'redis', publicAddress: `127.0.0.1:${processes[0]!.port}`, connected: true });

    // Game i is created through process i, so its room lives there.
    const games: CreatedGame[] = [];
    for (const p of processes) {
      const res = await fetch(`${p.url}/api/games`, { method: 'POST', body: JSON.stringify({ scenario: 'vellara-ford', players: 8 }), headers: { 'content-type': 'application/json' } });
      expect(res.status).toBe(201);
      games.push((await res.json()) as CreatedGame);
    }
    // Each seat joins through the next process: the matchmaker sends it to its room's process.
    const seatsOf = new Map<string, Record<string, ResilientSeat>>();
    const joinedAt = Date.now();
    for (const [i, game] of games.entries()) {
      const order = [processes[(i + 1) % 3]!, processes[(i + 2) % 3]!, processes[i]!];
      const bySeat: Record<string, ResilientSeat> = {};
      for (const [seatId, s] of Object.entries(game.seats)) {
        const seat = new ResilientSeat(game.gameId, s.token, () => order);
        await seat.connect();
        expect(seat.connectedPort(), `a seat of game ${i} reaches its room's process`).toBe(processes[i]!.port);
        bySeat[seatId] = seat;
        seats.push(seat);
      }
      seatsOf.set(game.gameId, bySeat);
    }

    const receipts = new Map<string, Receipt[]>(games.map((g) => [g.gameId, []]));
    /** Plays the game's current turn to its end with the seeded random player; `during` runs
     *  before each command. */
    const playTurn = async (gameId: string, during?: (step: number) => Promise<void>) => {
      const dice = new Dice(seededRandom(`cluster-${gameId}`));
      const first = (await GameSession.restore(store!, gameId)).state;
      for (let step = 0; step < 500; step++) {
        const state = (await GameSession.restore(store!, gameId)).state;
        if (state.turn !== first.turn || state.winner) return step;
        await during?.(step);
        const cmd = chooseCommand(state, dice);
        expect(cmd, 'someone can act').not.toBeNull();
        const answer = await seatsOf.get(gameId)![cmd!.seat]!.request('command', { command: cmd!.command, basedOn: state.version });
        if (answer?.type === 'accepted') receipts.get(gameId)!.push(answer.payload.receipt as Receipt);
        else if (answer?.type === 'rejected') expect(['command/stale', 'server/storage_failed'], JSON.stringify(answer.payload)).toContain(answer.payload.code);
        // No answer: the connection went while the command was on its way; the log says.
      }
      throw new Error(`game ${gameId}: the turn did not end in 500 commands`);
    };

    // Games 0 and 2 play their turn; game 1's process is killed in the middle of its turn.
    expect(await playTurn(games[0]!.gameId)).toBeGreaterThan(5);
    const victim = processes[1]!;
    const victimSeats = Object.values(seatsOf.get(games[1]!.gameId)!);
    let killedAt = -1;
    let backInMs = NaN;
    await playTurn(games[1]!.gameId, async (step) => {
      if (step !== 6) return;
      // Past the SDK's 5 s minimum uptime its seats try the old room again after the drop
      // (client/src/game/reconnect-policy.ts keeps that short), as a long game's would.
      while (Date.now() - joinedAt < 5500) await new Promise((r) => setTimeout(r, 50));
      await victim.kill('SIGKILL');
      killedAt = step;
      const t0 = Date.now();
      while (!victimSeats.every((s) => s.room && s.connectedPort() !== victim.port)) {
        if (Date.now() - t0 > 30_000) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      backInMs = Date.now() - t0;
    });
    expect(killedAt).toBe(6);
    // A few quick tries of the dead room, then a join by id: back in seconds, not the SDK's minute.
    expect(backInMs).toBeLessThan(10_000);
    expect(await playTurn(games[2]!.gameId)).toBeGreaterThan(5);

    // The killed game's seats joined again by themselves, now on a living process.
    for (const seat of victimSeats) {
      expect(seat.rejoins).toBeGreaterThanOrEqual(1);
      expect([processes[0]!.port, processes[2]!.port]).toContain(seat.connectedPort());
      // Each said how much of the turn log it held, and was welcomed with the lines after that
      // only (server/game/turn-log.ts: the restored game narrated its last changes' lines).
      expect(seat.logAfter).not.toBeNull();
      expect(seat.lastWelcome?.logAfter).toBe(seat.logAfter);
      if (seat.lastWelcome?.firstLine !== undefined) expect(seat.lastWelcome.firstLine).toBeGreaterThan(seat.logAfter!);
    }
    // The game came back in one process only: one owner, and no chain forked.
    const owners = await store.db.all<{ owner: string }>('SELECT owner FROM game_leases WHERE game_id = ?', [games[1]!.gameId]);
    expect(owners).toHaveLength(1);
    expect(owners[0]!.owner).not.toContain(`b-${victim.port}`);
    // The operator sees it on the new owner's /metrics: one game taken over from a dead process.
    const takenOver = (p: RefereeProcess) => metricOf(p.url, 'referee_games_taken_over_total');
    expect((await takenOver(processes[0]!))! + (await takenOver(processes[2]!))!).toBe(1);

    for (const game of games) {
      const row = (await store.game(game.gameId))!;
      const entries = await store.readLog(game.gameId);
      // Every command a seat was told was accepted is in the log, at its place in the chain.
      for (const r of receipts.get(game.gameId)!) expect(entries.find((e) => e.seq === r.seq)?.hash, `receipt ${r.seq} of ${game.gameId}`).toBe(r.hash);
      const report = verifyLog(entries, row.seedHash, receipts.get(game.gameId)!);
      expect(report.firstBad).toBeNull();
      expect(report.ok).toBe(true);
      expect(report.receipts.every((c) => c.ok)).toBe(true);
      // The turn is over in every game, the seed still secret to the seats.
      const state = (await GameSession.restore(store, game.gameId)).state;
      expect(state.turn).toBe(2);
      for (const seat of Object.values(seatsOf.get(game.gameId)!)) expect((seat.room!.state as { seed: string }).seed).toBe('');
    }
  }, 180_000);

  /** Two processes on one store and one Redis, an eight-seat game created through the first
   *  (its room there), its seats joined through the processes in the order `via` gives, and the
   *  test's own connection to the store (closed by the caller). */
  async function gameOnTwoProcesses(names: [string, string], via: (a: RefereeProcess, b: RefereeProcess) => RefereeProcess[], bEnv: Record<string, string> = {}) {
    const databaseUrl = newStoreLocation('cluster');
    const settings = { databaseUrl, redisUrl: testRedisUrl() };
    const a = await startRefereeProcess(names[0], settings);
    const b = await startRefereeProcess(names[1], { ...settings, env: bEnv });
    processes.push(a, b);
    const own = await openStore(databaseUrl);
    const res = await fetch(`${a.url}/api/games`, { method: 'POST', body: JSON.stringify({ scenario: 'vellara-ford', players: 8 }), headers: { 'content-type': 'application/json' } });
    const game = (await res.json()) as CreatedGame;
    const bySeat: Record<string, ResilientSeat> = {};
    for (const [seatId, s] of Object.entries(game.seats)) {
      bySeat[seatId] = new ResilientSeat(game.gameId, s.token, () => via(a, b));
      await bySeat[seatId].connect();
      seats.push(bySeat[seatId]);
      expect(bySeat[seatId].connectedPort()).toBe(a.port);
    }
    return { a, b, own, game, bySeat };
  }

  /** After a Redis blip: the game is still a's (its one owner; b took nothing over, by its
   *  output and its /metrics), and it goes on there, every seat still in a. */
  async function expectGameStayedInA({ a, b, own, game, bySeat }: Awaited<ReturnType<typeof gameOnTwoProcesses>>, diceSeed: string): Promise<void> {
    const owners = await own.db.all<{ owner: string }>('SELECT owner FROM game_leases WHERE game_id = ?', [game.gameId]);
    expect(owners.map((o) => o.owner)).toEqual([`${a.id}-${a.port}`]);
    expect(b.output.join('')).not.toMatch(/taking it over|took over/);
    expect(await metricOf(b.url, 'referee_games_taken_over_total')).toBe(0);
    const state = (await GameSession.restore(own, game.gameId)).state;
    const cmd = chooseCommand(state, new Dice(seededRandom(diceSeed)))!;
    const answer = await bySeat[cmd.seat]!.request('command', { command: cmd.command, basedOn: state.version });
    expect(answer?.type, JSON.stringify(answer?.payload)).toBe('accepted');
    for (const seat of Object.values(bySeat)) expect(seat.connectedPort()).toBe(a.port);
  }

  it('a process stopped for an update (SIGTERM) lets its games go at once: their seats join again in a living process and play on, nothing lost', async () => {
    const { a, b, own, game, bySeat } = await gameOnTwoProcesses(['ua', 'ub'], (a, b) => [a, b]);
    try {
      const dice = new Dice(seededRandom('rolling-update'));
      const receipts: Receipt[] = [];
      /** `n` commands of the seeded random player, each answered `accepted`. */
      const play = async (n: number) => {
        for (let i = 0; i < n; i++) {
          const state = (await GameSession.restore(own, game.gameId)).state;
          const cmd = chooseCommand(state, dice)!;
          const answer = await bySeat[cmd.seat]!.request('command', { command: cmd.command, basedOn: state.version });
          expect(answer?.type, JSON.stringify(answer?.payload)).toBe('accepted');
          receipts.push(answer!.payload.receipt as Receipt);
        }
      };
      await play(5);

      // The operator stops a for an update: it ends by itself (exit 0), its games let go.
      const stoppedAt = Date.now();
      await a.kill('SIGTERM');
      expect(a.child.exitCode, a.output.join('').slice(-2000)).toBe(0);
      expect(a.output.join('')).not.toMatch(/did not stop within/);
      // Its seats are back, in b, well before a's lease (REFEREE_LEASE_MS, 30 s) would have
      // run out: a let go of its games as it stopped.
      while (!Object.values(bySeat).every((s) => s.connectedPort() === b.port)) {
        if (Date.now() - stoppedAt > 30_000) throw new Error(`the seats did not reach b: ${Object.values(bySeat).map((s) => `${s.connectedPort()} ${s.lastError}`).join('; ')}`);
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(Date.now() - stoppedAt).toBeLessThan(10_000);
      for (const seat of Object.values(bySeat)) expect(seat.rejoins).toBeGreaterThanOrEqual(1);
      await play(5);

      // One owner now, b; every accepted command in the chain, which verifies whole.
      const owners = await own.db.all<{ owner: string }>('SELECT owner FROM game_leases WHERE game_id = ?', [game.gameId]);
      expect(owners.map((o) => o.owner)).toEqual([`ub-${b.port}`]);
      const entries = await own.readLog(game.gameId);
      for (const r of receipts) expect(entries.find((e) => e.seq === r.seq)?.hash, `receipt ${r.seq}`).toBe(r.hash);
      const report = verifyLog(entries, (await own.game(game.gameId))!.seedHash, receipts);
      expect(report.ok).toBe(true);
      expect(report.receipts.every((c) => c.ok)).toBe(true);
    } finally {
      await own.close();
    }
  }, 120_000);

  it('a process that lost a game to another (thought dead, yet alive) sends its seats there, and the chain stays whole', async () => {
    const { a, b, own, game, bySeat } = await gameOnTwoProcesses(['la', 'lb'], (a, b) => [b, a]);
    try {
      // The fault: b holds the game's lease while a, alive, still has its room.
      await own.db.run('UPDATE game_leases SET owner = ? WHERE game_id = ?', [`lb-${b.port}`, game.gameId]);
      const dice = new Dice(seededRandom('lost-lease'));
      const state = (await GameSession.restore(own, game.gameId)).state;
      const cmd = chooseCommand(state, dice)!;
      const refused = await bySeat[cmd.seat]!.request('command', { command: cmd.command, basedOn: state.version });
      expect(refused?.payload.code).toBe('server/storage_failed');
      expect(refused?.payload.message).toContain('store/lease_lost');
      // a's room sends them away; they join again and land in b, which holds the game now.
      const start = Date.now();
      while (!Object.values(bySeat).every((s) => s.connectedPort() === b.port)) {
        if (Date.now() - start > 30_000) throw new Error('the seats did not reach the new owner');
        await new Promise((r) => setTimeout(r, 20));
      }
      const again = await bySeat[cmd.seat]!.request('command', { command: cmd.command, basedOn: state.version });
      expect(again?.type, JSON.stringify(again?.payload)).toBe('accepted');
      const row = (await own.game(game.gameId))!;
      expect(verifyLog(await own.readLog(game.gameId), row.seedHash).ok).toBe(true);
    } finally {
      await own.close();
    }
  }, 120_000);

  it('a Redis blip (both processes cut off from it at once, one slow to come back) moves no game', async () => {
    const two = await gameOnTwoProcesses(['ra', 'rb'], (a, b) => [a, b]);
    const { a, b, own } = two;
    const admin = new Redis(testRedisUrl());
    try {
      await redisReady(admin);
      const cutOff = (p: RefereeProcess) => cutOffRedis(admin, p);
      // a stays away longer than b's take-over looks (one a second): without the guard, b,
      // back at once, would see a's liveness subscription missing and take its game.
      a.child.kill('SIGSTOP');
      await cutOff(a);
      await cutOff(b);
      await new Promise((r) => setTimeout(r, 2500));
      a.child.kill('SIGCONT');
      // a subscribes again; b's looks go on meanwhile and after.
      await untilAliveAgain(admin, a);
      await new Promise((r) => setTimeout(r, 1500));
      // Both say so on /metrics: their Redis connections came back, and no game was taken over.
      for (const p of [a, b]) {
        expect(await metricOf(p.url, 'referee_redis_reconnects_total'), `${p.id}'s reconnects`).toBeGreaterThanOrEqual(1);
        expect(await metricOf(p.url, 'referee_games_taken_over_total')).toBe(0);
      }
      await expectGameStayedInA(two, 'redis-blip');
    } finally {
      a.child.kill('SIGCONT');
      admin.disconnect();
      await own.close();
    }
  }, 120_000);

  it("a blip of one process's Redis connection alone moves none of its games, though another process looks meanwhile", async () => {
    // b holds a process gone from Redis for dead only if it is still gone 3 s later (the
    // default is 500 ms; a blip here lasts ~1.3 s, so that b surely looks within it: every
    // second). Without that second look, b takes a's game at its first look in the blip.
    const two = await gameOnTwoProcesses(['oa', 'ob'], (a, b) => [a, b], { REFEREE_DEATH_CONFIRM_MS: '3000' });
    const { a, own } = two;
    const admin = new Redis(testRedisUrl());
    try {
      await redisReady(admin);
      for (let blip = 0; blip < 2; blip++) {
        // a's connections dropped (a network blip between a and Redis), a kept from coming
        // back for 1.2 s; b's connections stay, and b looks every second.
        a.child.kill('SIGSTOP');
        await cutOffRedis(admin, a);
        expect(await admin.pubsub('CHANNELS', aliveChannelOf(a))).toEqual([]);
        await new Promise((r) => setTimeout(r, 1200));
        a.child.kill('SIGCONT');
        await untilAliveAgain(admin, a);
      }
      // Past b's second look after the last blip: still a's.
      await new Promise((r) => setTimeout(r, 3500));
      expect(await metricOf(a.url, 'referee_redis_reconnects_total')).toBeGreaterThanOrEqual(2);
      await expectGameStayedInA(two, 'own-blip');
    } finally {
      a.child.kill('SIGCONT');
      admin.disconnect();
      await own.close();
    }
  }, 120_000);

  it('a join that meets another living process bringing its game back waits for that room and is routed there, not refused', async () => {
    const databaseUrl = newStoreLocation('cluster');
    const settings = { databaseUrl, redisUrl: testRedisUrl() };
    const [a, b, c] = [await startRefereeProcess('wa', settings), await startRefereeProcess('wb', settings), await startRefereeProcess('wc', settings)];
    processes.push(a, b, c);
    const res = await fetch(`${c.url}/api/games`, { method: 'POST', body: JSON.stringify({ scenario: 'vellara-ford', players: 8 }), headers: { 'content-type': 'application/json' } });
    const game = (await res.json()) as CreatedGame;
    const [first, second] = Object.values(game.seats).map((s) => s.token);
    // The game's log is held locked (as by a slow disk): the process that takes the game over
    // holds its lease, but cannot read its log and open its room until the lock goes.
    const locker = new pg.Client(connectionConfig(databaseUrl).config);
    await locker.connect();
    const rooms: Room[] = [];
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE log IN ACCESS EXCLUSIVE MODE');
      await c.kill('SIGKILL');
      // One seat joins through a, the other through b: one of the two takes the game over (or
      // its sweep does), the other meets its lease.
      const joins = [new Client(a.url.replace('http', 'ws')).joinById(game.gameId, { token: first }), new Client(b.url.replace('http', 'ws')).joinById(game.gameId, { token: second })];
      const settled: unknown[] = [];
      joins.forEach((j, i) => j.then((room) => rooms.push(room), (err: Error) => (settled[i] = err)));
      // The other process holds its join, waiting for the owner's room (its /metrics says).
      const waitingIn = async (p: RefereeProcess) => Number(/^referee_joins_waiting_for_owner (\d+)/m.exec(await (await fetch(`${p.url}/metrics`)).text())?.[1] ?? 0);
      const start = Date.now();
      while ((await waitingIn(a)) + (await waitingIn(b)) === 0) {
        expect(settled.filter(Boolean).map(String), 'no join is refused meanwhile').toEqual([]);
        if (Date.now() - start > 30_000) throw new Error('no join waited for the owner of the game');
        await new Promise((r) => setTimeout(r, 20));
      }
      await locker.query('COMMIT');
      const joined = await Promise.all(joins);
      // Both seats are in the one room of the game, in the process that owns it.
      const ports = joined.map(roomPort);
      expect(ports[0]).toBe(ports[1]);
      expect([a.port, b.port]).toContain(ports[0]);
      const owners = await locker.query('SELECT owner FROM game_leases WHERE game_id = $1', [game.gameId]);
      expect(owners.rows).toHaveLength(1);
      expect(String(owners.rows[0].owner)).toContain(`-${ports[0]}`);
    } finally {
      await locker.query('ROLLBACK').catch(() => undefined);
      await locker.end();
      for (const room of rooms) await room.leave(true).catch(() => undefined);
    }
  }, 120_000);

  it("a join whose room's process dies while its seat is being reserved there brings the game back at once", async () => {
    const databaseUrl = newStoreLocation('cluster');
    const settings = { databaseUrl, redisUrl: testRedisUrl() };
    const [a, b] = [await startRefereeProcess('ra', settings), await startRefereeProcess('rb', settings)];
    processes.push(a, b);
    const res = await fetch(`${b.url}/api/games`, { method: 'POST', body: JSON.stringify({ scenario: 'vellara-ford', players: 8 }), headers: { 'content-type': 'application/json' } });
    const game = (await res.json()) as CreatedGame;
    const token = Object.values(game.seats)[0]!.token;
    // The moment of the race: b's room still answers (b is stopped, not yet dead: its Redis
    // connection and subscriptions stand) when a routes the join there and sends it the seat
    // reservation; then b dies. A pattern subscription sees the reservation go by without
    // counting as the room's subscriber.
    const watcher = new Redis(testRedisUrl());
    await redisReady(watcher);
    const reservationSent = new Promise<void>((resolve) => watcher.on('pmessage', () => resolve()));
    await watcher.psubscribe(`$${game.gameId}`);
    const rooms: Room[] = [];
    try {
      b.child.kill('SIGSTOP');
      const join = new Client(a.url.replace('http', 'ws')).joinById(game.gameId, { token });
      join.catch(() => undefined);
      await reservationSent;
      await b.kill('SIGKILL');
      rooms.push(await join);
      // Brought back in a, where the join was asked, instead of refused after Colyseus's 2 s
      // call and 2 s health check ("process … is not available.").
      expect(roomPort(rooms[0]!)).toBe(a.port);
      const rerouted = Number(/^referee_joins_rerouted_total (\d+)/m.exec(await (await fetch(`${a.url}/metrics`)).text())?.[1]);
      expect(rerouted).toBe(1);
    } finally {
      watcher.disconnect();
      for (const room of rooms) await room.leave(true).catch(() => undefined);
    }
  }, 120_000);

  /** Two processes on one store; a tournament whose round 1 was paired through a (its games'
   *  rooms are there); one entrant's seat link of its first game, seated through `via`, and
   *  what that seat is told and when it leaves. */
  async function seatedInTournamentGame(names: [string, string], via: 'a' | 'b') {
    const databaseUrl = newStoreLocation('cluster');
    const settings = { databaseUrl, redisUrl: testRedisUrl() };
    const [a, b] = [await startRefereeProcess(names[0], settings), await startRefereeProcess(names[1], settings)];
    processes.push(a, b);
    const { T, org, tokens } = await tournamentWith(apiClient(a.url), { name: 'Cluster Cup', scenario: 'vellara-ford' }, ['Ada', 'Bo', 'Cy', 'Di']);
    const r1 = await apiClient(a.url)('POST', `${T}/rounds`, {}, org);
    expect(r1.status, r1.text).toBe(201);
    const first = (r1.body.tournament.matches as { a: string }[])[0]!;
    // An entrant's link (revoked when his entrant token is replaced).
    const mine = await apiClient(a.url)('POST', `${T}/matches/R1T1/games/1/links`, {}, tokens[first.a]);
    const seatToken = tokenFromUrl(mine.body.seats[0].url);
    const room = await new Client((via === 'a' ? a : b).url.replace('http', 'ws')).joinById(mine.body.gameId, { token: seatToken });
    expect(roomPort(room)).toBe(a.port);
    const told: { code?: string }[] = [];
    room.onMessage('rejected', (m: { code?: string }) => told.push(m));
    const left = new Promise<number>((resolve) => room.onLeave((code: number) => resolve(code)));
    return { a, b, T, org, entrant: first.a, gameId: mine.body.gameId as string, seatToken, told, left };
  }

  it("a tournament round re-paired through one process closes its games' rooms in another", async () => {
    const { a, b, T, org, gameId, seatToken, told, left } = await seatedInTournamentGame(['ta', 'tb'], 'b');
    // The organizer re-pairs round 1 through b: the game is void, and a closes its room.
    const re = await apiClient(b.url)('POST', `${T}/rounds`, { round: 1, reason: 'an entrant signed up twice' }, org);
    expect(re.status, re.text).toBe(201);
    await left;
    expect(told.map((m) => m.code)).toContain('join/game_void');
    for (const p of [a, b]) await expect(new Client(p.url.replace('http', 'ws')).joinById(gameId, { token: seatToken })).rejects.toThrow(/join\/game_void/);
  }, 120_000);

  it('a seat link revoked through one process lets its seat go from the room another process holds', async () => {
    const { b, T, org, entrant, told, left } = await seatedInTournamentGame(['ra', 'rb'], 'a');
    // The organizer replaces the entrant's token through b: the seat in a's room is let go.
    const reissued = await apiClient(b.url)('POST', `${T}/entrants/${entrant}/token`, { reason: 'lost his phone' }, org);
    expect(reissued.status, reissued.text).toBe(201);
    expect(await left).toBe(4003);
    expect(told.map((m) => m.code)).toContain('join/link_revoked');
  }, 120_000);

  it('a process whose Redis cannot be reached stops at once and says so', async () => {
    // Nothing listens on port 1: the start fails with the sentence, not a process that waits.
    await expect(startRefereeProcess('no-redis', { databaseUrl: newStoreLocation('cluster'), redisUrl: 'redis://127.0.0.1:1' })).rejects.toThrow(/Redis at redis:\/\/127\.0\.0\.1:1 \(REDIS_URL\) cannot be reached/);
  }, 60_000);
});
