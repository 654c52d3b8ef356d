// The preset tournaments' actions in the decision function: profiles at sign-up, rounds paired
// by the preset (re-pairing the last while it has no result or report), results by officials,
// players' reports and confirmations, the V:TES final, and refusals as data.
import { describe, expect, it } from 'vitest';
import { apply, created } from './apply.js';
import type { Action, Actor, TournamentState } from './model.js';
import { planPresetRound } from './preset-plan.js';
import { toPresetEvent } from './preset-event.js';
import type { TournamentFormat } from '../../engine/tournament/index.js';

const ORG: Actor = { role: 'organizer' };
const REF: Actor = { role: 'referee' };
const E = (id: string): Actor => ({ role: 'entrant', entrantId: id });

let at = 1000;
function start(format: TournamentFormat, formatOptions?: Record<string, unknown>): TournamentState {
  return created('t1', { seq: 1, at, actor: ORG, reason: null, action: { kind: 'TournamentCreated', name: 'Preset Open', seed: 'unit-seed', format, ...(formatOptions ? { formatOptions } : {}), playersPerGame: 2, scenario: 'vellara-ford', roundScenarios: {}, rulesOptions: null, organizerTokenHash: 'h-org', refereeTokenHash: 'h-ref' } });
}

function step(s: TournamentState, actor: Actor, action: Action) {
  return apply(s, { seq: s.seq + 1, at: ++at, actor, reason: null, action });
}

function must(s: TournamentState, actor: Actor, action: Action): TournamentState {
  const r = step(s, actor, action);
  if (!r.ok) throw new Error(`${action.kind}: ${r.rejection.code} ${r.rejection.message}`);
  return r.value;
}

/** Round 1's pairings (ASO 2008, Urban War) or tables (V:TES). */
const pairingsOf = (s: TournamentState) => (toPresetEvent(s).rounds[0] as unknown as { pairings: { a: string; b: string }[] }).pairings;
const tablesOf = (s: TournamentState) => (toPresetEvent(s).rounds[0] as unknown as { tables: { seats: string[] }[] }).tables;

const code = (s: TournamentState, actor: Actor, action: Action) => {
  const r = step(s, actor, action);
  return r.ok ? 'accepted' : r.rejection.code;
};

function entered(format: TournamentFormat, n: number, profile: (i: number) => Record<string, unknown> | undefined): TournamentState {
  let s = must(start(format), ORG, { kind: 'RegistrationOpened' });
  for (let i = 1; i <= n; i++) {
    const p = profile(i);
    s = must(s, E(`e${i}`), { kind: 'EntrantRegistered', entrantId: `e${i}`, name: `Player ${i}`, members: [], tokenHash: `h-e${i}`, ...(p ? { profile: p } : {}) });
  }
  return must(s, ORG, { kind: 'RegistrationClosed' });
}

function paired(s: TournamentState): TournamentState {
  const plan = planPresetRound(s, ORG);
  if (!plan.ok) throw new Error(plan.rejection.message);
  return must(s, ORG, { kind: 'PresetRoundPaired', round: plan.value.round });
}

describe('preset tournaments in the decision function', () => {
  it('asks each format for its profile at sign-up', () => {
    const s = must(start('urban-war'), ORG, { kind: 'RegistrationOpened' });
    expect(code(s, E('e1'), { kind: 'EntrantRegistered', entrantId: 'e1', name: 'A', members: [], tokenHash: 'h1' })).toBe('entrant/profile_required');
    expect(code(s, E('e1'), { kind: 'EntrantRegistered', entrantId: 'e1', name: 'A', members: [], tokenHash: 'h1', profile: { faction: 'Triad', models: 12 } })).toBe('accepted');
    expect(code(must(start('aso2008'), ORG, { kind: 'RegistrationOpened' }), E('e1'), { kind: 'EntrantRegistered', entrantId: 'e1', name: 'A', members: [], tokenHash: 'h1' })).toBe('entrant/profile_required');
  });

  it('pairs by the preset, re-pairs the last round until a result or a report is in, and refuses OT2022 actions', () => {
    let s = paired(entered('aso2008', 4, (i) => ({ rating: 2000 - i })));
    expect(toPresetEvent(s).rounds[0]!).toMatchObject({ number: 1, results: [] });
    const again = planPresetRound(s, ORG, 1);
    expect(again.ok && code(s, ORG, { kind: 'PresetRoundPaired', round: again.value.round })).toBe('accepted');
    expect(code(s, E('e1'), { kind: 'PresetRoundPaired', round: toPresetEvent(s).rounds[0]! })).toBe('auth/wrong_role');
    expect(code(s, ORG, { kind: 'RoundPaired', round: 2, pairings: [], matches: [] })).toBe('format/preset_rounds');
    expect(code(s, ORG, { kind: 'BracketPaired', seeds: [], matches: [] })).toBe('format/no_bracket');
    const [first] = pairingsOf(s);
    s = must(s, E(first!.a), { kind: 'PresetResultReported', round: 1, result: { a: first!.a, b: first!.b, winner: first!.a } });
    expect(code(s, ORG, { kind: 'PresetRoundPaired', round: toPresetEvent(s).rounds[0]! })).toBe('pairing/round_has_results');
  });

  it('takes results from officials only, checked by the preset, and a report confirmed by the other player', () => {
    let s = paired(entered('urban-war', 4, () => ({ faction: 'Triad', models: 10 })));
    const [g] = pairingsOf(s);
    expect(code(s, E(g!.a), { kind: 'PresetResultSet', round: 1, result: { a: g!.a, b: g!.b, lostA: 0, lostB: 0 } })).toBe('auth/wrong_role');
    expect(code(s, REF, { kind: 'PresetResultSet', round: 1, result: { a: g!.a, b: g!.b, lostA: 11, lostB: 0 } })).toBe('event/bad_losses');
    s = must(s, E(g!.b), { kind: 'PresetResultReported', round: 1, result: { a: g!.a, b: g!.b, lostA: 3, lostB: 5 } });
    const seq = s.preset!.reports![0]!.seq;
    expect(code(s, E(g!.b), { kind: 'PresetResultConfirmed', round: 1, report: seq })).toBe('auth/wrong_role');
    s = must(s, E(g!.a), { kind: 'PresetResultConfirmed', round: 1, report: seq });
    expect(toPresetEvent(s).rounds[0]!.results).toEqual([{ a: g!.a, b: g!.b, lostA: 3, lostB: 5 }]);
    expect(s.preset!.reports).toEqual([]);
    expect(code(s, E(g!.a), { kind: 'PresetResultReported', round: 1, result: { a: g!.a, b: g!.b, lostA: 0, lostB: 0 } })).toBe('result/already_in');
  });

  it('V:TES: VP checked at the table, the final only for the finalists and only in V:TES', () => {
    let s = paired(entered('vtes', 5, () => undefined));
    const seats = tablesOf(s)[0]!.seats;
    expect(code(s, ORG, { kind: 'PresetResultSet', round: 1, result: { table: 1, vp: { [seats[0]!]: 3 } } })).toBe('event/victory_points_missing');
    expect(code(s, ORG, { kind: 'PresetFinalSet', final: { seating: seats } })).toBe('final/preliminaries_incomplete');
    s = must(s, ORG, { kind: 'PresetResultSet', round: 1, result: { table: 1, vp: Object.fromEntries(seats.map((x, i) => [x, i === 0 ? 5 : 0])) } });
    expect(code(paired(entered('urban-war', 2, () => ({ faction: 'F', models: 5 }))), ORG, { kind: 'PresetFinalSet', final: { seating: [] } })).toBe('final/no_final');
  });
});
