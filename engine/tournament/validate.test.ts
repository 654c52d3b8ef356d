import { describe, expect, it } from 'vitest';
import { parseEvent } from './validate.js';
import { event, match, round, won } from './test-support.js';

const good = event(['A', 'B', 'C'], [round(1, ['A-B', 'C-'], [match('A', 'B', won('A', 8, 2), won('B', 3, 8))])]);
const json = (x: unknown) => JSON.parse(JSON.stringify(x)) as Record<string, any>;

function problem(mutate: (e: Record<string, any>) => void): [string, string] {
  const e = json(good);
  mutate(e);
  const r = parseEvent(e);
  return r.ok ? ['ok', ''] : [r.rejection.code, r.rejection.message];
}

describe('event file validation', () => {
  it('accepts a good event unchanged', () => {
    const r = parseEvent(json(good));
    expect(r.ok && r.value).toEqual(good);
  });

  it('names the bad field of a wrongly shaped file', () => {
    expect(problem((e) => (e.rounds[0].results[0].games[1].bannersA = '3'))).toEqual([
      'event/invalid_field', 'rounds[0].results[0].games[1].bannersA: must be a whole number.',
    ]);
    expect(problem((e) => (e.rounds[0].results[0].games[0].bannersB = -1))[1]).toBe('rounds[0].results[0].games[0].bannersB: must be 0 or more.');
    expect(problem((e) => (e.rounds[0].results[0].games[0].bannerA = 1))[1]).toMatch(/^rounds\[0\]\.results\[0\]\.games\[0\]: Unrecognized key: "bannerA"/);
    expect(problem((e) => e.rounds[0].results[0].games.pop())[1]).toMatch(/^rounds\[0\]\.results\[0\]\.games: a match is exactly two games/);
    expect(problem((e) => (e.format = 'fide'))[1]).toMatch(/^format:/);
    expect(problem((e) => delete e.seed)[1]).toMatch(/^seed:/);
    expect(problem((e) => (e.entrants[1].dropped = 'yes'))[1]).toMatch(/^entrants\[1\]\.dropped:/);
    const notAnObject = parseEvent('x');
    expect(notAnObject.ok ? '' : notAnObject.rejection.message).toMatch(/^\(the event\):/);
  });

  it('reports how many more problems there are', () => {
    expect(problem((e) => { e.name = ''; e.seed = ''; })[1]).toMatch(/\(and 1 more problem\)\.$/);
  });

  it('checks players, tables, byes and results across fields', () => {
    const cases: [(e: Record<string, any>) => void, string, RegExp][] = [
      [(e) => e.entrants.push({ id: 'A', name: 'again' }), 'event/duplicate_entrant', /entrants\[3\]\.id: "A"/],
      [(e) => (e.rounds[0].number = 2), 'event/round_number', /rounds\[0\]\.number: expected 1/],
      [(e) => (e.rounds[0].pairings[1].a = 'Z'), 'event/unknown_player', /rounds\[0\]\.pairings\[1\]\.a: "Z" is not an entrant/],
      [(e) => (e.rounds[0].pairings[1].table = 1), 'event/duplicate_table', /table 1 is used twice/],
      [(e) => (e.rounds[0].pairings[1] = { table: 2, a: 'A', b: null }), 'event/player_twice_in_round', /"A" is already paired/],
      [(e) => { e.entrants.push({ id: 'D', name: 'D' }); e.rounds[0].pairings.push({ table: 3, a: 'D', b: null }); }, 'event/extra_bye', /second bye/],
      [(e) => (e.entrants[2].joinedRound = 2), 'event/not_joined', /"C" joins in round 2/],
      [(e) => (e.rounds[0].pairings[0].b = 'A'), 'event/self_pairing', /paired with himself/],
      [(e) => (e.rounds[0].results[0].b = 'C'), 'event/result_without_pairing', /A v C is not a pairing of round 1/],
      [(e) => e.rounds[0].results.push({ ...e.rounds[0].results[0], a: 'B', b: 'A' }), 'event/duplicate_result', /already has a result for B v A/],
      [(e) => (e.rounds[0].results[0].games[0].winner = 'C'), 'event/winner_not_in_match', /games\[0\]\.winner: "C"/],
      [(e) => (e.rounds[0].results[0].games[0].forfeitBy = 'C'), 'event/forfeit_not_in_match', /games\[0\]\.forfeitBy/],
      [(e) => (e.rounds[0].results[0].games[0].forfeitBy = 'A'), 'event/forfeit_winner_conflict', /both win and forfeit/],
      [(e) => (e.bracket = { seeds: ['A', 'B', 'C', 'A', 'B', 'C', 'A', 'B'], results: [] }), 'event/bracket_seeds', /bracket\.seeds\[3\]: "A" is seeded twice/],
      [(e) => (e.bracket = { results: [{ match: 'QF1', a: 'A', b: 'Q', games: e.rounds[0].results[0].games }] }), 'event/unknown_player', /bracket\.results\[0\]\.b/],
    ];
    for (const [mutate, code, message] of cases) {
      const [c, m] = problem(mutate);
      expect(c).toBe(code);
      expect(m).toMatch(message);
    }
  });
});
