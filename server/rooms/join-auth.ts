// Who is joining a game: the invite token in the join's options, looked up by its SHA-256 in
// the tokens table. One check for the room's onAuth and for the matchmaker's join of a game
// whose room is not open (game/on-demand.ts: a game is brought back only for its own tokens),
// so both refuse with the same code and sentence (docs/protocol.md, "Joining").
import { statement, type Db } from '../store/database.js';
import { sha256 } from '../store/log-chain.js';
import { checkJoinOptions } from '../protocol.js';
import { revokedLink } from '../tournament/link-ledger.js';

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
};

function refusal(code: string, message: string): JoinRefusal {
  return { code, message, ...CODES[code]! };
}

/** What a token opens in this game (a seat, the spectators' view, the referee's), or null when
 *  it opens nothing here. Tokens are stored as their SHA-256 only. Joins and exports ask this. */
export function tokenHolder(db: Db, gameId: string, token: string): SeatAuth | null {
  const row = statement(db, 'SELECT game_id, kind, seat_id FROM tokens WHERE token_hash = ?').get(sha256(token)) as { game_id: string; kind: SeatAuth['kind']; seat_id: string | null } | undefined;
  return row && row.game_id === gameId ? { kind: row.kind, seatId: row.seat_id } : null;
}

/** The seat (spectator, referee) the join's token opens in this game, or why it opens none. */
export function authenticateJoin(db: Db, gameId: string, options: unknown): SeatAuth | JoinRefusal {
  const checked = checkJoinOptions(options);
  if (!checked.ok) return refusal(checked.code, checked.message);
  const holder = tokenHolder(db, gameId, checked.token);
  if (holder) return holder;
  // A tournament seat link that was revoked says why (tournament/link-ledger.ts).
  const revoked = revokedLink(db, gameId, checked.token);
  return revoked ? refusal('join/link_revoked', `this seat link was revoked: ${revoked}.`) : refusal('join/bad_token', 'this invite token does not open a seat in this game.');
}

export function isJoinRefusal(a: SeatAuth | JoinRefusal): a is JoinRefusal {
  return 'code' in a;
}
