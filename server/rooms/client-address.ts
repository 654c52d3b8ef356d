// The address a room counts a client by (spectators a address: spectator-caps.ts; seed checks:
// log-reads.ts): its socket's, as on the HTTP side (http/limits.ts). Colyseus's own `ip` reads
// X-Real-IP, X-Forwarded-For or X-Client-IP first, which any client can write; those headers
// count only behind a proxy the operator trusts (TRUST_PROXY), and then only its first hop.
import type { AuthContext, Client } from '@colyseus/core';

/** The socket's remote address under a WebSocket client (ws keeps it on `_socket`). */
function socketAddress(client: Client): string | undefined {
  const ref = (client as unknown as { ref?: { _socket?: { remoteAddress?: string } } }).ref;
  return ref?._socket?.remoteAddress;
}

export function clientAddress(client: Client, context: AuthContext | undefined, trustProxy = !!process.env.TRUST_PROXY): string {
  if (trustProxy && context) {
    const forwarded = context.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  return socketAddress(client) ?? 'unknown';
}
