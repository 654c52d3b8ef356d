// Who minted each tournament seat link, and which links were revoked (issue 17, item 5). A seat
// link is a row of the games' tokens table (only its SHA-256); this ledger records beside it
// the tournament, the game, the seat and the holder who minted it: the organizer, the referee
// or an entrant (by his entrant token). A link stops working when
//  - its holder mints links for the same seats of the same game again (minting again replaces:
//    the ledger keeps hashes only, so the same link cannot be handed out twice, and each holder
//    has at most one live link per seat);
//  - the organizer replaces the entrant token it was minted with (EntrantTokenReissued);
//  - that entrant drops (EntrantDropped).
// Revoking deletes the tokens row (so no route admits it: joins, exports) and marks the ledger
// row, so a join with it is refused with `join/link_revoked` and the reason, not a bare
// `join/bad_token`; a player seated with an entrant's revoked link leaves the room at once
// (rooms/revoked-links.ts; a link replaced by minting again only stops the next join). Links the organizer or referee minted are theirs and are not revoked by an
// entrant's drop or new token.
import type { Sql } from '../store/sql.js';
import { sha256 } from '../store/log-chain.js';
import type { ActionEntry } from './model.js';

export type RevokedWhy = 'minted_again' | 'token_replaced' | 'dropped';

const WHY: Record<RevokedWhy, string> = {
  minted_again: 'a newer link was minted for this seat by the same holder; use the newest one',
  token_replaced: 'the tournament organizer replaced the entrant token it was minted with; mint a new link with the new entrant token',
  dropped: 'the entrant who minted it dropped from the tournament',
};

/** Who minted a link: `organizer`, `referee` or `entrant:<id>`. */
export type Minter = 'organizer' | 'referee' | `entrant:${string}`;

/** A link just revoked: its game, its token's hash, and why in words. */
export interface RevokedLink {
  gameId: string;
  tokenHash: string;
  why: string;
}

const listeners = new Set<(links: readonly RevokedLink[]) => void>();

/** Listens for links revoked by an entrant's new token or drop (the game rooms, to let the
 *  seats they opened go: rooms/revoked-links.ts); returns the function that stops listening. */
export function onLinksRevoked(listener: (links: readonly RevokedLink[]) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Where revocations go beyond this process (a cluster: the rooms of a tournament's games may
 *  be held by other processes: server/cluster.ts, relayRevokedLinks), or null. */
let relay: ((links: readonly RevokedLink[]) => void) | null = null;

/** Sets (or, with null, takes away) the relay of revocations to the other processes. */
export function setRevocationRelay(to: ((links: readonly RevokedLink[]) => void) | null): void {
  relay = to;
}

/** Tells the listeners of this process, once the revoking transaction has committed, and the
 *  other processes of a cluster through the relay. */
export function announceRevoked(links: readonly RevokedLink[]): void {
  if (links.length === 0) return;
  tellListeners(links);
  relay?.(links);
}

/** Tells this process's listeners only (revocations relayed from another process). */
export function tellListeners(links: readonly RevokedLink[]): void {
  for (const l of listeners) l(links);
}

/** Revokes the live links of `minter` in a tournament (of one game and these seats when
 *  given; `null` in seats is the referee link). Pass the caller's transaction. */
export async function revokeLinks(db: Sql, tournamentId: string, minter: Minter, why: RevokedWhy, at: number, only?: { gameId: string; seats: readonly (string | null)[] }): Promise<RevokedLink[]> {
  const live = await db.all<{ token_hash: string; game_id: string; seat_id: string | null }>('SELECT token_hash, game_id, seat_id FROM seat_links WHERE tournament_id = ? AND minted_by = ? AND revoked_at IS NULL', [tournamentId, minter]);
  const chosen = only ? live.filter((l) => l.game_id === only.gameId && only.seats.includes(l.seat_id)) : live;
  for (const l of chosen) {
    await db.run('UPDATE seat_links SET revoked_at = ?, revoked_why = ? WHERE token_hash = ?', [at, why, l.token_hash]);
    await db.run('DELETE FROM tokens WHERE token_hash = ?', [l.token_hash]);
  }
  return chosen.map((l) => ({ gameId: l.game_id, tokenHash: l.token_hash, why: WHY[why] }));
}

/** Records a link just minted (its tokens row written by the caller, in the same transaction). */
export async function recordLink(db: Sql, tokenHash: string, link: { tournamentId: string; gameId: string; seatId: string | null; minter: Minter; at: number }): Promise<void> {
  await db.run('INSERT INTO seat_links (token_hash, tournament_id, game_id, seat_id, minted_by, minted_at) VALUES (?, ?, ?, ?, ?, ?)', [tokenHash, link.tournamentId, link.gameId, link.seatId, link.minter, link.at]);
}

/** Why a token that opens nothing was a revoked link of this game, or null. */
export async function revokedLink(db: Sql, gameId: string, token: string): Promise<string | null> {
  const row = await db.get<{ game_id: string; revoked_why: RevokedWhy }>('SELECT game_id, revoked_why FROM seat_links WHERE token_hash = ? AND revoked_at IS NOT NULL', [sha256(token)]);
  return row && row.game_id === gameId ? WHY[row.revoked_why] : null;
}

/** The links an action revokes, in the same transaction as its append: an entrant's links
 *  when the organizer replaces his token or he drops. (Announce them once it commits.) */
export function revokeForAction(db: Sql, tournamentId: string, entry: ActionEntry): Promise<RevokedLink[]> {
  const a = entry.action;
  if (a.kind === 'EntrantTokenReissued') return revokeLinks(db, tournamentId, `entrant:${a.entrantId}`, 'token_replaced', entry.at);
  if (a.kind === 'EntrantDropped') return revokeLinks(db, tournamentId, `entrant:${a.entrantId}`, 'dropped', entry.at);
  return Promise.resolve([]);
}
