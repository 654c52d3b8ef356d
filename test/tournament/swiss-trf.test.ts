// Swiss histories from another project (FIDE TRF-16 files, test/tournament/swiss-trf/README.md),
// their next round paired under OUR rules (OT2022): not FIDE Dutch, so the pairs differ from
// bbpPairings' answers; what must hold is that a complete pairing is found, nobody meets an
// opponent already played (a forfeited game was not played), nobody gets a second bye, and the
// pairing follows the ranking as closely as the no-rematch rule allows (pairing-properties.ts).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pairByRank, type PairingRequest } from '../../engine/tournament/pair-by-rank.js';
import { rankRecords } from '../../engine/tournament/ranking.js';
import { parseTrf, trfPresentNext, trfRecords, type Trf } from '../../engine/tournament/trf.js';
import { pairingViolations } from './pairing-properties.js';

const dir = fileURLToPath(new URL('./swiss-trf/', import.meta.url));

function load(name: string): Trf {
  const t = parseTrf(readFileSync(`${dir}${name}.input`, 'utf8'));
  if (!t.ok) throw new Error(t.rejection.message);
  return t.value;
}

function request(name: string, trf: Trf): PairingRequest {
  const records = trfRecords(trf);
  const byId = new Map(records.map((r) => [r.id, r]));
  const present = new Set(trfPresentNext(trf));
  const ranked = rankRecords(records.filter((r) => present.has(r.id)), (id) => byId.get(id)!.points, name).map((r) => r.record.id);
  return { ranked, met: (a, b) => byId.get(a)!.met.has(b), hadBye: (a) => byId.get(a)!.byes > 0, round: trf.roundsPlayed + 1 };
}

/** bbpPairings' expected answer: its number of pairs (a bye counted as one), when it is a pairing. */
function expectedPairs(name: string): number | null {
  const first = readFileSync(`${dir}${name}.output.expected`, 'utf8').split('\n')[0]!.trim();
  return /^\d+$/.test(first) ? Number(first) : null;
}

describe('TRF Swiss histories paired under OT2022', () => {
  const cases: [string, number, number][] = [
    // name, players, rounds played
    ['dutch_2025_C5', 6, 2],
    ['dutch_2025_C9', 5, 1],
    ['issue_7', 60, 14],
    ['issue_15', 180, 11],
  ];
  for (const [name, players, played] of cases)
    it(`${name}: ${players} players after ${played} rounds`, () => {
      const trf = load(name);
      expect([trf.players.length, trf.roundsPlayed]).toEqual([players, played]);
      // The parser reads the same points as the file's own column.
      const records = trfRecords(trf);
      expect(records.map((r) => r.points)).toEqual(trf.players.map((p) => p.points));
      const req = request(name, trf);
      const plan = pairByRank(req);
      if (!plan.ok) throw new Error(plan.rejection.message);
      expect(pairingViolations(req, plan.value)).toEqual([]);
      const expected = expectedPairs(name);
      if (expected !== null) expect(plan.value.pairs.length + (plan.value.bye ? 1 : 0)).toBe(expected);
    });

  it('issue_15 holds rematches after forfeits (6–30, 4–18), which do not count as played', () => {
    const trf = load('issue_15');
    const six = trf.players.find((p) => p.rank === 6)!.games.filter((g) => g.opponent === 30).map((g) => g.result);
    expect(six).toEqual(['-', '=']);
    const records = new Map(trfRecords(trf).map((r) => [r.id, r]));
    expect(records.get('6')!.opponents.filter((o) => o === '30')).toHaveLength(1);
  });

  it('dutch_2025_C5, worked by hand: 1–5, 3–2 and the bye to 6; player 4 (absent) left out', () => {
    // Points 1: 2, 3: 2, 2: 1, 5: 1, 6: 0. Opposition 1: 0+1 = 1 > 3: 0+0; 2: 1+2 = 3 > 5: 1+0.
    // Ranking 1, 3, 2, 5, 6: the bye to 6; 1–3 would leave 2–5, who met in round 1; 1–2 met; so 1–5, 3–2.
    const req = request('dutch_2025_C5', load('dutch_2025_C5'));
    expect(req.ranked).toEqual(['1', '3', '2', '5', '6']);
    const plan = pairByRank(req);
    expect(plan.ok && plan.value).toEqual({ pairs: [['1', '5'], ['3', '2']], bye: '6' });
  });

  it('dutch_2025_C9: the player absent in round 1 is paired in round 2 (he has the bye, lowest-ranked)', () => {
    const plan = pairByRank(request('dutch_2025_C9', load('dutch_2025_C9')));
    expect(plan.ok && plan.value.bye).toBe('5');
    expect(plan.ok && new Set(plan.value.pairs.map((p) => [...p].sort().join('-')))).toEqual(new Set(['1-2', '3-4']));
  });
});
