import { describe, expect, it } from 'vitest';
import { parseTrf, trfPresentNext, trfRecords } from './trf.js';

// Three rounds played by five players; player 5 absent in round 4 (the one to pair next).
const pad = (s: string, n: number) => s.padEnd(n);
function line(rank: number, points: string, rounds: string[]): string {
  return pad(`001 ${String(rank).padStart(4)}      ${pad(`Player${rank}`, 33)} 2000`, 80) + `${points.padStart(4)}    1  ` + rounds.join('  ');
}
const text = [
  '012 Test',
  line(1, '2.5', ['   2 w 1', '   3 b =', '   4 w 1']),
  line(2, '1.0', ['   1 b 0', '   4 w +', '   3 b 0']),
  line(3, '1.5', ['   4 w 0', '   1 w =', '   2 w 1']),
  line(4, '1.0', ['   3 b 1', '   2 b -', '   1 b 0']),
  line(5, '3.0', ['0000 - U', '0000 - F', '0000 - U', '0000 - Z']),
].join('\r');

describe('TRF-16 histories', () => {
  const t = parseTrf(text);

  it('reads fixed columns, CR-only line ends and every result code', () => {
    expect(t.ok).toBe(true);
    if (!t.ok) return;
    expect(t.value.roundsPlayed).toBe(3);
    expect(t.value.players.map((p) => [p.rank, p.name, p.points])).toEqual([[1, 'Player1', 2.5], [2, 'Player2', 1], [3, 'Player3', 1.5], [4, 'Player4', 1], [5, 'Player5', 3]]);
    expect(t.value.players[4]!.games.map((g) => [g.round, g.opponent, g.result])).toEqual([[1, null, 'U'], [2, null, 'F'], [3, null, 'U'], [4, null, 'Z']]);
  });

  it('counts a forfeit\'s points but not as a game played, and byes as byes', () => {
    if (!t.ok) return;
    const r = new Map(trfRecords(t.value).map((x) => [x.id, x]));
    expect(r.get('2')).toMatchObject({ points: 1, opponents: ['1', '3'], byes: 0 });
    expect(r.get('2')!.met.has('4')).toBe(false);
    expect(r.get('4')!.met.has('2')).toBe(false);
    expect(r.get('5')).toMatchObject({ points: 3, opponents: [], byes: 3 });
    expect(r.get('1')!.against.get('3')).toBe(0.5);
    for (const p of t.value.players) expect(r.get(String(p.rank))!.points).toBe(p.points);
  });

  it('leaves out of the next round a player marked absent for it', () => {
    if (!t.ok) return;
    expect(trfPresentNext(t.value)).toEqual(['1', '2', '3', '4']);
  });

  it('refuses what is not TRF', () => {
    const r = parseTrf('hello\nworld');
    expect(r.ok ? '' : r.rejection.code).toBe('trf/no_players');
    const bad = parseTrf(line(1, '1.0', ['   2 w X']));
    expect(bad.ok ? '' : bad.rejection.code).toBe('trf/bad_result');
  });
});
