import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../rules/random.js';
import { deepFreeze } from '../../test-support.js';
import { absSides, chooseScenario } from './choice.js';
import { parseAsoEvent } from './schema.js';
import { judgedOutcome } from './scoring.js';
import { asoStandings, asoWinners } from './standings.js';
import { asoEvent, asoRound, rated } from './test-support.js';

const row = (s: ReturnType<typeof asoStandings>, id: string) => s.find((x) => x.id === id)!;

describe('ASO 2008 points and ranking', () => {
  it('"you will get 3 points for winning, 1 point for a draw and 0 for losing"', () => {
    const s = asoStandings(deepFreeze(asoEvent(rated(4), [asoRound(1, ['p1>p2', 'p3=p4'])])));
    expect([row(s, 'p1').points, row(s, 'p2').points, row(s, 'p3').points, row(s, 'p4').points]).toEqual([3, 0, 1, 1]);
  });

  it('"The winner of the tournament is the last undefeated person in the tournament (a draw also counts as a loss in this context)"', () => {
    const e = asoEvent(rated(4), [asoRound(1, ['p1>p2', 'p3>p4']), asoRound(2, ['p1=p3', 'p2>p4']), asoRound(3, ['p1>p4', 'p3>p2'])]);
    // p3: win, draw, win = 7; p1: win, draw, win = 7: nobody is undefeated, so the tie-breakers apply.
    const s = asoStandings(e);
    expect(s.filter((x) => x.undefeated)).toEqual([]);
    const u = asoStandings(asoEvent(rated(4), [asoRound(1, ['p1>p2', 'p3>p4']), asoRound(2, ['p1>p3', 'p2>p4'])]));
    expect(asoWinners(u)).toEqual(['p1']);
  });

  it('"If two undefeated players are tied for the first place, they both win the tournament in combination" (no tie-breaker among maximum points)', () => {
    const s = asoStandings(asoEvent(rated(4), [asoRound(1, ['p1>p2', 'p3>p4'])]));
    expect(asoWinners(s).sort()).toEqual(['p1', 'p3']);
    expect(row(s, 'p1').rank).toBe(1);
    expect(row(s, 'p3').rank).toBe(1);
  });

  it('Tiebreaker "1. Round where the player lost his first game (the later the better)"', () => {
    const e = asoEvent(rated(4), [asoRound(1, ['p1>p2', 'p3>p4']), asoRound(2, ['p2>p3', 'p1>p4'])]);
    const s = asoStandings(e);
    // p2 lost in round 1, p3 in round 2; both 3 points: p3 first.
    expect(row(s, 'p3').rank).toBeLessThan(row(s, 'p2').rank);
    expect(row(s, 'p3').separatedFromNextBy).toBe('first-loss-round');
  });

  it('Tiebreaker "2. Round where the player had his first draw (the later the better)"', () => {
    const e = asoEvent(rated(6), [asoRound(1, ['p1=p2', 'p3>p4', 'p5>p6']), asoRound(2, ['p3=p5', 'p1>p4', 'p2>p6'])]);
    const s = asoStandings(e);
    // p1, p2: draw in round 1 then a win (4); p3, p5: win then a draw in round 2 (4).
    expect(row(s, 'p3').rank).toBeLessThan(row(s, 'p1').rank);
    expect(row(s, 'p5').rank).toBeLessThan(row(s, 'p2').rank);
  });

  it('Tiebreaker "3. The average rating of opponents played, based on rating at tournament start"', () => {
    const e = asoEvent(rated(4), [asoRound(1, ['p3>p1', 'p4>p2'])]);
    const s = asoStandings(e);
    // p3 beat p1 (2000), p4 beat p2 (1990): both undefeated, shared; p1 and p2 lost in round 1: p2 met p4 (1970) < p3 (1980).
    expect(row(s, 'p1').rank).toBeLessThan(row(s, 'p2').rank);
    expect(row(s, 'p1').separatedFromNextBy).toBe('opponents-rating');
  });

  it('"If all of the tiebreakers are a tie as well, the two players in question share the same rank"', () => {
    const same = rated(4).map((e) => ({ ...e, rating: 1500 }));
    const s = asoStandings(asoEvent(same, [asoRound(1, ['p1>p2', 'p3>p4'])]));
    expect(row(s, 'p2').rank).toBe(row(s, 'p4').rank);
    expect(row(s, 'p2').rank).toBe(3);
  });
});

describe('ASO 2008 deciding games and choices', () => {
  it('"0% - 40% Loss / >40% and <60% Draw / 60% - 100% Win", with the example 40/35/40 → 38,33% (loss) and 61,67% (win)', () => {
    expect(judgedOutcome([40, 35, 40])).toBe('loss');
    expect(judgedOutcome([60, 65, 60])).toBe('win');
    expect(judgedOutcome([40, 40, 40])).toBe('loss');
    expect(judgedOutcome([45, 40, 40])).toBe('draw');
    expect(judgedOutcome([55, 60, 60])).toBe('draw');
  });

  it('"This evaluation is stated in increments of 5%": a judged result must follow the judges', () => {
    const base = { ...asoEvent(rated(2)), rounds: [{ number: 1, pairings: [{ table: 1, a: 'p1', b: 'p2' }], results: [{ a: 'p1', b: 'p2', winner: 'p1', decidedBy: 'judges' as const, judgesA: [67, 60, 60] }] }] };
    const bad = parseAsoEvent(base);
    expect(!bad.ok && bad.rejection.code).toBe('event/bad_judges');
    const mismatch = parseAsoEvent({ ...base, rounds: [{ ...base.rounds[0]!, results: [{ ...base.rounds[0]!.results[0]!, judgesA: [40, 35, 40] }] }] });
    expect(!mismatch.ok && mismatch.rejection.code).toBe('event/judged_result_mismatch');
  });

  it('Scenario: "you have chosen to delete two different scenarios; and you play the remaining one"', () => {
    const r = chooseScenario(['A', 'B', 'C'], { strike: 'A', first: 'B' }, { strike: 'B', first: 'A' }, seededRandom('x'));
    expect(r.ok && r.value).toEqual({ scenario: 'C', how: 'different-strikes', roll: null });
  });

  it('Scenario: "You have deleted the same one, and chosen the same scenario as 1st priority; you play this one"', () => {
    const r = chooseScenario(['A', 'B', 'C'], { strike: 'A', first: 'C' }, { strike: 'A', first: 'C' }, seededRandom('x'));
    expect(r.ok && r.value.scenario).toBe('C');
  });

  it('Scenario: "you have deleted the same but chosen a different scenario as 1st priority; you roll a die"', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const r = chooseScenario(['A', 'B', 'C'], { strike: 'A', first: 'B' }, { strike: 'A', first: 'C' }, seededRandom(`d${i}`));
      if (!r.ok) throw new Error(r.rejection.message);
      expect(r.value.how).toBe('die-roll');
      expect(r.value.scenario).toBe(r.value.roll! <= 3 ? 'B' : 'C');
      seen.add(r.value.scenario);
    }
    expect(seen.size).toBe(2);
    const bad = chooseScenario(['A', 'B', 'C'], { strike: 'A', first: 'A' }, { strike: 'A', first: 'C' }, seededRandom('x'));
    expect(!bad.ok && bad.rejection.code).toBe('scenario/bad_choice');
  });

  it('ABS: "If players chose the same side (G1 and G3), the player who has chosen the higher number, gets to play that side, yielding the balance provisions to the other player"', () => {
    const r = absSides(['German', 'British'], { side: 'German', level: 1 }, { side: 'German', level: 3 }, seededRandom('x'));
    expect(r.ok && r.value).toEqual({ sideA: 'British', sideB: 'German', balances: [{ side: 'German', level: 3 }], roll: null });
  });

  it('ABS: "If both players have chosen the same side and balance level, roll a die … the loser gets the balance"; "If players have chosen different sides, both balance levels are in effect"', () => {
    const r = absSides(['German', 'British'], { side: 'German', level: 2 }, { side: 'German', level: 2 }, seededRandom('y'));
    if (!r.ok) throw new Error(r.rejection.message);
    expect(r.value.roll).not.toBeNull();
    expect([r.value.sideA, r.value.sideB].sort()).toEqual(['British', 'German']);
    const d = absSides(['German', 'British'], { side: 'German', level: 1 }, { side: 'British', level: 2 }, seededRandom('x'));
    expect(d.ok && d.value.balances).toHaveLength(2);
  });
});

describe('ASO 2008 more sentences', () => {
  it('"it is therefore possible for a winner to be declared before the last round of the tournament"', () => {
    // Eight players: after round 3 one player alone is undefeated, with two rounds to go.
    const e = asoEvent(rated(8), [
      asoRound(1, ['p1>p5', 'p2>p6', 'p3>p7', 'p4>p8']),
      asoRound(2, ['p1>p3', 'p2>p4', 'p5>p7', 'p6>p8']),
      asoRound(3, ['p1>p2', 'p3>p5', 'p4>p6', 'p7>p8']),
    ]);
    const s = asoStandings(e);
    expect(asoWinners(s)).toEqual(['p1']);
    expect(s.filter((x) => x.undefeated).map((x) => x.id)).toEqual(['p1']);
  });

  it('"3 scenarios each round to choose from": a round offers exactly three, and a result names one of them', () => {
    const three = parseAsoEvent({ ...asoEvent(rated(2)), scenarios: { '1': ['A', 'B'] } });
    expect(!three.ok && three.rejection.code).toBe('event/invalid_field');
    const e = { ...asoEvent(rated(2)), scenarios: { '1': ['A', 'B', 'C'] }, rounds: [{ number: 1, pairings: [{ table: 1, a: 'p1', b: 'p2' }], results: [{ a: 'p1', b: 'p2', winner: 'p2', scenario: 'D' }] }] };
    const bad = parseAsoEvent(e);
    expect(!bad.ok && bad.rejection.code).toBe('event/unknown_scenario');
  });
});
