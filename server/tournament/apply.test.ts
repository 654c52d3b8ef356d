// The tournament's decision function: who may do what and when, results and their sources,
// disputes and rulings, re-pairing, and that the derived event is what the math reads.
import { describe, expect, it } from 'vitest';
import { computeStandings, pairRound } from '../../engine/tournament/index.js';
import { apply, created } from './apply.js';
import type { Action, Actor, GameResult, NewMatch, TournamentState } from './model.js';
import { planBracket, planRound } from './plan.js';
import { toEvent } from './to-event.js';
import { tokenHolder } from './roles.js';
import { sha256 } from '../store/log-chain.js';

const ORG: Actor = { role: 'organizer' };
const REF: Actor = { role: 'referee' };
const ROOM: Actor = { role: 'room' };
const E = (id: string): Actor => ({ role: 'entrant', entrantId: id });

let at = 1000;
function start(): TournamentState {
  return created('t1', { seq: 1, at, actor: ORG, reason: null, action: { kind: 'TournamentCreated', name: 'Test Open', seed: 'unit-seed', format: 'ot2022', playersPerGame: 2, scenario: 'vellara-ford', roundScenarios: {}, rulesOptions: null, organizerTokenHash: 'h-org', refereeTokenHash: 'h-ref' } });
}

function step(s: TournamentState, actor: Actor, action: Action, reason: string | null = null) {
  return apply(s, { seq: s.seq + 1, at: ++at, actor, reason, action });
}

function must(s: TournamentState, actor: Actor, action: Action, reason: string | null = null): TournamentState {
  const r = step(s, actor, action, reason);
  if (!r.ok) throw new Error(`${action.kind}: ${r.rejection.code} ${r.rejection.message}`);
  return r.value;
}

function code(s: TournamentState, actor: Actor, action: Action, reason: string | null = null): string {
  const r = step(s, actor, action, reason);
  return r.ok ? 'accepted' : r.rejection.code;
}

function withEntrants(n: number): TournamentState {
  let s = must(start(), ORG, { kind: 'RegistrationOpened' });
  for (let i = 1; i <= n; i++) s = must(s, E(`e${i}`), { kind: 'EntrantRegistered', entrantId: `e${i}`, name: `Player ${i}`, members: [], tokenHash: `h-e${i}` });
  return must(s, ORG, { kind: 'RegistrationClosed' });
}

let gameNo = 0;
function paired(s: TournamentState): TournamentState {
  const plan = planRound(s, ORG);
  if (!plan.ok) throw new Error(plan.rejection.code);
  const matches: NewMatch[] = plan.value.matches.map((m) => ({ ...m, gameIds: [`g${++gameNo}`, `g${++gameNo}`] }));
  return must(s, ORG, { kind: 'RoundPaired', round: plan.value.round, pairings: [...plan.value.pairings], matches });
}

const win = (w: string, l: string, bw = 5, bl = 2): GameResult => ({ winner: w, banners: { [w]: bw, [l]: bl } });

function settleRound(s: TournamentState, round: number): TournamentState {
  for (const m of s.matches.filter((x) => x.round === round && !x.void))
    for (const g of [0, 1] as const) s = must(s, REF, { kind: 'GameResultSet', matchId: m.id, game: g, result: win(m.a, m.b) }, 'test');
  return s;
}

describe('registration', () => {
  it('opens, takes sign-ups, closes; late entries join the next round', () => {
    let s = start();
    expect(code(s, E('e1'), { kind: 'EntrantRegistered', entrantId: 'e1', name: 'A', members: [], tokenHash: 'h-e1' })).toBe('registration/closed');
    expect(code(s, REF, { kind: 'RegistrationOpened' })).toBe('auth/wrong_role');
    s = must(s, ORG, { kind: 'RegistrationOpened' });
    expect(code(s, ORG, { kind: 'RegistrationOpened' })).toBe('registration/already_open');
    s = must(s, E('e1'), { kind: 'EntrantRegistered', entrantId: 'e1', name: 'Hannibal', members: [], tokenHash: 'h-e1' });
    expect(code(s, E('e2'), { kind: 'EntrantRegistered', entrantId: 'e2', name: 'HANNIBAL', members: [], tokenHash: 'h-e2' })).toBe('entrant/name_taken');
    expect(code(s, E('e2'), { kind: 'EntrantRegistered', entrantId: 'e2', name: 'Team', members: ['a', 'b'], tokenHash: 'h-e2' })).toBe('entrant/too_many_members');
    expect(code(s, E('e2'), { kind: 'EntrantRegistered', entrantId: 'e2', name: '   ', members: [], tokenHash: 'h-e2' })).toBe('entrant/bad_name');
    s = must(s, E('e2'), { kind: 'EntrantRegistered', entrantId: 'e2', name: 'Team Scipio', members: ['Scipio'], tokenHash: 'h-e2' });
    expect(s.entrants[1]).toMatchObject({ name: 'Team Scipio', members: ['Scipio'], joinedRound: 1 });
    s = must(s, ORG, { kind: 'RegistrationClosed' });
    expect(code(s, ORG, { kind: 'RegistrationClosed' })).toBe('registration/not_open');
    s = paired(s);
    s = must(s, ORG, { kind: 'EntrantRegistered', entrantId: 'e3', name: 'Late', members: [], tokenHash: 'h-e3' });
    expect(s.entrants[2]!.joinedRound).toBe(2);
    expect(toEvent(s).entrants[2]).toEqual({ id: 'e3', name: 'Late', joinedRound: 2 });
  });

  it('lets an entrant drop himself, or the organizer drop anyone, once', () => {
    const s = withEntrants(4);
    expect(code(s, E('e2'), { kind: 'EntrantDropped', entrantId: 'e1' })).toBe('auth/wrong_role');
    const d = must(s, E('e1'), { kind: 'EntrantDropped', entrantId: 'e1' });
    expect(code(d, ORG, { kind: 'EntrantDropped', entrantId: 'e1' })).toBe('entrant/already_dropped');
    expect(code(d, ORG, { kind: 'EntrantDropped', entrantId: 'e9' })).toBe('entrant/unknown');
  });

  it("replaces a lost entrant token: the organizer's, with a reason; the old one is refused as replaced", () => {
    let s = must(start(), ORG, { kind: 'RegistrationOpened' });
    s = must(s, E('e1'), { kind: 'EntrantRegistered', entrantId: 'e1', name: 'Hannibal', members: [], tokenHash: sha256('first-token') });
    const holder = (token: string) => {
      const h = tokenHolder(s, token);
      return h.ok ? h.value : h.rejection.code;
    };
    expect(holder('first-token')).toEqual({ role: 'entrant', entrantId: 'e1' });
    const reissue: Action = { kind: 'EntrantTokenReissued', entrantId: 'e1', tokenHash: sha256('second-token') };
    expect(code(s, E('e1'), reissue, 'lost it')).toBe('auth/wrong_role');
    expect(code(s, ORG, reissue, ' ')).toBe('audit/reason_required');
    expect(code(s, ORG, { ...reissue, entrantId: 'e9' } as Action, 'lost it')).toBe('entrant/unknown');
    s = must(s, ORG, reissue, 'Lost his link; asked by e-mail');
    expect(holder('second-token')).toEqual({ role: 'entrant', entrantId: 'e1' });
    expect(holder('first-token')).toBe('auth/token_replaced');
    expect(holder('never-issued')).toBe('auth/bad_token');
    expect(Object.values(s.tokens).filter((t) => t.entrantId === 'e1')).toHaveLength(1);
  });
});

describe('pairing', () => {
  it('pairs round 1 from the seed, as the pure pairing does, with two games a match, sides swapped', () => {
    const s = paired(withEntrants(5));
    const expected = pairRound(toEvent({ ...s, rounds: [] }), 1);
    expect(expected.ok && expected.value.round.pairings).toEqual(s.rounds[0]!.pairings);
    expect(s.matches).toHaveLength(2);
    const m = s.matches[0]!;
    expect(m.games[0].armies).toEqual({ [m.a]: 'south', [m.b]: 'north' });
    expect(m.games[1].armies).toEqual({ [m.a]: 'north', [m.b]: 'south' });
  });

  it('refuses the next round until every result is in; re-pairing voids the old matches', () => {
    let s = paired(withEntrants(4));
    const r = planRound(s, ORG);
    expect(!r.ok && r.rejection.code).toBe('pairing/results_missing');
    s = settleRound(s, 1);
    s = paired(s);
    const repaired = planRound(s, ORG, { round: 2 });
    expect(repaired.ok).toBe(true);
    const before = s.matches.filter((m) => m.round === 2).map((m) => m.id);
    s = must(s, ORG, { kind: 'RoundPaired', round: 2, pairings: [...(repaired.ok ? repaired.value.pairings : [])], matches: repaired.ok ? repaired.value.matches.map((m) => ({ ...m, gameIds: ['x1', 'x2'] as const })) : [] });
    expect(s.matches.filter((m) => m.round === 2 && m.void).map((m) => m.id)).toEqual(before);
    expect(s.matches.filter((m) => m.round === 2 && !m.void).length).toBe(before.length);
    // Once a game of the round has a result, it is not re-paired.
    const live = s.matches.find((m) => m.round === 2 && !m.void)!;
    s = must(s, REF, { kind: 'GameResultSet', matchId: live.id, game: 0, result: win(live.a, live.b) }, 'played');
    const again = planRound(s, ORG, { round: 2 });
    expect(!again.ok && again.rejection.code).toBe('pairing/round_has_results');
    expect(code(s, E('e1'), { kind: 'RoundPaired', round: 3, pairings: [], matches: [] })).toBe('auth/wrong_role');
  });
});

describe('results', () => {
  it('attaches a room result; a later room result does not replace a confirmed hand report', () => {
    let s = paired(withEntrants(4));
    const m = s.matches[0]!;
    expect(code(s, ROOM, { kind: 'GameFinished', matchId: m.id, game: 0, gameId: 'nope', result: win(m.a, m.b) })).toBe('match/wrong_game');
    expect(code(s, E(m.a), { kind: 'GameFinished', matchId: m.id, game: 0, gameId: m.games[0].gameId, result: win(m.a, m.b) })).toBe('auth/wrong_role');
    s = must(s, ROOM, { kind: 'GameFinished', matchId: m.id, game: 0, gameId: m.games[0].gameId, result: win(m.a, m.b) });
    expect(s.matches[0]!.games[0]).toMatchObject({ source: 'room', result: win(m.a, m.b) });
    expect(code(s, ROOM, { kind: 'GameFinished', matchId: m.id, game: 0, gameId: m.games[0].gameId, result: win(m.a, m.b) })).toBe('result/already_attached');
    // Game 2: reported, confirmed, then the room's own result arrives and is kept beside it.
    expect(code(s, E(m.b), { kind: 'GameConfirmed', matchId: m.id, game: 1 })).toBe('result/nothing_to_confirm');
    s = must(s, E(m.b), { kind: 'GameReported', matchId: m.id, game: 1, result: win(m.b, m.a) });
    expect(code(s, E(m.b), { kind: 'GameConfirmed', matchId: m.id, game: 1 })).toBe('result/confirm_own_report');
    const other = s.entrants.find((e) => e.id !== m.a && e.id !== m.b)!.id;
    expect(code(s, E(other), { kind: 'GameConfirmed', matchId: m.id, game: 1 })).toBe('result/not_your_match');
    s = must(s, E(m.a), { kind: 'GameConfirmed', matchId: m.id, game: 1 });
    s = must(s, ROOM, { kind: 'GameFinished', matchId: m.id, game: 1, gameId: m.games[1].gameId, result: win(m.a, m.b) });
    expect(s.matches[0]!.games[1]).toMatchObject({ source: 'hand', result: win(m.b, m.a), roomResult: win(m.a, m.b) });
    // Both games in: the match result is in the event, once.
    const results = toEvent(s).rounds[0]!.results;
    expect(results).toHaveLength(1);
    expect(results[0]!.games.map((g) => g.winner)).toEqual([m.a, m.b]);
  });

  it('a confirmation names the report it confirms: a report swapped after it was read is not confirmed', () => {
    let s = paired(withEntrants(4));
    const m = s.matches[0]!;
    s = must(s, E(m.a), { kind: 'GameReported', matchId: m.id, game: 0, result: { winner: m.a, banners: { [m.a]: 5, [m.b]: 2 } } });
    const read = s.matches[0]!.games[0].report!.seq;
    expect(read).toBe(s.seq);
    s = must(s, E(m.a), { kind: 'GameReported', matchId: m.id, game: 0, result: { winner: m.a, banners: { [m.a]: 9, [m.b]: 0 } } });
    expect(code(s, E(m.b), { kind: 'GameConfirmed', matchId: m.id, game: 0, reportSeq: read })).toBe('result/report_changed');
    const now = s.matches[0]!.games[0].report!.seq;
    s = must(s, E(m.b), { kind: 'GameConfirmed', matchId: m.id, game: 0, reportSeq: now });
    expect(s.matches[0]!.games[0]).toMatchObject({ source: 'hand', result: { banners: { [m.a]: 9, [m.b]: 0 } }, report: null });
  });

  it('checks a result names the match players; bracket results need blocks lost', () => {
    const s = paired(withEntrants(4));
    const m = s.matches[0]!;
    const bad = (result: GameResult) => code(s, E(m.a), { kind: 'GameReported', matchId: m.id, game: 0, result });
    expect(bad({ winner: m.a, banners: { [m.a]: 1 } })).toBe('result/bad_banners');
    expect(bad({ winner: m.a, banners: { [m.a]: 1, zz: 0 } })).toBe('result/bad_banners');
    expect(bad({ winner: m.a, banners: { [m.a]: -1, [m.b]: 0 } })).toBe('result/bad_banners');
    expect(bad({ winner: 'zz', banners: { [m.a]: 1, [m.b]: 0 } })).toBe('result/winner_not_in_match');
    expect(bad({ winner: m.a, banners: { [m.a]: 1, [m.b]: 0 }, forfeitBy: m.a })).toBe('result/forfeit_winner');
    expect(code(s, E(m.a), { kind: 'GameReported', matchId: 'R9T9', game: 0, result: win(m.a, m.b) })).toBe('match/unknown');
    expect(code(s, REF, { kind: 'GameResultSet', matchId: m.id, game: 0, result: win(m.a, m.b) }, ' ')).toBe('audit/reason_required');
  });
});

describe('disputes', () => {
  it('one open dispute a game; the referee rules with a reason, may change the result; the ruling is final', () => {
    let s = paired(withEntrants(4));
    const m = s.matches[0]!;
    s = must(s, ROOM, { kind: 'GameFinished', matchId: m.id, game: 0, gameId: m.games[0].gameId, result: win(m.a, m.b) });
    s = must(s, ROOM, { kind: 'GameFinished', matchId: m.id, game: 1, gameId: m.games[1].gameId, result: win(m.a, m.b) });
    const pointsBefore = computeStandings(toEvent(s)).find((x) => x.id === m.b)!.points;
    expect(code(s, E(m.b), { kind: 'DisputeOpened', disputeId: 'D1', matchId: m.id, game: 0, text: '' })).toBe('dispute/text_required');
    s = must(s, E(m.b), { kind: 'DisputeOpened', disputeId: 'D1', matchId: m.id, game: 0, text: 'Wrong retreat' });
    expect(code(s, E(m.a), { kind: 'DisputeOpened', disputeId: 'D2', matchId: m.id, game: 0, text: 'Me too' })).toBe('dispute/already_open');
    const blocked = planRound(settleRound(s, 1), ORG);
    expect(!blocked.ok && blocked.rejection.code).toBe('pairing/disputes_open');
    expect(planRound(settleRound(s, 1), ORG, { ignoreDisputes: true }).ok).toBe(true);
    expect(code(s, ORG, { kind: 'DisputeRuled', disputeId: 'D1', result: null }, 'x')).toBe('auth/wrong_role');
    expect(code(s, REF, { kind: 'DisputeRuled', disputeId: 'D1', result: null }, '')).toBe('dispute/reason_required');
    s = must(s, REF, { kind: 'DisputeRuled', disputeId: 'D1', result: win(m.b, m.a) }, 'The log shows the retreat was open.');
    expect(s.disputes[0]!.ruling).toMatchObject({ changed: true, reason: 'The log shows the retreat was open.' });
    expect(s.matches[0]!.games[0]).toMatchObject({ source: 'ruling', roomResult: win(m.a, m.b) });
    expect(computeStandings(toEvent(s)).find((x) => x.id === m.b)!.points).toBeGreaterThan(pointsBefore);
    expect(code(s, REF, { kind: 'DisputeRuled', disputeId: 'D1', result: null }, 'again')).toBe('dispute/already_ruled');
    expect(code(s, E(m.a), { kind: 'DisputeOpened', disputeId: 'D2', matchId: m.id, game: 0, text: 'Appeal' })).toBe('dispute/already_ruled');
  });
});

describe('the bracket', () => {
  it('pairs the quarter finals from the final standings, then the semi finals; a paired match keeps its players', () => {
    let s = withEntrants(8);
    for (let r = 1; r <= 4; r++) s = settleRound(paired(s), r);
    const plan = planBracket(s, ORG);
    expect(plan.ok && plan.value.matches.map((m) => m.id)).toEqual(['QF1', 'QF2', 'QF3', 'QF4']);
    const seeds = plan.ok ? plan.value.seeds : [];
    expect(seeds).toEqual(computeStandings(toEvent(s)).slice(0, 8).map((x) => x.id));
    s = must(s, ORG, { kind: 'BracketPaired', seeds: [...seeds], matches: plan.ok ? plan.value.matches.map((m) => ({ ...m, gameIds: [`${m.id}a`, `${m.id}b`] as const })) : [] });
    expect(code(s, ORG, { kind: 'RegistrationOpened' })).toBe('registration/bracket_started');
    const next = planBracket(s, ORG);
    expect(!next.ok && next.rejection.code).toBe('bracket/nothing_to_pair');
    const qf = (id: string) => s.matches.find((m) => m.id === id)!;
    const blocks = (w: string, l: string): GameResult => ({ winner: w, banners: { [w]: 6, [l]: 3 }, blocksLost: { [w]: 4, [l]: 9 } });
    expect(code(s, REF, { kind: 'GameResultSet', matchId: 'QF1', game: 0, result: win(qf('QF1').a, qf('QF1').b) }, 'r')).toBe('result/blocks_required');
    for (const id of ['QF1', 'QF2'])
      for (const g of [0, 1] as const) s = must(s, REF, { kind: 'GameResultSet', matchId: id, game: g, result: blocks(qf(id).a, qf(id).b) }, 'played');
    const sf = planBracket(s, ORG);
    expect(sf.ok && sf.value.matches.map((m) => [m.id, m.a, m.b])).toEqual([['SF1', seeds[0], seeds[3]]]);
    s = must(s, ORG, { kind: 'BracketPaired', seeds: [...seeds], matches: sf.ok ? sf.value.matches.map((m) => ({ ...m, gameIds: ['s1', 's2'] as const })) : [] });
    // A ruling that would send someone else to SF1 after it was paired is refused.
    expect(code(s, REF, { kind: 'GameResultSet', matchId: 'QF1', game: 0, result: { winner: qf('QF1').b, banners: { [qf('QF1').b]: 9, [qf('QF1').a]: 0 }, blocksLost: { [qf('QF1').a]: 9, [qf('QF1').b]: 0 } } }, 'r')).toBe('bracket/next_match_paired');
  });
});
