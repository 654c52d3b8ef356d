// The schedule actions decided by apply: deadlines set and changed by the organizer, times
// proposed and accepted by the two entrants of a match (each refusal by its code), notes to
// the referee, and contact details — all on a fake clock.
import { describe, expect, it } from 'vitest';
import { DAY, E, FakeTournament, HOUR, ORG, REF } from './schedule-test-support.js';
import { matchKey } from './schedule-model.js';

describe('round deadlines', () => {
  it('are set with the pairing, changed only with a reason, never in the past', () => {
    const t = new FakeTournament(4);
    t.pair(7 * DAY);
    expect(t.s.deadlines?.['1']).toEqual({ at: t.now + 7 * DAY, zone: 'Europe/Paris' });
    expect(t.code(ORG, { kind: 'RoundDeadlineSet', round: 1, at: t.now + 9 * DAY, zone: 'UTC' })).toBe('audit/reason_required');
    expect(t.code(REF, { kind: 'RoundDeadlineSet', round: 1, at: t.now + 9 * DAY, zone: 'UTC' }, 'why')).toBe('auth/wrong_role');
    expect(t.code(ORG, { kind: 'RoundDeadlineSet', round: 1, at: t.now - 1, zone: 'UTC' }, 'why')).toBe('deadline/in_past');
    expect(t.code(ORG, { kind: 'RoundDeadlineSet', round: 2, at: t.now + DAY, zone: 'UTC' })).toBe('deadline/no_such_round');
    t.must(ORG, { kind: 'RoundDeadlineSet', round: 1, at: t.now + 9 * DAY, zone: 'UTC' }, 'Christmas week');
    expect(t.s.deadlines?.['1']).toEqual({ at: t.now + 9 * DAY, zone: 'UTC' });
  });

  it('a round paired without a deadline gets one later, without a reason', () => {
    const t = new FakeTournament(4);
    t.pair();
    expect(t.s.deadlines).toBeUndefined();
    t.must(ORG, { kind: 'RoundDeadlineSet', round: 1, at: t.now + DAY, zone: 'America/New_York' });
    expect(t.s.deadlines?.['1']?.zone).toBe('America/New_York');
  });
});

describe('scheduling a match', () => {
  const setup = () => {
    const t = new FakeTournament(4);
    t.pair(7 * DAY);
    const m = t.match('R1T1');
    return { t, m, a: E(m.a), b: E(m.b), other: E(t.match('R1T2').a) };
  };

  it('one proposes times, the other accepts one; a new proposal replaces the open one', () => {
    const { t, m, a, b } = setup();
    const times = [t.now + DAY, t.now + 2 * DAY];
    t.must(a, { kind: 'MatchTimesProposed', matchId: 'R1T1', times: [times[1]!, times[0]!, times[0]!] });
    expect(t.s.schedules?.[matchKey(m)]?.proposal).toEqual({ by: m.a, times, at: t.now });
    t.must(b, { kind: 'MatchTimesProposed', matchId: 'R1T1', times: [t.now + 3 * DAY] });
    expect(t.s.schedules?.[matchKey(m)]?.proposal?.by).toBe(m.b);
    expect(t.code(b, { kind: 'MatchTimeAccepted', matchId: 'R1T1', time: t.now + 3 * DAY })).toBe('schedule/own_proposal');
    expect(t.code(a, { kind: 'MatchTimeAccepted', matchId: 'R1T1', time: times[0]! })).toBe('schedule/not_proposed');
    t.now += HOUR;
    t.must(a, { kind: 'MatchTimeAccepted', matchId: 'R1T1', time: t.now - HOUR + 3 * DAY });
    expect(t.s.schedules?.[matchKey(m)]).toEqual({ proposal: null, agreed: { time: t.now - HOUR + 3 * DAY, proposedBy: m.b, acceptedBy: m.a, at: t.now } });
    expect(t.code(b, { kind: 'MatchTimeAccepted', matchId: 'R1T1', time: t.now + DAY })).toBe('schedule/nothing_proposed');
  });

  it('refuses third entrants, officials, past times, and a match already reported', () => {
    const { t, m, a, b, other } = setup();
    expect(t.code(other, { kind: 'MatchTimesProposed', matchId: 'R1T1', times: [t.now + DAY] })).toBe('schedule/not_your_match');
    expect(t.code(ORG, { kind: 'MatchTimesProposed', matchId: 'R1T1', times: [t.now + DAY] })).toBe('schedule/not_your_match');
    expect(t.code(a, { kind: 'MatchTimesProposed', matchId: 'R9T9', times: [t.now + DAY] })).toBe('match/unknown');
    expect(t.code(a, { kind: 'MatchTimesProposed', matchId: 'R1T1', times: [t.now + DAY, t.now - 1] })).toBe('schedule/time_past');
    expect(t.code(a, { kind: 'MatchTimesProposed', matchId: 'R1T1', times: [] })).toBe('schedule/bad_times');
    expect(t.code(a, { kind: 'MatchTimesProposed', matchId: 'R1T1', times: Array.from({ length: 11 }, (_, i) => t.now + (i + 1) * HOUR) })).toBe('schedule/bad_times');
    t.must(a, { kind: 'MatchTimesProposed', matchId: 'R1T1', times: [t.now + HOUR] });
    expect(t.code(other, { kind: 'MatchTimeAccepted', matchId: 'R1T1', time: t.now + HOUR })).toBe('schedule/not_your_match');
    t.now += 2 * HOUR;
    expect(t.code(b, { kind: 'MatchTimeAccepted', matchId: 'R1T1', time: t.now - HOUR })).toBe('schedule/time_past');
    for (const g of [0, 1] as const) t.must(REF, { kind: 'GameResultSet', matchId: 'R1T1', game: g, result: { winner: m.a, banners: { [m.a]: 5, [m.b]: 1 } } }, 'played');
    expect(t.code(a, { kind: 'MatchTimesProposed', matchId: 'R1T1', times: [t.now + DAY] })).toBe('schedule/match_reported');
  });
});

describe('notes to the referee', () => {
  it('are written by the entrants of the match, with a text of reasonable length and characters', () => {
    const t = new FakeTournament(4);
    t.pair(7 * DAY);
    const m = t.match('R1T1');
    const note = (text: string, who = E(m.a), id = `N${(t.s.notes?.length ?? 0) + 1}`) => t.code(who, { kind: 'RefereeNoteWritten', noteId: id, matchId: 'R1T1', text }, null);
    expect(note('hello', E(t.match('R1T2').a))).toBe('note/not_your_match');
    expect(note('hello', REF)).toBe('note/not_your_match');
    expect(note('   ')).toBe('note/text_required');
    expect(note('x'.repeat(2001))).toBe('note/too_long');
    expect(note('evil \u202e text')).toBe('note/bad_character');
    expect(note('My opponent does not answer.\nI wrote twice.')).toBe('accepted');
    expect(t.s.notes).toEqual([{ id: 'N1', matchId: 'R1T1', matchKey: matchKey(m), by: m.a, text: 'My opponent does not answer.\nI wrote twice.', at: t.now }]);
    expect(note('again', E(m.a), 'N1')).toBe('note/duplicate');
  });
});

describe('contact details', () => {
  it('are given at sign-up or later by the entrant or the organizer, checked like a name', () => {
    const t = new FakeTournament(2);
    t.must(ORG, { kind: 'EntrantRegistered', entrantId: 'e3', name: 'Late', members: [], tokenHash: 'h-e3', contact: ' late@example.org ' });
    expect(t.s.contacts).toEqual({ e3: 'late@example.org' });
    expect(t.code(E('e1'), { kind: 'ContactSet', entrantId: 'e2', contact: 'x' })).toBe('auth/wrong_role');
    expect(t.code(E('e1'), { kind: 'ContactSet', entrantId: 'e1', contact: 'a\u0007b' })).toBe('contact/bad_character');
    expect(t.code(E('e1'), { kind: 'ContactSet', entrantId: 'e1', contact: 'x'.repeat(201) })).toBe('contact/too_long');
    t.must(E('e1'), { kind: 'ContactSet', entrantId: 'e1', contact: 'Discord: hannibal#1' });
    t.must(ORG, { kind: 'ContactSet', entrantId: 'e3', contact: null });
    expect(t.s.contacts).toEqual({ e1: 'Discord: hannibal#1' });
  });
});
