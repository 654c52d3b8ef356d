// The presets through the HTTP API, end to end: an organizer creates an ASO 2008, an Urban War
// and a V:TES tournament, entrants sign up with what the format needs, rounds are paired or
// seated by the preset (no game rooms: these games are played at the table), the organizer
// and the referee enter results, and the standings, pairings, report and V:TES's final are read.
import { describe, expect, it } from 'vitest';
import { expectRefused, refereeForFile, tournamentWith } from './support.js';

const live = refereeForFile('presets');
const api = live.api;

type Signup = { name: string; members: string[] };
const withProfile = (name: string, profile: Record<string, unknown>) => ({ name, members: [], profile }) as Signup;

describe('an ASO 2008 tournament through the API', () => {
  it('creates, signs up with ratings, pairs round 1 by rating pools, takes results, ranks 3/1/0', async () => {
    // A sign-up without a rating is refused: pools follow the ASO rating.
    const made = await api('POST', '/api/tournaments', { name: 'ASO 2008 Cup', format: 'aso2008', formatOptions: { firstPool: 4 } });
    expect(made.status, made.text).toBe(201);
    const T0 = `/api/tournaments/${made.body.id}`;
    await api('POST', `${T0}/registration`, { open: true }, made.body.organizer.token);
    expectRefused(await api('POST', `${T0}/entrants`, { name: 'Nobody' }), 400, 'entrant/profile_required');
    expectRefused(await api('POST', '/api/tournaments', { name: 'Bad', format: 'aso2008', formatOptions: { rounds: 'five' } }), 400, 'event/invalid_field');

    const names = ['Ada', 'Bo', 'Cy', 'Di', 'Ed', 'Flo'];
    const { T, org, ref, tokens } = await tournamentWith(api, { name: 'ASO Open', format: 'aso2008', formatOptions: { firstPool: 4 } }, names.map((n, i) => withProfile(n, { rating: 2000 - 100 * i, nationality: i % 2 ? 'DK' : 'SE' })));
    const r1 = await api('POST', `${T}/rounds`, {}, org);
    expect(r1.status, r1.text).toBe(201);
    const pairings = (await api('GET', `${T}/pairings`)).body.pairings as { table: number; a: string; b: string; aName: string; bName: string }[];
    // Top 4 by rating seeded 1v3, 2v4; the rest (Ed, Flo) in their own pool.
    expect(pairings.map((p) => `${p.aName}-${p.bName}`)).toEqual(['Ada-Cy', 'Bo-Di', 'Ed-Flo']);
    // An entrant may not enter results; the organizer and the referee may.
    const [p1, p2, p3] = pairings as [typeof pairings[0], typeof pairings[0], typeof pairings[0]];
    expectRefused(await api('POST', `${T}/rounds/1/results`, { result: { a: p1.a, b: p1.b, winner: p1.a } }), 401, 'auth/token_required');
    expect((await api('POST', `${T}/rounds/1/results`, { result: { a: p1.a, b: p1.b, winner: p1.a } }, org)).status).toBe(200);
    expect((await api('POST', `${T}/rounds/1/results`, { result: { a: p2.a, b: p2.b, winner: null } }, ref)).status).toBe(200);
    // A result naming a winner not in the game, or a misspelt field, is refused whole.
    expectRefused(await api('POST', `${T}/rounds/1/results`, { result: { a: p3.a, b: p3.b, winner: p1.a } }, org), 400, 'event/winner_not_in_match');
    expectRefused(await api('POST', `${T}/rounds/1/results`, { result: { a: p3.a, b: p3.b, winnr: p3.b } }, org), 400, 'event/invalid_field');
    expectRefused(await api('POST', `${T}/rounds/2`, {}, org), 404, 'request/unknown_route');
    expectRefused(await api('POST', `${T}/rounds`, {}, org), 409, 'pairing/results_missing');
    expect((await api('POST', `${T}/rounds/1/results`, { result: { a: p3.a, b: p3.b, winner: p3.b } }, org)).status).toBe(200);

    const st = (await api('GET', `${T}/standings`)).body;
    expect(st).toMatchObject({ format: 'aso2008', rounds: 5, throughRound: 1 });
    const pts = Object.fromEntries(st.standings.map((r: { name: string; points: number }) => [r.name, r.points]));
    expect(pts).toEqual({ Ada: 3, Cy: 0, Bo: 1, Di: 1, Ed: 0, Flo: 3 });
    expect(st.winners.sort()).toEqual([p1.a, p3.b].sort());
    // "Players mutually agreeing … request to be matched up": Bo (1 point) and Ed (0) both ask.
    const [bo, ed] = ['e2', 'e5'];
    expect((await api('POST', `${T}/requests`, { with: ed }, tokens[bo])).status).toBe(201);
    expectRefused(await api('POST', `${T}/requests`, { with: bo, player: 'e3' }, tokens[ed]), 403, 'auth/wrong_role');
    expect((await api('POST', `${T}/requests`, { with: bo }, tokens[ed])).status).toBe(201);
    expect((await api('GET', `${T}/event`)).body.requests).toEqual([{ round: 2, a: bo, b: ed }]);
    const r2 = await api('POST', `${T}/rounds`, {}, org);
    expect(r2.status, r2.text).toBe(201);
    const paired2 = (await api('GET', `${T}/pairings`)).body.pairings as { a: string; b: string }[];
    expect(paired2.some((p) => [p.a, p.b].sort().join() === [bo, ed].sort().join())).toBe(true);
    // "Choosing which scenario to play": the organizer names three; each player of table 1
    // strikes one and gives another first priority, secret until both are in.
    const t1 = paired2.find((p) => (p as { table?: number }).table === 1)!;
    expectRefused(await api('POST', `${T}/rounds/2/tables/1/scenario`, { strike: 'A', first: 'B' }, tokens[t1.a]), 409, 'scenario/not_named');
    expectRefused(await api('POST', `${T}/rounds/2/scenarios`, { scenarios: ['A', 'B', 'C'] }, tokens[t1.a]), 403, 'auth/wrong_role');
    expect((await api('POST', `${T}/rounds/2/scenarios`, { scenarios: ['A25', 'J12', 'SP1'] }, org)).status).toBe(200);
    expectRefused(await api('POST', `${T}/rounds/2/tables/1/scenario`, { strike: 'A25', first: 'A25' }, tokens[t1.a]), 400, 'scenario/bad_choice');
    expect((await api('POST', `${T}/rounds/2/tables/1/scenario`, { strike: 'A25', first: 'J12' }, tokens[t1.a])).status).toBe(200);
    const half = (await api('GET', T)).body.preset.paired[1].pairings[0].scenario;
    expect(half).toEqual({ scenarios: ['A25', 'J12', 'SP1'], chosen: [t1.a], decision: null });
    expect((await api('POST', `${T}/rounds/2/tables/1/scenario`, { strike: 'J12', first: 'SP1' }, tokens[t1.b])).status).toBe(200);
    const both = (await api('GET', T)).body.preset.paired[1].pairings[0].scenario;
    // Different strikes: "you play the remaining one".
    expect(both.decision).toMatchObject({ scenario: 'SP1', how: 'different-strikes', roll: null });
    expectRefused(await api('POST', `${T}/rounds/2/tables/1/scenario`, { strike: 'SP1', first: 'A25' }, tokens[t1.b]), 409, 'scenario/decided');
    expect((await api('GET', `${T}/pairings?format=csv`)).text.split('\r\n')[0]).toBe('round,table,a_id,a_name,b_id,b_name');
    expect((await api('GET', `${T}/report?round=1`)).text).toMatch(/Ada beat Cy/);
    const view = (await api('GET', T)).body;
    expect(view).toMatchObject({ format: 'aso2008', phase: 'swiss', swissRounds: 5 });
    expect(view.preset.paired).toHaveLength(2);
    expectRefused(await api('POST', `${T}/bracket`, {}, org), 409, 'format/no_bracket');
  });
});

describe('an Urban War tournament through the API', () => {
  it('pairs with a bye, scores casualties into tournament points, allocates tables', async () => {
    const forces = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve'].map((n, i) => withProfile(n, { faction: ['Triad', 'Viridian', 'Ecclesiast'][i % 3], models: 12 }));
    const { T, org, tokens } = await tournamentWith(api, { name: 'Urban War GT', format: 'urban-war' }, forces);
    expect((await api('POST', `${T}/rounds`, {}, org)).status).toBe(201);
    const r1 = (await api('GET', `${T}/pairings`)).body.pairings as { table: number; a: string; b: string | null }[];
    expect(r1.filter((p) => p.b === null)).toHaveLength(1);
    const [g1, g2] = r1.filter((p) => p.b !== null) as unknown as [{ a: string; b: string }, { a: string; b: string }];
    expectRefused(await api('POST', `${T}/rounds/1/results`, { result: { a: g1.a, b: g1.b, lostA: 13, lostB: 0 } }, org), 400, 'event/bad_losses');
    // 12 models: 0 lost is light, 9 severe → a Crushing Victory, 24–0; 3 v 6 → Minor, 16–8.
    expect((await api('POST', `${T}/rounds/1/results`, { result: { a: g1.a, b: g1.b, lostA: 0, lostB: 9 } }, org)).status).toBe(200);
    expect((await api('POST', `${T}/rounds/1/results`, { result: { a: g2.a, b: g2.b, lostA: 3, lostB: 6 } }, org)).status).toBe(200);
    const st = (await api('GET', `${T}/standings`)).body;
    expect(st).toMatchObject({ format: 'urban-war', rounds: 3 });
    const pts = Object.fromEntries(st.standings.map((r: { id: string; points: number }) => [r.id, r.points]));
    expect([pts[g1.a], pts[g1.b], pts[g2.a], pts[g2.b], pts[r1.find((p) => p.b === null)!.a]]).toEqual([24, 0, 16, 8, 24]);
    expect(st.standings[0]).toHaveProperty('opponentsPoints');
    expect((await api('POST', `${T}/rounds`, {}, org)).status).toBe(201);
    const r2 = (await api('GET', `${T}/pairings?round=2`)).body.pairings as { a: string; b: string | null; table: number }[];
    expect(r2.find((p) => p.b === null)!.a).toBe(g1.b);
    expect((await api('GET', `${T}/report?round=1`)).text).toMatch(/crushing victory/);
    const listed = (await api('GET', '/api/tournaments')).body.tournaments.find((x: { url: string }) => T.endsWith(new URL(x.url).searchParams.get('tournament')!));
    expect(listed).toMatchObject({ format: 'urban-war', round: 2, swissRounds: 3, phase: 'swiss' });

    // A score card "filled out by a player's opponent": one player reports, the other confirms.
    const [m] = r2.filter((p) => p.b !== null) as unknown as [{ a: string; b: string }];
    expectRefused(await api('POST', `${T}/rounds/2/report`, { result: { a: m.a, b: m.b, lostA: 2, lostB: 20 } }, tokens[m.a]), 400, 'event/bad_losses');
    const reported = await api('POST', `${T}/rounds/2/report`, { result: { a: m.a, b: m.b, lostA: 2, lostB: 7 } }, tokens[m.a]);
    expect(reported.status, reported.text).toBe(200);
    const pending = reported.body.preset.paired[1].pairings.find((p: { a: string }) => p.a === m.a).report;
    expect(pending).toMatchObject({ by: m.a, result: { lostA: 2, lostB: 7 } });
    expectRefused(await api('POST', `${T}/rounds/2/confirm`, { report: pending.seq }, tokens[m.a]), 403, 'auth/wrong_role');
    expectRefused(await api('POST', `${T}/rounds/2/report`, { result: { a: m.a, b: m.b, lostA: 0, lostB: 0 } }, org), 403, 'auth/wrong_role');
    expectRefused(await api('POST', `${T}/rounds/2/confirm`, { report: pending.seq + 99 }, tokens[m.b]), 409, 'result/report_changed');
    expect((await api('POST', `${T}/rounds/2/confirm`, { report: pending.seq }, tokens[m.b])).status).toBe(200);
    const after = (await api('GET', `${T}/pairings?round=2`)).body;
    expect(after.results).toContainEqual({ a: m.a, b: m.b, lostA: 2, lostB: 7 });
  });
});

describe('a V:TES tournament through the API', () => {
  it('seats tables of 5 and 4, scores VP into GW and TP, ranks, and seats the final table of five', async () => {
    const names = Array.from({ length: 9 }, (_, i) => `Meth${i + 1}`);
    const { T, org, ref } = await tournamentWith(api, { name: 'V:TES Qualifier', format: 'vtes', formatOptions: { rounds: 2, timeLimitMinutes: 150 } }, names);
    for (const n of [1, 2]) {
      const seated = await api('POST', `${T}/rounds`, {}, org);
      expect(seated.status, seated.text).toBe(201);
      const round = (await api('GET', `${T}/pairings?round=${n}`)).body;
      expect(round.tables.map((t: { seats: string[] }) => t.seats.length)).toEqual([5, 4]);
      for (const t of round.tables as { table: number; seats: string[] }[]) {
        // Position one ousts his prey and survives (1.5 VP); the others survive (0.5) but the prey.
        const vp = Object.fromEntries(t.seats.map((s, i) => [s, i === 0 ? 1.5 : i === 1 ? 0 : 0.5]));
        if (n === 1 && t.table === 1) expectRefused(await api('POST', `${T}/rounds/1/results`, { result: { table: 1, vp: { ...vp, [t.seats[0]!]: 7 } } }, org), 400, 'event/bad_victory_points');
        expect((await api('POST', `${T}/rounds/${n}/results`, { result: { table: t.table, vp } }, ref)).status).toBe(200);
      }
    }
    expectRefused(await api('POST', `${T}/rounds`, {}, org), 409, 'pairing/rounds_complete');
    const st = (await api('GET', `${T}/standings`)).body;
    expect(st).toMatchObject({ format: 'vtes', rounds: 2, throughRound: 2 });
    expect(st.standings[0]).toMatchObject({ victoryPoints: expect.any(Number), tournamentPoints: expect.any(Number), gameWins: 0 });
    expect(st.finalists).toHaveLength(5);
    const final = (await api('GET', `${T}/final`)).body;
    expect(final).toMatchObject({ finalists: st.finalists, seating: null, timeLimitMinutes: 150 });
    const [f1, f2, f3, f4, f5] = st.finalists as string[];
    expectRefused(await api('POST', `${T}/final`, { seating: [f1, f2, f3, f4, names[0] === f5 ? 'e9' : 'e1'].map((x) => x!) }, org), 409, 'final/wrong_players');
    expect((await api('POST', `${T}/final`, { seating: [f3, f5, f2, f1, f4] }, org)).status).toBe(200);
    expect((await api('GET', T)).body.phase).toBe('bracket');
    expect((await api('POST', `${T}/final`, { seating: [f3, f5, f2, f1, f4], vp: { [f1]: 1, [f2]: 2.5, [f3]: 0, [f4]: 0.5, [f5]: 0 } }, ref)).status).toBe(200);
    const done = (await api('GET', `${T}/final`)).body;
    expect(done.result).toMatchObject({ winner: f2, decidedBy: 'victory-points' });
    expect(done.seating).toContain(done.firstPlayer);
    expect((await api('GET', T)).body.phase).toBe('finished');
    // The log folds back after a restart to the same tournament.
    const before = (await api('GET', `${T}/standings`)).body;
    await live.restart('presets-again');
    expect((await api('GET', `${T}/standings`)).body).toEqual(before);
    expect((await api('GET', `${T}/final`)).body).toEqual(done);
  });
});
