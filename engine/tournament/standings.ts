// The published standings (OT2022: "Rankings will be published between each round"): every
// entrant, ranked by ranking.ts over the results recorded so far.
import { rankRecords, type Separation } from './ranking.js';
import { recordsOf } from './records.js';
import type { PlayerId, TournamentEvent } from './types.js';

export interface Standing {
  readonly rank: number;
  readonly id: PlayerId;
  readonly name: string;
  readonly points: number;
  readonly strengthOfOpposition: number;
  /** Matches with a result (byes not included). */
  readonly matches: number;
  readonly byes: number;
  readonly dropped: boolean;
  readonly joinedRound: number;
  readonly separatedFromNextBy: Separation | null;
}

/** Standings over the rounds numbered ≤ `throughRound` (all recorded rounds by default). */
export function computeStandings(event: TournamentEvent, throughRound = Infinity): Standing[] {
  const records = recordsOf(event, throughRound);
  const pointsOf = (id: PlayerId) => records.get(id)!.points;
  const entrants = new Map(event.entrants.map((e) => [e.id, e]));
  return rankRecords([...records.values()], pointsOf, event.seed).map((r, i) => {
    const e = entrants.get(r.record.id)!;
    return {
      rank: i + 1,
      id: e.id,
      name: e.name,
      points: r.record.points,
      strengthOfOpposition: r.strengthOfOpposition,
      matches: r.record.opponents.length,
      byes: r.record.byes,
      dropped: e.dropped ?? false,
      joinedRound: e.joinedRound ?? 1,
      separatedFromNextBy: r.separatedFromNextBy,
    };
  });
}
