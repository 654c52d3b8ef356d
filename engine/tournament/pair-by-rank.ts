// Swiss pairing after round 1 (OT2022, Preliminary Swiss rounds): "players are paired against
// the player closest to them in rank (1st vs 2nd, 3rd vs 4th, etc) with the exception that no
// two players will be paired twice during the Swiss rounds", and for an odd number "one
// player will receive a bye each round … to the lowest ranked player …, with the exception
// that no player will receive two byes in the tournament".
//
// Read as (docs/tournament-format.md, "Rules decisions"):
//  1. The bye first: the lowest-ranked player without a bye such that everyone else can still
//     be paired without a rematch (else the next lowest, and so on).
//  2. Then top-down: the best unpaired player meets the best-ranked unpaired player he has not
//     met such that everyone left can still be paired without a rematch (the look-ahead).
//  3. If no rematch-free pairing of everyone exists at all, a rejection — never an extra bye.
// The look-ahead is an exact perfect-matching test (matching.ts), so step 2 never dead-ends.
import { LiveMatching } from './matching.js';
import type { PlayerId } from './types.js';
import { fail, ok, type Outcome } from './types.js';

export interface PairingRequest {
  /** The players to pair, best first. */
  readonly ranked: readonly PlayerId[];
  /** Has this pair already been paired in a published round? */
  readonly met: (a: PlayerId, b: PlayerId) => boolean;
  /** Has this player already had a bye? */
  readonly hadBye: (a: PlayerId) => boolean;
  /** For messages: the round being paired. */
  readonly round: number;
  /** For messages: the rule text whose Swiss this is (default OT2022; Urban War uses it too). */
  readonly rules?: string;
}

export interface PairingPlan {
  /** Best player's table first; in each pair the higher-ranked player first. */
  readonly pairs: readonly (readonly [PlayerId, PlayerId])[];
  readonly bye: PlayerId | null;
}

export function pairByRank(req: PairingRequest): Outcome<PairingPlan> {
  const { ranked } = req;
  const n = ranked.length;
  const odd = n % 2 === 1;
  const BYE = n; // a virtual player: whoever "meets" it has the bye
  const adjacency: number[][] = Array.from({ length: odd ? n + 1 : n }, () => []);
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++)
      if (!req.met(ranked[i]!, ranked[j]!)) {
        adjacency[i]!.push(j);
        adjacency[j]!.push(i);
      }
  if (odd) {
    for (let i = n - 1; i >= 0; i--)
      if (!req.hadBye(ranked[i]!)) {
        adjacency[BYE]!.push(i);
        adjacency[i]!.push(BYE);
      }
    if (adjacency[BYE]!.length === 0)
      return fail('pairing/no_bye_available', `Round ${req.round} has an odd number of players (${n}) and every one of them has had a bye; ${req.rules ?? 'OT2022'} gives no player two byes.`);
  }

  const m = new LiveMatching(adjacency);
  if (odd) m.seedPair(adjacency[BYE]![0]!, BYE);
  for (let i = 0; i < n; i++) for (const j of adjacency[i]!) if (j > i && j < n) m.seedPair(i, j);
  m.maximize();
  if (!m.isPerfect())
    return fail(
      'pairing/no_rematch_free_pairing',
      `No pairing of the ${n} players of round ${req.round} avoids every rematch${odd ? ' (with the bye to a player who has not had one)' : ''}; ${req.rules ?? 'OT2022'} pairs no two players twice in the Swiss rounds, so the referee must decide.`,
    );

  let bye: PlayerId | null = null;
  if (odd)
    for (let i = n - 1; i >= 0 && bye === null; i--)
      if (m.hasEdge(i, BYE) && m.tryFix(i, BYE)) bye = ranked[i]!;

  const pairs: (readonly [PlayerId, PlayerId])[] = [];
  for (let i = 0; i < n; i++) {
    if (!m.isAlive(i)) continue;
    for (let j = i + 1; j < n; j++)
      if (m.isAlive(j) && m.hasEdge(i, j) && m.tryFix(i, j)) {
        pairs.push([ranked[i]!, ranked[j]!]);
        break;
      }
  }
  return ok({ pairs, bye });
}
