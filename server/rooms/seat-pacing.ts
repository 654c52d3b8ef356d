// Spectators' seat reservations, paced (issue 17, item 2). A spectator's join begins with the
// matchmaker's HTTP request for a seat, then the WebSocket upgrade; both used to run at once for
// a whole crowd, and only the room's onAuth waited its turn (spectator-caps.ts). The abuse
// benchmark showed the cost: each batch of 50 spectators asking together stalled the server's
// event loop for 20-50 ms (their reservations and upgrades back to back), right when another
// game's commands came (docs/benchmarks.md, "Abuse"). So the reservation itself waits its turn,
// at the same rate, before the matchmaker makes it; the socket follows its own reservation, so
// the upgrades come spread too. The room still paces its onAuth (a second pacer, so one join
// does not take two turns): in a cluster the reservation may have been paced by another
// process. Seats and referees are never paced.
import { ServerError } from '@colyseus/core';
import { addMatchmakingStep } from '../matchmaking-steps.js';
import { checkJoinOptions } from '../protocol.js';
import type { Store } from '../store/store.js';
import { sha256 } from '../store/log-chain.js';
import { JoinPacer, SPECTATOR_JOINS_PER_SECOND } from './join-pacing.js';

/** The process's pacer for spectators' seat reservations. */
export const spectatorSeats = new JoinPacer(SPECTATOR_JOINS_PER_SECOND);

export const SEATS_BUSY_STATUS = 429;

/** Each game's spectator links (their SHA-256), kept so that knowing whether a join waits costs
 *  one store read per game and process, not one per token: when a dead process's 800 seats all
 *  join again through processes that had not seen their tokens, each join paid a PostgreSQL
 *  round trip for it. A game's spectator links never change once it is made (later links open
 *  seats or the referee's view), so the set is kept as read. Only the pacing reads it; the
 *  room's own check (join-auth.ts) still reads the store, so a revoked token gains nothing here. */
const GAMES_KEPT = 10_000;
const spectatorLinks = new Map<string, Promise<Set<string>>>();

async function isSpectatorToken(store: Store, gameId: string, token: string): Promise<boolean> {
  let links = spectatorLinks.get(gameId);
  if (!links) {
    links = store.spectatorTokenHashes(gameId).then((hashes) => new Set(hashes));
    // A failed read is not kept: the next join reads again.
    links.catch(() => spectatorLinks.delete(gameId));
    if (spectatorLinks.size >= GAMES_KEPT) spectatorLinks.delete(spectatorLinks.keys().next().value!);
    spectatorLinks.set(gameId, links);
  }
  return (await links).has(sha256(token));
}

/** Makes the matchmaker's joinById wait for a spectator's turn before reserving his seat (HTTP
 *  429 `join/busy` when ten seconds' worth already wait). Added before the other matchmaking
 *  steps (void games, games brought back), so that it runs last, right before the reservation.
 *  Returns the function that removes it. */
export function paceSpectatorSeats(store: Store, pacer: JoinPacer = spectatorSeats): () => void {
  return addMatchmakingStep(async ({ method, roomId, clientOptions, next }) => {
    if (method === 'joinById') {
      const checked = checkJoinOptions(clientOptions);
      // A bad token is refused by the room's own check, with its code; only spectators wait.
      if (checked.ok && (await isSpectatorToken(store, roomId, checked.token)) && !(await pacer.turn()))
        throw new ServerError(SEATS_BUSY_STATUS, 'join/busy: Many spectators are joining this referee just now; try again in a few seconds.');
    }
    return next();
  });
}
