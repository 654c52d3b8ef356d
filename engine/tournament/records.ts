// Each player's record over the Swiss rounds so far: points, the opponents whose scores make
// his Strength of Opposition, byes, and everyone he has been paired with. Always rebuilt from
// the event, so an edited result changes every figure that depends on it, once.
import { BYE_POINTS, scoreMatch } from './scoring.js';
import type { PlayerId, TournamentEvent } from './types.js';

export interface PlayerRecord {
  readonly id: PlayerId;
  readonly points: number;
  /** One entry per match with a result (OT2022: "all opponents they have played so far"). */
  readonly opponents: readonly PlayerId[];
  /** Byes received; each is an opponent with zero score for Strength of Opposition. */
  readonly byes: number;
  /** Everyone he was paired with in a published round, result or not: never again (OT2022). */
  readonly met: ReadonlySet<PlayerId>;
  /** Points he scored against each opponent he has a result with (head-to-head). */
  readonly against: ReadonlyMap<PlayerId, number>;
}

interface Building {
  id: PlayerId;
  points: number;
  opponents: PlayerId[];
  byes: number;
  met: Set<PlayerId>;
  against: Map<PlayerId, number>;
}

/** Records of every entrant over the rounds numbered ≤ `throughRound` (all by default). */
export function recordsOf(event: TournamentEvent, throughRound = Infinity): Map<PlayerId, PlayerRecord> {
  const out = new Map<PlayerId, Building>();
  for (const e of event.entrants) out.set(e.id, { id: e.id, points: 0, opponents: [], byes: 0, met: new Set(), against: new Map() });
  for (const round of event.rounds) {
    if (round.number > throughRound) break;
    for (const p of round.pairings) {
      const a = out.get(p.a)!;
      if (p.b === null) {
        // OT2022: "A bye will be scored as a 3 point victory", awarded when the round is paired.
        a.points += BYE_POINTS;
        a.byes += 1;
      } else {
        a.met.add(p.b);
        out.get(p.b)!.met.add(p.a);
      }
    }
    for (const r of round.results) {
      const s = scoreMatch(r);
      const a = out.get(r.a)!;
      const b = out.get(r.b)!;
      a.points += s.pointsA;
      b.points += s.pointsB;
      a.opponents.push(r.b);
      b.opponents.push(r.a);
      a.against.set(r.b, (a.against.get(r.b) ?? 0) + s.pointsA);
      b.against.set(r.a, (b.against.get(r.a) ?? 0) + s.pointsB);
    }
  }
  return out;
}
