// The V:TES final (shared/rules/vtes-tournament-rules.txt):
//  3.1 "The five highest-ranked players advance to the final round" (dropped players passed over).
//  3.1.3 "Starting with the lowest qualifier, each qualifier places his or her index card faceup
//  in a row … at either end of the row … or may create a space between two cards already
//  placed. After all cards have been placed, they are read from left to right to determine
//  seating positions". "The judge will then determine randomly which player will play first."
//  3.7.5 "The player with the highest total of Victory Points from the final round only is the
//  tournament winner. In the event of a tie, the players' rankings at the end of the
//  preliminary rounds will be the deciding tiebreaker. The rest of the finalists tie for second".
//  3.1.6 Tournament Without Final: "fewer than 8 players" only; standings are then final.
import { nextInt, seededRandom } from '../../../rules/random.js';
import type { PlayerId } from '../../types.js';
import { fail, ok, type Outcome } from '../../types.js';
import { isVictoryPoints } from './scoring.js';
import { FINALISTS, vtesStandings } from './standings.js';
import { vtesOptions, type VtesEvent } from './types.js';

/** One card placed: `at` is where in the row (0 = left end, row length = right end). */
export interface CardPlacement {
  readonly player: PlayerId;
  readonly at: number;
}

/** The row of cards, placed lowest qualifier first (`finalists` best first). */
export function placeCards(finalists: readonly PlayerId[], placements: readonly CardPlacement[]): Outcome<PlayerId[]> {
  const order = [...finalists].reverse();
  const row: PlayerId[] = [];
  for (const [i, p] of placements.entries()) {
    if (p.player !== order[i]) return fail('final/placing_order', `Card ${i + 1} must be placed by ${order[i] ?? 'nobody'} ("Starting with the lowest qualifier"), not ${p.player}.`);
    if (!Number.isInteger(p.at) || p.at < 0 || p.at > row.length) return fail('final/bad_place', `${p.player} can place his card at 0 … ${row.length} (an end of the row or a space between two cards).`);
    row.splice(p.at, 0, p.player);
  }
  if (row.length !== order.length) return fail('final/placing_incomplete', `${row.length} of ${order.length} finalists have placed their cards.`);
  return ok(row);
}

/** "determine randomly which player will play first", from the event seed. */
export function firstPlayer(seed: string, seating: readonly PlayerId[]): PlayerId {
  return seating[nextInt(seededRandom(`${seed}/final/first-player`), seating.length)[0]]!;
}

export interface VtesFinalState {
  readonly finalists: readonly PlayerId[];
  readonly seating: readonly PlayerId[] | null;
  readonly firstPlayer: PlayerId | null;
  /** Final VP, winner, and the rest sharing second, once the final's result is in. */
  readonly result: { readonly vp: Readonly<Record<PlayerId, number>>; readonly winner: PlayerId; readonly decidedBy: 'victory-points' | 'preliminary-rank' } | null;
  readonly timeLimitMinutes: number;
}

export function vtesFinal(event: VtesEvent): Outcome<VtesFinalState> {
  const o = vtesOptions(event);
  if (!o.final) return fail('final/no_final', 'This event has no final (3.1.6 Tournament Without Final): the preliminary standings are final.');
  if (event.rounds.length < o.rounds || event.rounds.some((r) => r.results.length < r.tables.length))
    return fail('final/preliminaries_incomplete', `The final follows the ${o.rounds} preliminary rounds with every table's result in.`);
  const standings = vtesStandings(event).filter((s) => !s.dropped);
  if (standings.length < FINALISTS) return fail('final/too_few_players', `The final is a table of ${FINALISTS}; ${standings.length} players remain.`);
  const finalists = standings.slice(0, FINALISTS).map((s) => s.id);
  const f = event.final;
  if (!f) return ok({ finalists, seating: null, firstPlayer: null, result: null, timeLimitMinutes: o.finalTimeLimitMinutes });
  if (f.seating.length !== FINALISTS || [...f.seating].sort().join() !== [...finalists].sort().join())
    return fail('final/wrong_players', `The final's seating must be the five finalists (${finalists.join(', ')}).`);
  const first = f.firstPlayer ?? firstPlayer(event.seed, f.seating);
  if (!f.seating.includes(first)) return fail('final/wrong_players', `The first player ${first} is not at the final table.`);
  if (!f.vp) return ok({ finalists, seating: f.seating, firstPlayer: first, result: null, timeLimitMinutes: o.finalTimeLimitMinutes });
  for (const id of finalists)
    if (!isVictoryPoints(f.vp[id] ?? NaN)) return fail('final/bad_victory_points', `The final's victory points of ${id} must be given, in halves, 0 or more.`);
  const best = Math.max(...finalists.map((id) => f.vp![id]!));
  const top = finalists.filter((id) => f.vp![id] === best);
  return ok({
    finalists,
    seating: f.seating,
    firstPlayer: first,
    result: { vp: f.vp, winner: top[0]!, decidedBy: top.length > 1 ? 'preliminary-rank' : 'victory-points' },
    timeLimitMinutes: o.finalTimeLimitMinutes,
  });
}
