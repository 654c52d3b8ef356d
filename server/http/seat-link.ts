// A plain game's creator replaces a seat's link (issue 63, item 4): the seat's old links stop
// opening it, whoever sits with one leaves at once, told why (rooms/revoked-links.ts), and is
// not held for reconnection. The creator is whoever holds the game's referee token (the
// creation answer's `referee` link). A tournament's games are not touched here: their links
// are minted and revoked through the tournament (tournament/link-ledger.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { registry } from '../game/registry.js';
import { newToken } from '../game/session.js';
import { tokenHolder } from '../rooms/join-auth.js';
import { sha256 } from '../store/log-chain.js';
import { announceRevoked } from '../tournament/link-ledger.js';
import { bearerToken, fail, origin, sendJson } from './api.js';

/** Seat ids name an army and a role (`south:oc`): the seat part is any one path segment. */
export const SEAT_LINK_ROUTE = /^\/api\/games\/([\w-]+)\/seats\/([^/]+)\/link$/;

/** Why a seat sent away by a new link was: said to the player it sends away. */
export const REPLACED_BY_CREATOR = "the game's creator made a new link for this seat; ask him for it";

export async function replaceSeatLink(req: IncomingMessage, res: ServerResponse, gameId: string, seatId: string): Promise<void> {
  const reg = registry();
  const holder = await tokenHolder(reg.store, gameId, bearerToken(req) ?? '');
  if (!holder || holder.kind !== 'referee') return fail(res, 403, 'link/not_creator', "Only the game's creator may replace a seat's link: send the game's referee token as `Authorization: Bearer <token>`.");
  const token = newToken();
  const replaced = await reg.store.replaceSeatLinks(gameId, seatId, sha256(token));
  if (replaced === 'tournament') return fail(res, 409, 'link/tournament_game', 'This game belongs to a tournament: its seat links are minted and revoked through the tournament.');
  if (replaced === null) return fail(res, 404, 'link/unknown_seat', `Game ${gameId} has no seat "${seatId.slice(0, 40)}".`);
  announceRevoked(replaced.map((tokenHash) => ({ gameId, tokenHash, why: REPLACED_BY_CREATOR })));
  sendJson(res, 201, { gameId, seat: seatId, token, url: `${origin(req)}/?game=${gameId}&token=${token}`, revoked: replaced.length });
}
