// Verifying a game's log: the hash chain is whole, the seed matches the hash published at
// the start, and re-deciding every command from the seed gives exactly the events that were
// logged (so no shuffle, die roll or outcome was changed). Every column the hash covers is
// checked for what it must hold, not only hashed: the game id, the time (never going back),
// the kind, the actor (the seat the command or the message names), and a talk message's body
// (a seat of the game, a message the length rules allow, on a channel its speaker belongs to,
// heard by exactly those the talk rules name at that point). A rewrite that keeps all of these consistent and recomputes the later
// hashes is caught by a receipt (receipt.ts): a head hash a player was given when a change of
// his was accepted. Reports the first entry that does not match, and each receipt's check.
import { decide, evolveAll, replay, startGame, type GameEvent, type GameState, type SeatedCommand, type StartGame } from '../../engine/index.js';
import { MAX_TALK_LENGTH, openFront, talkRecipients, type TalkChannel } from '../../engine/talk.js';
import { firstBrokenLink, sha256, type LogEntry } from './log-chain.js';
import { checkReceipt, type Receipt, type ReceiptCheck } from './receipt.js';

export interface VerifyReport {
  ok: boolean;
  entries: number;
  /** The first entry that does not match, and why. */
  firstBad: { seq: number; reason: string } | null;
  seedChecked: boolean;
  /** Each receipt given, checked against the log (empty when none was given). */
  receipts: ReceiptCheck[];
}

type Bad = { seq: number; reason: string };

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

const CHANNEL = /^(table|team:(north|south)|front:(north|south):\d+)$/;

/** A talk entry's body against the state it was said in, or why it does not fit. */
function talkProblem(state: GameState, e: LogEntry): string | null {
  let body: { seat?: unknown; channel?: unknown; text?: unknown; recipients?: unknown };
  try {
    body = JSON.parse(e.body);
  } catch {
    return 'is not readable JSON';
  }
  if (body.seat !== e.actor) return `names seat ${JSON.stringify(body.seat)} but its actor column says ${JSON.stringify(e.actor)}`;
  if (!state.seats.some((s) => s.id === e.actor)) return `is said by ${JSON.stringify(e.actor)}, who holds no seat in this game`;
  if (typeof body.text !== 'string' || body.text.trim() === '' || body.text.length > MAX_TALK_LENGTH) return `has no message of 1 to ${MAX_TALK_LENGTH} characters`;
  if (typeof body.channel !== 'string' || !CHANNEL.test(body.channel)) return `is on no channel of the game (${JSON.stringify(body.channel)})`;
  const channel = body.channel as TalkChannel;
  if (channel.startsWith('front:') && openFront(state)?.channel !== channel) return `is on ${channel}, which was not open then`;
  const members = talkRecipients(state, channel);
  if (!same(body.recipients, members)) return `was heard by other seats than the talk rules give for ${channel} at that point`;
  if (members !== 'everyone' && !members.includes(e.actor)) return `is said on ${channel} by ${e.actor}, who is not one of its members then`;
  return null;
}

/** The columns every entry must hold beside its body: its game, a time that never goes back,
 *  a known kind (the start first and only there). */
function columnProblem(e: LogEntry, first: LogEntry, prev: LogEntry | null): string | null {
  if (e.gameId !== first.gameId) return `belongs to game ${e.gameId}, not ${first.gameId}`;
  if (!Number.isSafeInteger(e.at) || e.at < 0) return `has no valid time (${String(e.at)})`;
  if (prev && e.at < prev.at) return `is dated before entry ${prev.seq} (${e.at} < ${prev.at})`;
  if (e !== first && e.kind !== 'command' && e.kind !== 'talk') return `has kind "${e.kind}": after the start the log holds commands and talk only`;
  return null;
}

export function verifyLog(entries: LogEntry[], seedHash: string, receipts: readonly Receipt[] = []): VerifyReport {
  const checks = receipts.map((r) => checkReceipt(entries, r));
  const report = (firstBad: Bad | null, seedChecked = false): VerifyReport => ({ ok: firstBad === null && checks.every((c) => c.ok), entries: entries.length, firstBad, seedChecked, receipts: checks });
  const broken = firstBrokenLink(entries);
  if (broken) return report(broken);
  const [first, ...rest] = entries;
  if (!first || first.kind !== 'start') return report({ seq: first?.seq ?? 0, reason: 'the log does not begin with the game start' });
  if (first.actor !== 'organizer') return report({ seq: first.seq, reason: `the start entry's actor column says ${JSON.stringify(first.actor)}; a game is started by the organizer` });
  const startProblem = columnProblem(first, first, null);
  if (startProblem) return report({ seq: first.seq, reason: `entry ${first.seq} ${startProblem}` });
  let body: { command: StartGame; events: GameEvent[] };
  try {
    body = JSON.parse(first.body);
  } catch {
    return report({ seq: first.seq, reason: 'the start entry is not readable JSON' });
  }
  if (sha256(body.command.seed) !== seedHash) return report({ seq: first.seq, reason: 'the seed does not match the hash published at game start' });
  const started = startGame(body.command);
  if (!started.ok || !same(started.events, body.events)) return report({ seq: first.seq, reason: 'the deal and shuffle do not follow from the seed' }, true);
  let state = replay(started.events);
  let prev: LogEntry = first;
  for (const e of rest) {
    const problem = columnProblem(e, first, prev);
    if (problem) return report({ seq: e.seq, reason: `entry ${e.seq} ${problem}` }, true);
    prev = e;
    if (e.kind === 'talk') {
      const talk = talkProblem(state, e);
      if (talk) return report({ seq: e.seq, reason: `entry ${e.seq}, a talk message, ${talk}` }, true);
      continue;
    }
    let logged: { seat: string; command: SeatedCommand['command']; events: GameEvent[] };
    try {
      logged = JSON.parse(e.body);
    } catch {
      return report({ seq: e.seq, reason: `entry ${e.seq} is not readable JSON` }, true);
    }
    if (logged.seat !== e.actor) return report({ seq: e.seq, reason: `entry ${e.seq}: the command is the seat ${JSON.stringify(logged.seat)}'s, but the actor column says ${JSON.stringify(e.actor)}` }, true);
    const d = decide(state, { seat: logged.seat, command: logged.command });
    if (!d.ok) return report({ seq: e.seq, reason: `entry ${e.seq}: the referee would refuse ${logged.command.type} (${d.rejection.code})` }, true);
    if (!same(d.events, logged.events)) return report({ seq: e.seq, reason: `entry ${e.seq}: ${logged.command.type} does not give the logged events (dice, cards or outcome differ)` }, true);
    state = evolveAll(state, d.events);
  }
  return report(null, true);
}
