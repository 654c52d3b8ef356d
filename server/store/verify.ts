// Verifying a game's log: the hash chain is whole, the seed matches the hash published at
// the start, and re-deciding every command from the seed gives exactly the events that were
// logged (so no shuffle, die roll or outcome was changed). Reports the first entry that
// does not match.
import { decide, evolveAll, replay, startGame, type GameEvent, type SeatedCommand, type StartGame } from '../../engine/index.js';
import { firstBrokenLink, sha256, type LogEntry } from './log-chain.js';

export interface VerifyReport {
  ok: boolean;
  entries: number;
  /** The first entry that does not match, and why. */
  firstBad: { seq: number; reason: string } | null;
  seedChecked: boolean;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function verifyLog(entries: LogEntry[], seedHash: string): VerifyReport {
  const report = (firstBad: VerifyReport['firstBad'], seedChecked = false): VerifyReport => ({ ok: firstBad === null, entries: entries.length, firstBad, seedChecked });
  const broken = firstBrokenLink(entries);
  if (broken) return report(broken);
  const [first, ...rest] = entries;
  if (!first || first.kind !== 'start') return report({ seq: first?.seq ?? 0, reason: 'the log does not begin with the game start' });
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
  for (const e of rest) {
    if (e.kind !== 'command') continue;
    let logged: { seat: string; command: SeatedCommand['command']; events: GameEvent[] };
    try {
      logged = JSON.parse(e.body);
    } catch {
      return report({ seq: e.seq, reason: `entry ${e.seq} is not readable JSON` }, true);
    }
    const d = decide(state, { seat: logged.seat, command: logged.command });
    if (!d.ok) return report({ seq: e.seq, reason: `entry ${e.seq}: the referee would refuse ${logged.command.type} (${d.rejection.code})` }, true);
    if (!same(d.events, logged.events)) return report({ seq: e.seq, reason: `entry ${e.seq}: ${logged.command.type} does not give the logged events (dice, cards or outcome differ)` }, true);
    state = evolveAll(state, d.events);
  }
  return report(null, true);
}
