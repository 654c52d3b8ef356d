import { describe, expect, it } from 'vitest';
import { addEntrant, dropEntrant, publishRound, recordResult } from './edit.js';
import { pairNextRound } from './pairing.js';
import { scoreMatch } from './scoring.js';
import { simulateSwiss } from './simulate.js';
import { computeStandings } from './standings.js';
import { deepFreeze, forfeited, match, won } from './test-support.js';
import type { TournamentEvent } from './types.js';

function unwrap(r: { ok: true; value: TournamentEvent } | { ok: false; rejection: { message: string } }): TournamentEvent {
  if (!r.ok) throw new Error(r.rejection.message);
  return r.value;
}

/** Sum of all points must equal what the results and byes give, once each. */
function pointsTotal(e: TournamentEvent): number {
  return computeStandings(e).reduce((n, s) => n + s.points, 0);
}
function expectedTotal(e: TournamentEvent): number {
  return e.rounds.reduce((n, r) => n + r.pairings.filter((p) => p.b === null).length * 3 + r.results.reduce((m, x) => m + scoreMatch(x).pointsA + scoreMatch(x).pointsB, 0), 0);
}

describe('a result edited after the next round was paired', () => {
  // Rounds 1 and 2 played; round 3 published, no results yet.
  const sim = simulateSwiss({ seed: 'edit', entrants: 12, rounds: 3, leaveLastRoundOpen: true });
  const published = deepFreeze(sim.event);
  const r2 = published.rounds[1]!;
  const old = r2.results[0]!;
  const corrected = match(old.a, old.b, won(old.a, 8, 0), won(old.a, 0, 8)); // a wins both: 3/0
  const edited = unwrap(recordResult(published, 2, corrected));

  it('replaces the result instead of adding a second one', () => {
    expect(edited.rounds[1]!.results).toHaveLength(r2.results.length);
    expect(edited.rounds[1]!.results.filter((r) => (r.a === old.a && r.b === old.b) || (r.a === old.b && r.b === old.a))).toEqual([corrected]);
    expect(pointsTotal(edited)).toBe(expectedTotal(edited));
  });

  it('recomputes the standings: the two players\' points and their opponents\' opposition', () => {
    const before = new Map(computeStandings(published).map((s) => [s.id, s]));
    const after = new Map(computeStandings(edited).map((s) => [s.id, s]));
    const was = scoreMatch(old);
    expect(after.get(old.a)!.points - before.get(old.a)!.points).toBe(3 - was.pointsA);
    expect(after.get(old.b)!.points - before.get(old.b)!.points).toBe(0 - was.pointsB);
    for (const s of after.values()) {
      if (s.id === old.a || s.id === old.b) continue;
      expect(s.points).toBe(before.get(s.id)!.points);
    }
  });

  it('keeps the published pairing of round 3 unless the referee re-pairs it', () => {
    expect(edited.rounds[2]).toEqual(published.rounds[2]);
    const repaired = unwrap(publishRound(edited, 3));
    expect(repaired.rounds).toHaveLength(3);
    expect(repaired.rounds.slice(0, 2)).toEqual(edited.rounds.slice(0, 2));
  });

  it('is the same event when the same correction is applied twice', () => {
    expect(unwrap(recordResult(edited, 2, corrected))).toEqual(edited);
    expect(computeStandings(unwrap(recordResult(edited, 2, corrected)))).toEqual(computeStandings(edited));
  });

  it('refuses to re-pair a round with results, or one that later rounds follow', () => {
    const withResult = unwrap(recordResult(edited, 3, match(edited.rounds[2]!.pairings[0]!.a, edited.rounds[2]!.pairings[0]!.b!, won(edited.rounds[2]!.pairings[0]!.a, 8, 1), forfeited(edited.rounds[2]!.pairings[0]!.b!))));
    const r = publishRound(withResult, 3);
    expect(r.ok ? '' : r.rejection.code).toBe('pairing/round_has_results');
    const r2again = publishRound(edited, 2);
    expect(r2again.ok ? '' : r2again.rejection.code).toBe('pairing/later_rounds_exist');
  });

  it('refuses results that are not a pairing of the round', () => {
    // old.a met old.b in round 2, so old.a v anyone else is not a pairing of that round.
    const other = published.entrants.find((e) => e.id !== old.a && e.id !== old.b)!.id;
    const stray = recordResult(published, 2, match(old.a, other, won(old.a, 8, 0), won(old.a, 8, 0)));
    expect(stray.ok ? '' : stray.rejection.code).toBe('event/result_without_pairing');
    const noRound = recordResult(published, 9, corrected);
    expect(noRound.ok ? '' : noRound.rejection.code).toBe('result/no_such_round');
  });
});

describe('entrants joining and dropping', () => {
  it('adds a late entry for the next round and drops a player from the next pairing', () => {
    const e = simulateSwiss({ seed: 'late', entrants: 10, rounds: 2 }).event;
    const added = unwrap(addEntrant(e, { id: 'late', name: 'Late Comer' }));
    expect(added.entrants.at(-1)).toEqual({ id: 'late', name: 'Late Comer', joinedRound: 3 });
    const dropped = unwrap(dropEntrant(added, 'p001'));
    const next = pairNextRound(dropped);
    const seated = next.ok ? next.value.round.pairings.flatMap((p) => [p.a, p.b]) : [];
    expect(seated).toContain('late');
    expect(seated).not.toContain('p001');
    expect(addEntrant(e, { id: 'p002', name: 'x' }).ok).toBe(false);
    expect(dropEntrant(e, 'nobody').ok).toBe(false);
  });
});
