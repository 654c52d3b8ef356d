// Seat invite links for a tournament game, minted when asked: a new random token for each
// seat, of which only the SHA-256 is stored (in the games' own tokens table, so the room
// admits it like any invite). Nothing that opens a seat is ever stored readable.
import type { ArmyId } from '../../engine/board/hex.js';
import type { Seat } from '../../engine/rules/seating.js';
import { newToken } from '../game/session.js';
import type { Db } from '../store/database.js';
import { sha256 } from '../store/log-chain.js';

export interface SeatLink {
  seatId: string;
  army: ArmyId;
  roles: string[];
  url: string;
}

/** Mints one link per seat of `armies` (both armies when null) and, if asked, a referee link. */
export function mintLinks(db: Db, origin: string, gameId: string, seats: readonly Seat[], armies: readonly ArmyId[], referee: boolean): { seats: SeatLink[]; referee: string | null } {
  const insert = db.prepare('INSERT INTO tokens (token_hash, game_id, kind, seat_id) VALUES (?, ?, ?, ?)');
  const link = (token: string) => `${origin}/?game=${gameId}&token=${token}`;
  return db.transaction(() => {
    const out: SeatLink[] = [];
    for (const seat of seats.filter((s) => armies.includes(s.army))) {
      const token = newToken();
      insert.run(sha256(token), gameId, 'seat', seat.id);
      out.push({ seatId: seat.id, army: seat.army, roles: [...seat.roles], url: link(token) });
    }
    let refereeUrl: string | null = null;
    if (referee) {
      const token = newToken();
      insert.run(sha256(token), gameId, 'referee', null);
      refereeUrl = link(token);
    }
    return { seats: out, referee: refereeUrl };
  })();
}
