// The properties every Swiss pairing must have under OT2022 (engine/tournament/pair-by-rank.ts),
// checked from scratch: each matchability question is answered by a fresh maximum matching
// (and, for small fields, also by exhaustive search), never by the pairing's own live state.
import { bruteCanPairAll } from '../../engine/tournament/brute-force.js';
import { hasPerfectMatching } from '../../engine/tournament/matching.js';
import type { PairingPlan, PairingRequest } from '../../engine/tournament/pair-by-rank.js';
import type { PlayerId } from '../../engine/tournament/types.js';

function canPairAll(players: readonly PlayerId[], met: PairingRequest['met']): boolean {
  const adj = players.map((p, i) => players.flatMap((q, j) => (i !== j && !met(p, q) ? [j] : [])));
  const fast = hasPerfectMatching(adj);
  if (players.length <= 22) {
    const slow = bruteCanPairAll(2 ** players.length - 1, (u, v) => !met(players[u]!, players[v]!));
    if (slow !== fast) throw new Error(`matching disagrees with exhaustive search on ${players.join(' ')}`);
  }
  return fast;
}

/** Violations of the pairing rules (empty when the plan is right). */
export function pairingViolations(req: PairingRequest, plan: PairingPlan): string[] {
  const out: string[] = [];
  const rank = new Map(req.ranked.map((p, i) => [p, i]));
  const seated = [...plan.pairs.flat(), ...(plan.bye === null ? [] : [plan.bye])];
  const once = new Set(seated);
  if (once.size !== seated.length) out.push('a player is paired twice');
  if (seated.length !== req.ranked.length || seated.some((p) => !rank.has(p))) out.push('not everyone is paired exactly once');
  for (const [a, b] of plan.pairs) if (req.met(a, b)) out.push(`rematch ${a}–${b}`);
  if ((plan.bye !== null) !== (req.ranked.length % 2 === 1)) out.push('a bye without an odd field, or none with one');
  if (plan.bye !== null && req.hadBye(plan.bye)) out.push(`second bye for ${plan.bye}`);
  if (out.length > 0) return out;

  let left = [...req.ranked];
  if (plan.bye !== null) {
    // Nobody ranked below the bye could have taken it.
    for (const p of req.ranked.slice(rank.get(plan.bye)! + 1))
      if (!req.hadBye(p) && canPairAll(left.filter((x) => x !== p), req.met)) out.push(`${p} ranks below the bye ${plan.bye} and could have had it`);
    left = left.filter((x) => x !== plan.bye);
  }
  // Top-down: each table's first player is the best left, and his opponent the best-ranked
  // one that leaves everyone else pairable.
  for (const [a, b] of plan.pairs) {
    if (left[0] !== a) out.push(`table of ${a} is not the best player left (${left[0]})`);
    for (const w of left.slice(1, left.indexOf(b)))
      if (!req.met(a, w) && canPairAll(left.filter((x) => x !== a && x !== w), req.met)) out.push(`${a} could have met ${w}, ranked above ${b}`);
    left = left.filter((x) => x !== a && x !== b);
  }
  return out;
}
