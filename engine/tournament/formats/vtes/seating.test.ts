import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../test-support.js';
import { seatVtesRound } from './round.js';
import { seatable, tableSizes } from './seating.js';
import { players, vtesEvent } from './test-support.js';
import type { VtesEvent, VtesRound } from './types.js';

function play(e: VtesEvent, rounds: number): VtesEvent {
  let event = e;
  for (let n = 1; n <= rounds; n++) {
    const r = seatVtesRound(event, n);
    if (!r.ok) throw new Error(r.rejection.message);
    const results = r.value.round.tables.map((t) => ({ table: t.table, vp: Object.fromEntries(t.seats.map((s, i) => [s, i === 0 ? 1 : 0])) }));
    event = { ...event, rounds: [...event.rounds, { ...r.value.round, results }] };
  }
  return event;
}

const relations = (r: VtesRound) => r.tables.flatMap((t) => t.seats.map((s, i) => `${s}>${t.seats[(i + 1) % t.seats.length]}`));

describe('V:TES seating (3.1.2)', () => {
  it('"assign players in groups of four and five, such that as many groups as possible contain five players"', () => {
    expect(tableSizes(10)).toEqual([5, 5]);
    expect(tableSizes(13)).toEqual([5, 4, 4]);
    expect(tableSizes(17)).toEqual([5, 4, 4, 4]);
    expect(tableSizes(19)).toEqual([5, 5, 5, 4]);
    for (let n = 12; n <= 300; n++) expect(tableSizes(n).reduce((a, b) => a + b, 0)).toBe(n);
  });

  it('"If the players cannot be divided into groups of 4 and 5 (i.e., there are 6, 7, or 11 players)"', () => {
    expect([4, 5, 6, 7, 8, 9, 10, 11, 12].filter((n) => !seatable(n))).toEqual([6, 7, 11]);
  });

  it('"the judge may elect to use a seating arrangement in which some players sit out each round (while still ensuring that every player plays the same number of games)"', () => {
    const e = play(vtesEvent(players(6), [], { options: { rounds: 6 } }), 6);
    const sat = new Map<string, number>();
    for (const r of e.rounds) {
      expect(r.sitOut).toHaveLength(1);
      for (const p of r.sitOut!) sat.set(p, (sat.get(p) ?? 0) + 1);
    }
    expect([...sat.values()]).toEqual([1, 1, 1, 1, 1, 1]);
    // 7 players, 3 rounds: tables of 5, 5 and 4, each player sitting out once (2 games each);
    // 11 players, 3 rounds: 10, 8 and 4 playing, again each sitting out once.
    for (const [n, sizes] of [[7, [5, 5, 4]], [11, [10, 8, 4]]] as const) {
      const e7 = play(vtesEvent(players(n), [], { options: { rounds: 3 } }), 3);
      expect(e7.rounds.map((r) => r.tables.reduce((k, t) => k + t.seats.length, 0))).toEqual(sizes);
      expect(new Set(e7.rounds.flatMap((r) => r.sitOut ?? [])).size).toBe(n);
    }
    const refused = seatVtesRound(vtesEvent(players(7), [], { options: { sitOut: false } }), 1);
    expect(!refused.ok && refused.rejection.code).toBe('seating/not_seatable');
  });

  it('"The judge will group players randomly and impartially": round 1 differs by seed, reproducible by seed', () => {
    const a = seatVtesRound(deepFreeze(vtesEvent(players(20))), 1);
    const b = seatVtesRound(vtesEvent(players(20), [], { seed: 'other' }), 1);
    expect(a).toEqual(seatVtesRound(vtesEvent(players(20)), 1));
    expect(a.ok && b.ok && JSON.stringify(a.value.round) !== JSON.stringify(b.value.round)).toBe(true);
  });

  it('"The first player assigned to a table occupies position one": seats are listed from position one', () => {
    const r = seatVtesRound(vtesEvent(players(9)), 1);
    expect(r.ok && r.value.round.tables.map((t) => t.seats.length)).toEqual([5, 4]);
  });

  it('"The judge must ensure that exact predator-prey relationships are not duplicated from round to round whenever possible"', () => {
    for (const n of [10, 13, 20, 37, 64]) {
      const e = play(vtesEvent(players(n), [], { seed: `prey-${n}` }), 3);
      const seen = new Set<string>();
      for (const r of e.rounds)
        for (const rel of relations(r)) {
          expect(seen.has(rel), `${n} players: ${rel} repeated in round ${r.number}`).toBe(false);
          seen.add(rel);
        }
    }
  });

  it('"reseat players who were assigned to table together during any previous round to different tables": with room to spare, nobody meets twice in round 2', () => {
    const e = play(vtesEvent(players(25), [], { seed: 'apart' }), 2);
    const together = (r: VtesRound) => r.tables.flatMap((t) => t.seats.flatMap((x) => t.seats.filter((y) => y > x).map((y) => `${x}/${y}`)));
    const first = new Set(together(e.rounds[0]!));
    expect(together(e.rounds[1]!).filter((k) => first.has(k))).toEqual([]);
  });

  it('3.3.1 late arrivals and 3.1.4 dropped players: seated from their round on, not after dropping', () => {
    const e = vtesEvent(players(10).map((p) => (p.id === 'p1' ? { ...p, dropped: true } : p.id === 'p2' ? { ...p, joinedRound: 2 } : p)));
    const r = seatVtesRound(e, 1);
    const seated = r.ok ? r.value.round.tables.flatMap((t) => t.seats) : [];
    expect(seated).not.toContain('p1');
    expect(seated).not.toContain('p2');
    expect(seated).toHaveLength(8);
  });
});
