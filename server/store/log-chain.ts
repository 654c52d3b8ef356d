// The tamper-evident log: each entry carries the hash of the previous one, so changing,
// removing or reordering any entry breaks every hash after it.
import { createHash } from 'node:crypto';

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

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export function entryHash(e: Omit<LogEntry, 'hash'>): string {
  return sha256([e.prevHash, e.gameId, e.seq, e.at, e.kind, e.actor, e.body].join('\n'));
}

export function makeEntry(prev: { seq: number; hash: string } | null, fields: Omit<LogEntry, 'seq' | 'prevHash' | 'hash'>): LogEntry {
  const base = { ...fields, seq: prev ? prev.seq + 1 : 1, prevHash: prev ? prev.hash : GENESIS_HASH };
  return { ...base, hash: entryHash(base) };
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
