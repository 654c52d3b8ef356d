// `npm run tournament` on the presets' sample event files (docs/examples/), in process.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runTournamentCli } from '../../server/cli/tournament.js';

const example = (f: string) => readFileSync(fileURLToPath(new URL(`../../docs/examples/${f}`, import.meta.url)), 'utf8');
const files: Record<string, string> = {
  'aso.json': example('aso2008-event.json'),
  'uw.json': example('urban-war-event.json'),
  'vtes.json': example('vtes-event.json'),
};

function cli(...argv: string[]): { status: number; out: string; err: string } {
  let out = '';
  let err = '';
  const status = runTournamentCli(argv, { readFile: (p) => files[p] ?? (() => { throw new Error('ENOENT'); })(), out: (t) => (out += t), err: (t) => (err += t) });
  return { status, out, err };
}

function changed(file: string, change: (e: any) => void): string {
  const e = JSON.parse(files[file]!);
  change(e);
  files[`changed-${file}`] = JSON.stringify(e);
  return `changed-${file}`;
}

describe('npm run tournament on an ASO 2008 event', () => {
  it('standings: the winner(s), tie-breakers, CSV', () => {
    const r = cli('standings', 'aso.json');
    expect(r.status).toBe(0);
    const j = JSON.parse(r.out);
    expect(j).toMatchObject({ format: 'aso2008', rounds: 5, throughRound: 3 });
    expect(j.standings).toHaveLength(12);
    expect(j.winners.length).toBeGreaterThan(0);
    expect(cli('standings', 'aso.json', '--csv').out.split('\r\n')[0]).toMatch(/^rank,id,name,rating,nationality,points,/);
  });

  it('pair: round 4, with the principle behind each pairing; report in words; no bracket', () => {
    const r = cli('pair', 'aso.json');
    expect(r.status).toBe(0);
    const j = JSON.parse(r.out);
    expect(j.round.number).toBe(4);
    expect(j.round.pairings).toHaveLength(6);
    expect(Object.keys(j.how)).toHaveLength(12);
    // Round 2 re-paired: round 1's six winners have maximum points, all in the top pool (X = 16).
    const r2 = JSON.parse(cli('pair', 'aso.json', '--round', '2').out);
    expect(Object.values(r2.how).filter((h) => h === 'top-pool')).toHaveLength(6);
    expect(cli('report', 'aso.json', '--round', '1').out).toMatch(/^ASO 2008 \(example\): round 1\nTable 1: /);
    const b = cli('bracket', 'aso.json');
    expect(b.status).toBe(1);
    expect(b.err).toMatch(/cli\/no_final/);
  });

  it('refuses a result that contradicts its judges', () => {
    const f = changed('aso.json', (e) => {
      const r = e.rounds[0].results[0];
      r.winner = r.a;
      r.decidedBy = 'judges';
      r.judgesA = [40, 35, 40];
    });
    const r = cli('standings', f);
    expect(r.status).toBe(1);
    expect(r.err).toMatch(/^tournament: event\/judged_result_mismatch: /);
  });
});

describe('npm run tournament on an Urban War event', () => {
  it('standings with the opponents\' points tiebreaker; pair round 3 with tables; report', () => {
    const s = JSON.parse(cli('standings', 'uw.json').out);
    expect(s).toMatchObject({ format: 'urban-war', rounds: 4, throughRound: 2 });
    expect(s.standings[0]).toHaveProperty('opponentsPoints');
    const p = cli('pair', 'uw.json', '--csv');
    expect(p.status).toBe(0);
    expect(p.out.split('\r\n')[0]).toBe('round,table,a_id,a_name,b_id,b_name');
    expect(p.out).toMatch(/,BYE\r\n/);
    expect(cli('report', 'uw.json').out).toMatch(/casualties/);
  });

  it('refuses more models lost than the force has', () => {
    const f = changed('uw.json', (e) => (e.rounds[0].results[0].lostA = 99));
    expect(cli('standings', f).err).toMatch(/event\/bad_losses/);
  });
});

describe('npm run tournament on a V:TES event', () => {
  it('standings (game wins, VP, TP) and the final table of five with its seating and first player', () => {
    const s = JSON.parse(cli('standings', 'vtes.json').out);
    expect(s).toMatchObject({ format: 'vtes', rounds: 3, throughRound: 3 });
    expect(s.finalists).toHaveLength(5);
    const f = JSON.parse(cli('final', 'vtes.json').out);
    expect(f.finalists).toEqual(s.finalists);
    expect(f.seating).toHaveLength(5);
    expect(f.seating).toContain(f.firstPlayer);
    expect(f.timeLimitMinutes).toBe(150);
  });

  it('pair: the preliminary rounds are over; re-seating round 2 gives tables of 5 and 4', () => {
    const r = cli('pair', 'vtes.json');
    expect(r.status).toBe(1);
    expect(r.err).toMatch(/pairing\/rounds_complete/);
    const again = JSON.parse(cli('pair', 'vtes.json', '--round', '2').out);
    expect(again.round.tables.map((t: { seats: string[] }) => t.seats.length)).toEqual([5, 4, 4]);
    expect(cli('pair', 'vtes.json', '--round', '2', '--csv').out.split('\r\n')[0]).toBe('round,table,seat,id,name');
    expect(cli('report', 'vtes.json').out).toMatch(/TP/);
  });

  it('an unknown format is named', () => {
    const f = changed('vtes.json', (e) => (e.format = 'bridge'));
    expect(cli('standings', f).err).toMatch(/event\/unknown_format: format: "bridge" is not a tournament format/);
  });
});
