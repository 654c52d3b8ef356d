// Who is joining a game: the invite token in the join's options, looked up by its SHA-256 in
// the tokens table. One check for the room's onAuth and for the matchmaker's join of a game
// whose room is not open (game/on-demand.ts: a game is brought back only for its own tokens),
// so both refuse with the same code and sentence (docs/protocol.md, "Joining").
import type { Store } from '../store/store.js';
import { sha256 } from '../store/log-chain.js';
import { checkJoinOptions } from '../protocol.js';
import { revokedLink } from '../tournament/link-ledger.js';
import { STATE_SCHEMA_ID } from './schema-id.js';

export interface SeatAuth {
  kind: 'seat' | 'spectator' | 'referee';
  seatId: string | null;
}

export interface JoinRefusal {
  code: string;
  message: string;
  /** The WebSocket close code the room refuses with (4000-4999). */
  closeCode: number;
  /** The HTTP status the matchmaker's join request answers with. */
  httpStatus: number;
}

const CODES: Record<string, { closeCode: number; httpStatus: number }> = {
  'join/token_required': { closeCode: 4001, httpStatus: 401 },
  'join/bad_options': { closeCode: 4001, httpStatus: 400 },
  'join/bad_token': { closeCode: 4003, httpStatus: 403 },
  'join/link_revoked': { closeCode: 4003, httpStatus: 403 },
  'join/client_outdated': { closeCode: 4009, httpStatus: 409 },
};

function refusal(code: string, message: string): JoinRefusal {
  return { code, message, ...CODES[code]! };
}

/** What a token opens in this game (a seat, the spectators' view, the referee's), or null when
 *  it opens nothing here. Tokens are stored as their SHA-256 only. Joins and exports ask this. */
export async function tokenHolder(store: Store, gameId: string, token: string): Promise<SeatAuth | null> {
  const row = await store.token(sha256(token));
  return row && row.gameId === gameId ? { kind: row.kind, seatId: row.seatId } : null;
}

/** The seat (spectator, referee) the join's token opens in this game, or why it opens none. */
export async function authenticateJoin(store: Store, gameId: string, options: unknown): Promise<SeatAuth | JoinRefusal> {
  const checked = checkJoinOptions(options);
  if (!checked.ok) return refusal(checked.code, checked.message);
  // A client that skips the handshake decodes with its own state classes: they must be these.
  if (checked.schema !== undefined && checked.schema !== STATE_SCHEMA_ID)
    return refusal('join/client_outdated', `this page was made for another version of the referee (its game state schema ${checked.schema}, the referee's ${STATE_SCHEMA_ID}); reload the page.`);
  const holder = await tokenHolder(store, gameId, checked.token);
  if (holder) return holder;
  // A tournament seat link that was revoked says why (tournament/link-ledger.ts).
  const revoked = await revokedLink(store.db, gameId, checked.token);
  return revoked ? refusal('join/link_revoked', `this seat link was revoked: ${revoked}.`) : refusal('join/bad_token', 'this invite token does not open a seat in this game.');
}

export function isJoinRefusal(a: SeatAuth | JoinRefusal): a is JoinRefusal {
  return 'code' in a;
}
