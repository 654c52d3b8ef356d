import { describe, expect, it } from 'vitest';
import { decide, evolveAll, replay } from '../../engine/index.js';
import { playRandomGame } from '../../engine/sim/random-game.js';
import { makeEntry, sha256, type LogEntry } from './log-chain.js';
import { verifyLog } from './verify.js';
import type { Generator } from '../../engine/rules/random.js';

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
  entries.push(makeEntry(prev, { gameId: 'g', at: 3, kind: 'talk', actor: 'south:left', body: JSON.stringify({ seat: 'south:left', channel: 'team:south', text: 'hold', recipients: ['south:left'] }) }));
  return { entries, seedHash: sha256(g.start.seed) };
}

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
  it('finds a removed entry and a wrong seed', () => {
    const { entries, seedHash } = logOf('verify-3');
    const removed = [...entries.slice(0, 5), ...entries.slice(6)];
    expect(verifyLog(removed, seedHash).firstBad?.reason).toMatch(/missing/);
    expect(verifyLog(entries, sha256('another seed')).firstBad?.reason).toMatch(/seed/);
  });
});
