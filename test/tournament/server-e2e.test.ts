// A small OT2022 tournament run end to end through the referee's HTTP API: five entrants (a
// bye every round), round 1's first match played in real game rooms through WebSocket clients
// (results and logs attached to the match report by themselves), the other match reported by
// hand and confirmed by the opponent, a dispute opened and ruled with the standings
// recomputed, a result corrected after the next round was paired (the pairing stays, nothing
// counted twice), a re-pairing, a drop and a late entry, exports, the audit trail, token
// checks, the same tournament folded again after a restart, and the list of tournaments.
import { describe, expect, it } from 'vitest';
import { computeStandings, pairRound, parseEvent, scoreMatch } from '../../engine/tournament/index.js';
import { seededRandom } from '../../engine/rules/random.js';
import { sha256 } from '../../server/store/log-chain.js';
import { runTournamentCli } from '../../server/cli/tournament.js';
import { chooseCommand, Dice } from '../../engine/sim/random-game.js';
import { confirmOf, expectRefused, playToEnd, pollUntil, refereeForFile, shortScenario, tokenFromUrl, tournamentWith } from './support.js';

const live = refereeForFile('t');
const api = live.api;

const NAMES = ['Hannibal_B', 'Scipio77', 'Darius3', 'Xerxes_K', 'Pyrrhus'];

describe('a tournament through the HTTP API', () => {
  it('runs rounds with games in real rooms, hand reports, a dispute, a correction after pairing, drops and late entries', async () => {
    // The organizer creates the tournament: one scenario for the event, two players a game.
    const made = await api('POST', '/api/tournaments', { name: 'Spring Open', scenario: shortScenario(), playersPerGame: 2 });
    expect(made.status, made.text).toBe(201);
    const { id } = made.body;
    const org = made.body.organizer.token as string;
    const ref = made.body.referee.token as string;
    expect(made.body.organizer.url).toContain(`?tournament=${id}&token=`);
    const T = `/api/tournaments/${id}`;

    // Tokens: none, unknown, or the wrong role are refused with their codes.
    expectRefused(await api('POST', `${T}/registration`, { open: true }), 401, 'auth/token_required');
    expectRefused(await api('POST', `${T}/registration`, { open: true }, 'not-a-token-of-anyone-here'), 403, 'auth/bad_token');
    expectRefused(await api('POST', `${T}/registration`, { open: true }, ref), 403, 'auth/wrong_role');
    expectRefused(await api('POST', `${T}/entrants`, { name: 'Early' }), 409, 'registration/closed');
    expectRefused(await api('POST', '/api/tournaments', { name: 'Bad', scenario: 'no-such-scenario' }), 400, 'tournament/unknown_scenario');
    expectRefused(await api('POST', '/api/tournaments', { name: 'Bad', scenario: { id: 'half-a-scenario' } }), 400, 'tournament/bad_scenario');
    expectRefused(await api('POST', '/api/tournaments', { name: 'Bad', roundScenarios: { 2: 'nope' } }), 400, 'tournament/unknown_scenario');
    expectRefused(await api('POST', '/api/tournaments', { name: 'Bad', playersPerGame: 3 }), 400, 'request/bad_body');

    expect((await api('POST', `${T}/registration`, { open: true }, org)).status).toBe(200);
    const entrants: { id: string; token: string; name: string }[] = [];
    for (const [i, name] of NAMES.entries()) {
      const signed = await api('POST', `${T}/entrants`, { name, members: i === 4 ? ['Pyrrhus of Epirus'] : [] });
      expect(signed.status, signed.text).toBe(201);
      entrants.push({ id: signed.body.entrantId, token: signed.body.token, name });
    }
    expectRefused(await api('POST', `${T}/entrants`, { name: 'hannibal_b' }), 409, 'entrant/name_taken');
    expectRefused(await api('POST', `${T}/entrants`, { name: 'Team Two', members: ['x', 'y'] }), 409, 'entrant/too_many_members');
    const tokenOf = (eid: string) => entrants.find((e) => e.id === eid)!.token;

    // Round 1: refused while registration is open; then the seeded random pairing.
    expectRefused(await api('POST', `${T}/rounds`, {}, org), 409, 'pairing/registration_open');
    // The seed is published as its hash until round 1 is paired (then anyone can re-run it).
    const hidden = (await api('GET', T)).body;
    expect(hidden.seed).toBeNull();
    expect((await api('GET', `${T}/event`)).body.seed).toBe(`sha256:${hidden.seedHash}`);
    expect(made.body.seedHash).toBe(hidden.seedHash);
    expect((await api('POST', `${T}/registration`, { open: false }, org)).status).toBe(200);
    const r1 = await api('POST', `${T}/rounds`, {}, org);
    expect(r1.status, r1.text).toBe(201);
    const revealed = (await api('GET', T)).body;
    expect(sha256(revealed.seed)).toBe(revealed.seedHash);
    const event0 = parseEvent((await api('GET', `${T}/event`)).body);
    expect(event0.ok).toBe(true);
    const expected = pairRound({ ...(event0.ok ? event0.value : (null as never)), rounds: [] }, 1);
    expect(expected.ok && expected.value.round.pairings).toEqual(r1.body.round.pairings);
    const pairings1 = r1.body.round.pairings as { table: number; a: string; b: string | null }[];
    expect(pairings1.filter((p) => p.b === null)).toHaveLength(1); // five entrants: one bye

    let view = (await api('GET', T)).body;
    const [m1, m2] = view.matches as any[];
    expect(m1.id).toBe('R1T1');
    for (const m of [m1, m2]) {
      expect(m.games).toHaveLength(2);
      expect(m.games[0].armies[m.a]).toBe('south');
      expect(m.games[1].armies[m.a]).toBe('north'); // sides swapped in game 2
    }

    // Seat links: each player gets his own army's seat; nobody else's match.
    const outsider = entrants.find((e) => e.id !== m1.a && e.id !== m1.b)!;
    expectRefused(await api('POST', `${T}/matches/R1T1/games/1/links`, {}, outsider.token), 403, 'auth/not_your_match');
    expectRefused(await api('GET', `${T}/matches/R1T1/games/1/log?format=text`, undefined, tokenOf(m1.a)), 409, 'log/not_yet');

    // Match R1T1: both games played to their end in real rooms.
    for (const n of [1, 2]) {
      const seatTokens: Record<string, string> = {};
      let gameId = '';
      for (const who of [m1.a, m1.b]) {
        const links = await api('POST', `${T}/matches/R1T1/games/${n}/links`, {}, tokenOf(who));
        expect(links.status, links.text).toBe(201);
        expect(links.body.seats).toHaveLength(1);
        expect(links.body.seats[0].army).toBe(m1.games[n - 1].armies[who]);
        expect(links.body.referee).toBeNull();
        seatTokens[links.body.seats[0].seatId] = tokenFromUrl(links.body.seats[0].url);
        gameId = links.body.gameId;
      }
      const session = await playToEnd(live.referee, seatTokens, gameId, `spring-${n}`);
      const report = await pollUntil(() => api('GET', `${T}/matches/R1T1`), (a) => a.body.games[n - 1].source === 'room', `game ${n} attached`);
      const g = report.body.games[n - 1];
      const winnerArmy = session.state.winner!;
      const winner = Object.keys(g.armies).find((e) => g.armies[e] === winnerArmy);
      expect(g.result.winner).toBe(winner);
      for (const e of [m1.a, m1.b]) {
        const army = g.armies[e] as 'north' | 'south';
        expect(g.result.banners[e]).toBe(session.state.armies[army].banners);
        const lost = Object.values(session.state.units).filter((u) => u.army === army && u.type !== 'leader').reduce((s, u) => s + (u.startingBlocks - u.blocks), 0);
        expect(g.result.blocksLost[e]).toBe(lost);
      }
      expect(g.result.banners[winner!]).toBeGreaterThanOrEqual(1);
      // The log is attached to the match report, and open to all now that the game is over.
      const log = await api('GET', g.log.text);
      expect(log.status).toBe(200);
      expect(log.text.length).toBeGreaterThan(100);
      const json = await api('GET', g.log.json);
      expect(json.body.format).toBe('epic-referee-log/1');
      expect(json.body.game.finished).toBe(true);
    }
    expectRefused(await api('POST', `${T}/matches/R1T1/games/1/report`, { winner: m1.a, banners: { [m1.a]: 1, [m1.b]: 0 } }, tokenOf(m1.a)), 409, 'result/already_final');

    // Match R1T2: played elsewhere, reported by hand and confirmed by the opponent.
    const hand = (winner: string, loser: string) => ({ winner, banners: { [winner]: 5, [loser]: 2 } });
    const rep = await api('POST', `${T}/matches/R1T2/games/1/report`, hand(m2.a, m2.b), tokenOf(m2.a));
    expect(rep.status, rep.text).toBe(200);
    // A confirmation names the report it confirms (issue 17 item 6): an empty body is refused.
    expectRefused(await api('POST', `${T}/matches/R1T2/games/1/confirm`, {}, tokenOf(m2.b)), 400, 'request/bad_body');
    const read = confirmOf(rep, 'R1T2', 1);
    // The swapped report: the opponent read 5–2, the reporter changes it to 9–0; confirming
    // what he read is refused, and nothing counts until the new report is confirmed.
    const swapped = await api('POST', `${T}/matches/R1T2/games/1/report`, { winner: m2.a, banners: { [m2.a]: 9, [m2.b]: 0 } }, tokenOf(m2.a));
    expect(swapped.status, swapped.text).toBe(200);
    expectRefused(await api('POST', `${T}/matches/R1T2/games/1/confirm`, read, tokenOf(m2.b)), 409, 'result/report_changed');
    expect((await api('GET', `${T}/matches/R1T2`)).body.games[0].result).toBeNull();
    const back = await api('POST', `${T}/matches/R1T2/games/1/report`, hand(m2.a, m2.b), tokenOf(m2.a));
    expectRefused(await api('POST', `${T}/matches/R1T2/games/1/confirm`, confirmOf(back, 'R1T2', 1), tokenOf(m2.a)), 409, 'result/confirm_own_report');
    expectRefused(await api('POST', `${T}/matches/R1T2/games/1/confirm`, confirmOf(back, 'R1T2', 1), outsider.id === m2.a || outsider.id === m2.b ? tokenOf(m1.a) : outsider.token), 409, 'result/not_your_match');
    expect((await api('POST', `${T}/matches/R1T2/games/1/confirm`, confirmOf(back, 'R1T2', 1), tokenOf(m2.b))).status).toBe(200);
    expect((await api('GET', `${T}/matches/R1T2`)).body.games[0].result.banners[m2.a]).toBe(5);
    expectRefused(await api('POST', `${T}/matches/R1T2/games/2/report`, { winner: 'e99', banners: { [m2.a]: 1, [m2.b]: 0 } }, tokenOf(m2.b)), 400, 'result/winner_not_in_match');
    const rep2 = await api('POST', `${T}/matches/R1T2/games/2/report`, hand(m2.a, m2.b), tokenOf(m2.b));
    expect(rep2.status).toBe(200);
    expect((await api('POST', `${T}/matches/R1T2/games/2/confirm`, confirmOf(rep2, 'R1T2', 2), tokenOf(m2.a))).status).toBe(200);
    let m2View = (await api('GET', `${T}/matches/R1T2`)).body;
    expect(m2View.games.map((g: any) => g.source)).toEqual(['hand', 'hand']);
    expect(m2View.points[m2.a]).toBe(3);

    // Standings after round 1 are the pure math over the published event.
    const standings1 = (await api('GET', `${T}/standings`)).body.standings;
    const ev1 = parseEvent((await api('GET', `${T}/event`)).body);
    expect(ev1.ok && computeStandings(ev1.value)).toEqual(standings1);
    const bye1 = pairings1.find((p) => p.b === null)!.a;
    expect(standings1.find((s: any) => s.id === bye1).points).toBe(3);

    // A dispute on R1T1 game 1: round 2 waits for the ruling unless the organizer overrides.
    expectRefused(await api('POST', `${T}/disputes`, { match: 'R1T1', game: 1, text: 'x' }, outsider.token), 409, 'dispute/not_your_match');
    const loser1 = m1.games[0].armies[m1.a] === 'south' ? m1.b : m1.a; // any player of the match may open it
    const opened = await api('POST', `${T}/disputes`, { match: 'R1T1', game: 1, text: 'My unit should have retreated, not been eliminated.' }, tokenOf(loser1));
    expect(opened.status, opened.text).toBe(201);
    expect(opened.body.disputeId).toBe('D1');
    expectRefused(await api('POST', `${T}/disputes`, { match: 'R1T1', game: 1, text: 'again' }, tokenOf(m1.b)), 409, 'dispute/already_open');
    expectRefused(await api('POST', `${T}/rounds`, {}, org), 409, 'pairing/disputes_open');
    const queue = (await api('GET', `${T}/disputes`, undefined, ref)).body.disputes;
    expect(queue).toEqual([expect.objectContaining({ id: 'D1', status: 'open', text: expect.stringContaining('retreated') })]);
    expect((await api('GET', `${T}/disputes`)).body.disputes[0].text).toBeUndefined(); // texts are not public

    // The referee reviews the log and rules: the result is reversed, with the reason written.
    const before = (await api('GET', `${T}/matches/R1T1`)).body;
    const g1 = before.games[0].result;
    const other = g1.winner === m1.a ? m1.b : m1.a;
    const reversed = { winner: other, banners: { [other]: 1, [g1.winner]: 0 }, blocksLost: g1.blocksLost };
    expectRefused(await api('POST', `${T}/disputes/D1/ruling`, { reason: 'x', result: reversed }, org), 403, 'auth/wrong_role');
    expectRefused(await api('POST', `${T}/disputes/D1/ruling`, { reason: '  ', result: reversed }, ref), 400, 'dispute/reason_required');
    const ruled = await api('POST', `${T}/disputes/D1/ruling`, { reason: 'The log shows the retreat path was open (turn 7); the unit retreats and survives: no banner.', result: reversed }, ref);
    expect(ruled.status, ruled.text).toBe(200);
    const after = (await api('GET', `${T}/matches/R1T1`)).body;
    expect(after.games[0].source).toBe('ruling');
    expect(after.games[0].roomResult).toEqual(g1); // what the room recorded is kept beside it
    const standingsRuled = (await api('GET', `${T}/standings`)).body.standings;
    const evRuled = parseEvent((await api('GET', `${T}/event`)).body);
    expect(evRuled.ok && computeStandings(evRuled.value)).toEqual(standingsRuled);
    const r1t1 = evRuled.ok ? evRuled.value.rounds[0]!.results.find((r) => r.a === m1.a)! : null;
    const pts = scoreMatch(r1t1!);
    expect(standingsRuled.find((s: any) => s.id === m1.a).points).toBe(pts.pointsA);
    expect(standingsRuled.find((s: any) => s.id === m1.b).points).toBe(pts.pointsB);
    expectRefused(await api('POST', `${T}/disputes`, { match: 'R1T1', game: 1, text: 'once more' }, tokenOf(loser1)), 409, 'dispute/already_ruled');

    // Round 2 paired; then a round-1 result corrected: standings change, the pairing stays.
    const r2 = await api('POST', `${T}/rounds`, {}, org);
    expect(r2.status, r2.text).toBe(201);
    const pairings2 = r2.body.round.pairings;
    const bye2 = pairings2.find((p: any) => p.b === null).a;
    expect(bye2).not.toBe(bye1); // nobody gets two byes
    expectRefused(await api('POST', `${T}/matches/R1T2/games/2/result`, { result: hand(m2.b, m2.a), reason: '' }, ref), 400, 'audit/reason_required');
    const fix = await api('POST', `${T}/matches/R1T2/games/2/result`, { result: hand(m2.b, m2.a), reason: 'Both players wrote in: game 2 was won by the other side.' }, ref);
    expect(fix.status, fix.text).toBe(200);
    expect((await api('GET', `${T}/pairings?round=2`)).body.pairings.map((p: any) => [p.a, p.b])).toEqual(pairings2.map((p: any) => [p.a, p.b]));
    m2View = (await api('GET', `${T}/matches/R1T2`)).body;
    expect(m2View.points[m2.a] + m2View.points[m2.b]).toBe(3);
    const standingsFixed = (await api('GET', `${T}/standings`)).body.standings;
    const total = standingsFixed.reduce((s: number, x: any) => s + x.points, 0);
    expect(total).toBe(3 + 3 + 3 + 3); // two matches of 3 points, the round-1 bye, the round-2 bye: nothing twice
    expect(standingsFixed).not.toEqual(standingsRuled);

    // The organizer re-pairs round 2 (no results yet): its old games are void.
    const oldIds = (await api('GET', T)).body.matches.filter((m: any) => m.round === 2).map((m: any) => m.games[0].gameId);
    const re = await api('POST', `${T}/rounds`, { round: 2, reason: 'Re-paired after the correction of R1T2' }, org);
    expect(re.status, re.text).toBe(201);
    view = (await api('GET', T)).body;
    const round2 = view.matches.filter((m: any) => m.round === 2);
    expect(round2.map((m: any) => m.games[0].gameId).some((g: string) => oldIds.includes(g))).toBe(false);
    expectRefused(await api('POST', `${T}/rounds`, { round: 1 }, org), 409, 'pairing/later_rounds_exist');

    // Round 2 results by hand; a drop; a late entry; round 3.
    for (const m of round2) {
      for (const n of [1, 2]) {
        const reported = await api('POST', `${T}/matches/${m.id}/games/${n}/report`, hand(m.a, m.b), tokenOf(m.a));
        expect(reported.status).toBe(200);
        expect((await api('POST', `${T}/matches/${m.id}/games/${n}/confirm`, confirmOf(reported, m.id, n), tokenOf(m.b))).status).toBe(200);
      }
    }
    const dropper = entrants[0]!;
    expectRefused(await api('POST', `${T}/entrants/${dropper.id}/drop`, {}, entrants[1]!.token), 403, 'auth/wrong_role');
    expect((await api('POST', `${T}/entrants/${dropper.id}/drop`, { reason: 'Moving house' }, dropper.token)).status).toBe(200);
    const late = await api('POST', `${T}/entrants`, { name: 'Latecomer' }, org);
    expect(late.status, late.text).toBe(201);
    expect(late.body.joinedRound).toBe(3);
    const r3 = await api('POST', `${T}/rounds`, {}, org);
    expect(r3.status, r3.text).toBe(201);
    const seated3 = r3.body.round.pairings.flatMap((p: any) => [p.a, p.b]).filter(Boolean);
    expect(seated3).not.toContain(dropper.id);
    expect(seated3).toContain(late.body.entrantId);
    const byes = [bye1, bye2, r3.body.round.pairings.find((p: any) => p.b === null).a];
    expect(new Set(byes).size).toBe(3);

    // Exports: standings and pairings as CSV and JSON, the forum report.
    const csv = await api('GET', `${T}/standings?format=csv`);
    expect(csv.text.split('\r\n')[0]).toBe('rank,id,name,points,strength_of_opposition,matches,byes,dropped,joined_round,above_next_by');
    const pcsv = await api('GET', `${T}/pairings?round=1&format=csv`);
    expect(pcsv.text).toContain('BYE');
    expect((await api('GET', `${T}/pairings?round=1`)).body.pairings).toHaveLength(3);
    const report = await api('GET', `${T}/report?round=1`);
    expect(report.text).toContain('Spring Open — Round 1');
    expect(report.text).toMatch(/Match points: /);

    // The audit trail: every change, who, when and why; officials only.
    expectRefused(await api('GET', `${T}/audit`, undefined, entrants[1]!.token), 403, 'auth/wrong_role');
    const audit = (await api('GET', `${T}/audit`, undefined, org)).body.actions as any[];
    expect(audit.map((a) => a.seq)).toEqual(audit.map((_, i) => i + 1));
    expect(audit.filter((a) => a.kind === 'GameFinished').map((a) => a.actor)).toEqual(['room', 'room']);
    expect(audit.find((a) => a.kind === 'DisputeRuled')).toMatchObject({ actor: 'referee', reason: expect.stringContaining('retreat path') });
    expect(audit.find((a) => a.kind === 'GameResultSet')).toMatchObject({ actor: 'referee', reason: expect.stringContaining('wrote in') });
    expect(audit.find((a) => a.kind === 'EntrantDropped')).toMatchObject({ actor: `entrant ${dropper.id}`, reason: 'Moving house' });
    expect(audit.filter((a) => a.kind === 'RoundPaired').map((a) => a.action.round)).toEqual([1, 2, 2, 3]);

    // The state is folded from the stored actions: after a restart the same tournament.
    const standingsNow = (await api('GET', `${T}/standings`)).body;
    const fullView = (await api('GET', T, undefined, org)).body;
    await live.restart('restart');
    expect((await api('GET', `${T}/standings`)).body).toEqual(standingsNow);
    expect((await api('GET', T, undefined, org)).body).toEqual(fullView);
    // A finished game's seat links still open its seat (the game is not in memory any more).
    const again = await api('POST', `${T}/matches/R1T1/games/1/links`, {}, tokenOf(m1.a));
    expect(again.body.seats.map((x: any) => x.army)).toEqual([m1.games[0].armies[m1.a]]);
    expect(live.referee.registry.sessions.has(again.body.gameId)).toBe(false);
  }, 180_000);

  it('says so when no pairing without a rematch exists, and pairs nothing', async () => {
    const { id, T, org } = await tournamentWith(api, { name: 'Tiny', scenario: 'vellara-ford' }, ['A1', 'B2', 'C3', 'D4']);
    // Two organizers' clicks at once: one round is paired, the other request is refused.
    const both = await Promise.all([api('POST', `${T}/rounds`, {}, org), api('POST', `${T}/rounds`, {}, org)]);
    expect(both.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(both.find((a) => a.status === 409)!.body.error.code).toBe('pairing/results_missing');
    const r1 = both.find((a) => a.status === 201)!.body.round;
    for (const p of r1.pairings)
      for (const n of [1, 2]) await api('POST', `${T}/matches/R1T${p.table}/games/${n}/result`, { result: { winner: p.a, banners: { [p.a]: 3, [p.b]: 1 } }, reason: 'Forum report' }, org);
    // The two left after two drops have met already: the round is refused, nothing invented.
    const [first, second] = r1.pairings;
    await api('POST', `${T}/entrants/${first.a}/drop`, {}, org);
    await api('POST', `${T}/entrants/${first.b}/drop`, {}, org);
    expect(second.a).toBeDefined();
    expectRefused(await api('POST', `${T}/rounds`, {}, org), 409, 'pairing/no_rematch_free_pairing');
    expect((await api('GET', T)).body.rounds).toHaveLength(1);
    // The list of tournaments, newest first: where each stands, and its page.
    const list = (await api('GET', '/api/tournaments')).body.tournaments;
    expect(list.map((x: any) => x.name)).toEqual(['Tiny', 'Spring Open']);
    expect(list[0]).toEqual({ id, name: 'Tiny', createdAt: expect.any(Number), phase: (await api('GET', T)).body.phase, round: 1, swissRounds: expect.any(Number), bracket: null, entrants: 4, activeEntrants: 2, registrationOpen: false, url: `${live.referee.url}/?tournament=${id}` });
    expect(list[1]).toMatchObject({ name: 'Spring Open', phase: 'swiss', round: 3, entrants: 6, activeEntrants: 5 });
    // The published event file is the command line's input: the same standings there.
    const out: string[] = [];
    const eventFile = (await api('GET', `${T}/event`)).body;
    const io = { readFile: () => JSON.stringify(eventFile), out: (x: string) => out.push(x), err: (x: string) => out.push(x) };
    expect(runTournamentCli(['standings', 'event.json'], io)).toBe(0);
    expect(JSON.parse(out[0]!)).toEqual((await api('GET', `${T}/standings`)).body);
  }, 30_000);

  it('attaches on start-up a game that finished while the referee was not listening', async () => {
    const { T, org } = await tournamentWith(api, { name: 'Catch-up Cup', scenario: shortScenario() }, ['C1', 'C2']);
    const r1 = await api('POST', `${T}/rounds`, {}, org);
    expect(r1.status, r1.text).toBe(201);
    const gameId = r1.body.tournament.matches[0].games[0].gameId as string;
    // The game is played to its end and marked finished, as the room does, but the referee
    // stops before its result reaches the tournament (no room, so no hook).
    const session = live.referee.registry.sessions.get(gameId)!;
    const dice = new Dice(seededRandom('catch-up'));
    for (let i = 0; i < 3000 && !session.finished; i++) {
      const cmd = chooseCommand(session.state, dice)!;
      expect((await session.submit(cmd, Date.now())).ok).toBe(true);
    }
    expect(session.finished).toBe(true);
    await live.referee.registry.store.db.run("UPDATE games SET status = 'finished', winner = ? WHERE id = ?", [session.state.winner, gameId]);
    expect((await api('GET', `${T}/matches/R1T1`)).body.games[0].result).toBeNull();
    await live.restart('catch-up');
    const g = (await api('GET', `${T}/matches/R1T1`)).body.games[0];
    expect(g.source).toBe('room');
    expect(g.result.banners[g.result.winner]).toBeGreaterThanOrEqual(1);
    const audit = (await api('GET', `${T}/audit`, undefined, org)).body.actions;
    expect(audit.filter((a: any) => a.kind === 'GameFinished')).toHaveLength(1);
  }, 60_000);
});
