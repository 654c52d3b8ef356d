// Seat invite links for a tournament game, minted when asked: a new random token for each
// seat, of which only the SHA-256 is stored (in the games' own tokens table, so the room
// admits it like any invite). Nothing that opens a seat is ever stored readable. Who minted
// each link is recorded (link-ledger.ts): minting again replaces that holder's earlier links
// of the same seats, and an entrant's links go when his token is replaced or he drops.
import type { ArmyId } from '../../engine/board/hex.js';
import type { Seat } from '../../engine/rules/seating.js';
import { newToken } from '../game/session.js';
import type { Database } from '../store/sql.js';
import { INSERT_TOKEN } from '../store/store.js';
import { sha256 } from '../store/log-chain.js';
import { recordLink, revokeLinks, type Minter } from './link-ledger.js';

export interface SeatLink {
  seatId: string;
  army: ArmyId;
  roles: string[];
  url: string;
}

/** Who mints, for which tournament, when. */
export interface Minting {
  tournamentId: string;
  minter: Minter;
  at: number;
}

/** Mints one link per seat of `armies` and, if asked, a referee link, replacing the links the
 *  same holder minted before for these seats of this game (one transaction). */
export async function mintLinks(db: Database, origin: string, gameId: string, seats: readonly Seat[], armies: readonly ArmyId[], referee: boolean, minting: Minting): Promise<{ seats: SeatLink[]; referee: string | null }> {
  const link = (token: string) => `${origin}/?game=${gameId}&token=${token}`;
  const chosen = seats.filter((s) => armies.includes(s.army));
  return db.transaction(async (tx) => {
    const record = (token: string, seatId: string | null) => recordLink(tx, sha256(token), { tournamentId: minting.tournamentId, gameId, seatId, minter: minting.minter, at: minting.at });
    await revokeLinks(tx, minting.tournamentId, minting.minter, 'minted_again', minting.at, { gameId, seats: [...chosen.map((s) => s.id), ...(referee ? [null] : [])] });
    const out: SeatLink[] = [];
    for (const seat of chosen) {
      const token = newToken();
      await tx.run(INSERT_TOKEN, [sha256(token), gameId, 'seat', seat.id]);
      await record(token, seat.id);
      out.push({ seatId: seat.id, army: seat.army, roles: [...seat.roles], url: link(token) });
    }
    let refereeUrl: string | null = null;
    if (referee) {
      const token = newToken();
      await tx.run(INSERT_TOKEN, [sha256(token), gameId, 'referee', null]);
      await record(token, null);
      refereeUrl = link(token);
    }
    return { seats: out, referee: refereeUrl };
  });
}
