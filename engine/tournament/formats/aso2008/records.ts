// Each ASO 2008 player's record over the rounds so far: points (3/1/0), wins, draws, losses,
// the round of his first loss and first draw (tie-breakers 1 and 2), his opponents (their
// average rating at tournament start is tie-breaker 3), byes, and everyone he has met.
import type { PlayerId } from '../../types.js';
import { outcomeFor, pointsOf } from './scoring.js';
import { asoOptions, type AsoEvent } from './types.js';

export interface AsoRecord {
  readonly id: PlayerId;
  readonly rating: number;
  readonly points: number;
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  readonly byes: number;
  readonly firstLossRound: number | null;
  readonly firstDrawRound: number | null;
  readonly opponents: readonly PlayerId[];
  readonly met: ReadonlySet<PlayerId>;
}

type Building = { -readonly [K in keyof AsoRecord]: AsoRecord[K] } & { met: Set<PlayerId>; opponents: PlayerId[] };

export function asoRecords(event: AsoEvent, throughRound = Infinity): Map<PlayerId, AsoRecord> {
  const byeAs = asoOptions(event).byeAs;
  const out = new Map<PlayerId, Building>();
  for (const e of event.entrants)
    out.set(e.id, { id: e.id, rating: e.rating, points: 0, wins: 0, draws: 0, losses: 0, byes: 0, firstLossRound: null, firstDrawRound: null, opponents: [], met: new Set() });
  const add = (p: Building, outcome: 'win' | 'draw' | 'loss', round: number) => {
    p.points += pointsOf(outcome);
    if (outcome === 'win') p.wins++;
    if (outcome === 'draw') {
      p.draws++;
      p.firstDrawRound ??= round;
    }
    if (outcome === 'loss') {
      p.losses++;
      p.firstLossRound ??= round;
    }
  };
  for (const round of event.rounds) {
    if (round.number > throughRound) break;
    for (const p of round.pairings) {
      if (p.b === null) {
        // The text has no byes: a bye counts as the `byeAs` result (a win by default).
        const x = out.get(p.a)!;
        x.byes++;
        add(x, byeAs, round.number);
      } else {
        out.get(p.a)!.met.add(p.b);
        out.get(p.b)!.met.add(p.a);
      }
    }
    for (const r of round.results)
      for (const [me, them] of [[r.a, r.b], [r.b, r.a]] as const) {
        const x = out.get(me)!;
        x.opponents.push(them);
        add(x, outcomeFor(r, me), round.number);
      }
  }
  return out;
}

/** "maximum point players … (i.e. have not had a loss or a draw)": every round so far won. */
export function hasMaximumPoints(r: AsoRecord, roundsPlayed: number): boolean {
  return r.losses === 0 && r.draws === 0 && r.wins === roundsPlayed;
}

/** "a player that has exactly one draw or loss". */
export function hasOneLossOrDraw(r: AsoRecord): boolean {
  return r.losses + r.draws === 1;
}
