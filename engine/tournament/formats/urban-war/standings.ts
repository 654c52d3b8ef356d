// Urban War records and standings (shared/rules/urban-war-tournament-rules.txt):
//  "First place in the tournament goes to the player with the highest accumulated tournament
//  point score after all games have been played."
//  Tiebreaker: "The total accumulated tournament point score of all opponents that a player
//  faced. The higher rank goes to the player whose opponents scored highest."
//  Conceding: "A player that concedes a game must retire from the tournament; he or she can play
//  no more games and is not eligible for a winning place" — ranked after every other player.
//  Bye Scoring: a bye scores `byePoints` (24, a Crushing Victory, by default).
// Open point (docs/tournament-format.md): players still tied after the tiebreaker are ordered by
// the seeded key (`seed/tie-break/<id>`), as in OT2022, and the row says so.
import type { PlayerRecord } from '../../records.js';
import { tieBreakKey } from '../../seeded.js';
import type { PlayerId } from '../../types.js';
import { scoreGame } from './scoring.js';
import { uwOptions, type UwEvent } from './types.js';

/** OT2022's record's fields (points: tournament points here), and the tables and retirement. */
export interface UwRecord extends Pick<PlayerRecord, 'id' | 'points' | 'opponents' | 'byes' | 'met'> {
  /** Tables played on (the bye is no table). */
  readonly tables: ReadonlySet<number>;
  /** Conceded a game: retired from the tournament. */
  readonly retired: boolean;
}

type Building = { id: PlayerId; points: number; opponents: PlayerId[]; byes: number; met: Set<PlayerId>; tables: Set<number>; retired: boolean };

export function uwRecords(event: UwEvent, throughRound = Infinity): Map<PlayerId, UwRecord> {
  const byePoints = uwOptions(event).byePoints;
  const entrants = new Map(event.entrants.map((e) => [e.id, e]));
  const out = new Map<PlayerId, Building>();
  for (const e of event.entrants) out.set(e.id, { id: e.id, points: 0, opponents: [], byes: 0, met: new Set(), tables: new Set(), retired: false });
  for (const round of event.rounds) {
    if (round.number > throughRound) break;
    for (const p of round.pairings) {
      const a = out.get(p.a)!;
      if (p.b === null) {
        a.points += byePoints;
        a.byes++;
        continue;
      }
      const b = out.get(p.b)!;
      a.met.add(p.b);
      b.met.add(p.a);
      a.tables.add(p.table);
      b.tables.add(p.table);
    }
    for (const r of round.results) {
      const s = scoreGame(r, entrants.get(r.a)!, entrants.get(r.b)!);
      const a = out.get(r.a)!;
      const b = out.get(r.b)!;
      a.points += s.pointsA;
      b.points += s.pointsB;
      a.opponents.push(r.b);
      b.opponents.push(r.a);
      if (r.concededBy !== undefined) out.get(r.concededBy)!.retired = true;
    }
  }
  return out;
}

/** One line of a player's score card ("Score Cards": the opponent's ID, the table, the
 *  tournament points of the game, the accumulated subtotal, and the opponent's score). */
export interface ScoreCardLine {
  readonly round: number;
  readonly opponent: PlayerId | null;
  readonly table: number | null;
  readonly points: number | null;
  readonly subtotal: number;
  readonly opponentPoints: number | null;
}

/** Every player's score card over the rounds so far (a bye: no opponent, no table). */
export function scoreCards(event: UwEvent, throughRound = Infinity): Map<PlayerId, ScoreCardLine[]> {
  const byePoints = uwOptions(event).byePoints;
  const entrants = new Map(event.entrants.map((e) => [e.id, e]));
  const cards = new Map<PlayerId, ScoreCardLine[]>(event.entrants.map((e) => [e.id, []]));
  const total = new Map<PlayerId, number>();
  const add = (id: PlayerId, line: Omit<ScoreCardLine, 'subtotal'>) => {
    const subtotal = (total.get(id) ?? 0) + (line.points ?? 0);
    total.set(id, subtotal);
    cards.get(id)!.push({ ...line, subtotal });
  };
  for (const round of event.rounds) {
    if (round.number > throughRound) break;
    for (const p of round.pairings) {
      if (p.b === null) {
        add(p.a, { round: round.number, opponent: null, table: null, points: byePoints, opponentPoints: null });
        continue;
      }
      const r = round.results.find((x) => (x.a === p.a && x.b === p.b) || (x.a === p.b && x.b === p.a));
      const s = r ? scoreGame(r, entrants.get(r.a)!, entrants.get(r.b)!) : null;
      const of = (id: PlayerId) => (!r || !s ? null : id === r.a ? s.pointsA : s.pointsB);
      add(p.a, { round: round.number, opponent: p.b, table: p.table, points: of(p.a), opponentPoints: of(p.b) });
      add(p.b, { round: round.number, opponent: p.a, table: p.table, points: of(p.b), opponentPoints: of(p.a) });
    }
  }
  return cards;
}

export type UwSeparation = 'retired' | 'points' | 'opponents-points' | 'seeded-random';

export interface UwStanding {
  readonly rank: number;
  readonly id: PlayerId;
  readonly name: string;
  readonly faction: string;
  readonly models: number;
  readonly points: number;
  /** The tiebreaker: the accumulated tournament points of every opponent faced. */
  readonly opponentsPoints: number;
  readonly games: number;
  readonly byes: number;
  readonly retired: boolean;
  readonly dropped: boolean;
  readonly separatedFromNextBy: UwSeparation | null;
}

export function uwStandings(event: UwEvent, throughRound = Infinity): UwStanding[] {
  const records = uwRecords(event, throughRound);
  const rows = event.entrants.map((e) => {
    const r = records.get(e.id)!;
    const opponentsPoints = r.opponents.reduce((n, o) => n + records.get(o)!.points, 0);
    return { e, r, opponentsPoints, key: tieBreakKey(event.seed, e.id) };
  });
  rows.sort((x, y) => Number(x.r.retired) - Number(y.r.retired) || y.r.points - x.r.points || y.opponentsPoints - x.opponentsPoints || x.key - y.key);
  return rows.map(({ e, r, opponentsPoints }, i) => {
    const next = rows[i + 1];
    const by: UwSeparation | null = !next ? null
      : r.retired !== next.r.retired ? 'retired'
      : r.points !== next.r.points ? 'points'
      : opponentsPoints !== next.opponentsPoints ? 'opponents-points'
      : 'seeded-random';
    return {
      rank: i + 1,
      id: e.id,
      name: e.name,
      faction: e.faction,
      models: e.models,
      points: r.points,
      opponentsPoints,
      games: r.opponents.length,
      byes: r.byes,
      retired: r.retired,
      dropped: e.dropped ?? false,
      separatedFromNextBy: by,
    };
  });
}
