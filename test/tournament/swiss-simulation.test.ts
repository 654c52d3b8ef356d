// Whole Swiss events of 8–128 entrants with random results, late entries, drops, forfeits and
// games not completed, each round paired by pairRound: every pairing must follow the rules
// (pairing-properties.ts) — no rematch, no second bye, everyone present paired once, dropped
// and not-yet-entered players never — and points must add up once per result.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { brutePairByRank } from '../../engine/tournament/brute-force.js';
import type { PairingRequest } from '../../engine/tournament/pair-by-rank.js';
import { playersForRound } from '../../engine/tournament/pairing.js';
import { scoreMatch } from '../../engine/tournament/scoring.js';
import { simulateSwiss } from '../../engine/tournament/simulate.js';
import { computeStandings } from '../../engine/tournament/standings.js';
import type { Round, TournamentEvent } from '../../engine/tournament/types.js';
import { pairingViolations } from './pairing-properties.js';

/** The history before a round, read straight from the event (not via the engine's records). */
function history(before: TournamentEvent) {
  const met = new Set<string>();
  const byes = new Set<string>();
  for (const r of before.rounds)
    for (const p of r.pairings)
      if (p.b === null) byes.add(p.a);
      else met.add(`${p.a}|${p.b}`).add(`${p.b}|${p.a}`);
  return { met: (a: string, b: string) => met.has(`${a}|${b}`), hadBye: (a: string) => byes.has(a) };
}

function checkRound(before: TournamentEvent, round: Round, problems: string[]): void {
  const expected = playersForRound(before, round.number);
  const h = history(before);
  if (round.number === 1) {
    const seated = round.pairings.flatMap((p) => (p.b === null ? [p.a] : [p.a, p.b]));
    if (seated.length !== expected.length || new Set(seated).size !== seated.length || seated.some((p) => !expected.includes(p)))
      problems.push('round 1: not everyone present paired once');
    return;
  }
  // Ranking: the published one is the order of the tables' players; recompute it from the standings.
  const standing = computeStandings(before).filter((s) => expected.includes(s.id)).map((s) => s.id);
  const req: PairingRequest = { ranked: standing, met: h.met, hadBye: h.hadBye, round: round.number };
  const plan = {
    pairs: round.pairings.filter((p) => p.b !== null).map((p) => [p.a, p.b!] as const),
    bye: round.pairings.find((p) => p.b === null)?.a ?? null,
  };
  for (const v of pairingViolations(req, plan)) problems.push(`round ${round.number}: ${v}`);
  if (round.pairings.some((p, i) => p.table !== i + 1)) problems.push(`round ${round.number}: tables not numbered 1, 2, …`);
}

function pointsAddUp(e: TournamentEvent): boolean {
  const total = computeStandings(e).reduce((n, s) => n + s.points, 0);
  const expected = e.rounds.reduce(
    (n, r) => n + 3 * r.pairings.filter((p) => p.b === null).length + r.results.reduce((m, x) => m + scoreMatch(x).pointsA + scoreMatch(x).pointsB, 0),
    0,
  );
  return total === expected;
}

const options = fc.record({
  entrants: fc.integer({ min: 8, max: 128 }),
  seed: fc.string({ minLength: 1, maxLength: 12 }),
  dropRate: fc.constantFrom(0, 0, 0.02, 0.08),
  lateEntrants: fc.constantFrom(0, 0, 1, 3),
  forfeitRate: fc.constantFrom(0, 0.03),
  incompleteRate: fc.constantFrom(0, 0.03),
});

function runEvents(fcSeed: number, numRuns: number): { events: number; rounds: number; refused: number } {
  const stats = { events: 0, rounds: 0, refused: 0 };
  fc.assert(
    fc.property(options, (o) => {
      const problems: string[] = [];
      const sim = simulateSwiss({ ...o, observe: (before, round) => { stats.rounds++; checkRound(before, round, problems); } });
      stats.events++;
      if (sim.failure) {
        // Only a field with no rematch-free pairing at all may be refused; check it exhaustively.
        stats.refused++;
        expect(['pairing/no_rematch_free_pairing', 'pairing/no_bye_available', 'pairing/too_few_players']).toContain(sim.failure.rejection.code);
        const players = playersForRound(sim.event, sim.failure.round);
        const h = history(sim.event);
        if (sim.failure.rejection.code !== 'pairing/too_few_players') {
          expect(players.length).toBeLessThanOrEqual(22); // exhaustive check below
          expect(brutePairByRank({ ranked: players, met: h.met, hadBye: h.hadBye, round: sim.failure.round })).toBeNull();
        }
      }
      expect(problems).toEqual([]);
      expect(pointsAddUp(sim.event)).toBe(true);
    }),
    { seed: fcSeed, numRuns },
  );
  return stats;
}

describe('simulated Swiss events, 8–128 entrants', () => {
  it('pair every round by the rules (1,000 events)', () => {
    const s = runEvents(2022, 1000);
    expect(s.events).toBe(1000);
    expect(s.rounds).toBeGreaterThan(4500);
    expect(s.refused).toBeLessThan(10);
  }, 60_000);

  it('pair every round by the rules (1,000 more events, another seed)', () => {
    const s = runEvents(1974, 1000);
    expect(s.events).toBe(1000);
  }, 60_000);

  it('pair small, odd fields with heavy drops to the last round: byes never repeat', () => {
    let byeRounds = 0;
    fc.assert(
      fc.property(fc.integer({ min: 8, max: 17 }), fc.nat(), (entrants, n) => {
        const problems: string[] = [];
        simulateSwiss({
          seed: `small-${n}`, entrants, dropRate: 0.1, lateEntrants: 2,
          observe: (before, round) => {
            if (round.pairings.some((p) => p.b === null)) byeRounds++;
            checkRound(before, round, problems);
          },
        });
        expect(problems).toEqual([]);
      }),
      { seed: 99, numRuns: 500 },
    );
    expect(byeRounds).toBeGreaterThan(500);
  }, 60_000);
});
