// The games report (games.ts, holdingsReport): per owner its games, whether it lives, the
// leases that ran out, the games nobody holds, and how many have no living owner.
import { describe, expect, it } from 'vitest';
import { holdingsReport, type GameHolding } from './games.js';

const NOW = Date.UTC(2026, 10, 27, 12, 0, 0);
const held = (gameId: string, owner: string | null, expiresAt: number | null = owner ? NOW + 30_000 : null): GameHolding => ({ gameId, owner, expiresAt });

describe('holdingsReport', () => {
  it('lists each owner, most games first, with whether it is alive on Redis, and counts the games with no living owner', () => {
    const games = [held('g1', 'p1'), held('g2', 'p2'), held('g3', 'p2'), held('g4', 'p3'), held('g5', null), held('g6', 'p1', NOW - 5000)];
    const { lines, orphaned } = holdingsReport(games, new Set(['p1', 'p2']), NOW, 'the store');
    expect(lines).toEqual([
      '6 unfinished games in the store; 2 referee processes alive on Redis: p1, p2',
      '  p1 (alive): 2 games: g1, g6',
      '    of which 1 lease ran out (last at 2026-11-27T11:59:55.000Z), so any process may take it: g6',
      '  p2 (alive): 2 games: g2, g3',
      '  p3 (gone from Redis: a living process takes its games over at its next look or on a join): 1 game: g4',
      '  no owner (let go by a process that stopped, or never leased): 1 game: g5',
      '3 games without a living owner.',
    ]);
    expect(orphaned).toBe(3);
  });

  it('without Redis judges by the leases alone', () => {
    const { lines, orphaned } = holdingsReport([held('g1', 'p1'), held('g2', 'p1', NOW - 1)], null, NOW, 'data/referee.sqlite');
    expect(lines[0]).toBe('2 unfinished games in data/referee.sqlite; no REDIS_URL, so whether their owners live is not asked (one process alone: its leases say)');
    expect(lines[1]).toBe('  p1 (lease current): 2 games: g1, g2');
    expect(orphaned).toBe(1);
  });

  it('says when every game has a living owner, and when there are none at all', () => {
    expect(holdingsReport([held('g1', 'p1')], new Set(['p1']), NOW, 'x').lines.at(-1)).toBe('Every unfinished game has a living owner.');
    const none = holdingsReport([], new Set(), NOW, 'x');
    expect(none.lines).toEqual(['0 unfinished games in x; 0 referee processes alive on Redis', 'Every unfinished game has a living owner.']);
    expect(none.orphaned).toBe(0);
  });

  it('names at most ten games of one owner, then how many more', () => {
    const many = Array.from({ length: 13 }, (_, i) => held(`g${i + 1}`, 'p1'));
    expect(holdingsReport(many, new Set(['p1']), NOW, 'x').lines[1]).toBe('  p1 (alive): 13 games: g1, g2, g3, g4, g5, g6, g7, g8, g9, g10 and 3 more');
  });
});
