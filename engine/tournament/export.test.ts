import { describe, expect, it } from 'vitest';
import { computeBracket } from './bracket.js';
import { bracketCsv, pairingsCsv, standingsCsv, standingsJson, toCsv } from './export.js';
import { simulateSwiss } from './simulate.js';
import { computeStandings } from './standings.js';
import { event, match, round, won } from './test-support.js';

describe('CSV and JSON exports', () => {
  it('quotes commas, quotes and new lines, and defuses spreadsheet formulas in text', () => {
    expect(toCsv(['a', 'b'], [['x,y', 'say "hi"'], ['=SUM(A1)', 3], ['line\nbreak', null]])).toBe(
      'a,b\r\n"x,y","say ""hi"""\r\n\'=SUM(A1),3\r\n"line\nbreak",\r\n',
    );
  });

  it('exports the standings', () => {
    const e = event(['A', 'B', 'C'], [round(1, ['A-B', 'C-'], [match('A', 'B', won('A', 8, 1), won('A', 8, 2))])]);
    const s = computeStandings(e);
    const csv = standingsCsv(s).split('\r\n');
    expect(csv[0]).toBe('rank,id,name,points,strength_of_opposition,matches,byes,dropped,joined_round,above_next_by');
    expect(csv.slice(1, 4).map((l) => l.split(',').slice(1, 8).join(','))).toEqual(
      expect.arrayContaining(['A,Player A,3,0,1,0,false', 'C,Player C,3,0,0,1,false']),
    );
    expect(csv[3]).toBe('3,B,Player B,0,3,1,0,false,1,');
    const json = standingsJson(e, s, 1, 2);
    expect(JSON.parse(JSON.stringify(json))).toEqual({ event: 'Test Open', format: 'ot2022', swissRounds: 2, throughRound: 1, standings: s });
  });

  it('exports a round\'s pairings, the bye as BYE', () => {
    const e = event(['A', 'B', 'C'], [round(1, ['A-B', 'C-'])]);
    expect(pairingsCsv(e, e.rounds[0]!)).toBe('round,table,a_id,a_name,b_id,b_name\r\n1,1,A,Player A,B,Player B\r\n1,2,C,Player C,,BYE\r\n');
  });

  it('exports the bracket, undecided matches with empty cells', () => {
    const b = computeBracket(simulateSwiss({ seed: 'csv', entrants: 9 }).event);
    if (!b.ok) throw new Error(b.rejection.message);
    const lines = bracketCsv(b.value).trim().split('\r\n');
    expect(lines).toHaveLength(8);
    expect(lines[1]!.startsWith(`QF1,1,${b.value.seeds[0]!.id},`)).toBe(true);
    expect(lines[7]).toBe('F,,,,,,,,,,,,,');
  });
});
