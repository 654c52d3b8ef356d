// Eight teams through the HTTP API to a champion: four Swiss rounds reported by hand, then the
// Top 8 bracket paired from the final standings on its own scenario; a quarter-final game
// played in a real room by a team (two seats an army, four players a game), its blocks lost
// taken from the engine state; elimination reports need blocks lost; semi finals and the final
// paired as their players become known; the forum report and the CSV export.
import { describe, expect, it } from 'vitest';
import { confirmOf, expectRefused, playToEnd, pollUntil, refereeForFile, shortScenario, tokenFromUrl, tournamentWith } from './support.js';

const live = refereeForFile('bracket');
const api = live.api;

describe('the Top 8 bracket through the HTTP API', () => {
  it('pairs the quarter finals from the standings, plays one in a room, and reaches a champion', async () => {
    const teams = Array.from({ length: 8 }, (_, k) => ({ name: `Team ${k + 1}`, members: [`General ${k + 1}a`, `General ${k + 1}b`] }));
    const { T, org, tokens } = await tournamentWith(api, { name: 'Team Cup', scenario: 'vellara-ford', roundScenarios: { bracket: shortScenario() }, playersPerGame: 4 }, teams);

    // Four Swiss rounds (8 entrants, OT2022), every game reported and confirmed by hand.
    for (let round = 1; round <= 4; round++) {
      expectRefused(await api('POST', `${T}/bracket`, {}, org), 409, 'bracket/swiss_incomplete');
      const paired = await api('POST', `${T}/rounds`, {}, org);
      expect(paired.status, paired.text).toBe(201);
      for (const p of paired.body.round.pairings) {
        const id = `R${round}T${p.table}`;
        for (const n of [1, 2]) {
          const winner = (p.table + n + round) % 3 === 0 ? p.b : p.a;
          const loser = winner === p.a ? p.b : p.a;
          const reported = await api('POST', `${T}/matches/${id}/games/${n}/report`, { winner, banners: { [winner]: 6, [loser]: p.table } }, tokens[winner]);
          expect(reported.status).toBe(200);
          expect((await api('POST', `${T}/matches/${id}/games/${n}/confirm`, confirmOf(reported, id, n), tokens[loser])).status).toBe(200);
        }
      }
    }
    expectRefused(await api('POST', `${T}/rounds`, {}, org), 409, 'pairing/swiss_complete');

    // The bracket: QF1 1v8, QF2 4v5, QF3 2v7, QF4 3v6 from the final standings.
    const standings = (await api('GET', `${T}/standings`)).body.standings.map((s: any) => s.id);
    const qf = await api('POST', `${T}/bracket`, {}, org);
    expect(qf.status, qf.text).toBe(201);
    const quarter = (id: string) => qf.body.matches.find((m: any) => m.id === id);
    expect([quarter('QF1').a, quarter('QF1').b]).toEqual([standings[0], standings[7]]);
    expect([quarter('QF2').a, quarter('QF2').b]).toEqual([standings[3], standings[4]]);
    expect([quarter('QF3').a, quarter('QF3').b]).toEqual([standings[1], standings[6]]);
    expect([quarter('QF4').a, quarter('QF4').b]).toEqual([standings[2], standings[5]]);
    expect(qf.body.phase).toBe('bracket');
    expectRefused(await api('POST', `${T}/bracket`, {}, org), 409, 'bracket/nothing_to_pair');
    expectRefused(await api('POST', `${T}/entrants`, { name: 'Too Late' }, org), 409, 'registration/bracket_started');

    // QF1 game 1 in a room, on the bracket's scenario: each team holds both seats of its army.
    const q1 = quarter('QF1');
    const seatTokens: Record<string, string> = {};
    let gameId = '';
    for (const who of [q1.a, q1.b]) {
      const links = await api('POST', `${T}/matches/QF1/games/1/links`, {}, tokens[who]);
      expect(links.body.seats.map((s: any) => s.army)).toEqual([q1.games[0].armies[who], q1.games[0].armies[who]]);
      for (const s of links.body.seats) seatTokens[s.seatId] = tokenFromUrl(s.url);
      gameId = links.body.gameId;
    }
    expect(Object.keys(seatTokens).sort()).toEqual(['north:center', 'north:flanks', 'south:center', 'south:flanks']);
    expect(live.referee.registry.sessions.get(gameId)!.state.scenario.id).toBe('short-ford');
    await playToEnd(live.referee, seatTokens, gameId, 'team-cup-qf1');
    const attached = await pollUntil(() => api('GET', `${T}/matches/QF1`), (a) => a.body.games[0].source === 'room', 'QF1 game 1 attached');
    const g1 = attached.body.games[0].result;
    expect(Object.keys(g1.blocksLost).sort()).toEqual([q1.a, q1.b].sort());
    expect(g1.blocksLost[g1.winner === q1.a ? q1.b : q1.a]).toBeGreaterThan(0); // the loser lost at least the eliminated unit

    // QF1 game 2 by hand: blocks lost are required in the elimination rounds.
    expectRefused(await api('POST', `${T}/matches/QF1/games/2/report`, { winner: q1.a, banners: { [q1.a]: 1, [q1.b]: 0 } }, tokens[q1.a]), 400, 'result/blocks_required');
    const qf1 = await api('POST', `${T}/matches/QF1/games/2/report`, { winner: q1.a, banners: { [q1.a]: 1, [q1.b]: 0 }, blocksLost: { [q1.a]: 2, [q1.b]: 7 } }, tokens[q1.a]);
    expect(qf1.status).toBe(200);
    expect((await api('POST', `${T}/matches/QF1/games/2/confirm`, confirmOf(qf1, 'QF1', 2), tokens[q1.b])).status).toBe(200);

    // The other matches: results set by the organizer (the higher seed wins on banners).
    const settle = async (id: string, a: string, b: string) => {
      for (const n of [1, 2]) {
        const set = await api('POST', `${T}/matches/${id}/games/${n}/result`, { result: { winner: a, banners: { [a]: 6, [b]: 4 }, blocksLost: { [a]: 5, [b]: 12 } }, reason: 'Reported on the forum' }, org);
        expect(set.status, set.text).toBe(200);
      }
    };
    for (const id of ['QF2', 'QF3', 'QF4']) await settle(id, quarter(id).a, quarter(id).b);
    const sf = await api('POST', `${T}/bracket`, {}, org);
    expect(sf.status, sf.text).toBe(201);
    const semis = sf.body.matches.filter((m: any) => m.stage === 'bracket' && m.id.startsWith('SF'));
    expect(semis.map((m: any) => m.id)).toEqual(['SF1', 'SF2']);
    expect(semis[1].a).toBe(standings[1]);
    for (const m of semis) await settle(m.id, m.a, m.b);
    const final = await api('POST', `${T}/bracket`, {}, org);
    const f = final.body.matches.find((m: any) => m.id === 'F');
    await settle('F', f.a, f.b);

    const bracket = (await api('GET', `${T}/bracket`)).body;
    expect(bracket.champion).toBe(f.a);
    expect((await api('GET', T)).body.phase).toBe('finished');
    const report = (await api('GET', `${T}/report`)).text;
    expect(report).toContain('Team Cup — Elimination rounds');
    expect(report).toMatch(/blocks? lost/);
    expect(report).toContain('wins the tournament');
    const csv = (await api('GET', `${T}/bracket?format=csv`)).text;
    expect(csv.split('\r\n')).toHaveLength(9); // header, seven matches, final CRLF
  }, 180_000);
});
