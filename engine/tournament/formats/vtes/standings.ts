// V:TES ranking after the preliminary rounds (shared/rules/vtes-tournament-rules.txt, 3.1):
//  "the players are ranked according to the number of Game Wins … For players with the same
//  number of Game Wins, the players' total accumulated Victory Points from the preliminary
//  rounds are used as a tie-breaker. In the event that ties still exist, Tournament Points
//  … are used. Remaining ties for any of the top five rankings are resolved using any fair
//  random method" — the seeded key (`seed/tie-break/<id>`); ties below fifth share the rank.
//  "The five highest-ranked players advance to the final round."
import { tieBreakKey } from '../../seeded.js';
import type { PlayerId } from '../../types.js';
import { scoreTable } from './scoring.js';
import type { VtesEvent } from './types.js';

export type VtesSeparation = 'game-wins' | 'victory-points' | 'tournament-points' | 'random' | 'shared';

export interface VtesStanding {
  readonly rank: number;
  readonly id: PlayerId;
  readonly name: string;
  readonly gameWins: number;
  readonly victoryPoints: number;
  readonly tournamentPoints: number;
  readonly games: number;
  readonly sitOuts: number;
  readonly dropped: boolean;
  readonly separatedFromNextBy: VtesSeparation | null;
}

export const FINALISTS = 5;

export function vtesStandings(event: VtesEvent, throughRound = Infinity): VtesStanding[] {
  const acc = new Map(event.entrants.map((e) => [e.id, { gw: 0, vp: 0, tp: 0, games: 0, sitOuts: 0 }]));
  for (const round of event.rounds) {
    if (round.number > throughRound) break;
    for (const p of round.sitOut ?? []) acc.get(p)!.sitOuts++;
    for (const r of round.results) {
      const table = round.tables.find((t) => t.table === r.table)!;
      for (const s of scoreTable(table.seats, r.vp)) {
        const a = acc.get(s.id)!;
        a.gw += s.gameWin ? 1 : 0;
        a.vp += s.vp;
        a.tp += s.tp;
        a.games++;
      }
    }
  }
  const rows = event.entrants.map((e) => ({ e, a: acc.get(e.id)!, key: tieBreakKey(event.seed, e.id) }));
  rows.sort((x, y) => y.a.gw - x.a.gw || y.a.vp - x.a.vp || y.a.tp - x.a.tp || x.key - y.key);
  const tied = (i: number, j: number) => rows[i]!.a.gw === rows[j]!.a.gw && rows[i]!.a.vp === rows[j]!.a.vp && rows[i]!.a.tp === rows[j]!.a.tp;
  const ranks: number[] = [];
  rows.forEach((_, i) => ranks.push(i >= FINALISTS && i - 1 >= FINALISTS && tied(i - 1, i) ? ranks[i - 1]! : i + 1));
  return rows.map(({ e, a }, i) => {
    const next = rows[i + 1];
    const by: VtesSeparation | null = !next ? null
      : a.gw !== next.a.gw ? 'game-wins'
      : a.vp !== next.a.vp ? 'victory-points'
      : a.tp !== next.a.tp ? 'tournament-points'
      : ranks[i] === ranks[i + 1] ? 'shared' : 'random';
    return { rank: ranks[i]!, id: e.id, name: e.name, gameWins: a.gw, victoryPoints: a.vp, tournamentPoints: a.tp, games: a.games, sitOuts: a.sitOuts, dropped: e.dropped ?? false, separatedFromNextBy: by };
  });
}
