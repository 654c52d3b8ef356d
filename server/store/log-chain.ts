// The tamper-evident log: each entry carries the hash of the previous one, so changing,
// removing or reordering any entry breaks every hash after it.
import { hash } from 'node:crypto';

export const GENESIS_HASH = '0'.repeat(64);

export type LogKind = 'start' | 'command' | 'talk';

export interface LogEntry {
  gameId: string;
  seq: number;
  at: number;
  kind: LogKind;
  actor: string;
  /** Canonical JSON of the entry's content (command and events, or talk). */
  body: string;
  prevHash: string;
  hash: string;
}

/** SHA-256 of the text's UTF-8 bytes, in hex: node:crypto's one-shot `hash`, which makes no
 *  Hash object (half the time of createHash/update/digest for a log entry, ~0.5 against
 *  ~1 µs in a loop; the referee hashes one entry a command). */
export function sha256(text: string): string {
  return hash('sha256', text, 'hex');
}

/** SHA-256 of the entry's fields joined by newlines. */
export function entryHash(e: Omit<LogEntry, 'hash'>): string {
  return sha256(`${e.prevHash}\n${e.gameId}\n${e.seq}\n${e.at}\n${e.kind}\n${e.actor}\n${e.body}`);
}

export function makeEntry(prev: { seq: number; hash: string } | null, fields: Omit<LogEntry, 'seq' | 'prevHash' | 'hash'>): LogEntry {
  const entry: LogEntry = { gameId: fields.gameId, at: fields.at, kind: fields.kind, actor: fields.actor, body: fields.body, seq: prev ? prev.seq + 1 : 1, prevHash: prev ? prev.hash : GENESIS_HASH, hash: '' };
  entry.hash = entryHash(entry);
  return entry;
}

/** The first entry whose link or hash does not match, or null if the chain is whole. */
export function firstBrokenLink(entries: LogEntry[]): { seq: number; reason: string } | null {
  let prev: LogEntry | null = null;
  for (const e of entries) {
    const expectedSeq = prev ? prev.seq + 1 : 1;
    if (e.seq !== expectedSeq) return { seq: e.seq, reason: `entry ${e.seq} follows ${prev?.seq ?? 'nothing'}: entry ${expectedSeq} is missing` };
    if (e.prevHash !== (prev ? prev.hash : GENESIS_HASH)) return { seq: e.seq, reason: `entry ${e.seq} does not carry the hash of entry ${prev?.seq ?? 'genesis'}` };
    if (entryHash(e) !== e.hash) return { seq: e.seq, reason: `entry ${e.seq} was changed after it was written (its hash does not match its content)` };
    prev = e;
  }
  return null;
}
