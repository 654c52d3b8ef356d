// The yardsticks for the server benchmark: a bare Colyseus room with the referee's shape (a
// public table synced to all; each seat's hand sent to that seat's clients alone as a message
// before the patch, as the referee sends its seats' private parts: server/rooms/private-parts.ts)
// that only moves a card
// and broadcasts the patch at once, no rules, no log (the floor); and the same room making a
// durable append per move before its patch, a one-row SQLite commit with synchronous=FULL
// (issue 18: the referee's latency is held against a room that pays the same fsync, not
// against one that pays none).
import Database from 'better-sqlite3';
import { Room, type Client } from '@colyseus/core';
import { commandTimed } from '../server/game/registry.js';
import { makeEntry } from '../server/store/log-chain.js';
import { openStore } from '../server/store/open.js';
import type { Store } from '../server/store/store.js';
import { startCheckpointer } from '../server/store/checkpointer.js';
import { BareSeat, BareState } from './bare-state.js';

/** One database per file for every durable bare room of the process. */
const journals = new Map<string, Database.Database>();
function journal(file: string): Database.Database {
  let db = journals.get(file);
  if (!db) {
    db = new Database(file);
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.exec('CREATE TABLE IF NOT EXISTS moves (room TEXT NOT NULL, version INTEGER NOT NULL, at INTEGER NOT NULL, body TEXT NOT NULL)');
    journals.set(file, db);
  }
  return db;
}

/** Diagnostics, off by default: work added to each move of every bare room, to ask how much of
 *  the referee's tail a given cost would explain.
 *  BENCH_BARE_SPIN_US: that many µs of the event loop spent (as the referee's extra work per
 *  command); BENCH_BARE_GARBAGE_KB: that many KB of short-lived objects made (as its extra
 *  allocation per command). */
const SPIN_MS = Number(process.env.BENCH_BARE_SPIN_US ?? 0) / 1000;
const GARBAGE_OBJECTS = Math.round((Number(process.env.BENCH_BARE_GARBAGE_KB ?? 0) * 1024) / 64);
let garbageSink = 0;

/** The diagnostics' work for one move (none unless asked for). */
function addedWork(): void {
  if (SPIN_MS > 0) {
    const until = performance.now() + SPIN_MS;
    while (performance.now() < until);
  }
  if (GARBAGE_OBJECTS > 0) {
    const junk: { n: number; s: string }[] = [];
    for (let i = 0; i < GARBAGE_OBJECTS; i++) junk.push({ n: i, s: `x${i}` });
    garbageSink += junk.length;
  }
}

/** Diagnostic (BENCH_BARE_APPEND=log): one referee store per file, each with its WAL
 *  checkpointer, as the referee's own (server/app.ts). */
const logStores = new Map<string, Promise<Store>>();
function logStore(file: string): Promise<Store> {
  let store = logStores.get(file);
  if (!store) {
    store = openStore(file).then((s) => (startCheckpointer(file), s));
    logStores.set(file, store);
  }
  return store;
}

export interface BareRoomOptions {
  /** A SQLite file: every move is committed there (durably) before its patch goes out. */
  durable?: string;
  /** How: `row` (the default), one row in a table of its own (no index), committed at once;
   *  `log` (a diagnostic), the move written as the referee writes a command: a hash-chained
   *  entry through the referee's store and log writer (its log table, fence and group commit),
   *  in a store of its own with its own checkpointer. */
  append?: 'row' | 'log';
}

export class BareRoom extends Room<{ state: BareState }> {
  private next = 0;
  /** Each seat's hand: private, so not in the synced state. */
  private readonly hands = new Map<string, string[]>();

  /** A seat's `private` message, as the referee's (server/rooms/private-parts.ts). */
  private privateMessage(seat: string, hand: readonly string[]) {
    return { for: seat, version: this.state.version, part: JSON.stringify({ hand }) };
  }

  async onCreate(options: BareRoomOptions = {}): Promise<void> {
    const byLog = options.durable && options.append === 'log' ? await logStore(options.durable) : null;
    const append = options.durable && !byLog ? journal(options.durable).prepare('INSERT INTO moves (room, version, at, body) VALUES (?, ?, ?, ?)') : null;
    let last: { seq: number; hash: string } | null = null;
    if (byLog) await byLog.createGame({ id: this.roomId, createdAt: Date.now(), scenarioId: 'bare', scenarioName: 'bare', players: 8, seed: 'bare', seedHash: 'bare' }, [], { leased: true });
    // Configured as the referee's room is (server/rooms/epic-room.ts): patches sent by hand,
    // and no 60 Hz clock tick. Both kinds of room live in the one server for the whole run,
    // so a tick left in either would load the other's phases too.
    this.setTimestep(() => {}, 60_000);
    this.setPatchRate(null);
    this.autoDispose = false;
    const state = new BareState();
    state.version = 0;
    for (let i = 0; i < 8; i++) {
      const seat = new BareSeat();
      seat.id = `s${i}`;
      const hand: string[] = [];
      for (let c = 0; c < 8; c++) hand.push(`card-${this.next++}`);
      seat.handSize = hand.length;
      this.hands.set(seat.id, hand);
      state.seats.set(seat.id, seat);
    }
    this.setState(state);
    this.onMessage('move', async (client: Client, msg: { seat: string }) => {
      const received = performance.now();
      addedWork();
      const seat = this.state.seats.get(msg.seat);
      const hand = this.hands.get(msg.seat);
      if (!seat || !hand) return;
      const card = hand.shift() ?? `card-${this.next++}`;
      this.state.table.push(card);
      if (this.state.table.length > 20) this.state.table.shift();
      hand.push(`card-${this.next++}`);
      seat.handSize = hand.length;
      this.state.version++;
      append?.run(this.roomId, this.state.version, Date.now(), JSON.stringify({ seat: msg.seat, card }));
      if (byLog) {
        const entry = makeEntry(last, { gameId: this.roomId, at: Date.now(), kind: 'command', actor: msg.seat, body: JSON.stringify({ seat: msg.seat, card, hand }) });
        await byLog.log.append(entry);
        last = entry;
      }
      const committed = performance.now();
      // The seat's new hand to its own clients, then the patch (the referee's order: epic-room.ts).
      const message = this.privateMessage(msg.seat, hand);
      for (const c of this.clients) if ((c.userData as { seat?: string } | undefined)?.seat === msg.seat) c.send('private', message);
      this.broadcastPatch();
      client.send('accepted', { version: this.state.version });
      // Timed as the referee's commands are (epic-room.ts), so that the benchmark can set the
      // two loads' slowest moves side by side, part by part.
      commandTimed({ gameId: this.roomId, version: this.state.version, received, committed, sent: performance.now() });
    });
  }
  onJoin(client: Client, options: { seat: string }): void {
    const hand = this.hands.get(options.seat);
    client.userData = { seat: options.seat };
    if (hand) client.send('private', this.privateMessage(options.seat, hand));
  }
}
