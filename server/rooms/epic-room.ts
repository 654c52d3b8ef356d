// The `epic` room: one game. It stays thin: it authenticates the seat by its invite token,
// checks each message's shape (zod), hands commands to the game session (which asks the
// engine and makes the change durable), then patches every client right away. No game rule
// is decided here.
import { enqueueClientRaw, OnMessageException, Room, type ClientPrivate, ServerError, type AuthContext, type Client, type RoomException, type RoomMethodName } from '@colyseus/core';
import type { Viewer } from '../../engine/index.js';
import { lineFor, type LogLine } from '../../engine/narrate-view.js';
import { mayRead } from '../../engine/talk.js';
import { TALK_PER_MINUTE, TalkQuota } from './talk-quota.js';
import { admitSpectator, spectatorEntered, spectatorLeft } from './spectator-caps.js';
import { SpectatorCount } from './spectator-count.js';
import { WelcomeFrame } from './welcome-frame.js';
import { closeVoidRoom } from '../tournament/game-rooms.js';

/** Messages a second a client may send before Colyseus drops it. */
const MAX_MESSAGES_PER_SECOND = Math.max(1, Number(process.env.REFEREE_MAX_MESSAGES_PER_SECOND) || 500);
import { markGameFinished } from '../game/finish.js';
import { logRefusal, logUnreadable, mayReadLog } from '../game/log-access.js';
import { letGoOfLostGame, releaseSession } from '../game/on-demand.js';
import { isStoreError, storeCodeOf } from '../store/sql.js';
import { commandRejected, commandTimed, gameFinished, registry, storeFailed } from '../game/registry.js';
import type { GameSession, SubmitResult } from '../game/session.js';
import { checkClientMessage, clientMessages, type ClientMessage, type ClientMessageType, type Rejected } from '../protocol.js';
import { corked } from '../transport/cork.js';
import { authenticateJoin, isJoinRefusal, type SeatAuth } from './join-auth.js';
import { clientAddress } from './client-address.js';
import { logBadFrame, screenFrames } from './frames.js';
import { answerLogRead, type LogReadRequest } from './log-reads.js';
import { RevokedLinkWatch } from './revoked-links.js';
import { EpicState } from './state.js';
import { initialRoomState, refereePartNow, syncRoomState } from './sync.js';
import { setLogLines } from './log-lines.js';
import { NO_FULL_LINES, partKeyOf, partsOf, privateMessages, REFEREE, type PrivateMessage } from './private-parts.js';

export type { SeatAuth };

/** What the room is opened with: the game's id (its session is in the registry). */
export interface EpicRoomOptions {
  gameId: string;
}

function authOf(client: Client): SeatAuth {
  const auth = client.auth as SeatAuth | undefined;
  if (!auth) throw new Error('client without auth');
  return auth;
}

/** A message being answered: who sent it, its request id, and when it came. */
interface Asked {
  client: Client<{ auth: SeatAuth }>;
  requestId: string | undefined;
  auth: SeatAuth;
  /** The registry's clock when the message came (the time its log entry carries). */
  now: number;
  /** performance.now() when the room began handling it. */
  received: number;
}

/** How long a dropped seat is held for its player to come back. */
const RECONNECT_SECONDS = 120;

/** How often a room whose game has a change of unknown outcome asks the store again
 *  (GameSession.settleNow), until it answers. */
const SETTLE_RETRY_MS = 1000;

/** The room clock's own tick, when nothing else ticks it (see onCreate). */
const CLOCK_TICK_MS = 60_000;

export class EpicRoom extends Room<{ state: EpicState; client: Client<{ auth: SeatAuth }> }> {
  private session!: GameSession;
  private links!: RevokedLinkWatch;
  /** Per seat, so one seat cannot flood the table, the log and the other games. */
  private talkQuota = new TalkQuota();
  private readonly spectatorWelcome = new WelcomeFrame();
  /** Published at most once a second, not patched to everyone at each join (spectator-count.ts). */
  private readonly spectatorCount = new SpectatorCount(() => {
    if (this.state.spectators !== this.spectatorCount.value) this.patch();
  });

  onCreate(options: EpicRoomOptions): void {
    // The per-client limit is the frame screen's, by wall clock (frames.ts): Colyseus's own
    // counts by the room's clock, which ticks once a minute here.
    this.maxMessagesPerSecond = Infinity;
    const session = registry().sessions.get(options.gameId);
    if (!session) throw new ServerError(404, `There is no game ${options.gameId}.`);
    this.session = session;
    this.roomId = session.id;
    // What the seats said before this room was made (its log survives a restart) counts.
    this.talkQuota = TalkQuota.from(session.talk.slice(-TALK_PER_MINUTE * 8));
    this.links = new RevokedLinkWatch(session.id, () => this.clients);
    // A finished game (brought back for a join, or won here: afterChange) keeps its room only
    // while someone is in it; then the room goes, and its session with it (onDispose), so
    // finished games do not pile up in memory. A game still being played keeps its room.
    this.autoDispose = session.finished;
    // Patches go out right after each durable append (broadcastPatch), not on a timer.
    // Without a timestep, Colyseus 0.18 would then tick the room's clock 60 times a second
    // (one timer callback per room every 16 ms: 15,000 a second for 250 games), though this
    // room keeps no clock timers and broadcastPatch ticks the clock itself; a timestep of a
    // minute (a no-op) keeps that interval from being made.
    this.setTimestep(() => {}, CLOCK_TICK_MS);
    this.setPatchRate(null);
    this.setState(initialRoomState(session));
    if (session.finished) this.state.seed = this.revealedSeed();
    // Every frame is read before Colyseus dispatches it; any other type gets
    // message/unknown_type, a frame that cannot be read message/bad_frame (frames.ts). The
    // handlers read the payload as the screen unpacked it, not Colyseus a second time.
    const screened = screenFrames(this, (client, rejected) => this.reject(client, rejected), MAX_MESSAGES_PER_SECOND);
    for (const type of Object.keys(clientMessages) as ClientMessageType[]) {
      this.onMessage(type, (client) => {
        const p = screened.payload();
        const bytes = screened.bytes();
        // Answered here, not in onUncaughtException: Colyseus would report it with the payload
        // it passed the handler (none), and the refusal would lose the sender's requestId.
        // A command is most often handled in this call, with no promise (command).
        try {
          const handled = this.receive(client, type, p, bytes);
          if (handled) return handled.catch((err: unknown) => this.messageFailed(client, type, p, err));
        } catch (err) {
          this.messageFailed(client, type, p, err);
        }
      });
    }
  }

  async onAuth(client: Client, options: unknown, context?: AuthContext): Promise<SeatAuth> {
    const auth = await authenticateJoin(registry().store, this.session.id, options);
    if (isJoinRefusal(auth)) throw new ServerError(auth.closeCode, `${auth.code}: ${auth.message}`);
    // The address counts spectators (spectator-caps.ts) and log reads (log-reads.ts).
    const address = clientAddress(client, context);
    if (auth.kind === 'spectator') await admitSpectator(() => this.spectatorCount.value, address);
    client.userData = { ...(client.userData ?? {}), address };
    this.links.joined(client, options);
    return auth;
  }

  /** A finished game's session goes with its room (the game is back from its log at the next
   *  join: game/on-demand.ts). */
  onDispose(): void {
    if (this.settling) clearTimeout(this.settling);
    this.links.close();
    this.spectatorCount.close();
    if (this.session.finished) releaseSession(registry(), this.session, this);
  }

  /** Called from another process of the cluster whose tournament action voided this game
   *  (tournament/game-rooms.ts): closed here as it would be there. */
  async closeVoided(): Promise<void> {
    await closeVoidRoom(registry(), this.session.id);
  }

  /** `options` were checked by onAuth (protocol.ts, checkJoinOptions). */
  async onJoin(client: Client<{ auth: SeatAuth }>, options?: { logAfter?: number }): Promise<void> {
    const auth = authOf(client);
    this.session.lastSeen = registry().now(); // the abandonment sweep counts from it (game/abandon.ts)
    // No client holds a StateView: the synced state is all shared, so every client is sent the
    // one encoding of each patch and of the full state; what is private to a seat (or the
    // referee) comes in its `private` messages (private-parts.ts), the first in the welcome.
    if (auth.kind === 'seat') {
      this.state.seats.set(auth.seatId!, true);
    } else if (auth.kind === 'spectator') {
      this.spectatorCount.entered();
      spectatorEntered((client.userData as { address?: string } | undefined)?.address ?? 'unknown');
    }
    await this.welcome(client, options?.logAfter ?? 0);
    // A seat's presence goes to everyone now; a spectator changes nothing the others see until
    // the count is published (the joiner has the whole state with its join).
    if (auth.kind !== 'spectator') this.patch();
  }

  /** Who the client is, the static scenario (sent once here, not in the synced state: a
   *  long string decodes slowly and heavily on every client), and the talk and turn log it
   *  may read so far. A long game's older lines are narrated again from the store first
   *  (game/turn-log.ts); if it cannot be read, the welcome carries the lines memory keeps and
   *  `logFrom`, the version they follow, so the client can say that earlier ones are missing.
   *  `logAfter`: a client joining again holds the lines up to it, and is sent those after it
   *  (`logAfter` in the welcome; one from a version this game has not reached is not
   *  believed: the whole log is sent). */
  private async welcome(client: Client<{ auth: SeatAuth }>, asked = 0): Promise<void> {
    const auth = authOf(client);
    const viewer = this.viewerOf(auth);
    const logAfter = asked <= this.session.state.version ? asked : 0;
    let log: LogLine[];
    let logFrom: number | undefined;
    try {
      log = await this.session.logFor(viewer, registry().now(), logAfter);
    } catch (err) {
      logFrom = this.session.turnLog.keptAfter;
      console.error(`game ${this.session.id}: the turn log's earlier lines could not be read for a welcome (${(err as Error).message}); it carries those after version ${logFrom}`);
      log = this.session.turnLog.kept(logFrom).map((n) => lineFor(n, viewer));
    }
    const key = partKeyOf(auth);
    const part = key === null ? undefined : key === REFEREE ? refereePartNow(this.state, this.session) : partsOf(this.state).get(key);
    // `private`: the viewer's private part as of the synced state's version (private-parts.ts).
    const message = () => ({ gameId: this.session.id, you: auth, seedHash: this.session.seedHash, scenario: this.session.state.scenario, talk: this.session.talkFor(viewer), log, ...(logAfter > 0 ? { logAfter } : {}), ...(logFrom !== undefined ? { logFrom } : {}), ...(part !== undefined ? { private: { for: key!, version: this.state.version, part } satisfies PrivateMessage } : {}) });
    // Every spectator joining afresh reads the same welcome: encoded once while the game and
    // its talk stand still.
    if (auth.kind === 'spectator' && logAfter === 0) enqueueClientRaw(client as Client & ClientPrivate, this.spectatorWelcome.frame(`${this.session.state.version}:${this.session.talk.length}:${logFrom ?? ''}`, message));
    else client.send('welcome', message());
  }

  async onDrop(client: Client<{ auth: SeatAuth }>): Promise<void> {
    this.setConnected(authOf(client), false);
    // Sent away for a revoked link: not held, so its reconnection token opens nothing
    // (Colyseus then calls onLeave).
    if (this.links.wasSentAway(client)) return;
    try {
      await this.allowReconnection(client, RECONNECT_SECONDS);
    } catch {
      // The seat was not taken back in time, or the room is closing: not an error. Colyseus
      // then calls onLeave as for any leave.
    }
  }

  async onReconnect(client: Client<{ auth: SeatAuth }>): Promise<void> {
    this.setConnected(authOf(client), true);
    await this.welcome(client);
  }

  onLeave(client: Client<{ auth: SeatAuth }>): void {
    this.session.lastSeen = registry().now();
    this.links.left(client);
    this.setConnected(authOf(client), false);
    if (authOf(client).kind === 'spectator') {
      this.spectatorCount.left();
      spectatorLeft((client.userData as { address?: string } | undefined)?.address ?? 'unknown');
    }
    // The last one gone: the whole turn log narrated again for welcomes is not kept for nobody.
    if (this.clients.every((c) => c === client)) this.session.turnLog.letGoOfWhole();
  }

  private setConnected(auth: SeatAuth, connected: boolean): void {
    if (auth.kind !== 'seat') return;
    // A seat may be open in two tabs: it is connected while any client holds it.
    const others = this.clients.some((c) => (c.auth as SeatAuth | undefined)?.seatId === auth.seatId && c.state === 1);
    this.state.seats.set(auth.seatId!, connected || others);
    this.patch();
  }

  /** Patches every client now, with the spectator count as it stands (spectator-count.ts). */
  private patch(): void {
    this.state.spectators = this.spectatorCount.value;
    this.broadcastPatch();
  }

  /** Each private message to the clients it is for (a seat's, or the referees'), no other. */
  private sendPrivate(messages: ReadonlyMap<string, PrivateMessage>): void {
    if (messages.size === 0) return;
    for (const c of this.clients) {
      const auth = c.auth as SeatAuth | undefined;
      const key = auth ? partKeyOf(auth) : null;
      const m = key === null ? undefined : messages.get(key);
      if (m) c.send('private', m);
    }
  }

  /** Whether a referee's client is in the room (its private part is made only then: sync.ts). */
  private refereeWatching(): boolean {
    // A plain loop: asked once a command, where `some` made a closure each time.
    const clients = this.clients;
    for (let i = 0; i < clients.length; i++) if ((clients[i]!.auth as SeatAuth | undefined)?.kind === 'referee') return true;
    return false;
  }

  private viewerOf(auth: SeatAuth): Viewer {
    return auth.kind === 'seat' ? { kind: 'seat', seatId: auth.seatId! } : { kind: auth.kind };
  }

  /** The last safety net: Colyseus hands here what a handler throws. A message that failed in
   *  a way no check foresaw is answered with a refusal (never dropped), the room and the
   *  process stay up, and the error is logged. Every change's own failures are answered where
   *  they happen (`stored`; after a durable change, `afterDurable`), so what reaches here
   *  failed before anything was changed. A join refused on purpose (a
   *  ServerError from onAuth) is not an error. */
  onUncaughtException(error: RoomException, methodName: RoomMethodName): void {
    if (error.cause instanceof ServerError) return;
    if (error instanceof OnMessageException) return this.messageFailed(error.client, error.type, error.payload, error.cause ?? error);
    console.error(`room ${this.roomId}: ${methodName} failed: ${(error.cause as Error | undefined)?.stack ?? error.message}`);
  }

  /** A message whose handling failed in a way no check foresaw: logged, and answered with
   *  server/error (its sender's requestId kept); nothing was changed. */
  private messageFailed(client: Client, type: unknown, payload: unknown, err: unknown): void {
    const cause = err instanceof Error ? err : new Error(String(err));
    console.error(`room ${this.roomId}: onMessage failed: ${cause.stack ?? cause.message}`);
    const requestId = (payload as { requestId?: unknown } | null | undefined)?.requestId;
    this.reject(client, { ...(typeof requestId === 'string' ? { requestId: requestId.slice(0, 64) } : {}), code: 'server/error', message: `The referee met an unexpected error handling this ${String(type).slice(0, 40)} message; nothing was changed. (${cause.message})` });
  }

  private reject(client: Client, rejected: Rejected): void {
    commandRejected(rejected.code);
    client.send('rejected', rejected);
  }

  /** The game's seed, revealed once it is over (its hash was published at the start). The
   *  session holds it (the start event carries it), so revealing it cannot fail. */
  private revealedSeed(): string {
    return this.session.state.seed;
  }

  /** Handles one message: now (undefined), or by a promise that settles once it is answered. */
  private receive(client: Client<{ auth: SeatAuth }>, type: ClientMessageType, payload: unknown, bytes: number): Promise<void> | undefined {
    const received = performance.now();
    const requestId = typeof (payload as { requestId?: unknown })?.requestId === 'string' ? ((payload as { requestId: string }).requestId).slice(0, 64) : undefined;
    const checked = checkClientMessage(type, payload, bytes);
    if (!checked.ok) {
      logBadFrame(checked.code, this.roomId, client, checked.message);
      this.reject(client, { requestId, code: checked.code, message: checked.message });
      return undefined;
    }
    const asked: Asked = { client, requestId, auth: authOf(client), now: registry().now(), received };
    if (type === 'command') return this.command(asked, checked.message as ClientMessage<'command'>);
    if (type === 'talk') return this.talk(asked, checked.message as ClientMessage<'talk'>);
    const read: LogReadRequest = type === 'verify' ? { type, receipt: (checked.message as ClientMessage<'verify'>).receipt } : { type: 'export', format: (checked.message as ClientMessage<'export'>).format };
    return answerLogRead(this.session, client, asked.auth, requestId, read, (r) => this.reject(client, r));
  }

  /** Runs the session's step for a change (decide, then the durable append). Only that step
   *  can fail with nothing changed: the sender hears `server/storage_failed` and gets
   *  undefined. What follows an accepted change runs once it is on disk, and is never reported
   *  as a refusal. */
  private async stored<T>(asked: Asked, change: () => Promise<T>): Promise<T | undefined> {
    try {
      return await change();
    } catch (err) {
      this.notStored(asked, err);
      return undefined;
    }
  }

  /** A change's step failed (its append, or its decision): nothing was applied, since the
   *  session moves only after a durable append; its sender hears `server/storage_failed`, or
   *  `server/outcome_unknown` where the append may have landed (then the game settles it from
   *  the log before its next change: settleLater). */
  private notStored({ client, requestId }: Asked, err: unknown): void {
    storeFailed({ area: 'room', code: storeCodeOf(err) });
    if (isStoreError(err, 'store/outcome_unknown')) {
      // The database's answer was lost and could not be read back: the change may be in the
      // log. The game waits until the store says (settleLater), then everyone sees the outcome.
      this.reject(client, { requestId, code: 'server/outcome_unknown', message: `The referee lost its connection to the database while recording this, and cannot yet tell whether it was recorded. It checks again every second; once it can, everyone is shown the outcome. Do not send it again. (${(err as Error).message})` });
      return this.settleLater();
    }
    this.reject(client, { requestId, code: 'server/storage_failed', message: `The referee could not record this; nothing was changed. Try again. (${(err as Error).message})` });
    if (isStoreError(err, 'store/unsettled')) this.settleLater();
    // Another process owns the game now: the clients go and join it there.
    if (isStoreError(err, 'store/lease_lost')) letGoOfLostGame(registry(), this.session.id);
  }

  private settling: ReturnType<typeof setTimeout> | null = null;

  /** Settles the game's change of unknown outcome once the store answers (asked every
   *  SETTLE_RETRY_MS), then shows everyone the state as it then stands. */
  private settleLater(): void {
    if (this.settling) return;
    this.settling = setTimeout(() => {
      this.settling = null;
      if (!this.session.unsettled) return;
      this.session.settleNow().then(
        (applied) => {
          if (applied) this.afterDurable('telling of a change settled from the log', () => this.tellChanges());
        },
        (err: unknown) => {
          if (isStoreError(err, 'store/unsettled')) return this.settleLater();
          // Refused after all (e.g. another process owns the game now): nothing was written.
          storeFailed({ area: 'room', code: storeCodeOf(err) });
          console.error(`game ${this.session.id}: settling a change of unknown outcome: ${(err as Error).message}`);
          if (isStoreError(err, 'store/lease_lost')) letGoOfLostGame(registry(), this.session.id);
        },
      );
    }, SETTLE_RETRY_MS);
  }

  /** Work that follows a durable change (telling the clients, bookkeeping). The change stands
   *  whatever happens here, so a failure is logged, never reported as a refusal of it. */
  private afterDurable(what: string, work: () => void, then?: string): void {
    try {
      work();
    } catch (err) {
      console.error(`game ${this.session.id}: ${what} failed (${(err as Error).message})${then ? `; ${then}` : ''}`);
    }
  }

  /** A game command: decided, written and told in this call when the session can do it at once
   *  (GameSession.submitNow), else once its append is durable (the promise returned). */
  private command(asked: Asked, msg: ClientMessage<'command'>): Promise<void> | undefined {
    const { client, requestId, auth } = asked;
    if (auth.kind !== 'seat') {
      this.reject(client, { requestId, code: auth.kind === 'referee' ? 'seat/referee_rules_only' : 'seat/spectator', message: auth.kind === 'referee' ? 'Referees see everything but act only through rulings, not game commands.' : 'Spectators watch; they cannot play.' });
      return undefined;
    }
    let outcome: SubmitResult | Promise<SubmitResult>;
    try {
      outcome = this.session.submitNow({ seat: auth.seatId!, command: msg.command, ...(msg.basedOn !== undefined ? { basedOn: msg.basedOn } : {}) }, asked.now);
    } catch (err) {
      this.notStored(asked, err);
      return undefined;
    }
    if (outcome instanceof Promise) return outcome.then((result) => this.commandDone(asked, result), (err: unknown) => this.notStored(asked, err));
    this.commandDone(asked, outcome);
    return undefined;
  }

  /** A command's outcome: refused, or durable (then every client is told). */
  private commandDone(asked: Asked, result: SubmitResult): void {
    const { client, requestId } = asked;
    if (!result.ok) return this.reject(client, { requestId, ...result.rejection });
    const committed = performance.now();
    corked(this.clients, () => {
      // The others catch up with the next patch, or on reconnecting, if telling them fails.
      this.afterDurable(`telling of version ${result.version}`, () => this.tellChanges());
      client.send('accepted', { requestId, version: result.version, receipt: result.receipt });
    });
    commandTimed({ gameId: this.session.id, version: result.version, received: asked.received, committed, sent: performance.now() });
  }

  private async talk(asked: Asked, msg: ClientMessage<'talk'>): Promise<void> {
    if (asked.auth.kind === 'seat' && asked.auth.seatId) {
      const quota = this.talkQuota.take(asked.auth.seatId, asked.now);
      if (!quota.ok) return this.reject(asked.client, { requestId: asked.requestId, code: 'talk/quota', message: `At most ${TALK_PER_MINUTE} messages a minute per seat: wait ${Math.ceil(quota.waitMs / 1000)} s before the next.` });
    }
    const { client, requestId, auth } = asked;
    if (auth.kind !== 'seat') return this.reject(client, { requestId, code: 'talk/not_a_player', message: 'Only the players of this game talk at its table.' });
    const result = await this.stored(asked, () => this.session.say(auth.seatId!, msg.channel, msg.text, asked.now));
    if (!result) return;
    if (!result.ok) return this.reject(client, { requestId, ...result.rejection });
    // Its readers find it in `welcome` on reconnecting, if telling them fails.
    this.afterDurable(`telling of talk ${result.record.seq}`, () => {
      for (const c of this.clients) {
        const a = c.auth as SeatAuth | undefined;
        if (!a) continue;
        if (mayRead(this.viewerOf(a), result.record.recipients)) c.send('talk', result.record);
      }
    });
    client.send('accepted', { requestId, version: this.session.state.version, receipt: result.receipt });
  }

  /** Tells every client the session's changes since the room's synced version (the turn-log
   *  lines, then afterChange): the command just accepted, and a change settled from the log
   *  before it (GameSession.settle), if any. */
  private tellChanges(): void {
    const refereeWatching = this.refereeWatching();
    const fullLines = setLogLines(this.state, this.session.narratedSince(this.state.version), refereeWatching);
    this.afterChange(fullLines, refereeWatching);
  }

  /** After a durable change: the synced state and the private parts brought up to date, the
   *  private messages sent (before the patch: the client holds them until its state reaches
   *  their version), the end of the game handled, then the patch. `fullLines`: the change's
   *  turn-log lines for those who read some in full (log-lines.ts). */
  private afterChange(fullLines: ReadonlyMap<string, string> = NO_FULL_LINES, refereeWatching = this.refereeWatching()): void {
    const changed = syncRoomState(this.state, this.session, refereeWatching);
    this.sendPrivate(privateMessages(this.state.version, changed, fullLines));
    if (this.session.finished && !this.state.seed) {
      this.state.seed = this.revealedSeed();
      // If this fails, the row is marked at the next start (server/game/finish.ts).
      const { id } = this.session;
      markGameFinished(registry().store, this.session, registry().now()).catch((err: Error) => console.error(`game ${id}: marking it finished failed (${err.message}); it is marked at the next start`));
      gameFinished(this.session); // e.g. attaches the result to its tournament match
      // Over now: the room is kept while anyone is in it, then goes with its session (onCreate).
      this.autoDispose = true;
    }
    this.patch();
  }
}
