// A seated player whose tournament seat link is revoked (tournament/link-ledger.ts: his
// entrant token replaced by the organizer, or he dropped) leaves the room at once: he is told
// `join/link_revoked` and why (a `rejected` message without a requestId), and his connection
// closes, so a link that leaked cannot keep playing once the organizer has acted. The room
// remembers which token hash each client joined with (never the token, never sent anywhere).
// A client sent away is not held for reconnection either: Colyseus's reconnection token skips
// the join's token check, so holding the seat would let the revoked link back in by that path.
import type { Client } from '@colyseus/core';
import { sha256 } from '../store/log-chain.js';
import { onLinksRevoked, type RevokedLink } from '../tournament/link-ledger.js';

/** The WebSocket close code for a seat whose link was revoked (the join refusal's). */
export const LINK_REVOKED_CLOSE = 4003;

export class RevokedLinkWatch {
  /** Token hash by client session id. */
  private readonly joinedWith = new Map<string, string>();
  /** Session ids sent away for a revoked link, until Colyseus has let them go (left). */
  private readonly sentAway = new Set<string>();
  private readonly stop: () => void;

  constructor(gameId: string, clients: () => Iterable<Client>) {
    this.stop = onLinksRevoked((links: readonly RevokedLink[]) => {
      const revoked = new Map(links.filter((l) => l.gameId === gameId).map((l) => [l.tokenHash, l.why]));
      if (revoked.size === 0) return;
      for (const client of clients()) {
        const why = revoked.get(this.joinedWith.get(client.sessionId) ?? '');
        if (!why) continue;
        client.send('rejected', { code: 'join/link_revoked', message: `this seat link was revoked: ${why}.` });
        this.sentAway.add(client.sessionId);
        client.leave(LINK_REVOKED_CLOSE);
      }
    });
  }

  /** A client was admitted with these join options (checked: `{token}`). */
  joined(client: Client, options: unknown): void {
    const token = (options as { token?: unknown } | null)?.token;
    if (typeof token === 'string') this.joinedWith.set(client.sessionId, sha256(token));
  }

  /** Whether this client was sent away for a revoked link: its seat is not held for it. */
  wasSentAway(client: Client): boolean {
    return this.sentAway.has(client.sessionId);
  }

  left(client: Client): void {
    this.joinedWith.delete(client.sessionId);
    this.sentAway.delete(client.sessionId);
  }

  close(): void {
    this.stop();
  }
}
