// The tournament command line (server/cli/tournament.ts), in process with a fake file system,
// and once as a real process for its exit status.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runTournamentCli } from '../../server/cli/tournament.js';

const here = (f: string) => fileURLToPath(new URL(f, import.meta.url));
const files: Record<string, string> = {
  'midway.json': readFileSync(here('./example-midway.json'), 'utf8'),
  'event.json': readFileSync(here('./example-event.json'), 'utf8'),
  'broken.json': '{ "name": ',
};

function cli(...argv: string[]): { status: number; out: string; err: string } {
  let out = '';
  let err = '';
  const status = runTournamentCli(argv, {
    readFile: (p) => {
      if (!(p in files)) throw new Error('ENOENT: no such file');
      return files[p]!;
    },
    out: (t) => (out += t),
    err: (t) => (err += t),
  });
  return { status, out, err };
}

function withEvent(change: (e: any) => void): string {
  const e = JSON.parse(files['midway.json']!);
  change(e);
  files['changed.json'] = JSON.stringify(e);
  return 'changed.json';
}

describe('npm run tournament', () => {
  it('standings: JSON, CSV, and after a given round', () => {
    const r = cli('standings', 'midway.json');
    expect(r.status).toBe(0);
    const j = JSON.parse(r.out);
    expect(j).toMatchObject({ event: 'VASSAL Open 2022 (example)', swissRounds: 4, throughRound: 2 });
    expect(j.standings).toHaveLength(12);
    expect(cli('standings', 'midway.json', '--csv').out.split('\r\n')[0]).toBe('rank,id,name,points,strength_of_opposition,matches,byes,dropped,joined_round,above_next_by');
    expect(JSON.parse(cli('standings', 'midway.json', '--round', '1').out).throughRound).toBe(1);
  });

  it('pair: the next round, ready to append to the event; --round re-pairs a published round', () => {
    const r = cli('pair', 'midway.json');
    expect(r.status).toBe(0);
    const { round, ranking } = JSON.parse(r.out);
    expect(round.number).toBe(3);
    expect(round.results).toEqual([]);
    expect(round.pairings.flatMap((p: any) => [p.a, p.b]).sort()).toEqual([...ranking].sort());
    const again = JSON.parse(cli('pair', 'midway.json', '--round', '2').out);
    const published = JSON.parse(files['midway.json']!).rounds[1];
    expect(again.round).toEqual({ ...published, results: [] });
    expect(cli('pair', 'midway.json', '--csv').out.startsWith('round,table,a_id,a_name,b_id,b_name\r\n3,1,')).toBe(true);
  });

  it('bracket and report', () => {
    const b = cli('bracket', 'event.json');
    expect(b.status).toBe(0);
    expect(JSON.parse(b.out).matches).toHaveLength(7);
    expect(cli('bracket', 'event.json', '--csv').out.split('\r\n')[1]).toMatch(/^QF1,1,/);
    const rep = cli('report', 'event.json', '--round', '2');
    expect(rep.out).toMatch(/^VASSAL Open 2022 \(example\) — Round 2\n/);
    expect(cli('report', 'event.json').out).toContain('blocks lost');
  });

  it('names the bad field of an invalid event and exits 1', () => {
    const f = withEvent((e) => (e.rounds[1].results[2].games[0].bannersB = 'eight'));
    expect(cli('standings', f)).toEqual({ status: 1, out: '', err: 'tournament: event/invalid_field: rounds[1].results[2].games[0].bannersB: must be a whole number.' });
    const g = withEvent((e) => (e.entrants[3].id = e.entrants[2].id));
    expect(cli('pair', g).err).toMatch(/^tournament: event\/duplicate_entrant: entrants\[3\]\.id/);
  });

  it('explains files it cannot read or parse, and refusals, with exit 1', () => {
    expect(cli('standings', 'nowhere.json')).toMatchObject({ status: 1, err: 'tournament: cli/unreadable_file: cannot read nowhere.json: ENOENT: no such file' });
    expect(cli('standings', 'broken.json').err).toMatch(/^tournament: cli\/not_json: broken\.json is not JSON/);
    expect(cli('pair', 'event.json')).toMatchObject({ status: 1, err: expect.stringMatching(/^tournament: pairing\/swiss_complete: All 4 Swiss rounds/) });
    expect(cli('bracket', 'midway.json').err).toMatch(/^tournament: bracket\/swiss_incomplete/);
    const open = withEvent((e) => e.rounds[1].results.pop());
    expect(cli('pair', open).err).toMatch(/^tournament: pairing\/results_missing: Round 2, table \d+/);
  });

  it('prints the usage for a wrong command line, exit 2', () => {
    for (const argv of [[], ['rank', 'midway.json'], ['pair'], ['pair', 'a', 'b'], ['pair', 'midway.json', '--round', 'x'], ['report', 'event.json', '--csv'], ['pair', 'midway.json', '--fast']]) {
      const r = cli(...argv);
      expect(r.status).toBe(2);
      expect(r.err).toMatch(/usage: npm run tournament -- standings\|pair\|bracket\|report/);
    }
  });

  it('runs as a process: JSON on stdout and exit 0; a bad file gives exit 1', () => {
    const root = here('../../');
    const run = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/tournament.ts', ...args], { cwd: root, encoding: 'utf8' });
    const good = run('pair', 'test/tournament/example-midway.json');
    expect(good.status).toBe(0);
    expect(JSON.parse(good.stdout).round.number).toBe(3);
    const bad = run('standings', 'test/tournament/no-such-event.json');
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/cli\/unreadable_file/);
  }, 20_000);
});
