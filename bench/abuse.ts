// Abuse benchmark (issue 17): one victim load's command-to-client p99 quiet, then while
// another game's seat floods talk (past its talk quota and Colyseus's per-client message
// rate), then while BENCH_ABUSE_SPECTATORS (1,000) spectator sockets join and leave a third
// game. Target: the victim's p99 under abuse within 2 × its quiet p99. Then the start-up time
// with BENCH_ABUSE_ABANDONED abandoned games in the database, against the same database
// without them (the start reads only active rows: server/store/games-table.ts).
//
// The server runs in its own process (bench/server-process.ts), the victim's clients in a
// worker thread (bench/load-clients.ts), the flooder in this thread, and the spectators in a
// worker thread at the lowest priority (bench/abuse-storm.ts: strangers on other machines, who
// should not take the cores from the victims' own clients on this one). The spectators are raw
// sockets, as an abuser opens them (a seat reservation, the WebSocket, the join acknowledged,
// nothing decoded): the server does the same work as for a browser. The spectator caps are
// raised by env for the run (REFEREE_SPECTATORS_PER_GAME and _PER_ADDRESS): the storm is 1,000
// sockets of one game from one address; the admission rate is left at its default.
import Database from 'better-sqlite3';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { Worker } from 'node:worker_threads';
import { Client, type Room } from '@colyseus/sdk';
// As the browser client does: the referee's `text` fields.
import '../server/rooms/wire-text.js';
import { startReferee } from '../server/app.js';
import { breakdown, percentile, startClients, startServerProcess, type Phase } from './server.js';
import type { StormCounts, StormPlan } from './abuse-storm.js';

// 40 s a phase: long enough for the storm's 1,000 spectators to be admitted at the default 30 a
// second and to leave again, and for the victims' p99 to rest on some 900 commands, not 176.
const SECONDS = Number(process.env.BENCH_ABUSE_SECONDS ?? 40);
const VICTIMS = Number(process.env.BENCH_ABUSE_VICTIMS ?? 20);
const SPECTATORS = Number(process.env.BENCH_ABUSE_SPECTATORS ?? 1000);
const ABANDONED = Number(process.env.BENCH_ABUSE_ABANDONED ?? 2000);

type Created = { gameId: string; seats: Record<string, { token: string }>; spectator: { token: string } };

async function createGame(base: string, players: number): Promise<Created> {
  const res = await fetch(`${base}/api/games`, { method: 'POST', body: JSON.stringify({ scenario: 'vellara-ford', players }) });
  if (res.status !== 201) throw new Error(`creating a game: ${res.status} ${await res.text()}`);
  return (await res.json()) as Created;
}

/** A seat that sends talk far past its quota and the message rate. Colyseus stops reading a
 *  client past the rate and holds its seat for a reconnection (EpicRoom.onDrop), so no answer
 *  comes any more: then the flooder opens a new connection with its token and goes on. */
function startFlood(url: string, gameId: string, token: string) {
  const counts = { sent: 0, accepted: 0, quota: 0, otherRefusals: 0, dropped: 0 };
  let room: Room | null = null;
  let joining = false;
  let lastAnswer = 0;
  let on = true;
  const answered = () => void (lastAnswer = performance.now());
  const join = async (): Promise<void> => {
    joining = true;
    while (on) {
      try {
        const r = await new Client(url).joinById(gameId, { token });
        r.onMessage('accepted', () => (answered(), counts.accepted++));
        r.onMessage('rejected', (m: { code: string }) => (answered(), m.code === 'talk/quota' ? counts.quota++ : counts.otherRefusals++));
        r.onMessage('*', () => {});
        room = r;
        answered();
        break;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    joining = false;
  };
  void join();
  // 20 messages every 10 ms: 2,000 a second, four times the per-client message rate.
  const timer = setInterval(() => {
    if (!room || joining) return;
    if (performance.now() - lastAnswer > 300) {
      counts.dropped++;
      const old = room;
      room = null;
      void old.leave().catch(() => {});
      void join();
      return;
    }
    for (let i = 0; i < 20; i++) {
      room.send('talk', { channel: 'table', text: `flood ${counts.sent}` });
      counts.sent++;
    }
  }, 10);
  return {
    counts,
    async stop(): Promise<void> {
      on = false;
      clearInterval(timer);
      await (room as Room | null)?.leave().catch(() => {});
    },
  };
}

/** The spectator storm in its worker thread, at the lowest priority (bench/abuse-storm.ts). */
async function startStorm(base: string, gameId: string, token: string) {
  const plan: StormPlan = { base, gameId, token, spectators: SPECTATORS };
  const worker = new Worker(new URL('./abuse-storm.ts', import.meta.url), { workerData: plan, execArgv: ['--import', 'tsx'] });
  await once(worker, 'message');
  return {
    async stop(): Promise<StormCounts> {
      worker.postMessage('stop');
      const [counts] = (await once(worker, 'message')) as [StormCounts];
      await worker.terminate();
      return counts;
    },
  };
}

function summary(phase: Phase): { p50: number; p99: number; max: number; n: number } {
  const sorted = [...phase.latencies].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: percentile(sorted, 100), n: sorted.length };
}

/** Start-up time of the referee on this database, in ms, and how many games it restored. */
async function timedStart(dbFile: string): Promise<{ ms: number; restored: number }> {
  const t0 = performance.now();
  const referee = await startReferee({ port: 0, store: dbFile, clientDir: tmpdir() });
  const ms = Math.round(performance.now() - t0);
  await referee.close();
  return { ms, restored: referee.restored };
}

export async function runAbuseBench(log: (line: string) => void = console.log): Promise<void> {
  // The SDK warns for each message that comes before its handler is set (a spectator's
  // `welcome` arrives with the join): thousands of lines, none of them news.
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (!String(args[0]).startsWith('@colyseus/sdk: onMessage() not registered')) warn(...args);
  };
  try {
    await abuse(log);
  } finally {
    console.warn = warn;
  }
}

async function abuse(log: (line: string) => void): Promise<void> {
  log(`abuse: ${VICTIMS} victim games × 8 clients (one command per game per second, a second one right after in every 10th), phases of ${SECONDS} s: quiet, while a seat of another game floods talk, while ${SPECTATORS} spectator sockets join and leave a third game (spectator caps raised by env for the run)`);
  const server = await startServerProcess({ REFEREE_SPECTATORS_PER_GAME: String(SPECTATORS + 100), REFEREE_SPECTATORS_PER_ADDRESS: String(SPECTATORS + 100) });
  const base = `http://127.0.0.1:${server.port}`;
  const url = `ws://127.0.0.1:${server.port}`;
  // The victims first: the server process's seeds are bench-1, bench-2, … in creation order,
  // and the victim clients replay those games from their own engine (load-clients.ts).
  const games = [];
  for (let i = 0; i < VICTIMS; i++) {
    const g = await createGame(base, 8);
    games.push({ gameId: g.gameId, seed: `bench-${i + 1}`, tokens: Object.fromEntries(Object.entries(g.seats).map(([k, v]) => [k, v.token])) });
  }
  const floodGame = await createGame(base, 2);
  const stormGame = await createGame(base, 8);
  const commandsPerRoom = Math.ceil(2.2 * (4 * SECONDS + 2)) + 10;
  const victims = await startClients([{ mode: 'referee', url, commandsPerRoom, games }], server.ask, log);
  await victims.phase(2, ' (warm-up, not counted)', true);

  const quietPhase = await victims.phase(SECONDS, ', quiet');
  const quiet = summary(quietPhase);

  const flood = startFlood(url, floodGame.gameId, floodGame.seats['south:general']!.token);
  const floodPhase = await victims.phase(SECONDS, ', talk flood');
  const flooded = summary(floodPhase);
  await flood.stop();

  const storm = await startStorm(base, stormGame.gameId, stormGame.spectator.token);
  // The storm's first sockets are joining when the phase starts.
  const stormPhase = await victims.phase(SECONDS, `, ${SPECTATORS} spectators joining and leaving`);
  const stormed = summary(stormPhase);
  const s = await storm.stop();

  await victims.leave();
  await victims.stop();
  await server.ask({ kind: 'close' });
  await server.done;

  const line = (name: string, s: ReturnType<typeof summary>) => `  ${name} p50 ${s.p50} ms  p99 ${s.p99} ms  max ${s.max} ms  (${s.n} commands)`;
  log(line('quiet:          ', quiet));
  const f = flood.counts;
  log(`${line('talk flood:     ', flooded)}; the flooder sent ${f.sent} talk messages: ${f.accepted} accepted, ${f.quota} refused talk/quota, ${f.otherRefusals} other refusals, no answer after the message rate ${f.dropped} times (it joined again each time)`);
  log(`${line('spectator storm:', stormed)}; ${s.joins} spectator joins and ${s.leaves} leaves, ${s.cycles} whole cycle${s.cycles === 1 ? '' : 's'} of ${SPECTATORS}, at most ${s.peak} open at once (${s.refused} joins refused${s.reasons.length ? `: ${s.reasons.join('; ')}` : ''}); the storm's thread at nice 19`);
  log(`  where the victim's slowest 1% of commands spent their time, mean ms (all in brackets): quiet: ${breakdown([quietPhase])}; flood: ${breakdown([floodPhase])}; storm: ${breakdown([stormPhase])}`);
  const worst = Math.max(flooded.p99, stormed.p99);
  log(`  victim p99 under abuse / quiet: flood ${(flooded.p99 / quiet.p99).toFixed(2)}, storm ${(stormed.p99 / quiet.p99).toFixed(2)}   target ≤ 2 (worst ${(worst / quiet.p99).toFixed(2)})`);

  // Start-up with many abandoned games: copies of one game's rows, marked abandoned.
  await timedStart(server.dbFile); // warms the start's code, not counted
  const without = await timedStart(server.dbFile);
  const db = new Database(server.dbFile);
  const model = games[0]!.gameId;
  const copyGame = db.prepare("INSERT INTO games (id, created_at, scenario_id, scenario_name, players, status, seed, seed_hash) SELECT ?, created_at, scenario_id, scenario_name, players, 'abandoned', seed, seed_hash FROM games WHERE id = ?");
  const copyLog = db.prepare('INSERT INTO log (game_id, seq, at, kind, actor, body, prev_hash, hash) SELECT ?, seq, at, kind, actor, body, prev_hash, hash FROM log WHERE game_id = ?');
  db.transaction(() => {
    for (let i = 0; i < ABANDONED; i++) {
      copyGame.run(`abandoned-${i}`, model);
      copyLog.run(`abandoned-${i}`, model);
    }
  })();
  db.close();
  const withAbandoned = await timedStart(server.dbFile);
  log(`  start-up: ${without.ms} ms restoring ${without.restored} active games; with ${ABANDONED} abandoned games added, ${withAbandoned.ms} ms restoring ${withAbandoned.restored}   target: the same games restored, the time not growing with the abandoned ones`);
}
