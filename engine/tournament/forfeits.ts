// Who forfeited a match: every game's `forfeitBy`, and both players for a game both forfeited
// (OT2022, General rule 2: "if a deadline passes without communication to the referee from
// either player involved in a game, both players will be counted as having forfeited the game").
import type { Game, PlayerId } from './types.js';

export function forfeitersOf(r: { readonly a: PlayerId; readonly b: PlayerId; readonly games: readonly Game[] }): Set<PlayerId> {
  const out = new Set<PlayerId>();
  for (const g of r.games) {
    if (g.bothForfeited) {
      out.add(r.a);
      out.add(r.b);
    } else if (g.forfeitBy !== undefined) out.add(g.forfeitBy);
  }
  return out;
}
