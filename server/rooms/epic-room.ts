// The `epic` room: one game. It stays thin: it authenticates the seat by its invite token,
// checks each message's shape (zod), hands commands to the game session (which asks the
// engine and makes the change durable), then patches every client right away. No game rule
// is decided here.
import { Room, ServerError, type Client } from '@colyseus/core';
import { StateView } from '@colyseus/schema';
import type { Viewer } from '../../engine/index.js';
import { linesByReaders } from '../../engine/narrate-view.js';
import { mayRead } from '../../engine/talk.js';
import { exportJson, exportText } from '../game/export.js';
import { commandTimed, gameFinished, registry } from '../game/registry.js';
import type { GameSession } from '../game/session.js';
import { sha256 } from '../store/log-chain.js';
import { verifyLog } from '../store/verify.js';
import { clientMessages, joinOptionsSchema, MAX_MESSAGE_BYTES, type ClientMessageType, type Rejected } from '../protocol.js';
import { corked } from '../transport/cork.js';
import { EpicState } from './state.js';
import { initialRoomState, syncRoomState } from './sync.js';

export interface SeatAuth {
  kind: 'seat' | 'spectator' | 'referee';
  seatId: string | null;
}

function authOf(client: Client): SeatAuth {
  const auth = client.auth as SeatAuth | undefined;
  if (!auth) throw new Error('client without auth');
  return auth;
}

/** How long a dropped seat is held for its player to come back. */
const RECONNECT_SECONDS = 120;

/** The room clock's own tick, when nothing else ticks it (see onCreate). */
const CLOCK_TICK_MS = 60_000;

export class EpicRoom extends Room<{ state: EpicState; client: Client<{ auth: SeatAuth }> }> {
  private session!: GameSession;

  onCreate(options: { gameId: string }): void {
    const session = registry().sessions.get(options.gameId);
    if (!session) throw new ServerError(404, `There is no game ${options.gameId}.`);
    this.session = session;
    this.roomId = session.id;
    this.autoDispose = false;
    // Patches go out right after each durable append (broadcastPatch), not on a timer.
    // Without a timestep, Colyseus 0.18 would then tick the room's clock 60 times a second
    // (one timer callback per room every 16 ms: 15,000 a second for 250 games), though this
    // room keeps no clock timers and broadcastPatch ticks the clock itself; a timestep of a
    // minute (a no-op) keeps that interval from being made.
    this.setTimestep(() => {}, CLOCK_TICK_MS);
    this.setPatchRate(null);
    this.setState(initialRoomState(session));
    if (session.finished) this.state.seed = this.revealedSeed();
    for (const type of Object.keys(clientMessages) as ClientMessageType[]) {
      this.onMessage(type, (client, payload) => this.receive(client, type, payload));
    }
    this.onMessage('*', (client, type, payload) => {
      // A message whose type is literally "*" arrives here as (client, payload, context).
      const literalStar = typeof type !== 'string' && typeof type !== 'number';
      const body = literalStar ? type : payload;
      const requestId = (body as { requestId?: unknown } | null)?.requestId;
      this.reject(client, { ...(typeof requestId === 'string' ? { requestId: requestId.slice(0, 64) } : {}), code: 'message/unknown_type', message: `Unknown message type "${literalStar ? '*' : String(type).slice(0, 40)}"; the room takes command, talk, export and verify (docs/protocol.md).` });
    });
  }

  onAuth(_client: Client, options: unknown): SeatAuth {
    const parsed = joinOptionsSchema.safeParse(options);
    if (!parsed.success) throw new ServerError(4001, 'join/token_required: join with your invite token: { token }.');
    const row = registry().db.prepare('SELECT game_id, kind, seat_id FROM tokens WHERE token_hash = ?').get(sha256(parsed.data.token)) as { game_id: string; kind: SeatAuth['kind']; seat_id: string | null } | undefined;
    if (!row || row.game_id !== this.session.id) throw new ServerError(4003, 'join/bad_token: this invite token does not open a seat in this game.');
    return { kind: row.kind, seatId: row.seat_id };
  }

  onJoin(client: Client<{ auth: SeatAuth }>): void {
    const auth = authOf(client);
    client.view = new StateView();
    if (auth.kind === 'seat') {
      const slot = this.state.seats.get(auth.seatId!)!;
      client.view.add(slot);
      slot.connected = true;
    } else if (auth.kind === 'referee') {
      client.view.add(this.state.referee);
    } else {
      this.state.spectators++;
    }
    this.welcome(client);
    this.broadcastPatch();
  }

  /** Who the client is, the static scenario (sent once here, not in the synced state: a
   *  long string decodes slowly and heavily on every client), and the talk and turn log it
   *  may read so far. */
  private welcome(client: Client<{ auth: SeatAuth }>): void {
    const auth = authOf(client);
    const viewer = this.viewerOf(auth);
    client.send('welcome', { gameId: this.session.id, you: auth, seedHash: this.session.seedHash, scenario: this.session.state.scenario, talk: this.session.talkFor(viewer), log: this.session.logFor(viewer) });
  }

  async onDrop(client: Client<{ auth: SeatAuth }>): Promise<void> {
    this.setConnected(authOf(client), false);
    await this.allowReconnection(client, RECONNECT_SECONDS);
  }

  onReconnect(client: Client<{ auth: SeatAuth }>): void {
    this.setConnected(authOf(client), true);
    this.welcome(client);
  }

  onLeave(client: Client<{ auth: SeatAuth }>): void {
    this.setConnected(authOf(client), false);
    if (authOf(client).kind === 'spectator') this.state.spectators = Math.max(0, this.state.spectators - 1);
    this.broadcastPatch();
  }

  private setConnected(auth: SeatAuth, connected: boolean): void {
    if (auth.kind !== 'seat') return;
    // A seat may be open in two tabs: it is connected while any client holds it.
    const others = this.clients.some((c) => (c.auth as SeatAuth | undefined)?.seatId === auth.seatId && c.state === 1);
    this.state.seats.get(auth.seatId!)!.connected = connected || others;
    this.broadcastPatch();
  }

  private viewerOf(auth: SeatAuth): Viewer {
    return auth.kind === 'seat' ? { kind: 'seat', seatId: auth.seatId! } : { kind: auth.kind };
  }

  private reject(client: Client, rejected: Rejected): void {
    client.send('rejected', rejected);
  }

  private revealedSeed(): string {
    const row = registry().db.prepare('SELECT seed FROM games WHERE id = ?').get(this.session.id) as { seed: string };
    return row.seed;
  }

  private async receive(client: Client<{ auth: SeatAuth }>, type: ClientMessageType, payload: unknown): Promise<void> {
    const received = performance.now();
    const requestId = typeof (payload as { requestId?: unknown })?.requestId === 'string' ? ((payload as { requestId: string }).requestId).slice(0, 64) : undefined;
    let size = 0;
    try {
      size = JSON.stringify(payload ?? null).length;
    } catch {
      size = Infinity;
    }
    if (size > MAX_MESSAGE_BYTES) return this.reject(client, { requestId, code: 'message/too_large', message: `A message is at most ${MAX_MESSAGE_BYTES} bytes.` });
    const parsed = clientMessages[type].safeParse(payload);
    if (!parsed.success) {
      return this.reject(client, { requestId, code: 'message/malformed', message: `${type}: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'message'}: ${i.message}`).join('; ')}` });
    }
    const auth = authOf(client);
    const registryNow = registry().now();
    try {
      if (type === 'command') {
        if (auth.kind !== 'seat') return this.reject(client, { requestId, code: auth.kind === 'referee' ? 'seat/referee_rules_only' : 'seat/spectator', message: auth.kind === 'referee' ? 'Referees see everything but act only through rulings, not game commands.' : 'Spectators watch; they cannot play.' });
        const msg = parsed.data as { command: never; basedOn?: number };
        const result = await this.session.submit({ seat: auth.seatId!, command: msg.command, ...(msg.basedOn !== undefined ? { basedOn: msg.basedOn } : {}) }, registryNow);
        if (!result.ok) return this.reject(client, { requestId, ...result.rejection });
        const committed = performance.now();
        corked(this.clients, () => {
          this.afterChange();
          this.sendLogLines(result.version - result.events.length);
          client.send('accepted', { requestId, version: result.version });
        });
        commandTimed({ gameId: this.session.id, version: result.version, received, committed, sent: performance.now() });
      } else if (type === 'talk') {
        if (auth.kind !== 'seat') return this.reject(client, { requestId, code: 'talk/not_a_player', message: 'Only the players of this game talk at its table.' });
        const msg = parsed.data as { channel: string; text: string };
        const result = await this.session.say(auth.seatId!, msg.channel, msg.text, registryNow);
        if (!result.ok) return this.reject(client, { requestId, ...result.rejection });
        for (const c of this.clients) {
          const a = c.auth as SeatAuth | undefined;
          if (!a) continue;
          if (mayRead(this.viewerOf(a), result.record.recipients)) c.send('talk', result.record);
        }
        client.send('accepted', { requestId, version: this.session.state.version });
      } else if (type === 'verify') {
        // The seed check: the chain, the seed against its published hash, every command re-decided.
        if (!this.mayReadLog(auth)) return this.reject(client, { requestId, code: 'verify/not_yet', message: "A game's log is verified by its referees, and by its players once the game is over." });
        client.send('verify', { requestId, ...verifyLog(registry().writer.read(this.session.id), this.session.seedHash) });
      } else {
        if (!this.mayReadLog(auth)) return this.reject(client, { requestId, code: 'export/not_yet', message: "A game's log is open to its referees, and to its players once the game is over." });
        const entries = registry().writer.read(this.session.id);
        const format = (parsed.data as { format: 'json' | 'text' }).format;
        const meta = { id: this.session.id, scenario: this.session.state.scenario.id, players: this.session.state.seats.length, seedHash: this.session.seedHash, finished: this.session.finished, winner: this.session.state.winner };
        client.send('export', { requestId, format, content: format === 'json' ? JSON.stringify(exportJson(meta, entries)) : exportText(entries) });
      }
    } catch (err) {
      // Storage failed: nothing was applied (the session moves only after a durable append).
      this.reject(client, { requestId, code: 'server/storage_failed', message: `The referee could not record this; nothing was changed. Try again. (${(err as Error).message})` });
    }
  }

  /** A game's whole log (export, seed check): its referees any time, its players once it is over. */
  private mayReadLog(auth: SeatAuth): boolean {
    return auth.kind === 'referee' || (auth.kind === 'seat' && this.session.finished);
  }

  /** The turn-log lines after `since`, each client reading them as its role may
   *  (engine/narrate-view.ts): a line that hides something is read in full by some and
   *  redacted by the others, so clients are grouped by which lines they read in full
   *  (`linesByReaders`), and each group's lines are encoded once (for a line without secrets,
   *  one group: everyone). */
  private sendLogLines(since: number): void {
    const narrated = this.session.narratedSince(since);
    if (narrated.length === 0) return;
    const readers: { reader: Client; viewer: Viewer }[] = [];
    for (const c of this.clients) {
      const a = c.auth as SeatAuth | undefined;
      if (a) readers.push({ reader: c, viewer: this.viewerOf(a) });
    }
    for (const { lines, readers: clients } of linesByReaders(narrated, readers)) {
      const message = { lines };
      if (clients.length === this.clients.length) this.broadcast('log', message);
      else if (clients.length === 1) clients[0]!.send('log', message);
      else this.broadcast('log', message, { except: this.clients.filter((c) => !clients.includes(c)) });
    }
  }

  private afterChange(): void {
    syncRoomState(this.state, this.session);
    if (this.session.finished && !this.state.seed) {
      this.state.seed = this.revealedSeed();
      registry().db.prepare("UPDATE games SET status = 'finished', winner = ?, finished_at = ? WHERE id = ?").run(this.session.state.winner, registry().now(), this.session.id);
      gameFinished(this.session); // e.g. attaches the result to its tournament match
    }
    this.broadcastPatch();
  }
}
