// The connection to a game room: join by id with the invite token, the SDK's own
// reconnection after a drop, and a fresh join by id with the same token if that fails
// (after a server restart the seat, its view and its talk history all come back; a finished
// game's room is opened again by that join, server/game/on-demand.ts). Some refusals are final
// and end the retrying: a game the referee does not know (`game/unknown`), a bad or missing
// token, a revoked tournament seat link (`join/link_revoked`), and a game voided by a tournament re-pairing (`join/game_void`, told to seated players
// as a `rejected` message before the room closes, and to later joins as the matchmaker's HTTP
// 410; server/tournament/game-rooms.ts). While not connected nothing is sent: a command or a
// message is refused here with `connection/offline`, since the board it was made on may be
// out of date (docs/protocol.md, "Joining").
import { DROP_GIVEN_UP, watchDrops } from './reconnect-policy.js';
import { Client, type Room } from '@colyseus/sdk';
import type { Receipt } from '../../../server/store/receipt.js';
import { keepReceipt, loadReceipt } from './receipt-store.js';
import { LogFieldReader, type LogFields } from './log-fields.js';
import { PrivateParts, type PrivateMessage } from './private-parts.js';
// The synced state's `text` fields need their decoder registered before any room is joined.
import '../../../server/rooms/wire-text.js';
import { EpicState } from '../../../server/rooms/state.js';
import { STATE_SCHEMA_ID } from '../../../server/rooms/schema-id.js';
import { sendPlainMaps } from './plain-maps.js';
import { joinOptions, missingLines } from './join-options.js';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { GameCommand } from '../../../engine/commands.js';
import type { LogLine } from '../../../engine/narrate-view.js';
import type { Scenario } from '../../../engine/scenario/types.js';
import type { SyncedState, WelcomeYou } from './view.js';

export type ConnectionStatus =
  | { kind: 'connecting' }
  | { kind: 'connected' }
  | { kind: 'reconnecting'; attempt: number }
  /** Final: no more retries. `code` is the referee's `area/reason`, `message` its sentence. */
  | { kind: 'failed'; code: string; message: string };

/** Refusals that will not get better by retrying (docs/protocol.md, docs/tournament-api.md). */
const FINAL_REFUSAL = /(join\/(?:bad_token|bad_options|token_required|game_void|link_revoked|client_outdated)|game\/unknown):\s*([\s\S]*)$/;

/** The final refusal in an error's text ("join/game_void: This game was voided: …"), if any. */
export function finalRefusal(text: string): { code: string; message: string } | null {
  const m = FINAL_REFUSAL.exec(text);
  return m ? { code: m[1]!, message: m[2]!.trim() } : null;
}

export interface TalkRecord {
  seq: number;
  at: number;
  seat: string;
  channel: string;
  text: string;
  recipients: 'everyone' | string[];
}

export interface Notice {
  id: number;
  requestId: string;
  what: string;
  code: string;
  message: string;
}

export interface Welcome {
  gameId: string;
  you: WelcomeYou;
  seedHash: string;
  /** The scenario (board, terrain, armies): static, so sent once here. */
  scenario: Scenario;
  talk: TalkRecord[];
  /** The turn log so far, as this viewer may read it (docs/protocol.md). */
  log?: LogLine[];
  /** Set when the referee could not read a long game's older lines just then: `log` holds only
   *  those after this version. */
  logFrom?: number;
  /** The join's `logAfter`, when it was taken: `log` holds the lines after it (join-options.ts). */
  logAfter?: number;
  /** The viewer's private part as of the state's version (seats and referees). */
  private?: PrivateMessage;
}

/** Answers to the referee's requests (`export`, `verify`), without the requestId. */
export type AskAnswer = Record<string, unknown>;

export interface GameConnection {
  status: ConnectionStatus;
  state: SyncedState | undefined;
  /** Bumped on every state change, so the view is rebuilt. */
  revision: number;
  welcome: Welcome | null;
  /** The viewer's private part (JSON) as of a state's version (private-parts.ts). */
  privateAt(version: number | undefined): string | undefined;
  talk: TalkRecord[];
  /** The turn log's lines this viewer may read, oldest first. */
  log: LogLine[];
  rejections: Notice[];
  pending: number;
  sendCommand(command: GameCommand, what: string): boolean;
  /** False when it could not be sent (not connected: the refusal is listed), so the talk box
   *  keeps the text to send again. */
  sendTalk(channel: string, text: string): boolean;
  dismiss(id: number): void;
  /** Sends `export` or `verify` and resolves with the answer (rejects with a refusal). */
  ask(type: 'export' | 'verify', payload: Record<string, unknown>): Promise<AskAnswer>;
  /** The last receipt this browser was given for the game (receipt-store.ts), or null. */
  receipt: Receipt | null;
}

const JOIN_RETRY_MS = [500, 1000, 2000, 4000, 8000];

/** Refused here, not sent, while the connection is not up (the SDK would hold a message until
 *  it is, and send it against a board that may have moved on meanwhile). */
export const OFFLINE_REFUSAL = {
  code: 'connection/offline',
  message: 'Not connected to the referee, so this was not sent: the board may be out of date. Try again once the connection is back.',
} as const;

/** Sent before the connection dropped, and never answered: it may or may not have counted. */
const UNANSWERED = {
  code: 'connection/dropped',
  message: 'The connection dropped before the referee answered; look at the board once it is back, and send it again if it did not count.',
} as const;

/** Records that arrive in order (talk by `seq`, log lines by `version`), merged with a
 *  reconnect's history that may repeat some of them: one per key, in key order. */
function mergeBy<T>(key: (t: T) => number, a: T[], b: T[]): T[] {
  if (b.length === 0) return a;
  if (a.length === 0 || key(b[0]!) > key(a[a.length - 1]!)) return [...a, ...b];
  const byKey = new Map<number, T>();
  for (const t of [...a, ...b]) byKey.set(key(t), t);
  return [...byKey.values()].sort((x, y) => key(x) - key(y));
}
const mergeLog = (a: LogLine[], b: LogLine[]) => mergeBy((l) => l.version, a, b);
const mergeTalk = (a: TalkRecord[], b: TalkRecord[]) => mergeBy((t) => t.seq, a, b);

export function useGameConnection(gameId: string, token: string): GameConnection {
  const [status, setStatus] = useState<ConnectionStatus>({ kind: 'connecting' });
  const [revision, setRevision] = useState(0);
  const [welcome, setWelcome] = useState<Welcome | null>(null);
  const [talk, setTalk] = useState<TalkRecord[]>([]);
  const [log, setLog] = useState<LogLine[]>([]);
  // What a join again reads (join-options.ts): the log held, and whether it lacks older lines.
  const logRef = useRef(log);
  logRef.current = log;
  const missingRef = useRef<number | null>(null);
  missingRef.current = missingLines(welcome?.logFrom, log);
  const asks = useRef(new Map<string, { resolve(a: AskAnswer): void; reject(e: Error): void }>());
  const [rejections, setRejections] = useState<Notice[]>([]);
  const [pending, setPending] = useState(0);
  const [receipt, setReceipt] = useState<Receipt | null>(() => loadReceipt(gameId));
  const roomRef = useRef<Room | null>(null);
  const privates = useRef(new PrivateParts());
  // What `send` and `ask` read: they are made once, the status changes.
  const statusRef = useRef(status);
  statusRef.current = status;
  const requests = useRef(new Map<string, string>());
  const counter = useRef(0);

  useEffect(() => {
    let closed = false;
    // Set by a final refusal: the room's close that follows must not start a rejoin.
    let over = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const client = new Client(location.origin.replace(/^http/, 'ws'));

    const attach = (room: Room) => {
      roomRef.current = sendPlainMaps(room);
      // New turn-log lines come in the patch of their change (log-fields.ts).
      const logFields = new LogFieldReader();
      room.onStateChange((state: LogFields) => {
        setRevision((r) => r + 1);
        const lines = logFields.read(state);
        if (lines.length > 0) setLog((old) => mergeLog(old, lines));
      });
      room.onMessage('private', (m: PrivateMessage) => {
        privates.current.take(m);
        if (m.log) {
          const lines = logFields.readFull(m.log);
          if (lines.length > 0) setLog((old) => mergeLog(old, lines));
        }
        setRevision((r) => r + 1);
      });
      room.onMessage('welcome', (w: Welcome) => {
        privates.current.take(w.private);
        setWelcome(w);
        setTalk((old) => mergeTalk(old, w.talk ?? []));
        setLog((old) => mergeLog(old, w.log ?? []));
      });
      room.onMessage('talk', (t: TalkRecord) => setTalk((old) => mergeTalk(old, [t])));
      room.onMessage('accepted', (a: { requestId?: string; receipt?: unknown }) => {
        // Each accepted change carries the chain's new head: the receipt to keep.
        if (a.receipt) setReceipt((held) => keepReceipt(held, a.receipt));
        if (a.requestId && requests.current.delete(a.requestId)) setPending(requests.current.size);
      });
      room.onMessage('rejected', (r: { requestId?: string; code: string; message: string }) => {
        if (!r.requestId && (r.code === 'join/game_void' || r.code === 'join/link_revoked')) {
          // The room closes right after this: the game voided, or this seat link revoked, for good.
          over = true;
          setStatus({ kind: 'failed', code: r.code, message: r.message });
          return;
        }
        const ask = r.requestId ? asks.current.get(r.requestId) : undefined;
        if (ask) {
          asks.current.delete(r.requestId!);
          return ask.reject(new Error(`${r.code}: ${r.message}`));
        }
        const what = (r.requestId && requests.current.get(r.requestId)) || 'Your last action';
        if (r.requestId) requests.current.delete(r.requestId);
        setPending(requests.current.size);
        setRejections((old) => [{ id: ++counter.current, requestId: r.requestId ?? '', what, code: r.code, message: r.message }, ...old].slice(0, 5));
      });
      const answer = (a: AskAnswer & { requestId?: string }) => {
        const ask = a.requestId ? asks.current.get(a.requestId) : undefined;
        if (!ask) return;
        asks.current.delete(a.requestId!);
        ask.resolve(a);
      };
      room.onMessage('export', answer);
      room.onMessage('verify', answer);
      room.onDrop(() => {
        setStatus({ kind: 'reconnecting', attempt: 0 });
        // An answer may never come on a dropped connection: the asker tries again.
        for (const a of asks.current.values()) a.reject(new Error('connection/dropped: the connection dropped before the answer came.'));
        asks.current.clear();
      });
      room.onReconnect(() => setStatus({ kind: 'connected' }));
      // The room is gone: a leave, or a drop not mended in time (reconnect-policy.ts).
      const lost = (code: number) => {
        if (closed || roomRef.current !== room) return;
        roomRef.current = null;
        // Their answers would come on this room, which is gone.
        if (requests.current.size > 0) {
          const unanswered = [...requests.current.entries()];
          requests.current.clear();
          setPending(0);
          setRejections((old) => [...unanswered.map(([requestId, what]) => ({ id: ++counter.current, requestId, what, ...UNANSWERED })), ...old].slice(0, 5));
        }
        if (over) return;
        // The SDK gave up (or the server restarted and forgot the session, or its process died
        // and the game is now in another): join again.
        if (code !== 1000) rejoin(0);
      };
      room.onLeave(lost);
      // A few quick tries of the old room after a drop, then a join by id.
      watchDrops(room, () => lost(DROP_GIVEN_UP));
      setStatus({ kind: 'connected' });
      setRevision((r) => r + 1);
    };

    const rejoin = (attempt: number) => {
      if (closed || over) return;
      setStatus(attempt === 0 ? { kind: 'connecting' } : { kind: 'reconnecting', attempt });
      // With the state's own classes: no schema handshake to receive and decode at each join
      // (server/rooms/schema-id.ts); the fingerprint tells the referee which classes they are.
      client.joinById(gameId, joinOptions(token, STATE_SCHEMA_ID, logRef.current, missingRef.current), EpicState).then(
        (room) => {
          if (closed) void room.leave(true);
          else attach(room);
        },
        (err: unknown) => {
          if (closed) return;
          const message = err instanceof Error ? err.message : String(err);
          // A bad token or a voided game will not get better by retrying.
          const final = finalRefusal(message);
          if (final) {
            over = true;
            setStatus({ kind: 'failed', ...final });
            return;
          }
          setStatus({ kind: 'reconnecting', attempt: attempt + 1 });
          timer = setTimeout(() => rejoin(attempt + 1), JOIN_RETRY_MS[Math.min(attempt, JOIN_RETRY_MS.length - 1)]);
        },
      );
    };
    rejoin(0);
    return () => {
      closed = true;
      if (timer) clearTimeout(timer);
      const room = roomRef.current;
      roomRef.current = null;
      if (room) void room.leave(true);
    };
  }, [gameId, token]);

  const send = useCallback((type: 'command' | 'talk', payload: Record<string, unknown>, what: string) => {
    const room = roomRef.current;
    const requestId = `c${Date.now().toString(36)}-${++counter.current}`;
    if (!room || statusRef.current.kind !== 'connected') {
      setRejections((old) => [{ id: ++counter.current, requestId, what, ...OFFLINE_REFUSAL }, ...old].slice(0, 5));
      return false;
    }
    requests.current.set(requestId, what);
    setPending(requests.current.size);
    room.send(type, { ...payload, requestId });
    return true;
  }, []);

  const ask = useCallback((type: 'export' | 'verify', payload: Record<string, unknown>) => {
    const room = roomRef.current;
    if (!room || statusRef.current.kind !== 'connected') return Promise.reject(new Error(`${OFFLINE_REFUSAL.code}: ${OFFLINE_REFUSAL.message}`));
    const requestId = `a${Date.now().toString(36)}-${++counter.current}`;
    return new Promise<AskAnswer>((resolve, reject) => {
      asks.current.set(requestId, { resolve, reject });
      room.send(type, { ...payload, requestId });
    });
  }, []);

  return {
    status,
    state: roomRef.current?.state as SyncedState | undefined,
    revision,
    welcome,
    privateAt: (version) => privates.current.at(version),
    talk,
    log,
    rejections,
    pending,
    sendCommand: (command, what) => send('command', { command }, what),
    sendTalk: (channel, text) => send('talk', { channel, text }, `Message on ${channel}`),
    dismiss: (id) => setRejections((old) => old.filter((n) => n.id !== id)),
    ask,
    receipt,
  };
}
