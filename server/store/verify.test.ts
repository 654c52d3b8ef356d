import { describe, expect, it } from 'vitest';
import { decide, evolveAll, replay } from '../../engine/index.js';
import { playRandomGame } from '../../engine/sim/random-game.js';
import { makeEntry, sha256, type LogEntry } from './log-chain.js';
import { verifyLog } from './verify.js';
import type { Generator } from '../../engine/rules/random.js';
import { talkRecipients } from '../../engine/talk.js';
import type { Receipt } from './receipt.js';

/** A hash-chained log of a random game: the start, each command with its events, some talk. */
function logOf(seed: string, generator?: Generator): { entries: LogEntry[]; seedHash: string } {
  const g = playRandomGame(seed, 120, 8, 'vellara-ford', undefined, generator);
  let prev = makeEntry(null, { gameId: 'g', at: 1, kind: 'start', actor: 'organizer', body: JSON.stringify({ command: g.start, events: g.events.slice(0, 3) }) });
  const entries: LogEntry[] = [prev];
  let s = replay(g.events.slice(0, 3));
  for (const c of g.commands) {
    const d = decide(s, c);
    if (!d.ok) throw new Error('recorded command refused');
    prev = makeEntry(prev, { gameId: 'g', at: 2, kind: 'command', actor: c.seat, body: JSON.stringify({ seat: c.seat, command: c.command, events: d.events }) });
    entries.push(prev);
    s = evolveAll(s, d.events);
  }
  entries.push(makeEntry(prev, { gameId: 'g', at: 3, kind: 'talk', actor: 'south:left', body: JSON.stringify({ seat: 'south:left', channel: 'team:south', text: 'hold', recipients: talkRecipients(s, 'team:south') }) }));
  return { entries, seedHash: sha256(g.start.seed) };
}

/** The log with entry i replaced by `change(entry)` and every later hash recomputed: a rewrite
 *  by someone holding the database, which the chain alone cannot tell. */
function rewritten(entries: LogEntry[], i: number, change: (e: LogEntry) => Partial<LogEntry>): LogEntry[] {
  const out = entries.slice(0, i);
  let prev: LogEntry | null = out[out.length - 1] ?? null;
  for (const [k, e] of entries.slice(i).entries()) {
    const fields = k === 0 ? { ...e, ...change(e) } : e;
    const next = makeEntry(prev, { gameId: fields.gameId, at: fields.at, kind: fields.kind, actor: fields.actor, body: fields.body });
    out.push(next);
    prev = next;
  }
  return out;
}

const receiptOf = (e: LogEntry): Receipt => ({ gameId: e.gameId, seq: e.seq, hash: e.hash });

describe('verify', () => {
  it('accepts an untouched log and re-derives every roll from the seed', () => {
    const { entries, seedHash } = logOf('verify-1');
    expect(verifyLog(entries, seedHash)).toMatchObject({ ok: true, firstBad: null, seedChecked: true });
  });
  it('finds a changed entry, even with its hash recomputed, and names it', () => {
    const { entries, seedHash } = logOf('verify-2');
    const i = 10;
    const body = JSON.parse(entries[i]!.body);
    const tampered = [...entries];
    tampered[i] = { ...entries[i]!, body: JSON.stringify({ ...body, seat: 'north:oc' }) };
    expect(verifyLog(tampered, seedHash).firstBad?.seq).toBe(entries[i]!.seq);
    // Rewriting the whole chain from there keeps the hashes consistent, but the re-decided
    // events no longer match what was logged.
    const rechained: LogEntry[] = entries.slice(0, i);
    const dice = body.events.map((e: { type: string; faces?: string[] }) => (e.faces ? { ...e, faces: e.faces.map(() => 'swords') } : e));
    const changed = body.events.some((e: { faces?: string[] }) => e.faces) ? { ...body, events: dice } : { ...body, events: [...body.events, { type: 'BannerGained', army: 'north', banners: 9 }] };
    let prev = rechained[rechained.length - 1]!;
    for (const e of [{ ...entries[i]!, body: JSON.stringify(changed) }, ...entries.slice(i + 1)]) {
      const next = makeEntry(prev, { gameId: e.gameId, at: e.at, kind: e.kind, actor: e.actor, body: e.body });
      rechained.push(next);
      prev = next;
    }
    const r = verifyLog(rechained, seedHash);
    expect(r.ok).toBe(false);
    expect(r.firstBad?.seq).toBe(entries[i]!.seq);
  });
  it('re-derives a game on the HMAC-SHA256 stream, and still verifies a log made on sfc32 (the log names its generator)', () => {
    const old = logOf('verify-gen');
    const oldStart = JSON.parse(old.entries[0]!.body);
    expect(oldStart.command.generator).toBeUndefined();
    expect(oldStart.events[0].random.source).toBe('seeded');
    expect(verifyLog(old.entries, old.seedHash)).toMatchObject({ ok: true });
    const fresh = logOf('verify-gen', 'hmac-sha256');
    const start = JSON.parse(fresh.entries[0]!.body);
    expect(start.command.generator).toBe('hmac-sha256');
    expect(start.events[0].random).toMatchObject({ source: 'hmac-sha256' });
    expect(start.events[0].deckOrder).not.toEqual(oldStart.events[0].deckOrder);
    expect(verifyLog(fresh.entries, fresh.seedHash)).toMatchObject({ ok: true, seedChecked: true });
    // Claiming the other generator for the same logged deal is caught at the start.
    const swapped = makeEntry(null, { ...fresh.entries[0]!, body: JSON.stringify({ ...start, command: { ...start.command, generator: 'sfc32' } }) });
    expect(verifyLog([swapped], fresh.seedHash).firstBad?.reason).toMatch(/do not follow from the seed/);
  });
  it('catches a log cut short with a receipt a player holds (the chain alone cannot)', () => {
    const { entries, seedHash } = logOf('verify-cut');
    const receipt = receiptOf(entries[entries.length - 1]!);
    const cut = entries.slice(0, entries.length - 5);
    expect(verifyLog(cut, seedHash)).toMatchObject({ ok: true, receipts: [] });
    const r = verifyLog(cut, seedHash, [receipt]);
    expect(r.ok).toBe(false);
    expect(r.firstBad).toBeNull();
    expect(r.receipts).toEqual([{ seq: receipt.seq, ok: false, reason: expect.stringMatching(/log ends at entry \d+, but the receipt holds entry \d+: entries were removed/) }]);
    expect(verifyLog(entries, seedHash, [receipt])).toMatchObject({ ok: true, receipts: [{ seq: receipt.seq, ok: true, reason: null }] });
    // A receipt of an earlier entry still holds on the whole log.
    expect(verifyLog(entries, seedHash, [receiptOf(entries[3]!)]).ok).toBe(true);
  });
  it('catches a rewritten actor column with the later hashes recomputed: by the receipt, and by the column check', () => {
    const { entries, seedHash } = logOf('verify-actor');
    const receipt = receiptOf(entries[entries.length - 1]!);
    const i = entries.findIndex((e, k) => k > 5 && e.kind === 'command');
    const forged = rewritten(entries, i, (e) => ({ actor: e.actor === 'south:oc' ? 'north:oc' : 'south:oc' }));
    const r = verifyLog(forged, seedHash, [receipt]);
    expect(r.receipts[0]).toMatchObject({ ok: false, reason: expect.stringMatching(/was rewritten at or before entry/) });
    expect(r.firstBad).toMatchObject({ seq: entries[i]!.seq, reason: expect.stringMatching(/actor column says/) });
  });
  it('catches rewritten talk text (nothing in the log contradicts it) only with a receipt', () => {
    const { entries, seedHash } = logOf('verify-talk');
    const receipt = receiptOf(entries[entries.length - 1]!);
    const i = entries.length - 1;
    const forged = rewritten(entries, i, (e) => ({ body: JSON.stringify({ ...JSON.parse(e.body), text: 'retreat!' }) }));
    expect(verifyLog(forged, seedHash).ok).toBe(true);
    expect(verifyLog(forged, seedHash, [receipt]).receipts[0]).toMatchObject({ ok: false, reason: expect.stringMatching(/entry \d+ does not carry the receipt's hash/) });
    // Other receipts: of another game; and one of this game that matches.
    expect(verifyLog(entries, seedHash, [{ ...receipt, gameId: 'other' }]).receipts[0]!.reason).toMatch(/of game other, not of game g/);
  });
  it('checks every column the hash covers: time, game, kind, and who heard a message', () => {
    const { entries, seedHash } = logOf('verify-columns');
    const i = 8;
    const reason = (change: (e: LogEntry) => Partial<LogEntry>, at = i) => verifyLog(rewritten(entries, at, change), seedHash).firstBad;
    expect(reason((e) => ({ at: e.at - 2 }))).toMatchObject({ seq: i + 1, reason: expect.stringMatching(/is dated before entry/) });
    expect(reason(() => ({ gameId: 'h' }))).toMatchObject({ seq: i + 1, reason: expect.stringMatching(/belongs to game h/) });
    expect(reason(() => ({ kind: 'start' }))).toMatchObject({ seq: i + 1, reason: expect.stringMatching(/has kind "start"/) });
    const talk = entries.length - 1;
    expect(reason((e) => ({ body: JSON.stringify({ ...JSON.parse(e.body), recipients: ['north:oc'] }) }), talk)).toMatchObject({ reason: expect.stringMatching(/heard by other seats/) });
    expect(reason((e) => ({ actor: 'north:left', body: JSON.stringify({ ...JSON.parse(e.body), seat: 'north:left' }) }), talk)).toMatchObject({ reason: expect.stringMatching(/is said on team:south by north:left, who is not one of its members/) });
    expect(reason((e) => ({ body: JSON.stringify({ ...JSON.parse(e.body), text: '' }) }), talk)).toMatchObject({ reason: expect.stringMatching(/no message/) });
    expect(reason(() => ({ actor: 'south:oc' }), 0)).toMatchObject({ seq: 1, reason: expect.stringMatching(/started by the organizer/) });
  });
  it('finds a removed entry and a wrong seed', () => {
    const { entries, seedHash } = logOf('verify-3');
    const removed = [...entries.slice(0, 5), ...entries.slice(6)];
    expect(verifyLog(removed, seedHash).firstBad?.reason).toMatch(/missing/);
    expect(verifyLog(entries, sha256('another seed')).firstBad?.reason).toMatch(/seed/);
  });
});
