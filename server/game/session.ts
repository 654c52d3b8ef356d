// One game on the server: the engine's state, its hash-chained log and its talk. The
// session decides nothing itself: commands go to the engine's decide; talk to the engine's
// talk rules. It makes every accepted change durable before anyone is told, one change at
// a time per game, and rebuilds itself from the log after a restart.
import type { GameStatus } from '../store/store.js';
import { randomBytes } from 'node:crypto';
import { decide, evolveAll, replay, startGame, viewFor, type GameEvent, type GameState, type GameView, type Rejection, type SeatedCommand, type StartGame, type Viewer } from '../../engine/index.js';
import { evolveNarrated, lineFor, narrateForViewers, type LogLine, type NarratedEvent } from '../../engine/narrate-view.js';
import { checkTalk, mayRead, talkRecipients, type TalkChannel } from '../../engine/talk.js';
import type { Receipt } from '../store/receipt.js';
import { makeEntry, sha256, type LogEntry } from '../store/log-chain.js';
import type { Store } from '../store/store.js';
import { isStoreError, StoreError } from '../store/sql.js';
import { TurnLog, type TurnLogOptions } from './turn-log.js';

export interface TalkRecord {
  seq: number;
  at: number;
  seat: string;
  channel: TalkChannel;
  text: string;
  recipients: 'everyone' | string[];
}

export interface JoinTokens {
  seats: Record<string, string>;
  spectator: string;
  referee: string;
}

/** `receipt`: the chain's head once the change is written (store/receipt.ts), for its sender. */
export type SubmitResult = { ok: true; events: GameEvent[]; version: number; receipt: Receipt } | { ok: false; rejection: Rejection };

/** A command accepted by the engine, not yet written: its log entry, its events, and the state
 *  and turn-log lines they lead to. */
interface DecidedChange {
  entry: LogEntry;
  events: GameEvent[];
  state: GameState;
  lines: NarratedEvent[];
}

/** A restored game's last commands whose turn-log lines are narrated as its log is folded. */
const RESTORE_NARRATED_COMMANDS = 8;

export function newToken(): string {
  return randomBytes(24).toString('base64url');
}

export class GameSession {
  private tail: Promise<unknown> = Promise.resolve();
  private last: { seq: number; hash: string };
  /** The turn log narrated for the table (engine/narrate-view.ts): its latest lines in
   *  memory, the whole of it from the log on disk when a welcome needs it (turn-log.ts). */
  readonly turnLog: TurnLog;
  /** The registry's clock when a client was last in the game's room (or its last log entry,
   *  for a game restored from its log): the abandonment sweep counts from it (abandon.ts). */
  lastSeen = 0;
  /** The game's status in the games table when it was read from the store (restore); undefined
   *  for a game made here. */
  statusAtRestore: GameStatus | undefined;

  private constructor(
    readonly id: string,
    private readonly store: Store,
    public state: GameState,
    /** The turn log's lines memory begins with: every line after version `after` (turn-log.ts). */
    turnLogStart: { lines: NarratedEvent[]; after: number },
    public talk: TalkRecord[],
    last: { seq: number; hash: string },
    readonly seedHash: string,
    turnLogOptions: TurnLogOptions = {},
  ) {
    this.last = last;
    this.turnLog = new TurnLog(() => store.readLog(id), turnLogStart, turnLogOptions);
  }

  /** Creates a game from a StartGame command: the log's first entry, and one token per seat,
   *  spectators and referees (only their hashes are stored). `leased`: this process's lease
   *  on it is written with its row (the server's games; store/lease.ts, claimNew). */
  static async create(store: Store, start: Omit<StartGame, 'type' | 'seed'> & { seed?: string }, now: number, options: { leased?: boolean; turnLog?: TurnLogOptions } = {}): Promise<{ session: GameSession; tokens: JoinTokens } | { rejection: Rejection }> {
    const seed = start.seed ?? randomBytes(32).toString('hex');
    // Every game the server starts draws from the HMAC-SHA256 stream (engine/rules/random.ts).
    const command: StartGame = { type: 'StartGame', ...start, seed, generator: start.generator ?? 'hmac-sha256' };
    const d = startGame(command);
    if (!d.ok) return { rejection: d.rejection };
    const id = randomBytes(9).toString('base64url');
    const state = replay(d.events);
    const tokens: JoinTokens = { seats: {}, spectator: newToken(), referee: newToken() };
    const seedHash = sha256(seed);
    for (const seat of state.seats) tokens.seats[seat.id] = newToken();
    await store.createGame({ id, createdAt: now, scenarioId: state.scenario.id, scenarioName: state.scenario.name, players: command.players, seed, seedHash }, [
      ...state.seats.map((seat) => ({ tokenHash: sha256(tokens.seats[seat.id]!), kind: 'seat' as const, seatId: seat.id })),
      { tokenHash: sha256(tokens.spectator), kind: 'spectator', seatId: null },
      { tokenHash: sha256(tokens.referee), kind: 'referee', seatId: null },
    ], options);
    const entry = makeEntry(null, { gameId: id, at: now, kind: 'start', actor: 'organizer', body: JSON.stringify({ command, events: d.events }) });
    await store.append(entry);
    const session = new GameSession(id, store, state, { lines: narrateForViewers(d.events), after: 0 }, [], { seq: entry.seq, hash: entry.hash }, seedHash, options.turnLog);
    session.lastSeen = now;
    return { session, tokens };
  }

  /** Rebuilds a game from its log. */
  static async restore(store: Store, id: string, options: { turnLog?: TurnLogOptions } = {}): Promise<GameSession> {
    const game = await store.game(id);
    if (!game) throw new Error(`no game ${id}`);
    const entries = await store.readLog(id);
    // The lines of its last few changes are narrated as it is folded: the clients coming back
    // to a game taken over hold the log up to one of them (their join's `logAfter`), and are
    // welcomed from memory, with no second read of the log (turn-log.ts).
    const { state, talk, lines, linesAfter } = foldLog(entries, RESTORE_NARRATED_COMMANDS);
    const last = entries[entries.length - 1]!;
    const session = new GameSession(id, store, state, { lines, after: linesAfter }, talk, { seq: last.seq, hash: last.hash }, game.seedHash, options.turnLog);
    session.statusAtRestore = game.status;
    // Who was in its room before a restart is not stored: its last written change stands for it.
    session.lastSeen = last.at;
    return session;
  }

  /** Runs changes one at a time, so each is decided on the state the previous one left. */
  private serial<T>(work: () => Promise<T>): Promise<T> {
    this.changing++;
    const run = this.tail.then(work, work);
    this.tail = run.then(this.changed, this.changed);
    return run;
  }

  /** A change whose append's outcome is not known (`store/outcome_unknown`: the database's
   *  answer was lost and could not be read back either), with what applies it: settled from
   *  the log before the game's next change is decided (settle), so no change is decided on a
   *  state that may lack one the log holds. */
  private uncertain: { entry: LogEntry; apply: () => void } | null = null;

  /** Changes queued or running in `serial`: while there are any, a command waits its turn. */
  private changing = 0;
  private readonly changed = (): void => {
    this.changing--;
  };

  submit(cmd: SeatedCommand, now: number): Promise<SubmitResult> {
    try {
      return Promise.resolve(this.submitNow(cmd, now));
    } catch (err) {
      return Promise.reject(err);
    }
  }

  /** As `submit`, but a command met while no other change is queued or running is decided,
   *  written and applied before this returns, when the store can commit it at once
   *  (Store.appendNow): the result then comes as a value, not a promise, and the room tells its
   *  clients in the same turn of the event loop, with no promise between (docs/benchmarks.md,
   *  fourteenth session). Otherwise a promise, as `submit`. A failed append is thrown (now) or
   *  rejected (later); either way nothing changed. */
  submitNow(cmd: SeatedCommand, now: number): SubmitResult | Promise<SubmitResult> {
    if (this.changing > 0 || this.uncertain)
      return this.serial(async () => {
        await this.settle();
        const change = this.decided(cmd, now);
        return 'rejection' in change ? change : this.written(change);
      });
    // Nothing is queued or running: the state is the one the command is decided on, and stays
    // it, since another change arriving meanwhile sees this one queued (serial) and waits.
    const change = this.decided(cmd, now);
    if ('rejection' in change) return change;
    if (this.store.appendNow(change.entry)) return this.applied(change);
    return this.serial(() => this.written(change));
  }

  /** The command decided on the current state: refused, or its events with their log entry
   *  and the state they lead to (nothing moved yet). */
  private decided(cmd: SeatedCommand, now: number): { ok: false; rejection: Rejection } | DecidedChange {
    const d = decide(this.state, cmd);
    if (!d.ok) return d;
    const entry = makeEntry(this.last, { gameId: this.id, at: now, kind: 'command', actor: cmd.seat, body: JSON.stringify({ seat: cmd.seat, command: cmd.command, events: d.events }) });
    return { entry, events: d.events, ...evolveNarrated(this.state, d.events) };
  }

  private async written(change: DecidedChange): Promise<SubmitResult> {
    await this.appended(change.entry, () => this.applied(change)); // durable before the state moves and anyone is told
    return this.applied(change);
  }

  /** The entry appended; where the outcome is not known, kept (with what applies it) to be
   *  settled before the next change, and the error thrown as for any failed append. */
  private async appended(entry: LogEntry, apply: () => void): Promise<void> {
    try {
      await this.store.append(entry);
    } catch (err) {
      if (isStoreError(err, 'store/outcome_unknown')) this.uncertain = { entry, apply };
      throw err;
    }
  }

  /** Settles a change whose outcome was not known, from the log (LogWriter.complete: in the
   *  log, or written now, it is applied; refused, it is dropped and the refusal thrown). While
   *  the store still cannot say, throws `store/unsettled` (the change asked for now is not
   *  written) and stays unsettled. Gives whether a change was applied. Runs inside `serial`. */
  private async settle(): Promise<boolean> {
    const u = this.uncertain;
    if (!u) return false;
    let refusal: Error | null | undefined;
    try {
      refusal = (await this.store.log.complete([u.entry])).get(u.entry);
    } catch (err) {
      throw new StoreError('store/unsettled', `whether change ${u.entry.seq} of game ${this.id} was written is still not known, and the game waits for the store to settle it; nothing else was written (${(err as Error).message})`);
    }
    this.uncertain = null;
    if (refusal) throw refusal;
    u.apply();
    return true;
  }

  /** Whether a change awaits settling (store/outcome_unknown). */
  get unsettled(): boolean {
    return this.uncertain !== null;
  }

  /** Settles now, in turn with the other changes (the room tries again until the store
   *  answers, then shows everyone the outcome): whether a change was applied. */
  settleNow(): Promise<boolean> {
    return this.serial(() => this.settle());
  }

  /** A command's change, once its entry is durable: the chain's head and the state move. */
  private applied({ entry, events, state: next, lines }: DecidedChange): SubmitResult {
    this.last = { seq: entry.seq, hash: entry.hash };
    this.state = next;
    this.turnLog.add(lines, entry.at);
    return { ok: true, events, version: next.version, receipt: this.receipt() };
  }

  say(seat: string, channel: string, text: string, now: number): Promise<{ ok: true; record: TalkRecord; receipt: Receipt } | { ok: false; rejection: Rejection }> {
    return this.serial(async () => {
      await this.settle();
      const refused = checkTalk(this.state, seat, channel, text);
      if (refused) return { ok: false as const, rejection: refused };
      const recipients = talkRecipients(this.state, channel as TalkChannel);
      const entry = makeEntry(this.last, { gameId: this.id, at: now, kind: 'talk', actor: seat, body: JSON.stringify({ seat, channel, text, recipients }) });
      const record: TalkRecord = { seq: entry.seq, at: now, seat, channel: channel as TalkChannel, text, recipients };
      const apply = () => {
        this.last = { seq: entry.seq, hash: entry.hash };
        this.talk.push(record);
      };
      await this.appended(entry, apply);
      apply();
      return { ok: true as const, record, receipt: this.receipt() };
    });
  }

  /** The chain's head now: the receipt of the last change written. */
  receipt(): Receipt {
    return { gameId: this.id, seq: this.last.seq, hash: this.last.hash };
  }

  view(viewer: Viewer): GameView {
    return viewFor(this.state, viewer);
  }

  /** The turn log as this viewer may read it, after `sinceVersion` (0: from the start); `now`
   *  on the session's clock. Older lines than memory keeps are narrated again from the store
   *  (turn-log.ts): rejects if it cannot be read. */
  async logFor(viewer: Viewer, now: number, sinceVersion = 0): Promise<LogLine[]> {
    return (await this.turnLog.after(sinceVersion, now)).map((n) => lineFor(n, viewer));
  }

  /** The turn log's latest events after `sinceVersion` (the changes the room has not synced
   *  yet), narrated for the whole table (each viewer reads them with lineFor). */
  narratedSince(sinceVersion: number): NarratedEvent[] {
    return this.turnLog.since(sinceVersion);
  }

  talkFor(viewer: Viewer): TalkRecord[] {
    return this.talk.filter((t) => mayRead(viewer, t.recipients));
  }

  get finished(): boolean {
    return this.state.winner !== null;
  }
}

/** Folds a game's log into its state and talk (no chain check: see verify); and the turn-log
 *  lines of its last `narrateLast` commands, with the version before them. */
export function foldLog(entries: LogEntry[], narrateLast = 0): { state: GameState; talk: TalkRecord[]; lines: NarratedEvent[]; linesAfter: number } {
  const [first, ...rest] = entries;
  if (!first || first.kind !== 'start') throw new Error('a game log begins with its start entry');
  let state = replay((JSON.parse(first.body) as { events: GameEvent[] }).events);
  const talk: TalkRecord[] = [];
  let commandsLeft = rest.reduce((n, e) => (e.kind === 'command' ? n + 1 : n), 0);
  const lines: NarratedEvent[] = [];
  let linesAfter = state.version;
  for (const e of rest) {
    const body = JSON.parse(e.body);
    if (e.kind === 'command') {
      if (commandsLeft-- <= narrateLast) {
        if (lines.length === 0) linesAfter = state.version;
        const told = evolveNarrated(state, body.events);
        state = told.state;
        for (const l of told.lines) lines.push(l);
      } else state = evolveAll(state, body.events);
    } else if (e.kind === 'talk') {
      talk.push({ seq: e.seq, at: e.at, seat: body.seat, channel: body.channel, text: body.text, recipients: body.recipients });
    }
  }
  return { state, talk, lines, linesAfter: lines.length > 0 ? linesAfter : state.version };
}
