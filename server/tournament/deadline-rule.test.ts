// The round deadline rule (OT2022, General rule 2) on a fake clock: before the deadline nothing
// is listed; after it, matches lacking a result are listed — forfeitable when neither player
// wrote to the referee, waiting when one did (or a report or dispute is pending); the referee
// applies the forfeit in one action, which scores 0–0 (or, under the `not-completed` option,
// as games not completed), and a ruling reverses it like any other result.
import { describe, expect, it } from 'vitest';
import { computeStandings } from '../../engine/tournament/index.js';
import { deadlineQueue, roundDeadlineStatus } from './deadline-rule.js';
import { DAY, E, FakeTournament, HOUR, ORG, REF } from './schedule-test-support.js';
import { toEvent } from './to-event.js';

function threeMatches(option?: 'both-forfeit' | 'not-completed') {
  const t = new FakeTournament(6, option ? { deadlineForfeit: option } : {});
  t.pair(7 * DAY);
  const [m1, m2, m3] = ['R1T1', 'R1T2', 'R1T3'].map((id) => t.match(id)) as [ReturnType<typeof t.match>, ReturnType<typeof t.match>, ReturnType<typeof t.match>];
  // R1T1 is played; R1T2: a player wrote to the referee; R1T3: silence.
  for (const g of [0, 1] as const) t.must(REF, { kind: 'GameResultSet', matchId: m1.id, game: g, result: { winner: m1.a, banners: { [m1.a]: 5, [m1.b]: 2 } } }, 'played');
  t.must(E(m2.b), { kind: 'RefereeNoteWritten', noteId: 'N1', matchId: m2.id, text: 'My opponent does not answer' });
  return { t, m1, m2, m3 };
}

const points = (t: FakeTournament) => Object.fromEntries(computeStandings(toEvent(t.s)).map((r) => [r.id, r.points]));

describe('the deadline rule', () => {
  it('lists nothing for forfeit before the deadline, and refuses to apply it', () => {
    const { t, m3 } = threeMatches();
    t.now += 7 * DAY - 1;
    const st = roundDeadlineStatus(t.s, 1, t.now)!;
    expect(st).toMatchObject({ round: 1, passed: false, open: ['R1T2', 'R1T3'], forfeitable: [], waiting: [] });
    expect(t.code(REF, { kind: 'DeadlineForfeitsApplied', round: 1, matchIds: [m3.id] })).toBe('deadline/not_passed');
  });

  it('after the deadline lists the silent match for forfeit and the match with a note as waiting', () => {
    const { t } = threeMatches();
    t.now += 7 * DAY;
    expect(deadlineQueue(t.s, t.now)).toEqual([
      { round: 1, deadline: t.s.deadlines!['1'], passed: true, open: ['R1T2', 'R1T3'], forfeitable: ['R1T3'], waiting: [{ matchId: 'R1T2', notes: ['N1'], reportPending: false, disputeOpen: false }] },
    ]);
    // Nothing changed by itself: the clock passing the deadline forfeits nothing.
    expect(t.match('R1T3').games.every((g) => g.result === null)).toBe(true);
  });

  it('holds a match with a hand report waiting for confirmation', () => {
    const { t, m3 } = threeMatches();
    t.must(E(m3.a), { kind: 'GameReported', matchId: m3.id, game: 0, result: { winner: m3.a, banners: { [m3.a]: 5, [m3.b]: 0 } } });
    t.now += 8 * DAY;
    expect(roundDeadlineStatus(t.s, 1, t.now)!.forfeitable).toEqual([]);
    expect(roundDeadlineStatus(t.s, 1, t.now)!.waiting.map((w) => [w.matchId, w.reportPending])).toEqual([['R1T2', false], ['R1T3', true]]);
  });

  it('forfeits the listed matches in one action: both players 0 (both-forfeit, the default)', () => {
    const { t, m1, m2, m3 } = threeMatches();
    t.now += 7 * DAY + HOUR;
    expect(t.code(E(m3.a), { kind: 'DeadlineForfeitsApplied', round: 1, matchIds: [m3.id] })).toBe('auth/wrong_role');
    expect(t.code(REF, { kind: 'DeadlineForfeitsApplied', round: 1, matchIds: [m1.id] })).toBe('deadline/match_complete');
    expect(t.code(REF, { kind: 'DeadlineForfeitsApplied', round: 1, matchIds: [] })).toBe('deadline/nothing_to_forfeit');
    expect(t.code(REF, { kind: 'DeadlineForfeitsApplied', round: 2, matchIds: [m3.id] })).toBe('deadline/none');
    expect(t.code(REF, { kind: 'DeadlineForfeitsApplied', round: 1, matchIds: ['R7T1'] })).toBe('deadline/not_in_round');
    const before = t.s.seq;
    t.must(REF, { kind: 'DeadlineForfeitsApplied', round: 1, matchIds: [m3.id] });
    expect(t.s.seq).toBe(before + 1);
    expect(t.match(m3.id).games.map((g) => [g.result, g.source])).toEqual([0, 1].map(() => [{ winner: null, banners: { [m3.a]: 0, [m3.b]: 0 }, bothForfeited: true }, 'deadline']));
    expect(points(t)).toMatchObject({ [m1.a]: 3, [m1.b]: 0, [m3.a]: 0, [m3.b]: 0, [m2.a]: 0, [m2.b]: 0 });
    const st = roundDeadlineStatus(t.s, 1, t.now)!;
    expect([st.forfeitable, st.waiting.map((w) => w.matchId)]).toEqual([[], ['R1T2']]);
    // The match with a note waits for the referee's own decision: here, one player's forfeit.
    t.must(REF, { kind: 'GameResultSet', matchId: m2.id, game: 0, result: { winner: m2.b, banners: { [m2.a]: 0, [m2.b]: 0 }, forfeitBy: m2.a } }, 'no answer to three e-mails');
    expect(roundDeadlineStatus(t.s, 1, t.now)!.waiting).toEqual([{ matchId: 'R1T2', notes: ['N1'], reportPending: false, disputeOpen: false }]);
  });

  it('forfeits only the games lacking a result, and a ruling reverses it', () => {
    const { t, m3 } = threeMatches();
    t.must(REF, { kind: 'GameResultSet', matchId: m3.id, game: 0, result: { winner: m3.a, banners: { [m3.a]: 5, [m3.b]: 3 } } }, 'game 1 played');
    t.now += 8 * DAY;
    t.must(REF, { kind: 'DeadlineForfeitsApplied', round: 1, matchIds: [m3.id] });
    expect(t.match(m3.id).games.map((g) => g.source)).toEqual(['referee', 'deadline']);
    expect(points(t)).toMatchObject({ [m3.a]: 0, [m3.b]: 0 });
    // The players say they did play game 2: a dispute, and the referee's ruling replaces it.
    t.must(E(m3.b), { kind: 'DisputeOpened', disputeId: 'D1', matchId: m3.id, game: 1, text: 'We played on the 7th; here is the log' });
    t.must(REF, { kind: 'DisputeRuled', disputeId: 'D1', result: { winner: m3.b, banners: { [m3.a]: 4, [m3.b]: 5 } } }, 'the log shows the game was played before the deadline');
    expect(t.match(m3.id).games[1].source).toBe('ruling');
    expect(points(t)).toMatchObject({ [m3.a]: 2, [m3.b]: 1 });
  });

  it('scores the games as not completed under the not-completed option', () => {
    const { t, m3 } = threeMatches('not-completed');
    t.now += 8 * DAY;
    t.must(ORG, { kind: 'DeadlineForfeitsApplied', round: 1, matchIds: [m3.id] });
    expect(t.match(m3.id).games[0].result).toEqual({ winner: null, banners: { [m3.a]: 0, [m3.b]: 0 } });
    expect(points(t)).toMatchObject({ [m3.a]: 1, [m3.b]: 1 });
  });

  it('keeps a round deadline and its notes apart from a re-paired round\'s new matches', () => {
    const t = new FakeTournament(4);
    t.pair(7 * DAY);
    const m = t.match('R1T1');
    t.must(E(m.a), { kind: 'RefereeNoteWritten', noteId: 'N1', matchId: 'R1T1', text: 'I will be away' });
    t.pair(6 * DAY, 'UTC', 1);
    expect(t.s.deadlines?.['1']?.at).toBe(t.now + 6 * DAY);
    t.now += 6 * DAY;
    expect(roundDeadlineStatus(t.s, 1, t.now)!.forfeitable).toEqual(['R1T1', 'R1T2']);
  });
});
