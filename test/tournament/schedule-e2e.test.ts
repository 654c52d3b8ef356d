// OT2022 as it is played, through the HTTP API on a fake clock (no sleeping): the round's
// deadline given with the pairing in the organizer's zone, two entrants agreeing a time
// (every refusal by its code), the calendar file, a note to the referee, contact details seen
// only by the opponent and the officials, the deadline passing, the referee's queue, the
// deadline rule applied in one action, a ruling reversing it, and all of it after a restart.
import { describe, expect, it } from 'vitest';
import { confirmOf, expectRefused, refereeForFile, tournamentWith } from './support.js';

let clock = Date.UTC(2026, 11, 1, 12, 0);
const live = refereeForFile('schedule', () => clock);
const api = live.api;
const HOUR = 3_600_000;

function icsField(ics: string, name: string): string | undefined {
  // RFC 5545: long lines are folded with CRLF + a space.
  const lines = ics.replace(/\r\n[ \t]/g, '').split(/\r\n/);
  return lines.find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`))?.replace(/^[^:]*:/, '');
}

describe('deadlines, scheduling, notes and the deadline rule', () => {
  it('runs a round from its deadline to the forfeits and a ruling', async () => {
    const entrants = [{ name: 'Ada', contact: 'ada@example.org' }, 'Bo', 'Cy', 'Di', 'Ed', 'Flo'];
    const { T, org, ref, tokens } = await tournamentWith(api, { name: 'Deadline Cup', scenario: 'vellara-ford' }, entrants);
    const tokenOf = (id: string) => tokens[id]!;

    // The organizer pairs round 1 with its deadline: 8 December, 20:00 in Paris.
    expectRefused(await api('POST', `${T}/rounds`, { deadline: { date: '2026-12-08', time: '20:00', zone: 'Mars/Olympus' } }, org), 400, 'deadline/bad_zone');
    const paired = await api('POST', `${T}/rounds`, { deadline: { date: '2026-12-08', time: '20:00', zone: 'Europe/Paris' } }, org);
    expect(paired.status, paired.text).toBe(201);
    const view = paired.body.tournament;
    expect(view.deadlines).toEqual([{ round: 1, at: '2026-12-08T19:00:00.000Z', zone: 'Europe/Paris', wallTime: '2026-12-08T20:00' }]);
    const matches = view.matches as { id: string; a: string; b: string }[];
    const [m1, m2, m3] = matches as [typeof matches[0], typeof matches[0], typeof matches[0]];

    // Contact details: Ada's opponent and the officials see them; a third entrant, an
    // anonymous reader and the exports never do.
    const ada = 'e1';
    const adaMatch = matches.find((m) => m.a === ada || m.b === ada)!;
    const adaOpponent = adaMatch.a === ada ? adaMatch.b : adaMatch.a;
    const third = matches.find((m) => m !== adaMatch)!.a;
    expect((await api('GET', T, undefined, tokenOf(adaOpponent))).body.contacts).toEqual({ e1: 'ada@example.org' });
    expect((await api('GET', T, undefined, org)).body.contacts).toEqual({ e1: 'ada@example.org' });
    expect((await api('GET', T, undefined, ref)).body.contacts).toEqual({ e1: 'ada@example.org' });
    expect((await api('GET', T, undefined, tokenOf(third))).body.contacts).toEqual({});
    for (const path of ['', '/event', '/standings', '/standings?format=csv', '/pairings', '/schedule', `/matches/${adaMatch.id}`, '/report'])
      for (const token of [undefined, tokenOf(third)]) expect((await api('GET', `${T}${path}`, undefined, token)).text).not.toContain('ada@example.org');
    // Changed later by Ada herself; nobody else may.
    expectRefused(await api('POST', `${T}/entrants/${ada}/contact`, { contact: 'x' }, tokenOf(third)), 403, 'auth/wrong_role');
    expect((await api('POST', `${T}/entrants/${ada}/contact`, { contact: 'Discord ada#7' }, tokenOf(ada))).body.contacts).toEqual({ e1: 'Discord ada#7' });

    // Scheduling m1: a proposes two times, b accepts one.
    const A = tokenOf(m1.a);
    const B = tokenOf(m1.b);
    const sat = '2026-12-05T18:00:00.000Z';
    const sun = '2026-12-06T15:00:00+01:00';
    expectRefused(await api('POST', `${T}/matches/${m1.id}/schedule/propose`, { times: [sat] }, tokenOf(m2.a)), 409, 'schedule/not_your_match');
    expectRefused(await api('POST', `${T}/matches/${m1.id}/schedule/propose`, { times: ['2026-11-30T18:00:00Z'] }, A), 409, 'schedule/time_past');
    expectRefused(await api('POST', `${T}/matches/${m1.id}/schedule/propose`, { times: ['Saturday evening'] }, A), 400, 'request/bad_body');
    expectRefused(await api('POST', `${T}/matches/${m1.id}/schedule/accept`, { time: sat }, B), 409, 'schedule/nothing_proposed');
    const proposed = await api('POST', `${T}/matches/${m1.id}/schedule/propose`, { times: [sun, sat] }, A);
    expect(proposed.status, proposed.text).toBe(200);
    expect(proposed.body.schedules[m1.id].proposal).toMatchObject({ by: m1.a, times: [sat, '2026-12-06T14:00:00.000Z'] });
    // The proposal is the two entrants' and the officials' business; the public sees that one is open.
    expect((await api('GET', T)).body.schedules[m1.id]).toMatchObject({ proposal: null, proposalOpen: true, agreed: null });
    expectRefused(await api('POST', `${T}/matches/${m1.id}/schedule/accept`, { time: sat }, A), 409, 'schedule/own_proposal');
    expectRefused(await api('POST', `${T}/matches/${m1.id}/schedule/accept`, { time: '2026-12-07T18:00:00Z' }, B), 409, 'schedule/not_proposed');
    expectRefused(await api('POST', `${T}/matches/${m1.id}/schedule/accept`, { time: sat }, tokenOf(m2.b)), 409, 'schedule/not_your_match');
    clock += HOUR;
    const accepted = await api('POST', `${T}/matches/${m1.id}/schedule/accept`, { time: sat }, B);
    expect(accepted.status, accepted.text).toBe(200);
    for (const token of [A, B, undefined]) {
      const sch = (await api('GET', T, undefined, token)).body.schedules[m1.id];
      expect(sch.agreed).toEqual({ time: sat, proposedBy: m1.a, acceptedBy: m1.b, at: new Date(clock).toISOString() });
      expect(sch.calendar).toBe(`/api/tournaments/${T.split('/').pop()}/matches/${m1.id}/calendar.ics`);
    }
    const ics = await fetch(`${live.referee.url}${T}/matches/${m1.id}/calendar.ics`);
    expect(ics.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(ics.headers.get('content-disposition')).toMatch(/attachment; filename=".*\.ics"/);
    const text = await ics.text();
    expect(icsField(text, 'DTSTART')).toBe('20261205T180000Z');
    expect(icsField(text, 'DURATION')).toBe('PT4H');
    expect(icsField(text, 'SUMMARY')).toContain(m1.id);
    expect(text).not.toMatch(/token=/);
    expectRefused(await api('GET', `${T}/matches/${m2.id}/calendar.ics`), 409, 'schedule/not_agreed');

    // m1 is played and reported (by hand); m2's player writes to the referee; m3 stays silent.
    for (const n of [1, 2]) {
      const rep = await api('POST', `${T}/matches/${m1.id}/games/${n}/report`, { winner: m1.a, banners: { [m1.a]: 5, [m1.b]: 2 } }, A);
      expect((await api('POST', `${T}/matches/${m1.id}/games/${n}/confirm`, confirmOf(rep, m1.id, n), B)).status).toBe(200);
    }
    expectRefused(await api('POST', `${T}/matches/${m1.id}/schedule/propose`, { times: [sat] }, A), 409, 'schedule/match_reported');
    expectRefused(await api('POST', `${T}/notes`, { match: m2.id, text: 'help' }, A), 409, 'note/not_your_match');
    expectRefused(await api('POST', `${T}/notes`, { match: m2.id, text: '  ' }, tokenOf(m2.b)), 400, 'note/text_required');
    expectRefused(await api('POST', `${T}/notes`, { match: m2.id, text: 'x'.repeat(2001) }, tokenOf(m2.b)), 400, 'note/too_long');
    expectRefused(await api('POST', `${T}/notes`, { match: m2.id, text: 'a\u202eb' }, tokenOf(m2.b)), 400, 'note/bad_character');
    const note = await api('POST', `${T}/notes`, { match: m2.id, text: 'My opponent does not answer my e-mails.' }, tokenOf(m2.b));
    expect(note.status, note.text).toBe(201);
    expect(note.body).toEqual({ noteId: 'N1' });
    expect((await api('GET', T, undefined, tokenOf(m2.b))).body.notes).toHaveLength(1);
    expect((await api('GET', T, undefined, tokenOf(m2.a))).body.notes).toEqual([]);
    expect((await api('GET', T)).body).toMatchObject({ notes: [], deadlineQueue: null });

    // Before the deadline nothing can be forfeited.
    expectRefused(await api('POST', `${T}/rounds/1/forfeits`, {}, ref), 409, 'deadline/not_passed');
    expectRefused(await api('POST', `${T}/rounds/1/forfeits`, { matches: [m3.id] }, ref), 409, 'deadline/not_passed');
    // The organizer moves the deadline (a reason is required), then it passes.
    expectRefused(await api('POST', `${T}/rounds/1/deadline`, { date: '2026-12-09', time: '20:00', zone: 'America/New_York' }, org), 400, 'audit/reason_required');
    expect((await api('POST', `${T}/rounds/1/deadline`, { date: '2026-12-09', time: '20:00', zone: 'America/New_York', reason: 'A holiday in the US' }, org)).body.deadlines[0]).toMatchObject({ at: '2026-12-10T01:00:00.000Z', zone: 'America/New_York' });
    clock = Date.UTC(2026, 11, 10, 1, 0);
    const queue = (await api('GET', T, undefined, ref)).body.deadlineQueue;
    expect(queue).toEqual([{ round: 1, deadline: { at: '2026-12-10T01:00:00.000Z', zone: 'America/New_York' }, passed: true, open: [m2.id, m3.id], forfeitable: [m3.id], waiting: [{ matchId: m2.id, notes: [expect.objectContaining({ id: 'N1', text: 'My opponent does not answer my e-mails.', by: m2.b })], reportPending: false, disputeOpen: false }] }]);
    // Nothing happened by itself.
    expect((await api('GET', `${T}/matches/${m3.id}`)).body.games.map((g: { result: unknown }) => g.result)).toEqual([null, null]);

    // The referee applies the rule in one action.
    expectRefused(await api('POST', `${T}/rounds/1/forfeits`, {}, tokenOf(m3.a)), 403, 'auth/wrong_role');
    const applied = await api('POST', `${T}/rounds/1/forfeits`, {}, ref);
    expect(applied.status, applied.text).toBe(200);
    const m3After = applied.body.matches.find((m: { id: string }) => m.id === m3.id);
    expect(m3After.games.map((g: { source: string; result: { bothForfeited?: boolean } }) => [g.source, g.result.bothForfeited])).toEqual([['deadline', true], ['deadline', true]]);
    expect(m3After.points).toMatchObject({ [m3.a]: 0, [m3.b]: 0, outcome: 'double-forfeit' });
    expect(applied.body.deadlineQueue[0]).toMatchObject({ forfeitable: [], waiting: [{ matchId: m2.id }] });
    const audit = (await api('GET', `${T}/audit`, undefined, ref)).body.actions as any[];
    expect(audit.filter((a) => a.kind === 'DeadlineForfeitsApplied')).toEqual([expect.objectContaining({ actor: 'referee', reason: expect.stringContaining('General rule 2'), action: { kind: 'DeadlineForfeitsApplied', round: 1, matchIds: [m3.id] } })]);
    expect(audit.find((a) => a.kind === 'RoundDeadlineSet')).toMatchObject({ actor: 'organizer', reason: 'A holiday in the US' });
    expect(audit.find((a) => a.kind === 'RefereeNoteWritten')).toMatchObject({ entrantId: m2.b });
    expect((await api('GET', `${T}/report`)).text).toContain('forfeited by both players');

    // m3's players say they played game 1 before the deadline: a dispute, and a ruling.
    const d = await api('POST', `${T}/disputes`, { match: m3.id, game: 1, text: 'We played on the 8th; the log is attached.' }, tokenOf(m3.a));
    expect(d.status, d.text).toBe(201);
    const ruled = await api('POST', `${T}/disputes/${d.body.disputeId}/ruling`, { reason: 'The log shows the game was played in time.', result: { winner: m3.a, banners: { [m3.a]: 5, [m3.b]: 4 } } }, ref);
    expect(ruled.status, ruled.text).toBe(200);
    const m3Ruled = ruled.body.matches.find((m: { id: string }) => m.id === m3.id);
    expect(m3Ruled.games.map((g: { source: string }) => g.source)).toEqual(['ruling', 'deadline']);
    // Game 2 stays forfeited by both: the match is still a double forfeit; the referee sets it.
    const set = await api('POST', `${T}/matches/${m3.id}/games/2/result`, { result: { winner: null, banners: { [m3.a]: 2, [m3.b]: 2 } }, reason: 'Game 2 was started in time, not finished' }, ref);
    expect(set.body.matches.find((m: { id: string }) => m.id === m3.id).points).toMatchObject({ [m3.a]: 2, [m3.b]: 1, outcome: 'one-completed' });

    // Everything folds again from the log after a restart.
    const before = (await api('GET', T, undefined, ref)).body;
    await live.restart('schedule-2');
    const after = (await api('GET', T, undefined, ref)).body;
    for (const k of ['deadlines', 'schedules', 'notes', 'contacts', 'deadlineQueue', 'matches', 'standings']) expect(after[k], k).toEqual(before[k]);
  });
});
