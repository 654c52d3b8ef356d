import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { entryHash, firstBrokenLink, GENESIS_HASH, makeEntry, sha256 } from './log-chain.js';

describe('the log chain', () => {
  it("an entry's hash is SHA-256 of its fields joined by newlines, whatever its body holds", () => {
    const bodies = ['{}', JSON.stringify({ seat: 'north:oc', command: { type: 'IssueFieldCard', cardId: 'order-two-left#1' }, events: [{ type: 'CardIssued' }] }), 'line one\nline two — “quoted” ⚔', ''];
    let prev: { seq: number; hash: string } | null = null;
    for (const body of bodies) {
      const e = makeEntry(prev, { gameId: 'g-1', at: 1795693784012, kind: prev ? 'command' : 'start', actor: 'north:oc', body });
      expect(e.hash).toBe(sha256([e.prevHash, e.gameId, e.seq, e.at, e.kind, e.actor, e.body].join('\n')));
      expect(entryHash(e)).toBe(e.hash);
      // The same as node:crypto's streaming hash of the UTF-8 bytes, the way it was made before.
      expect(e.hash).toBe(createHash('sha256').update(`${e.prevHash}\n${e.gameId}\n${e.seq}\n${e.at}\n${e.kind}\n${e.actor}\n`).update(e.body).digest('hex'));
      prev = e;
    }
  });

  it('links each entry to the one before, from the genesis hash', () => {
    const a = makeEntry(null, { gameId: 'g', at: 1, kind: 'start', actor: 'organizer', body: '{}' });
    const b = makeEntry(a, { gameId: 'g', at: 2, kind: 'command', actor: 'south:oc', body: '{"x":1}' });
    expect([a.seq, a.prevHash, b.seq, b.prevHash]).toEqual([1, GENESIS_HASH, 2, a.hash]);
    expect(Object.keys(b)).toEqual(['gameId', 'at', 'kind', 'actor', 'body', 'seq', 'prevHash', 'hash']);
    expect(firstBrokenLink([a, b])).toBeNull();
    expect(firstBrokenLink([a, { ...b, body: '{"x":2}' }])?.reason).toContain('was changed after it was written');
  });
});
